package katzundmaus

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// TestDealGolden pins the deal of a few seeds forever: a change here breaks
// every saved record.
func TestDealGolden(t *testing.T) {
	for _, seed := range []uint64{0, 42, 18446744073709551615} {
		out, err := json.MarshalIndent(Deal(seed), "", " ")
		require.NoError(t, err)
		name := "testdata/deal-" + jsonNumber(seed) + ".golden.json"
		if *update {
			require.NoError(t, os.WriteFile(name, append(out, '\n'), 0o644))
		}
		want, err := os.ReadFile(name)
		require.NoError(t, err)
		assert.Equal(t, string(want), string(out)+"\n", "seed %d", seed)
	}
}

func jsonNumber(n uint64) string {
	b, _ := json.Marshal(n)
	return string(b)
}

func TestDeal(t *testing.T) {
	g := Deal(7)
	assert.Equal(t, A, g.Turn())
	assert.Equal(t, A, g.Starts())
	assert.Equal(t, 116, g.TalonCount())
	var counts [King + 1]int
	count := func(cs []Card) {
		for _, c := range cs {
			counts[c]++
		}
	}
	count(g.Talon())
	for _, p := range []Player{A, B} {
		assert.Equal(t, 15, g.StockCount(p))
		assert.Len(t, g.Hand(p), 5)
		count(g.Stock(p))
		count(g.Hand(p))
		for j := range 4 {
			assert.Empty(t, g.Discard(p, j))
		}
	}
	assert.Zero(t, counts[Unknown])
	for c := Ace; c <= King; c++ {
		assert.Equal(t, 12, counts[c], c.String())
	}
	assert.Equal(t, Deal(7), g, "same seed, same deal")
	assert.NotEqual(t, Deal(8).Talon(), g.Talon())

	// A deal is a position like any other: it reads back as it was written.
	out, err := json.Marshal(g)
	require.NoError(t, err)
	back, err := ParsePosition(bytes.NewReader(out))
	require.NoError(t, err)
	assert.Equal(t, g, back)
}
