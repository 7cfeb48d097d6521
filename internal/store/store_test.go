package store

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// game is a saved game of the test: a setup and its moves (Saved's shape).
type game struct {
	Setup  string `json:"setup"`
	Rounds []int  `json:"moves"`
}

// oldGame can also read a game of schema 1, which held {"rounds": [...]}.
type oldGame struct{ game }

func (g *oldGame) FromSchema1(raw json.RawMessage) error {
	var old struct {
		Rounds []int `json:"rounds"`
	}
	if err := json.Unmarshal(raw, &old); err != nil {
		return err
	}
	g.Setup, g.Rounds = "from schema 1", old.Rounds
	return nil
}

func TestCreateLoadUpdate(t *testing.T) {
	s := New(filepath.Join(t.TempDir(), "data"))
	require.NoError(t, s.Create("kodiak", "abend", &game{}))
	assert.True(t, IsKind(s.Create("kodiak", "abend", &game{}), Exists))

	var g game
	require.NoError(t, s.Update("kodiak", "abend", &g, func() error {
		g.Rounds = append(g.Rounds, 7)
		return nil
	}))
	var back game
	env, err := s.Load("kodiak", "abend", &back)
	require.NoError(t, err)
	assert.Equal(t, []int{7}, back.Rounds)
	assert.Equal(t, SchemaVersion, env.Schema)
	assert.Equal(t, "kodiak", env.Kind)

	// an error from fn writes nothing
	boom := errors.New("no")
	err = s.Update("kodiak", "abend", &g, func() error { g.Rounds = nil; return boom })
	assert.ErrorIs(t, err, boom)
	_, err = s.Load("kodiak", "abend", &back)
	require.NoError(t, err)
	assert.Equal(t, []int{7}, back.Rounds)

	assert.True(t, IsKind(s.Update("kodiak", "nope", &g, func() error { return nil }), NotFound))
	_, err = s.Load("kodiak", "nope", &g)
	assert.True(t, IsKind(err, NotFound))
}

func TestPermissions(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "data")
	s := New(dir)
	require.NoError(t, s.Create("kodiak", "x", &game{}))
	st, err := os.Stat(filepath.Join(dir, "kodiak"))
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o700), st.Mode().Perm())
	st, err = os.Stat(filepath.Join(dir, "kodiak", "x.json"))
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), st.Mode().Perm())
}

func TestBadIDs(t *testing.T) {
	s := New(t.TempDir())
	for _, id := range []string{"", "../x", "a/b", `a\b`, "/abs", ".hidden", "a\x00b", "..", "x.json", "ä", string(make([]byte, 65))} {
		assert.Truef(t, IsKind(s.Create("kodiak", id, &game{}), BadID), "%q", id)
		_, err := s.Load("kodiak", id, nil)
		assert.Truef(t, IsKind(err, BadID), "%q", id)
	}
	assert.True(t, ValidID("Spieleabend_2026-11"))
}

// No operation of the store API reaches outside the data dir with a bad
// game ID or kind, and none of them creates anything.
func TestBadIDsNeverTouchTheDisk(t *testing.T) {
	root := t.TempDir()
	s := New(filepath.Join(root, "data"))
	bad := []string{"../g", "../../etc/passwd", "/etc/passwd", "a/b", `a\b`, "a\x00b", "g\x00", "..", ".", "./g", "g/", "g.json", " g", "g\n"}
	for _, id := range bad {
		var g game
		assert.Truef(t, IsKind(s.Create("kodiak", id, &g), BadID), "Create %q", id)
		_, err := s.Load("kodiak", id, &g)
		assert.Truef(t, IsKind(err, BadID), "Load %q", id)
		assert.Truef(t, IsKind(s.Update("kodiak", id, &g, func() error { return nil }), BadID), "Update %q", id)
		// the kind is a path element too
		assert.Truef(t, IsKind(s.Create(id, "g", &g), BadID), "Create kind %q", id)
		_, err = s.Load(id, "g", &g)
		assert.Truef(t, IsKind(err, BadID), "Load kind %q", id)
		assert.Truef(t, IsKind(s.Update(id, "g", &g, func() error { return nil }), BadID), "Update kind %q", id)
	}
	assert.Empty(t, names(t, root), "nothing may be created for a bad ID")
}

