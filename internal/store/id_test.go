package store

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A new game is never named as Windows names a device (SPEC §0: a game ID
// is a valid file name on every OS); the name is refused, not changed, so
// the game is always found under the name given. Dots, spaces (and so a
// trailing dot or space) are no part of any ID.
func TestReservedIDsAreRefused(t *testing.T) {
	s := New(t.TempDir())
	for _, id := range []string{"con", "CON", "Prn", "aux", "nul", "NUL", "com1", "COM9", "com0", "lpt1", "LPT9", "lpt0"} {
		assert.Falsef(t, PortableID(id), "%q", id)
		err := s.Create("kodiak", id, &game{})
		require.Truef(t, IsKind(err, BadID), "%q: %v", id, err)
		assert.Truef(t, errors.Is(err, ErrReservedID), "%q", id)
		assert.Contains(t, err.Error(), "Windows keeps for a device")
		_, err = s.CreateNew("kodiak", id, func(string) any { return &game{} })
		assert.NoErrorf(t, err, "%q-N is no device name", id)
	}
	s = New(t.TempDir())
	for _, id := range []string{"con-1", "console", "com10", "com", "lpt", "nul_", "auxiliary", "comx"} {
		assert.Truef(t, PortableID(id), "%q", id)
		assert.NoErrorf(t, s.Create("kodiak", id, &game{}), "%q", id)
	}
	for _, id := range []string{"g.", "g ", "con.json", "g.json"} {
		assert.Falsef(t, ValidID(id), "%q", id)
	}
	assert.NotContains(t, names(t, filepath.Join(s.Dir, "kodiak")), "con.json")
	assert.NotContains(t, names(t, filepath.Join(s.Dir, "kodiak")), "CON.json")
}

// A game saved under a device name by an older schiri on Linux or macOS
// still opens, changes and lists there.
func TestOldGameUnderADeviceNameStillOpens(t *testing.T) {
	if runtime.GOOS == "windows" {
		return // there "con.json" is the console: no such game can exist
	}
	s := New(t.TempDir())
	require.NoError(t, os.MkdirAll(filepath.Join(s.Dir, "kodiak"), 0o700))
	require.NoError(t, os.WriteFile(filepath.Join(s.Dir, "kodiak", "con.json"),
		[]byte(`{"schema": 2, "kind": "kodiak", "id": "con", "setup": "s", "moves": [1]}`), 0o600))
	var g game
	require.NoError(t, s.Update("kodiak", "con", &g, func() error { g.Rounds = append(g.Rounds, 2); return nil }))
	assert.Equal(t, []int{1, 2}, g.Rounds)
	assert.Equal(t, []string{"con"}, ids(t, s))
}
