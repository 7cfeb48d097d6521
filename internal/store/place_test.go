package store

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A save whose kind or id is not its folder and file name is damaged
// (SPEC §0): it does not load, and no change ever rewrites it — the next
// write would otherwise make it silently another game.
func TestSaveMustMatchItsPlace(t *testing.T) {
	for name, body := range map[string]string{
		"another kind and id": `{"schema": 2, "kind": "codenames", "id": "other", "setup": "s", "moves": [1]}`,
		"another id":          `{"schema": 2, "kind": "kodiak", "id": "other", "setup": "s", "moves": [1]}`,
		"another kind":        `{"schema": 2, "kind": "instinkt", "id": "g", "setup": "s", "moves": [1]}`,
		"the id in capitals":  `{"schema": 2, "kind": "kodiak", "id": "G", "setup": "s", "moves": [1]}`,
		"no kind and id":      `{"schema": 2, "setup": "s", "moves": [1]}`,
		"schema 1":            `{"schema": 1, "kind": "kodiak", "id": "other", "game": {"rounds": [1]}}`,
	} {
		t.Run(name, func(t *testing.T) {
			s := New(t.TempDir())
			require.NoError(t, s.Create("kodiak", "g", &game{}))
			p := filepath.Join(s.Dir, "kodiak", "g.json")
			require.NoError(t, os.WriteFile(p, []byte(body), 0o600))
			for _, v := range []any{&oldGame{}, &noted{}, &whole{}, nil} {
				_, err := s.Load("kodiak", "g", v)
				require.True(t, IsKind(err, Corrupt), "%T: %v", v, err)
				var pe *PlaceError
				require.ErrorAs(t, cause(t, err), &pe)
				assert.Equal(t, PlaceError{Folder: "kodiak", Name: "g", Kind: pe.Kind, ID: pe.ID}, *pe)
				key, args := pe.Message()
				assert.Equal(t, "core.store.damaged.place", key)
				assert.Equal(t, "g", args["Name"])
			}
			var g oldGame
			err := s.Update("kodiak", "g", &g, func() error { g.Rounds = append(g.Rounds, 2); return nil })
			require.True(t, IsKind(err, Corrupt), "%v", err)
			after, err := os.ReadFile(p)
			require.NoError(t, err)
			assert.Equal(t, body, string(after), "never rewritten")
		})
	}
}

// On a file system that ignores case (macOS, Windows), the game "Abend"
// opens abend.json: that is no game "Abend" (not found, with abend as the
// likely one), not a damaged save. Seen here with the name the OS would
// have found (no entry is named exactly as asked).
func TestAnotherCaseOfTheNameIsNotFound(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "abend.json"), nil, 0o600))
	err := checkPlace(filepath.Join(dir, "Abend.json"), "kodiak", "Abend", &Envelope{Kind: "kodiak", ID: "abend"})
	assert.True(t, IsKind(err, NotFound), "%v", err)

	// the file is named exactly so, and holds another case: damaged
	require.NoError(t, os.WriteFile(filepath.Join(dir, "Abend.json"), nil, 0o600))
	err = checkPlace(filepath.Join(dir, "Abend.json"), "kodiak", "Abend", &Envelope{Kind: "kodiak", ID: "abend"})
	assert.True(t, IsKind(err, Corrupt), "%v", err)
	assert.NoError(t, checkPlace(filepath.Join(dir, "abend.json"), "kodiak", "abend", &Envelope{Kind: "kodiak", ID: "abend"}))
}
