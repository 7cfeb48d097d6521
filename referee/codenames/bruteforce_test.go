package codenames

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A guesser's attack on ruling C2: read the board, note the colour of every
// uncovered card, and keep each key code whose grid agrees. The attack of
// issue 29 did this over all 2^30 six-character codes and kept 2 codes
// after 17 uncovered cards. These tests show the method on a key space small
// enough to search here, and why it finds nothing for 10-character codes.

// consistent keeps the candidates whose grid agrees with every uncovered
// cell seen so far.
func consistent(cands [][]Card, idx []int, seen map[int]Card) []int {
	var out []int
	for _, i := range idx {
		ok := true
		for cell, card := range seen {
			if cands[i][cell] != card {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, i)
		}
	}
	return out
}

// The method: with 2^14 legacy codes (a tiny key space, the real one is
// 2^30), the codes that agree with the uncovered cards narrow to the key
// within a few cards, whose colour then gives away every covered card.
func TestBruteForceTinyKeySpace(t *testing.T) {
	const space = 1 << 14
	grids := make([][]Card, space)
	for c := range grids {
		grids[c] = NewKey(LegacyKeyCode(Code(c)), DefaultSize, NoTeam).Cards
	}
	r := rand.New(rand.NewPCG(29, 1))
	for trial := range 20 {
		key := r.IntN(space)
		order := r.Perm(DefaultSize.Cells()) // the order cards are uncovered in
		seen := map[int]Card{}
		idx := make([]int, space)
		for i := range idx {
			idx[i] = i
		}
		found := 0
		for n, cell := range order {
			seen[cell] = grids[key][cell]
			idx = consistent(grids, idx, seen)
			require.Contains(t, idx, key, "the key always agrees with its own board")
			if sameGrids(grids, idx) {
				found = n + 1
				break
			}
		}
		require.NotZero(t, found, "trial %d: the search narrows to the key's grid", trial)
		t.Logf("trial %d: %d cards", trial, found)
		assert.LessOrEqual(t, found, 14, "trial %d: %d uncovered cards give the key away", trial, found)
	}
}

// sameGrids reports whether every candidate left has one and the same grid:
// then every covered card is known.
func sameGrids(grids [][]Card, idx []int) bool {
	for _, i := range idx[1:] {
		for j := range grids[i] {
			if grids[i][j] != grids[idx[0]][j] {
				return false
			}
		}
	}
	return true
}

// 10-character codes: the same search needs one scrypt run per code. Over
// a sample (all that can be afforded: each code costs some 16 MiB and tens
// of milliseconds) no code other than the key agrees with 12 uncovered
// cards, and the key is not in it — the sample is 2^-48 of the space. The
// whole space costs about 2^50 × 50 ms ≈ 1.8 million CPU-years (see
// BenchmarkKeyDerivation and docs/codenames.md); and even a finished search
// would leave thousands of codes per grid, since the codes outnumber the
// grids (TestLongCodesOutnumberGrids).
func TestBruteForceLongCodesFindNothing(t *testing.T) {
	r := rand.New(rand.NewPCG(29, 2))
	key := KeyCodeFrom(r)
	grid := NewKey(key, DefaultSize, NoTeam).Cards
	seen := map[int]Card{}
	for _, cell := range r.Perm(DefaultSize.Cells())[:12] {
		seen[cell] = grid[cell]
	}
	var sample [][]Card
	for range 2 {
		c := KeyCodeFrom(r)
		require.NotEqual(t, key, c)
		sample = append(sample, NewKey(c, DefaultSize, NoTeam).Cards)
	}
	assert.Empty(t, consistent(sample, []int{0, 1}, seen), "no sampled code agrees with the board")
}

// C2: the 2^50 codes outnumber the possible 5x5 grids (9/8/7/1 cards in any
// order, either team starting) about 2,700 to 1.
func TestLongCodesOutnumberGrids(t *testing.T) {
	n := CountsFor(DefaultSize)
	grids := new(big.Int).MulRange(1, 25)
	for _, k := range []int{n.Starter, n.Other, n.Neutral, n.Assassin} {
		grids.Div(grids, new(big.Int).MulRange(1, int64(k)))
	}
	grids.Mul(grids, big.NewInt(2))
	g, _ := grids.Float64()
	assert.InDelta(t, 38.6, math.Log2(g), 0.05, "2^38.6 grids")
	ratio := math.Exp2(keyBits) / g
	assert.InDelta(t, 2700, ratio, 100, "codes per grid")
	assert.Less(t, math.Exp2(5*CodeLen)/g, 1.0, "a 6-character code has fewer codes than grids: it is found")
}
