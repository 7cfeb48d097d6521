package katzundmaus

import (
	"encoding/json"
	"testing"

	km "codeberg.org/schiri/schiri/referee/katzundmaus"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A game saved with schema 1 held the whole record text; it reads as the
// deal and the record's turn lines, which replay to the same game, and a
// record of another seed is refused.
func TestSchema1GameReadsAsSetupAndMoves(t *testing.T) {
	var s Saved
	require.NoError(t, s.FromSchema1(json.RawMessage(`{"seed": 7, "vs": "bot", "record": "seed 7\nA: h3-d1\nB: s-b1 h10-d1\n"}`)))
	assert.Equal(t, Saved{Setup: Setup{Seed: 7, Vs: "bot"}, Moves: []string{"A: h3-d1", "B: s-b1 h10-d1"}}, s)
	g, rec, err := s.Rebuild()
	require.NoError(t, err)
	assert.Equal(t, "seed 7\nA: h3-d1\nB: s-b1 h10-d1\n", rec.String())
	assert.Equal(t, km.A, g.Turn())

	var back Saved
	back.Setup = s.Setup
	back.SetRecord(rec)
	assert.Equal(t, s, back, "SetRecord is the inverse of record")

	err = s.FromSchema1(json.RawMessage(`{"seed": 8, "vs": "bot", "record": "seed 7\nA: h3-d1\n"}`))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "not of seed 8")
}