// Concurrent read-modify-writes under the lock lose nothing.
func TestConcurrentUpdates(t *testing.T) {
	s := New(t.TempDir())
	require.NoError(t, s.Create("kodiak", "g", &game{}))
	var wg sync.WaitGroup
	for i := 0; i < 20; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			var g game
			assert.NoError(t, s.Update("kodiak", "g", &g, func() error {
				g.Rounds = append(g.Rounds, i)
				return nil
			}))
		}(i)
	}
	wg.Wait()
	var g game
	_, err := s.Load("kodiak", "g", &g)
	require.NoError(t, err)
	assert.Len(t, g.Rounds, 20)
}

// A damaged file is reported as Corrupt and is never overwritten.
func TestCorruptFilesAreNotOverwritten(t *testing.T) {
	cases := map[string]string{
		"truncated":    `{"schema": 2, "kind": "kodiak", "setup": "", "moves": [1`,
		"not json":     "hello",
		"newer schema": `{"schema": 99, "kind": "kodiak", "id": "g", "setup": "", "moves": []}`,
		"no game":      `{"schema": 2, "kind": "kodiak", "id": "g"}`,
		"no setup":     `{"schema": 2, "kind": "kodiak", "id": "g", "moves": []}`,
		"null setup":   `{"schema": 2, "kind": "kodiak", "id": "g", "setup": null, "moves": []}`,
		"no moves":     `{"schema": 2, "kind": "kodiak", "id": "g", "setup": ""}`,
		"bad moves":    `{"schema": 2, "kind": "kodiak", "id": "g", "setup": "", "moves": "x"}`,
		"old no game":  `{"schema": 1, "kind": "kodiak", "id": "g"}`,
		"old bad game": `{"schema": 1, "kind": "kodiak", "id": "g", "game": {"rounds": "x"}}`,
		"empty":        ``,
	}
	for name, content := range cases {
		t.Run(name, func(t *testing.T) {
			s := New(t.TempDir())
			require.NoError(t, s.Create("kodiak", "g", &game{}))
			p := filepath.Join(s.Dir, "kodiak", "g.json")
			require.NoError(t, os.WriteFile(p, []byte(content), 0o600))
			var g oldGame
			err := s.Update("kodiak", "g", &g, func() error { g.Rounds = []int{1}; return nil })
			require.Error(t, err)
			assert.True(t, IsKind(err, Corrupt), err.Error())
			data, err := os.ReadFile(p)
			require.NoError(t, err)
			assert.Equal(t, content, string(data))
		})
	}
}

// A write that fails before the rename leaves the old file intact and no
// temp file behind.
func TestFailedWriteKeepsOldVersion(t *testing.T) {
	s := New(t.TempDir())
	require.NoError(t, s.Create("kodiak", "g", &game{Rounds: []int{1}}))
	s.BeforeRename = func(string) error { return errors.New("disk full") }
	var g game
	err := s.Update("kodiak", "g", &g, func() error { g.Rounds = append(g.Rounds, 2); return nil })
	assert.True(t, IsKind(err, IO))
	s.BeforeRename = nil
	var back game
	_, err = s.Load("kodiak", "g", &back)
	require.NoError(t, err)
	assert.Equal(t, []int{1}, back.Rounds)
	entries, err := os.ReadDir(filepath.Join(s.Dir, "kodiak"))
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	assert.ElementsMatch(t, []string{"g.json"}, names)
}

// An OS error about the temp file is reported about the game file with its
// bare cause: the temp file's random name is gone and means nothing to the
// user. The cause stays testable with errors.Is.
func TestWriteErrorNamesTheGameFile(t *testing.T) {
	s := New(t.TempDir())
	require.NoError(t, s.Create("kodiak", "g", &game{}))
	p := filepath.Join(s.Dir, "kodiak", "g.json")
	s.BeforeRename = func(tmp string) error { return &fs.PathError{Op: "write", Path: tmp, Err: syscall.ENOSPC} }
	var g game
	err := s.Update("kodiak", "g", &g, func() error { return nil })
	require.True(t, IsKind(err, IO))
	assert.Equal(t, p+": no space left on device", err.Error())
	assert.ErrorIs(t, err, syscall.ENOSPC)

	// CreateTemp's error names the pattern, not a file
	err = ioError(p, "g", &fs.PathError{Op: "open", Path: filepath.Join(s.Dir, "kodiak", ".g.*.tmp"), Err: syscall.EACCES})
	assert.Equal(t, p+": permission denied", err.Error())
	// a rename of the temp file over the game
	err = ioError(p, "g", &os.LinkError{Op: "rename", Old: filepath.Join(s.Dir, "kodiak", ".g.42.tmp"), New: p, Err: syscall.EXDEV})
	assert.Equal(t, p+": invalid cross-device link", err.Error())
	// an error about another path keeps it: it says where the problem is
	err = ioError(p, "g", &fs.PathError{Op: "mkdir", Path: "/elsewhere", Err: syscall.ENOTDIR})
	assert.Equal(t, p+": mkdir /elsewhere: not a directory", err.Error())
}

