package kodiak

import (
	"fmt"
	"math/rand/v2"

	"codeberg.org/schiri/schiri/referee"
)

// Kodiak keeps the part of the referee contract that fits it: Outcome and
// Undo. A move is a whole round sheet, checked as a whole into a Report
// (errors and warnings): there are no moves to list, and one verdict would
// say less than the report, so Game has no Legal and its Apply returns the
// report (package referee says so too).
var _ referee.Undoable[*Game] = (*Game)(nil)

// Referee starts a game of 2 to 6 players and one or two cycles with its
// types erased: Kodiak in the registry. Legal lists nothing, Propose draws
// round sheets (RandomSheet), and Apply refuses a sheet with the first
// error of its report.
func Referee(r *rand.Rand) referee.Played { return erase(RandomGame(r)) }

var erase = referee.EraseUndoable(applySheet, referee.Extra[*Game, *Sheet]{
	State:   (*Game).state,
	Replay:  func(g *Game) (*Game, error) { return Replay(g.Record()) },
	Propose: func(g *Game, r *rand.Rand) []*Sheet { return []*Sheet{RandomSheet(g, r), RandomSheet(g, r)} },
})

// applySheet is Apply as the contract has it: the game after the sheet, or
// nil and the first error of the sheet's report.
func applySheet(g *Game, s *Sheet) (*Game, error) {
	ng, rep := g.Apply(s)
	if !rep.Valid() {
		return nil, rep.Errors[0]
	}
	return ng, nil
}

// RandomGame is a game of 2 to 6 players P1, P2, … with a random youngest
// and one or two cycles, drawn from r.
func RandomGame(r *rand.Rand) *Game {
	n := 2 + r.IntN(5)
	players := make([]string, n)
	for i := range players {
		players[i] = fmt.Sprintf("P%d", i+1)
	}
	cycles := 1 + r.IntN(2)
	g, err := NewGame(players, players[r.IntN(n)], Length{Cycles: &cycles})
	if err != nil {
		panic(err) // every game above is one the rules allow
	}
	return g
}

// RandomSheet is a well-formed round sheet for the game's next round drawn
// from r: one player out with no cards, the others with 1 to 4 number
// cards, and Kodiak with 3 cards less its catches (none when Kodiak went
// out). It may still break a rule; Apply decides.
func RandomSheet(g *Game, r *rand.Rand) *Sheet {
	number := func() Card { return Card(1 + r.IntN(9)) }
	kodiak, _ := g.KodiakNext()
	out := r.IntN(len(g.Players))
	s := &Sheet{}
	for i, name := range g.Players {
		e := Entry{Name: name, Cards: []Card{}}
		switch {
		case name == kodiak:
			e.Catches = r.IntN(3)
			for range 3 - e.Catches {
				e.Cards = append(e.Cards, number())
			}
		case i != out:
			for range 1 + r.IntN(4) {
				e.Cards = append(e.Cards, number())
			}
		}
		s.Players = append(s.Players, e)
	}
	if g.Players[out] == kodiak { // Kodiak went out: no cards, no catches left on the table
		s.Players[out].Cards, s.Players[out].Catches = []Card{}, 0
	}
	return s
}

// state renders everything the game holds.
func (g *Game) state() string { return fmt.Sprintf("%+v", *g) }
