package kodiak_test

import (
	"bytes"
	"testing"

	"codeberg.org/schiri/schiri/internal/store"
	"codeberg.org/schiri/schiri/internal/table"
	tk "codeberg.org/schiri/schiri/internal/table/kodiak"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Taking a round back never loses the lines typed for the next one (issue
// 32.5): they wait while the round taken back is typed again, and come back
// when their round is next.
func TestUndoKeepsTheNextRoundsDraft(t *testing.T) {
	svc := table.New(store.New(t.TempDir()))
	id, _, err := tk.New(svc, players, "", referee.Length{}, "g")
	require.NoError(t, err)
	round := func(empty int) {
		s, err := referee.ParseSheet(bytes.NewReader([]byte(sheet(empty))))
		require.NoError(t, err)
		_, _, _, err = tk.Round(svc, id, s)
		require.NoError(t, err)
	}
	round(0)
	round(1)
	round3 := []string{"3", "", "9 hb", ""}
	require.NoError(t, tk.SaveDraft(svc, id, 3, round3))

	g, n, _, kept, err := tk.UndoKeeping(svc, id)
	require.NoError(t, err)
	assert.Equal(t, 2, n)
	require.NotNil(t, kept)
	assert.Equal(t, 3, kept.Round)
	assert.Equal(t, round3, kept.Lines)
	_, next, err := tk.Load(svc, id)
	require.NoError(t, err)
	assert.Nil(t, next, "not a draft of round 2")
	assert.Equal(t, 1, g.RoundsPlayed())

	// round 2 typed again (its own draft), then saved: round 3's lines are back
	require.NoError(t, tk.SaveDraft(svc, id, 2, []string{"", "4", "", ""}))
	_, next, err = tk.Load(svc, id)
	require.NoError(t, err)
	require.NotNil(t, next)
	assert.Equal(t, 2, next.Round)
	round(1)
	_, next, err = tk.Load(svc, id)
	require.NoError(t, err)
	require.NotNil(t, next, "round 3's lines come back")
	assert.Equal(t, 3, next.Round)
	assert.Equal(t, round3, next.Lines)

	// discarding them drops only them
	require.NoError(t, tk.ClearDraft(svc, id))
	_, next, err = tk.Load(svc, id)
	require.NoError(t, err)
	assert.Nil(t, next)
}
