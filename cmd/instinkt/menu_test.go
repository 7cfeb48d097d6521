package instinkt

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The menu shows the layout of the latest game at the table and what is
// due; with no game, nothing.
func TestLayoutStatus(t *testing.T) {
	e := newEnv(t, false, "de")
	assert.Empty(t, LayoutStatus(e.f))
	e.in.WriteString("W7 B3\n0 0\n")
	require.NoError(t, RunPlay(&PlayOptions{F: e.f, Marker: "white"}))
	s := LayoutStatus(e.f)
	assert.Contains(t, s, "Instinkt-Spiel instinkt-1")
	assert.Contains(t, s, "W7")
	assert.Contains(t, s, "B3")
}
