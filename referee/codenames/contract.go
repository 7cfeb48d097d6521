package codenames

import (
	"fmt"
	"math/rand/v2"

	"codeberg.org/schiri/schiri/referee"
)

// Codenames keeps the whole referee contract.
var _ referee.Game[*Game, Move] = (*Game)(nil)

// Referee starts a game from a random setup (both codes, a size from 3x3
// to 6x6, a language) with its types erased: Codenames in the registry.
func Referee(r *rand.Rand) referee.Played { return erase(RandomGame(r)) }

var erase = referee.Erase(referee.Extra[*Game, Move]{
	State:   (*Game).state,
	Replay:  func(g *Game) (*Game, error) { return Replay(g.Record()) },
	Propose: (*Game).proposeClues,
})

// RandomGame is a game on a random setup drawn from r. Its key code is a
// legacy one: the random games of tests and arenas need no secret, and a
// new code's derivation would cost tens of milliseconds per game.
func RandomGame(r *rand.Rand) *Game {
	size := []Size{{5, 5}, {4, 4}, {3, 3}, {6, 6}}[r.IntN(4)]
	s, err := NewSetup(LegacyKeyCode(RandomCodeFrom(r)), RandomCodeFrom(r), size, NoTeam, []Lang{English, German}[r.IntN(2)])
	if err != nil {
		panic(err) // every code, size and language above makes a board
	}
	g, err := New(s)
	if err != nil {
		panic(err)
	}
	return g
}

// state renders everything the game holds.
func (g *Game) state() string {
	return fmt.Sprintf("%v|%v|%v|%v|%v|%v|%v", g.Record(), g.revealed, g.Turn(), g.Clue(), g.owed, g.Winner(), g.EndRule())
}

// proposeClues draws clues from the game's vocabulary while a clue is due:
// words of the board's language, some of which may clash with the board.
func (g *Game) proposeClues(r *rand.Rand) []Move {
	if !g.NeedsClue() {
		return nil
	}
	words := Words(g.setup.Lang)
	out := make([]Move, 6)
	for i := range out {
		out[i] = ClueMove(words[r.IntN(len(words))], 1+r.IntN(3))
	}
	return out
}
