package codenames

import (
	"encoding/binary"
	"math/bits"
	"math/rand/v2"
	"sync/atomic"

	"golang.org/x/crypto/scrypt"
)

// Key is a key grid: the spymasters' map of which card is which (ruling C1),
// generated from a code (ruling C2).
type Key struct {
	Code   KeyCode
	Size   Size
	Starts Team
	Own    Team // the starting team the code picks (Starts unless overridden)
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

// keySeed is what a key code gives its grids: the starting team it picks
// and, per size, the generator that shuffles the layout. A legacy code is
// its own seed; a new code's comes from scrypt, once per code (deriveKey).
type keySeed struct {
	legacy bool
	code   Code   // a legacy code
	a, b   uint64 // a new code's scrypt output, little-endian
}

// starts is the starting team the code picks.
func (k keySeed) starts() Team {
	x := uint64(k.code) | domainStarts<<48
	if !k.legacy {
		x = k.a ^ domainStarts<<48
	}
	if mix(x)&1 == 0 {
		return Red
	}
	return Blue
}

// grid is the generator that shuffles the layout of size s.
func (k keySeed) grid(s Size) rand.PCG {
	if k.legacy {
		return source(k.code, s, domainGrid)
	}
	base := uint64(s.Rows)<<32 | uint64(s.Cols)<<40 | domainGrid<<48
	var p rand.PCG
	p.Seed(mix(k.a^base), mix(k.b^base))
	return p
}

// The key derivation of a new key code (ruling C2, fourth edition): slow and
// memory-hard, so that trying codes against a board's uncovered colours
// costs some 16 MiB and tens of milliseconds each. Fixed forever: changing
// any of these changes every grid.
const (
	keySalt = "schiri codenames key 4"
	keyN    = 1 << 14
	keyR    = 8
	keyP    = 1
)

// derivations counts the scrypt runs, so tests can show that a saved game
// never pays for one again.
var derivations atomic.Uint64

// KeyDerivations is how many times this process has derived the grid seed
// of a 10-character key code (each costs tens of milliseconds). A saved game
// keeps its grid and never derives it again.
func KeyDerivations() uint64 { return derivations.Load() }

// deriveKey is the seed of a code's grids.
func deriveKey(c KeyCode) keySeed {
	if c.Legacy() {
		return keySeed{legacy: true, code: Code(c.v)}
	}
	derivations.Add(1)
	d, err := scrypt.Key([]byte(c.String()), []byte(keySalt), keyN, keyR, keyP, 16)
	if err != nil {
		panic(err) // the parameters above are valid
	}
	return keySeed{a: binary.LittleEndian.Uint64(d[0:8]), b: binary.LittleEndian.Uint64(d[8:16])}
}

// NewKey generates the key grid of a key code and size (rulings C1, C2).
// The starting team is the code's (Key.Own); starts overrides it by swapping
// the two team colours on the same layout (NoTeam keeps the code's choice).
// An invalid size (see Size.Valid) gives a key without cards. For a
// 10-character code this runs the slow derivation: call it once per game.
func NewKey(c KeyCode, s Size, starts Team) Key {
	if !s.Valid() {
		return Key{Code: c, Size: s}
	}
	return deriveKey(c).key(c, s, starts)
}

// key lays out the grid of size s.
func (seed keySeed) key(c KeyCode, s Size, starts Team) Key {
	k := Key{Code: c, Size: s, Counts: CountsFor(s)}
	k.Cards = make([]Card, s.Cells())
	k.Own = seed.starts()
	p := seed.grid(s)
	fillKey(k.Cards, k.Own, &p, k.Counts)
	k.Starts = k.Own
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

// fillKey lays out the cards with the code's starting team first and
// shuffles them (Fisher–Yates from the last cell down) with p: the second
// edition's shuffle, for a legacy code and a new one alike.
func fillKey(cards []Card, first Team, p *rand.PCG, n Counts) {
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
	for i := len(cards) - 1; i > 0; i-- {
		j := below(p, uint64(i+1))
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
