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
	refereetest.Run(t, refereetest.FromGame(RandomGame, refereetest.Spec[*Game, Move]{
		Replay:  func(g *Game) (*Game, error) { return Replay(g.Record()) },
		State:   (*Game).state,
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
	}), 60)
}

// The game with its types erased (its referee in the registry) keeps the
// contract too.
func TestReferee(t *testing.T) {
	refereetest.Run(t, refereetest.FromPlayed(Referee, 5000), 4)
}
