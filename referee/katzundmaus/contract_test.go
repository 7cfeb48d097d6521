package katzundmaus

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"codeberg.org/schiri/schiri/referee/refereetest"
)

// Katz und Maus through the referee contract: whole games of random legal
// moves from random deals, with random other moves (any hand card, stock
// or discard to any pile, an early end) tried at every step. A position
// has no record (it may come from a position file), so its saved form — a
// seed and its turns — goes through the contract in TestContractRecord.
func TestContract(t *testing.T) {
	tokens := []string{"end", "s-b1", "s-b4", "d1-b1", "d3-b2", "s-d1"}
	for i, rank := range []string{"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "J"} {
		tokens = append(tokens, fmt.Sprintf("h%s-b%d", rank, 1+i%4), fmt.Sprintf("h%s-d%d", rank, 1+i%4))
	}
	deal := func(r *rand.Rand) *Game { return Deal(r.Uint64()) }
	refereetest.Run(t, refereetest.FromPlayable(deal, refereetest.Spec[*Game, Move]{
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
		Winner:   winner,
		MaxMoves: 5000,
	}), 8)
}

// The saved form through the contract: the record of the moves applied
// replays to the game, and Record.Undo then the same move again is the
// identity.
func TestContractRecord(t *testing.T) {
	deal := func(r *rand.Rand) *Recorded { return NewRecorded(r.Uint64()) }
	refereetest.Run(t, refereetest.FromGame(deal, refereetest.Spec[*Recorded, Move]{
		Replay:   (*Recorded).Replayed,
		State:    (*Recorded).state,
		MoveKey:  Move.String,
		Winner:   func(p *Recorded) string { return winner(p.Game) },
		MaxMoves: 5000,
	}), 3)
	if _, _, err := (&Record{Seed: 1}).Undo(); err != ErrNothingToUndo {
		t.Fatalf("undo of an empty record: %v", err)
	}
	if _, err := NewRecorded(1).Undo(); err != ErrNothingToUndo {
		t.Fatalf("undo of a game without moves: %v", err)
	}
}

// winner is who has won a finished game by M4: the player whose stock is
// empty, or, when the talon ran out, the one with fewer stock cards (a
// draw with as many).
func winner(g *Game) string {
	a, b := g.StockCount(A), g.StockCount(B)
	switch {
	case a < b:
		return A.String()
	case b < a:
		return B.String()
	}
	return ""
}

// The game with its types erased (its referee in the registry) keeps the
// contract too.
func TestReferee(t *testing.T) {
	refereetest.Run(t, refereetest.FromPlayed(Referee, 5000), 4)
}