// A data dir that cannot be created (its parent is a regular file: this
// fails for root too) is an IO error, for writes and reads alike.
func TestDataDirUnderAFile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	require.NoError(t, os.WriteFile(file, []byte("x"), 0o600))
	s := New(filepath.Join(file, "data"))
	assert.True(t, IsKind(s.Create("kodiak", "g", &game{}), IO))
	var g game
	_, err := s.Load("kodiak", "g", &g)
	assert.True(t, IsKind(err, IO), "%v", err)
	assert.True(t, IsKind(s.Update("kodiak", "g", &g, func() error { return nil }), IO))
	_, err = s.List("kodiak")
	assert.True(t, IsKind(err, IO), "%v", err)
}

func TestListLatestNewID(t *testing.T) {
	s := New(t.TempDir())
	id, err := s.Latest("kodiak")
	assert.True(t, IsKind(err, NoGames))
	assert.Empty(t, id)
	require.NoError(t, s.Create("kodiak", "a", &game{}))
	require.NoError(t, s.Create("kodiak", "b", &game{}))
	var g game
	// the update makes "a" the latest (its time set, as the clock may not
	// have moved since "b" was created; TestListOrder has the whole order)
	require.NoError(t, os.Chtimes(filepath.Join(s.Dir, "kodiak", "b.json"), time.Unix(1e9, 0), time.Unix(1e9, 0)))
	require.NoError(t, s.Update("kodiak", "a", &g, func() error { return nil }))
	list, err := s.List("kodiak")
	require.NoError(t, err)
	require.Len(t, list, 2)
	latest, err := s.Latest("kodiak")
	require.NoError(t, err)
	assert.Equal(t, "a", latest)
	assert.Equal(t, "a", list[0].ID)
	assert.Equal(t, "kodiak-1", s.NewID("kodiak", "Kodiak!"))
	require.NoError(t, s.Create("kodiak", "kodiak-1", &game{}))
	assert.Equal(t, "kodiak-2", s.NewID("kodiak", "kodiak"))
	assert.Equal(t, "game-1", s.NewID("kodiak", "../"))
}

// A writer killed between creating its temp file and the rename leaves the
// temp file behind. The next write of that game, holding the lock, removes
// it; other games' temp files and unrelated files stay.
func TestStaleTempFilesAreRemovedOnNextWrite(t *testing.T) {
	s := New(t.TempDir())
	require.NoError(t, s.Create("kodiak", "g", &game{}))
	require.NoError(t, s.Create("kodiak", "g-2", &game{}))
	dir := filepath.Join(s.Dir, "kodiak")
	stale := []string{".g.123.tmp", ".g.4294967295.tmp"}
	keep := []string{".g-2.77.tmp", ".g.x.tmp", ".g.tmp", "g.123.tmp", "notes.txt"}
	for _, name := range append(append([]string{}, stale...), keep...) {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(`{"half`), 0o600))
	}
	// reading changes nothing: it holds no lock, so it must not clean up
	var g game
	_, err := s.Load("kodiak", "g", &g)
	require.NoError(t, err)
	assert.ElementsMatch(t, append(append([]string{"g.json", "g-2.json"}, stale...), keep...), names(t, dir))

	require.NoError(t, s.Update("kodiak", "g", &g, func() error { g.Rounds = append(g.Rounds, 1); return nil }))
	assert.ElementsMatch(t, append([]string{"g.json", "g-2.json"}, keep...), names(t, dir))

	// Create cleans up too (a game whose first write was killed)
	require.NoError(t, os.WriteFile(filepath.Join(dir, ".h.5.tmp"), nil, 0o600))
	require.NoError(t, s.Create("kodiak", "h", &game{}))
	assert.NotContains(t, names(t, dir), ".h.5.tmp")
}

