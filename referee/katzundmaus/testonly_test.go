package katzundmaus

import "math/rand/v2"

// Helpers only the tests use, kept out of the package proper.

// Random plays a uniformly random legal move, from its own seeded source.
type Random struct {
	rng *rand.Rand
	buf []Move
}

// NewRandom returns a random player with a fixed seed.
func NewRandom(seed uint64) *Random {
	return &Random{rng: rand.New(rand.NewPCG(seed, 1))}
}

// Next picks a random legal move.
func (r *Random) Next(g *Game) Move {
	r.buf = g.AppendLegal(r.buf[:0])
	if len(r.buf) == 0 {
		return EndMove
	}
	return r.buf[r.rng.IntN(len(r.buf))]
}

// PlayOut lets the strategies play g (in place) to its end, or until no move
// is legal or maxMoves moves have been made; it returns the number of moves.
func PlayOut(g *Game, a, b Strategy, maxMoves int) int {
	players := [2]Strategy{a, b}
	n := 0
	for n < maxMoves && g.outcome == Running {
		if v := g.Play(players[g.turn].Next(g)); v != nil {
			break
		}
		n++
	}
	return n
}
