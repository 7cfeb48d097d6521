package katzundmaus

import "math/rand/v2"

// Deal shuffles the 156 cards with the given seed and deals them: 15 to each
// stock, 5 to each hand, 116 to the talon; the build and discard piles are
// empty and A starts. The same seed gives the same deal on every platform and
// Go version: the shuffle is a Fisher–Yates over PCG(seed, 0) from
// math/rand/v2, whose output sequence is fixed, with its own bounded draw.
func Deal(seed uint64) *Game {
	var deck [DeckSize]Card
	for i := range deck {
		deck[i] = Card(i%int(King) + 1)
	}
	src := rand.NewPCG(seed, 0)
	for i := len(deck) - 1; i > 0; i-- {
		j := bounded(src, uint64(i+1))
		deck[i], deck[j] = deck[j], deck[i]
	}
	g := &Game{turn: A, starts: A}
	rest := deck[:]
	for _, pl := range []Player{A, B} {
		s := &g.players[pl]
		s.stockN = uint8(copy(s.stock[:], rest[:StockSize]))
		rest = rest[StockSize:]
	}
	for _, pl := range []Player{A, B} {
		s := &g.players[pl]
		s.handN = uint8(copy(s.hand[:], rest[:HandSize]))
		rest = rest[HandSize:]
	}
	g.talonN = uint8(copy(g.talon[:], rest))
	return g
}

// bounded returns a uniform number in [0, n) by rejection sampling, so that
// the deal depends only on the PCG output sequence.
func bounded(src *rand.PCG, n uint64) uint64 {
	limit := -n % n // 2⁶⁴ mod n: values below it would bias the result
	for {
		if v := src.Uint64(); v >= limit {
			return v % n
		}
	}
}
