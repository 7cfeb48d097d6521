package kodiak

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"codeberg.org/schiri/schiri/referee/refereetest"
)

// Kodiak through the referee contract. A Kodiak move is a whole round sheet,
// so Legal lists none: the harness plays random well-formed sheets (one
// player out, Kodiak with 3 cards less its catches) and checks that sheets
// breaking a rule — two players out, a catch too many, a stranger, a
// missing player — are refused with their clause and change nothing.
func TestContract(t *testing.T) {
	open := map[*Sheet]bool{} // the well-formed sheets the harness proposes
	number := func(r *rand.Rand) Card { return Card(1 + r.IntN(9)) }
	good := func(g *Game, r *rand.Rand) *Sheet {
		s := RandomSheet(g, r)
		open[s] = true
		return s
	}
	refereetest.Run(t, refereetest.FromUndoable(RandomGame, refereetest.Spec[*Game, *Sheet]{
		Apply:   applySheet,
		Replay:  func(g *Game) (*Game, error) { return Replay(g.Record()) },
		State:   (*Game).state,
		MoveKey: func(s *Sheet) string { return fmt.Sprintf("%p", s) },
		Others: func(g *Game, r *rand.Rand) []*Sheet {
			s := good(g, r)
			delete(open, s)
			twoOut, stranger, missing, catches := *s, *s, *s, *s
			twoOut.Players = append([]Entry(nil), s.Players...)
			for i := range twoOut.Players {
				twoOut.Players[i].Cards = []Card{}
			}
			stranger.Players = append(append([]Entry(nil), s.Players...), Entry{Name: "Zoe", Cards: []Card{number(r)}})
			missing.Players = s.Players[1:]
			catches.Players = append([]Entry(nil), s.Players...)
			catches.Players[0].Catches = 4
			return []*Sheet{&twoOut, &stranger, &missing, &catches}
		},
		Open:     func(_ *Game, s *Sheet) bool { return open[s] },
		Extra:    func(g *Game, r *rand.Rand) []*Sheet { return []*Sheet{good(g, r), good(g, r)} },
		MaxMoves: 20,
	}), 60)
}

// A saved game is its setup and its rounds: rounds that no longer replay
// (here, two players out in one round, written into the file by hand) make
// it a damaged save.
func TestValidateReplaysTheRounds(t *testing.T) {
	g, err := NewGame([]string{"Ana", "Ben", "Cleo"}, "Ana", lengthOf(1, 0))
	if err != nil {
		t.Fatal(err)
	}
	three, _ := ParseCardList("3 4 5")
	seven, _ := ParseCardList("7")
	next, rep := g.Apply(&Sheet{Players: []Entry{{Name: "Ana", Cards: three}, {Name: "Ben", Cards: []Card{}}, {Name: "Cleo", Cards: seven}}})
	if !rep.Valid() {
		t.Fatal(rep.Errors[0])
	}
	if err := next.Validate(); err != nil {
		t.Fatalf("a game as played is valid: %v", err)
	}
	bad := *next
	bad.Rounds = append([]Sheet(nil), next.Rounds...)
	bad.Rounds[0].Players = append([]Entry(nil), next.Rounds[0].Players...)
	bad.Rounds[0].Players[2].Cards = []Card{}
	err = bad.Validate()
	if err == nil || !strings.Contains(err.Error(), "does not replay") {
		t.Fatalf("a round that breaks the rules is a damaged save, got %v", err)
	}
	if g, err := Replay(bad.Record()); err == nil || g != nil {
		t.Fatalf("Replay of the damaged record: got %v, %v", g, err)
	}
	if g, err := Replay(next.Record()); err != nil || len(g.Rounds) != 1 {
		t.Fatalf("Replay of the record as played: got %v, %v", g, err)
	}
}

// The game with its types erased (its referee in the registry) keeps the
// contract too.
func TestReferee(t *testing.T) {
	refereetest.Run(t, refereetest.FromPlayed(Referee, 5000), 4)
}