func TestIsTempOf(t *testing.T) {
	for name, want := range map[string]bool{
		".g.1.tmp": true, ".g.0123456789.tmp": true,
		".g..tmp": false, ".g.1a.tmp": false, ".g.1.tmp.x": false, "g.1.tmp": false,
		".g-2.1.tmp": false, ".gg.1.tmp": false, ".g.1.2.tmp": false,
	} {
		assert.Equalf(t, want, isTempOf(name, "g"), "%q", name)
	}
}

// A file from a newer schiri says so, instead of calling the file unknown.
func TestNewerSchemaSaysUpdate(t *testing.T) {
	s := New(t.TempDir())
	require.NoError(t, s.Create("kodiak", "g", &game{}))
	p := filepath.Join(s.Dir, "kodiak", "g.json")
	require.NoError(t, os.WriteFile(p, []byte(`{"schema": 3, "kind": "kodiak", "id": "g", "setup": "", "moves": []}`), 0o600))
	_, err := s.Load("kodiak", "g", &game{})
	require.True(t, IsKind(err, Corrupt))
	assert.Contains(t, err.Error(), "newer schiri (schema version 3; this schiri reads 2)")
	require.NoError(t, os.WriteFile(p, []byte(`{"schema": 0, "kind": "kodiak", "id": "g", "setup": "", "moves": []}`), 0o600))
	_, err = s.Load("kodiak", "g", &game{})
	require.True(t, IsKind(err, Corrupt))
	assert.Contains(t, err.Error(), "unknown schema version 0")
}

func names(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	out := make([]string, 0, len(entries))
	for _, e := range entries {
		out = append(out, e.Name())
	}
	return out
}

// A file of schema 1 loads through the value's FromSchema1, unchanged on
// disk until the next change, which writes it as schema 2 with its setup
// and moves; a value that cannot migrate calls it damaged.
func TestSchema1IsMigratedByTheNextChange(t *testing.T) {
	s := New(t.TempDir())
	require.NoError(t, s.Create("kodiak", "g", &game{}))
	p := filepath.Join(s.Dir, "kodiak", "g.json")
	old := `{"schema": 1, "kind": "kodiak", "id": "g", "created": "2026-01-02T03:04:05Z", "updated": "2026-01-02T03:04:05Z", "game": {"rounds": [4, 5]}}`
	require.NoError(t, os.WriteFile(p, []byte(old), 0o600))

	_, err := s.Load("kodiak", "g", &game{})
	require.True(t, IsKind(err, Corrupt), "a value without FromSchema1 cannot read schema 1")
	assert.Contains(t, err.Error(), "cannot migrate")

	var g oldGame
	env, err := s.Load("kodiak", "g", &g)
	require.NoError(t, err)
	assert.Equal(t, 1, env.Schema)
	assert.Equal(t, []int{4, 5}, g.Rounds)
	data, err := os.ReadFile(p)
	require.NoError(t, err)
	assert.Equal(t, old, string(data), "loading writes nothing")

	require.NoError(t, s.Update("kodiak", "g", &g, func() error { g.Rounds = append(g.Rounds, 6); return nil }))
	var back game
	env, err = s.Load("kodiak", "g", &back)
	require.NoError(t, err)
	assert.Equal(t, SchemaVersion, env.Schema)
	assert.Equal(t, "2026-01-02T03:04:05Z", env.Created.Format(time.RFC3339), "created is kept")
	assert.Equal(t, game{Setup: "from schema 1", Rounds: []int{4, 5, 6}}, back)
	assert.Empty(t, env.Game, "no schema-1 game is written")
}

// A value without setup or moves is a programming error, refused before
// anything is written; a game without moves yet is saved with [] (not null).
func TestOnlySavedShapesAreWritten(t *testing.T) {
	s := New(t.TempDir())
	err := s.Create("kodiak", "g", map[string]any{"rounds": []int{1}})
	require.ErrorIs(t, err, ErrNotSaved)
	_, err = os.Stat(filepath.Join(s.Dir, "kodiak", "g.json"))
	assert.ErrorIs(t, err, fs.ErrNotExist)

	require.NoError(t, s.Create("kodiak", "h", &game{}))
	env, err := s.Load("kodiak", "h", nil)
	require.NoError(t, err)
	assert.JSONEq(t, `[]`, string(env.Moves))
	assert.JSONEq(t, `""`, string(env.Setup))
	assert.Empty(t, env.Notes)
}
