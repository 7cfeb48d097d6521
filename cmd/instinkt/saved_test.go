package instinkt

import (
	ti "codeberg.org/schiri/schiri/internal/table/instinkt"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A game saved with schema 1 held marker, steps, the hand cards and (in
// older versions) the --record path; it reads as setup, moves and notes,
// and the path is dropped.
func TestSchema1GameReadsAsSetupAndMoves(t *testing.T) {
	var s savedGame
	require.NoError(t, s.FromSchema1(json.RawMessage(`{"marker": "black", "steps": ["reveal W7 B3", "place W7 0 0"],
		"record": "/home/ana/game.txt", "hands": {"white": ["W2"], "black": []}}`)))
	assert.Equal(t, savedGame{
		Setup: ti.Setup{Marker: "black"},
		Moves: []string{"reveal W7 B3", "place W7 0 0"},
		Notes: ti.Notes{Hands: map[string][]string{"white": {"W2"}, "black": {}}},
	}, s)
	g, err := s.Game()
	require.NoError(t, err)
	assert.Len(t, g.Moves(), 2)

	out, err := json.Marshal(&s)
	require.NoError(t, err)
	assert.JSONEq(t, `{"setup": {"marker": "black"}, "moves": ["reveal W7 B3", "place W7 0 0"],
		"notes": {"hands": {"white": ["W2"], "black": []}}}`, string(out))
	assert.NotContains(t, string(out), "/home/ana")

	require.Error(t, s.FromSchema1(json.RawMessage(`{"steps": "x"}`)))
}
