package katzundmaus

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"codeberg.org/schiri/schiri/referee"
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
		Winner:   winner,
		MaxMoves: 5000,
	}, 8)
}

// played is a game with its record, as a saved game keeps it.
type played struct {
	g   *Game
	rec *Record
}

// The saved form through the contract: the record of the moves applied
// replays to the game, and Record.Undo then the same move again is the
// identity.
func TestContractRecord(t *testing.T) {
	refereetest.Run(t, refereetest.Spec[*played, Move]{
		New: func(r *rand.Rand) *played {
			seed := r.Uint64()
			return &played{Deal(seed), &Record{Seed: seed}}
		},
		Legal: func(p *played) []Move { return p.g.Legal() },
		Apply: func(p *played, m Move) (*played, error) {
			g, err := p.g.Apply(m)
			if err != nil {
				return nil, err
			}
			rec := &Record{Seed: p.rec.Seed, Turns: slices.Clone(p.rec.Turns)}
			if n := len(rec.Turns); n > 0 {
				rec.Turns[n-1].Moves = slices.Clone(rec.Turns[n-1].Moves)
			}
			rec.Add(p.g.Turn(), m)
			return &played{g, rec}, nil
		},
		Outcome: func(p *played) referee.Outcome { return p.g.Outcome() },
		Replay: func(p *played) (*played, error) {
			res := Replay(p.rec)
			if res.Verdict != nil {
				return nil, res.Verdict
			}
			return &played{res.Game, p.rec}, nil
		},
		Undo: func(p *played) (*played, error) {
			rec, g, err := p.rec.Undo()
			if err != nil {
				return nil, err
			}
			return &played{g, rec}, nil
		},
		State:    func(p *played) string { return fmt.Sprintf("%+v\n%s", *p.g, p.rec) },
		MoveKey:  Move.String,
		Winner:   func(p *played) string { return winner(p.g) },
		MaxMoves: 5000,
	}, 3)
	if _, _, err := (&Record{Seed: 1}).Undo(); err != ErrNothingToUndo {
		t.Fatalf("undo of an empty record: %v", err)
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
