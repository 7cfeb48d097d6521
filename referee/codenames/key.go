package codenames

import (
	"math/bits"
	"math/rand/v2"
)

// Key is a key grid: the spymasters' map of which card is which (ruling C1),
// generated from a code (ruling C2).
type Key struct {
	Code   Code
	Size   Size
	Starts Team
	Counts Counts
	// Cards holds the grid row by row: Cards[r*Size.Cols+c].
	Cards []Card
}

// At is the card in row r, column c (0-based).
func (k *Key) At(r, c int) Card { return k.Cards[r*k.Size.Cols+c] }

// Stream domains: each use of a code draws from its own generator, so the
// grid, the words and the starting team never influence one another.
const (
	domainStarts uint64 = 1 + iota
	domainGrid
	domainWords
)

// mix is the SplitMix64 finaliser, a bijection that spreads every input bit
// over the whole output.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// source seeds a PCG generator (math/rand/v2, whose output is pinned by Go's
// own regression tests) from a code, a size and a domain.
func source(c Code, s Size, domain uint64) rand.PCG {
	base := uint64(c) | uint64(s.Rows)<<32 | uint64(s.Cols)<<40 | domain<<48
	var p rand.PCG
	p.Seed(mix(base), mix(base^1<<63))
	return p
}

// below returns a uniform number in [0, n) (Lemire's multiply-and-reject; no
// modulo bias). It is written here rather than taken from rand.Rand so that
// the stream of grids depends only on the PCG algorithm.
func below(p *rand.PCG, n uint64) uint64 {
	hi, lo := bits.Mul64(p.Uint64(), n)
	if lo < n {
		thresh := -n % n
		for lo < thresh {
			hi, lo = bits.Mul64(p.Uint64(), n)
		}
	}
	return hi
}

// CodeStarts is the starting team that a code picks.
func CodeStarts(c Code) Team {
	if mix(uint64(c)|domainStarts<<48)&1 == 0 {
		return Red
	}
	return Blue
}

// NewKey generates the key grid of a code and size (ruling C1, C2). The
// starting team is the code's (CodeStarts); starts overrides it by swapping
// the two team colours on the same layout (NoTeam keeps the code's choice).
// An invalid size (see Size.Valid) gives a key without cards.
func NewKey(c Code, s Size, starts Team) Key {
	if !s.Valid() {
		return Key{Code: c, Size: s}
	}
	k := Key{Code: c, Size: s, Counts: CountsFor(s)}
	k.Cards = make([]Card, s.Cells())
	fillKey(k.Cards, c, s, k.Counts)
	k.Starts = CodeStarts(c)
	if starts != NoTeam && starts != k.Starts {
		for i, card := range k.Cards {
			switch card {
			case CardRed:
				k.Cards[i] = CardBlue
			case CardBlue:
				k.Cards[i] = CardRed
			}
		}
		k.Starts = starts
	}
	return k
}

// fillKey lays out the cards with the code's starting team and shuffles them
// (Fisher–Yates).
func fillKey(cards []Card, c Code, s Size, n Counts) {
	first := CodeStarts(c)
	i := 0
	put := func(card Card, count int) {
		for ; count > 0; count-- {
			cards[i] = card
			i++
		}
	}
	put(CardOf(first), n.Starter)
	put(CardOf(first.Other()), n.Other)
	put(CardNeutral, n.Neutral)
	put(CardAssassin, n.Assassin)
	p := source(c, s, domainGrid)
	for i := len(cards) - 1; i > 0; i-- {
		j := below(&p, uint64(i+1))
		cards[i], cards[j] = cards[j], cards[i]
	}
}

// maxWords bounds a word list so that the sampler's bitset fits on the stack.
const maxWords = 4096

// PickWords draws one distinct word per cell from the language's list, the
// same for the same code, size and language (ruling C2). The code is the
// board code; before the third edition it was the key code, so a board
// code gives exactly the words its string gave then as a key code. Every ordered choice
// of distinct words is equally likely. It returns nil for an unknown language
// or an invalid size.
func PickWords(c Code, s Size, l Lang) []string {
	list := Words(l)
	n := s.Cells()
	if !s.Valid() || len(list) < n || len(list) > maxWords {
		return nil
	}
	out := make([]string, n)
	var used [maxWords / 64]uint64
	p := source(c, s, domainWords)
	for i := 0; i < n; {
		j := below(&p, uint64(len(list)))
		if used[j/64]&(1<<(j%64)) != 0 {
			continue
		}
		used[j/64] |= 1 << (j % 64)
		out[i] = list[j]
		i++
	}
	return out
}
