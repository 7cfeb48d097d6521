package codenames

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"codeberg.org/schiri/schiri/referee/refereetest"
)

// Codenames through the referee contract: random boards, random clues from
// the word list (some clash with the board and are refused), random
// guesses and passes.
func TestContract(t *testing.T) {
	clues := []string{"ocean", "moon", "castle", "Mond", "paper", "tree", "x y", "", "river", "glass"}
	refereetest.Run(t, refereetest.Spec[*Game, Move]{
		New: func(r *rand.Rand) *Game {
			size := []Size{{5, 5}, {4, 4}, {3, 3}, {6, 6}}[r.IntN(4)]
			s, err := NewSetup(RandomCodeFrom(r), RandomCodeFrom(r), size, NoTeam, []Lang{English, German}[r.IntN(2)])
			if err != nil {
				t.Fatal(err)
			}
			g, err := New(s)
			if err != nil {
				t.Fatal(err)
			}
			return g
		},
		Legal:   (*Game).Legal,
		Apply:   (*Game).Apply,
		Outcome: (*Game).Outcome,
		Replay:  func(g *Game) (*Game, error) { return Replay(g.Record()) },
		Undo:    (*Game).Undo,
		State: func(g *Game) string {
			return fmt.Sprintf("%v|%v|%v|%v|%v|%v|%v", g.Record(), g.revealed, g.Turn(), g.Clue(), g.owed, g.Winner(), g.EndRule())
		},
		MoveKey: func(m Move) string { return fmt.Sprintf("%+v", m) },
		Others: func(g *Game, r *rand.Rand) []Move {
			out := []Move{PassMove(), GuessMove(1, 1), GuessMove(r.IntN(g.setup.Rows)+1, r.IntN(g.setup.Cols)+1)}
			if g.Clue() != nil || g.Over() {
				out = append(out, ClueMove(clues[r.IntN(len(clues))], r.IntN(4)))
			}
			return out
		},
		Open: func(_ *Game, m Move) bool { return m.Kind == MoveClue },
		Extra: func(g *Game, r *rand.Rand) []Move {
			var out []Move
			for range 4 {
				out = append(out, ClueMove(clues[r.IntN(len(clues))], r.IntN(4)))
			}
			return append(out, ClueMove("zzyzx", 1+r.IntN(3)))
		},
		Winner: func(g *Game) string {
			// C5: the team whose cards are all revealed; the assassin
			// loses the team on turn that revealed it
			for i, c := range g.setup.Grid {
				if c == CardAssassin && g.revealed[i] {
					return g.Turn().Other().String()
				}
			}
			for _, team := range []Team{Red, Blue} {
				left := 0
				for i, c := range g.setup.Grid {
					if c == CardOf(team) && !g.revealed[i] {
						left++
					}
				}
				if left == 0 {
					return team.String()
				}
			}
			return ""
		},
		MaxMoves: 400,
	}, 60)
}
