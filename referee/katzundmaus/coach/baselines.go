package coach

import (
	"math/rand/v2"

	km "codeberg.org/schiri/schiri/referee/katzundmaus"
)

// The two baselines of SPEC §4, against which every figure of the coach is
// measured. Both are km.Strategy: asked for one move at a time.

// Random plays a uniformly random legal move until its turn ends (SPEC §4):
// uniform over the list km.Game.Legal gives.
type Random struct {
	rng *rand.Rand
	buf []km.Move
}

// NewRandom is a random player drawing from PCG(seed, 1).
func NewRandom(seed uint64) *Random { return &Random{rng: rand.New(rand.NewPCG(seed, 1))} }

// Next picks a uniformly random legal move.
func (r *Random) Next(g *km.Game) km.Move {
	r.buf = g.AppendLegal(r.buf[:0])
	if len(r.buf) == 0 {
		return km.EndMove
	}
	return r.buf[r.rng.IntN(len(r.buf))]
}

// Greedy is SPEC §4's greedy player: it plays the stock card whenever it
// can, then any hand or discard card that builds, then discards its highest
// hand card onto the discard pile whose top is nearest above it. Readings
// where SPEC is silent (docs/katzundmaus.md): "whenever it can" and "any"
// take the first such move in the order km.Game.Legal lists them (hand
// cards by rank, the lowest build pile first; then discard piles 1–4), so a
// king builds like any card; "nearest above" is the smallest top at least
// as high as the card (its own rank counts); with no such pile the card goes
// on the first empty pile, else on the highest top; ties go to the lower
// pile. With an empty hand and an empty talon it ends the turn with end.
type Greedy struct {
	buf []km.Move
}

// Next picks greedy's move.
func (gr *Greedy) Next(g *km.Game) km.Move {
	gr.buf = g.AppendLegal(gr.buf[:0])
	for _, m := range gr.buf {
		if m.From == km.Stock {
			return m
		}
	}
	for _, m := range gr.buf {
		if m.To == km.Build && (m.From == km.Hand || m.From == km.Discard) {
			return m
		}
	}
	if n := len(gr.buf); n > 0 && gr.buf[n-1] == km.EndMove {
		return km.EndMove
	}
	return greedyDiscard(g)
}

// greedyDiscard is greedy's last step: the highest hand card onto the pile
// whose top is nearest above it.
func greedyDiscard(g *km.Game) km.Move {
	p := g.Turn()
	high := km.Unknown
	for i := range g.HandCount(p) {
		high = max(high, g.HandCard(p, i))
	}
	best, bestTop, empty := -1, km.Card(0), -1
	highest, highestTop := -1, km.Card(0)
	for j := range 4 {
		top, n := g.DiscardTop(p, j)
		switch {
		case n == 0:
			if empty < 0 {
				empty = j
			}
		case top >= high && (best < 0 || top < bestTop):
			best, bestTop = j, top
		}
		if n > 0 && (highest < 0 || top > highestTop) {
			highest, highestTop = j, top
		}
	}
	switch {
	case best >= 0:
	case empty >= 0:
		best = empty
	default:
		best = highest
	}
	return km.Move{From: km.Hand, Rank: high, To: km.Discard, ToPile: uint8(best)}
}
