//go:build linux

package e2e

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Katz und Maus hot seat on a real terminal: each hand shows only after the
// device was handed over and Enter pressed, and the screen is cleared
// between the players, so B never sees A's hand under A's turn.
func TestHotSeatHidesTheOtherHand(t *testing.T) {
	home := t.TempDir()
	environ := env(home, filepath.Join(home, "data"), "SCHIRI_LANG=en")
	// Deal(1): A holds 6 2 10 9 Q; h6-d1 ends A's turn.
	r := onPty(t, environ, 80, 40, "Hand the device to A", "\rh6-d1\r\rquit\r", "katzundmaus", "play", "--seed", "1", "--vs", "human")
	out := r.Stdout
	toA := strings.Index(out, "Hand the device to A")
	toB := strings.Index(out, "Hand the device to B")
	require.True(t, toA >= 0 && toB > toA, "both hand-overs are asked for:\n%s", out)
	clear := strings.LastIndex(out[:toB], "\x1b[H\x1b[2J")
	assert.Greater(t, clear, toA, "the screen is cleared before B takes the device")
	handB := strings.Index(out, "hand: 3 K K 8 J")
	assert.Greater(t, handB, toB, "B's hand shows only after B has the device")
	assert.NotContains(t, out[:toB], "hand: 3 K K 8 J")
	// long lines are wrapped between words at the terminal's width
	assert.Contains(t, strings.Join(strings.Fields(out), " "), "it is saved: schiri katzundmaus play --game katzundmaus-1")
}
