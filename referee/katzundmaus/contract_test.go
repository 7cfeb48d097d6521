package katzundmaus

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"codeberg.org/schiri/schiri/referee/refereetest"
)

// Katz und Maus through the referee contract: whole games of random legal
// moves from random deals, with random other moves (any hand card, stock
// or discard to any pile, an early end) tried at every step. The referee
// keeps no saved form of a game yet (a game file is a seed and its turns,
// replayed by Replay), so there is no undo to check.
func TestContract(t *testing.T) {
	tokens := []string{"end", "s-b1", "s-b4", "d1-b1", "d3-b2", "s-d1"}
	for i, rank := range []string{"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "J"} {
		tokens = append(tokens, fmt.Sprintf("h%s-b%d", rank, 1+i%4), fmt.Sprintf("h%s-d%d", rank, 1+i%4))
	}
	refereetest.Run(t, refereetest.Spec[*Game, Move]{
		New:     func(r *rand.Rand) *Game { return Deal(r.Uint64()) },
		Legal:   (*Game).Legal,
		Apply:   (*Game).Apply,
		Outcome: (*Game).Outcome,
		State:   func(g *Game) string { return fmt.Sprintf("%+v", *g) },
		MoveKey: Move.String,
		Others: func(g *Game, r *rand.Rand) []Move {
			var out []Move
			for range 6 {
				m, err := ParseMove(tokens[r.IntN(len(tokens))])
				if err != nil {
					t.Fatal(err)
				}
				out = append(out, m)
			}
			return out
		},
		MaxMoves: 5000,
	}, 8)
}
