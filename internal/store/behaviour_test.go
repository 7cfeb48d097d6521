package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// cause is the error a store *Error carries (a Corrupt error hides it from
// errors.Is, so tests read it here).
func cause(t *testing.T, err error) error {
	t.Helper()
	var se *Error
	require.True(t, errors.As(err, &se), "%v is not a store error", err)
	return se.Err
}

func TestIsKind(t *testing.T) {
	err := &Error{Kind: NotFound, ID: "g"}
	assert.True(t, IsKind(err, NotFound))
	assert.False(t, IsKind(err, Exists), "another kind")
	assert.True(t, IsKind(fmt.Errorf("loading: %w", err), NotFound), "wrapped")
	assert.False(t, IsKind(errors.New("no saved game"), NotFound), "not a store error")
	assert.False(t, IsKind(nil, NotFound))
}

func TestErrorMessages(t *testing.T) {
	for _, c := range []struct {
		err  *Error
		want string
	}{
		{&Error{Kind: NotFound, ID: "g", Path: "/d/g.json"}, `no saved game "g"`},
		{&Error{Kind: Exists, ID: "g", Path: "/d/g.json"}, `a saved game "g" exists already`},
		{&Error{Kind: BadID, ID: "../g"}, `"../g" is not a valid game ID`},
		{&Error{Kind: NoGames, Path: "/d"}, "no saved games"},
		{&Error{Kind: IO, Path: "/d/g.json", Err: syscall.EACCES}, "/d/g.json: permission denied"},
		{&Error{Kind: Corrupt, Path: "/d/g.json", Err: errors.New("not a saved game")}, "/d/g.json: not a saved game"},
		{&Error{Kind: IO, Path: "/d/g.json"}, "/d/g.json"},
	} {
		assert.Equal(t, c.want, c.err.Error())
	}
	// an I/O error's cause is there for errors.Is; a damaged save's is not
	assert.ErrorIs(t, &Error{Kind: IO, Err: syscall.ENOSPC}, syscall.ENOSPC)
	assert.NotErrorIs(t, &Error{Kind: Corrupt, Err: syscall.ENOSPC}, syscall.ENOSPC)
}

func TestValidIDCharacters(t *testing.T) {
	for _, id := range []string{"a", "z", "A", "Z", "0", "9", "a-b", "a_b", "a-", "9_", strings.Repeat("x", 64)} {
		assert.Truef(t, ValidID(id), "%q", id)
	}
	// the neighbours of each allowed range, a leading '-' or '_' (an ID
	// must not read as an option), too long, non-ASCII
	for _, id := range []string{"", "-lead", "_x", "-", "`", "{", "@", "[", "/", ":", "a.b", "a b", "ä", "Zoë", strings.Repeat("x", 65)} {
		assert.Falsef(t, ValidID(id), "%q", id)
	}
}

func TestListOrder(t *testing.T) {
	s := New(t.TempDir())
	for _, id := range []string{"a", "b", "c", "d"} {
		require.NoError(t, s.Create("kodiak", id, &game{}))
	}
	base := time.Date(2026, 11, 1, 20, 0, 0, 0, time.UTC)
	touch := func(id string, at time.Time) {
		require.NoError(t, os.Chtimes(filepath.Join(s.Dir, "kodiak", id+".json"), at, at))
	}
	// most recently changed first; the same time: the greater ID first
	touch("a", base.Add(3*time.Minute))
	touch("b", base.Add(1*time.Minute))
	touch("c", base.Add(2*time.Minute))
	touch("d", base.Add(2*time.Minute))
	assert.Equal(t, []string{"a", "d", "c", "b"}, ids(t, s))
	latest, err := s.Latest("kodiak")
	require.NoError(t, err)
	assert.Equal(t, "a", latest)
	picked, err := s.Pick("kodiak", "")
	require.NoError(t, err)
	assert.Equal(t, "a", picked)

	touch("b", base.Add(time.Hour))
	assert.Equal(t, []string{"b", "a", "d", "c"}, ids(t, s))
	list, err := s.List("kodiak")
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(s.Dir, "kodiak", "b.json"), list[0].Path)
	assert.True(t, list[0].Modified.Equal(base.Add(time.Hour)), "%v", list[0].Modified)
}

func ids(t *testing.T, s *Store) []string {
	t.Helper()
	list, err := s.List("kodiak")
	require.NoError(t, err)
	var out []string
	for _, g := range list {
		out = append(out, g.ID)
	}
	return out
}

// Pick takes a given ID as it is, without looking at the disk.
func TestPickGivenID(t *testing.T) {
	s := New(filepath.Join(t.TempDir(), "none"))
	id, err := s.Pick("kodiak", "abend")
	require.NoError(t, err)
	assert.Equal(t, "abend", id)
	_, err = s.Pick("kodiak", "")
	assert.True(t, IsKind(err, NoGames))
}

// Without a data dir nothing is read or written (never relative to the
// current directory).
func TestNoDataDir(t *testing.T) {
	s := New("")
	for name, err := range map[string]error{
		"create": s.Create("kodiak", "g", &game{}),
		"update": s.Update("kodiak", "g", &game{}, func() error { return nil }),
	} {
		assert.Truef(t, IsKind(err, IO), "%s: %v", name, err)
		assert.ErrorIsf(t, err, ErrNoDataDir, name)
	}
	_, err := s.Load("kodiak", "g", &game{})
	assert.ErrorIs(t, err, ErrNoDataDir)
	_, err = s.List("kodiak")
	assert.ErrorIs(t, err, ErrNoDataDir)
	_, err = s.Latest("kodiak")
	assert.ErrorIs(t, err, ErrNoDataDir)
	_, err = s.CreateNew("kodiak", "kodiak", func(string) any { return &game{} })
	assert.ErrorIs(t, err, ErrNoDataDir)
	assert.ErrorIs(t, s.ensureDir("kodiak"), ErrNoDataDir)
}

// Creating a game under an ID that is taken fails and leaves the game
// there as it was.
func TestCreateTakenIDKeepsTheGame(t *testing.T) {
	s := New(t.TempDir())
	require.NoError(t, s.Create("kodiak", "g", &game{Setup: "first", Rounds: []int{1, 2}}))
	p := filepath.Join(s.Dir, "kodiak", "g.json")
	before, err := os.ReadFile(p)
	require.NoError(t, err)

	err = s.Create("kodiak", "g", &game{Setup: "second"})
	require.True(t, IsKind(err, Exists), "%v", err)
	assert.Equal(t, p, err.(*Error).Path)
	assert.Equal(t, "g", err.(*Error).ID)
	after, err := os.ReadFile(p)
	require.NoError(t, err)
	assert.Equal(t, string(before), string(after))

	// anything under the name takes it, a dangling link too
	require.NoError(t, os.Symlink(filepath.Join(s.Dir, "nowhere"), filepath.Join(s.Dir, "kodiak", "h.json")))
	assert.True(t, IsKind(s.Create("kodiak", "h", &game{}), Exists))
	_, err = os.Lstat(filepath.Join(s.Dir, "nowhere"))
	assert.ErrorIs(t, err, fs.ErrNotExist, "nothing is created through the link")
}

// Create stamps created and updated with the same time; Update keeps
// created and stamps updated; both in UTC.
func TestTimes(t *testing.T) {
	s := New(t.TempDir())
	berlin := time.FixedZone("CET", 3600)
	now := time.Date(2026, 11, 26, 21, 0, 0, 0, berlin)
	s.Now = func() time.Time { return now }
	require.NoError(t, s.Create("kodiak", "g", &game{}))
	env, err := s.Load("kodiak", "g", nil)
	require.NoError(t, err)
	assert.Equal(t, "2026-11-26T20:00:00Z", env.Created.Format(time.RFC3339))
	assert.Equal(t, env.Created, env.Updated)
	assert.Equal(t, "g", env.ID)
	assert.Equal(t, "kodiak", env.Kind)

	now = now.Add(90 * time.Minute)
	var g game
	require.NoError(t, s.Update("kodiak", "g", &g, func() error { return nil }))
	env, err = s.Load("kodiak", "g", nil)
	require.NoError(t, err)
	assert.Equal(t, "2026-11-26T20:00:00Z", env.Created.Format(time.RFC3339))
	assert.Equal(t, "2026-11-26T21:30:00Z", env.Updated.Format(time.RFC3339))

	// without a clock the store uses the real one, in UTC
	s.Now = nil
	before := time.Now().Add(-time.Second)
	require.NoError(t, s.Update("kodiak", "g", &g, func() error { return nil }))
	env, err = s.Load("kodiak", "g", nil)
	require.NoError(t, err)
	assert.True(t, env.Updated.After(before), "%v", env.Updated)
	assert.Equal(t, time.UTC, env.Updated.Location())
}

type noted struct {
	Setup string          `json:"setup"`
	Moves []int           `json:"moves"`
	Notes map[string]bool `json:"notes"`
}

// Notes are written when there are some, and left out when empty.
func TestNotes(t *testing.T) {
	s := New(t.TempDir())
	require.NoError(t, s.Create("kodiak", "g", &noted{Notes: map[string]bool{"draft": true}}))
	env, err := s.Load("kodiak", "g", nil)
	require.NoError(t, err)
	assert.JSONEq(t, `{"draft": true}`, string(env.Notes))
	var back noted
	_, err = s.Load("kodiak", "g", &back)
	require.NoError(t, err)
	assert.Equal(t, map[string]bool{"draft": true}, back.Notes)

	for name, notes := range map[string]map[string]bool{"empty": {}, "null": nil} {
		require.NoError(t, s.Create("kodiak", name, &noted{Notes: notes}))
		data, err := os.ReadFile(filepath.Join(s.Dir, "kodiak", name+".json"))
		require.NoError(t, err)
		assert.NotContainsf(t, string(data), "notes", name)
	}
}

// The moves of a saved game must be there: an empty list, not missing.
func TestNoMovesIsNotAGame(t *testing.T) {
	s := New(t.TempDir())
	require.NoError(t, s.Create("kodiak", "g", &game{}))
	p := filepath.Join(s.Dir, "kodiak", "g.json")
	require.NoError(t, os.WriteFile(p, []byte(`{"schema": 2, "kind": "kodiak", "id": "g", "setup": "x", "moves": []}`), 0o600))
	var g game
	_, err := s.Load("kodiak", "g", &g)
	require.NoError(t, err)
	assert.Equal(t, "x", g.Setup)
	assert.Empty(t, g.Rounds)

	// a value that is not of the saved shape is refused without writing:
	// both setup and moves are needed
	err = s.Create("kodiak", "h", &struct {
		Setup string `json:"setup"`
	}{"x"})
	assert.ErrorIs(t, err, ErrNotSaved)
	err = s.Create("kodiak", "h", &struct {
		Moves []int `json:"moves"`
	}{[]int{1}})
	assert.ErrorIs(t, err, ErrNotSaved)
	err = s.Create("kodiak", "h", &struct {
		Setup any   `json:"setup"`
		Moves []int `json:"moves"`
	}{nil, []int{1}})
	assert.ErrorIs(t, err, ErrNotSaved, "a null setup")
	err = s.Create("kodiak", "h", func() {})
	assert.True(t, IsKind(err, IO), "%v", err)
	assert.NotContains(t, names(t, filepath.Join(s.Dir, "kodiak")), "h.json")
}

// A schema-1 file loads without a value to read it into (only its
// envelope is wanted).
func TestSchema1EnvelopeOnly(t *testing.T) {
	s := New(t.TempDir())
	require.NoError(t, s.Create("kodiak", "g", &game{}))
	p := filepath.Join(s.Dir, "kodiak", "g.json")
	require.NoError(t, os.WriteFile(p, []byte(`{"schema": 1, "kind": "kodiak", "id": "g", "game": {"rounds": [1]}}`), 0o600))
	env, err := s.Load("kodiak", "g", nil)
	require.NoError(t, err)
	assert.Equal(t, 1, env.Schema)
	assert.JSONEq(t, `{"rounds": [1]}`, string(env.Game))
}

// A kind directory that is a link is refused: nothing is written outside
// the data dir.
func TestKindDirIsALink(t *testing.T) {
	s := New(t.TempDir())
	elsewhere := New(t.TempDir())
	require.NoError(t, elsewhere.Create("kodiak", "g", &game{}))
	require.NoError(t, os.Symlink(filepath.Join(elsewhere.Dir, "kodiak"), filepath.Join(s.Dir, "kodiak")))
	before := names(t, filepath.Join(elsewhere.Dir, "kodiak"))

	err := s.Create("kodiak", "h", &game{})
	require.True(t, IsKind(err, IO), "%v", err)
	assert.ErrorIs(t, err, ErrNotRegular)
	var g game
	err = s.Update("kodiak", "g", &g, func() error { return nil })
	assert.ErrorIs(t, err, ErrNotRegular)
	assert.ElementsMatch(t, before, names(t, filepath.Join(elsewhere.Dir, "kodiak")))

	// a kind "directory" that is a file
	require.NoError(t, os.WriteFile(filepath.Join(s.Dir, "codenames"), nil, 0o600))
	assert.True(t, IsKind(s.Create("codenames", "g", &game{}), IO))
}

// A file over MaxSize is damaged and never read; one of exactly MaxSize is
// read.
func TestMaxSize(t *testing.T) {
	s := New(t.TempDir())
	require.NoError(t, s.Create("kodiak", "g", &game{}))
	p := filepath.Join(s.Dir, "kodiak", "g.json")
	// padded inside, so that the last byte matters too
	head, tail := `{"schema": 2, "kind": "kodiak", "id": "g",`, ` "setup": "x", "moves": [3]}`
	padded := func(size int) []byte { return []byte(head + strings.Repeat(" ", size-len(head)-len(tail)) + tail) }
	require.NoError(t, os.WriteFile(p, padded(MaxSize), 0o600))
	var g game
	_, err := s.Load("kodiak", "g", &g)
	require.NoError(t, err)
	assert.Equal(t, []int{3}, g.Rounds)

	require.NoError(t, os.WriteFile(p, padded(MaxSize+1), 0o600))
	_, err = s.Load("kodiak", "g", &g)
	require.True(t, IsKind(err, Corrupt), "%v", err)
	assert.ErrorIs(t, cause(t, err), ErrTooLarge)
	assert.Contains(t, err.Error(), "larger than 4 MiB")
}

// NewID counts up past every taken name (a directory or link takes it
// too) and makes the prefix safe.
func TestNewID(t *testing.T) {
	s := New(t.TempDir())
	assert.Equal(t, "kodiak-1", s.NewID("kodiak", "kodiak"), "no directory yet")
	require.NoError(t, s.Create("kodiak", "kodiak-1", &game{}))
	dir := filepath.Join(s.Dir, "kodiak")
	require.NoError(t, os.Mkdir(filepath.Join(dir, "kodiak-2.json"), 0o700))
	require.NoError(t, os.Symlink("nowhere", filepath.Join(dir, "kodiak-3.json")))
	assert.Equal(t, "kodiak-4", s.NewID("kodiak", "kodiak"))

	for prefix, want := range map[string]string{
		"Zoë":                        "zo",
		"Spieleabend 2026!":          "spieleabend2026",
		"":                           "game",
		"---":                        "game",
		"ÄÖÜ":                        "game",
		"abcdefghijklmnopqrstuvwxyz": "abcdefghijklmnopqrst",
		"AZaz09":                     "azaz09",
		"`{@[/:":                     "game",
	} {
		assert.Equalf(t, want+"-1", s.NewID("katzundmaus", prefix), "%q", prefix)
	}
	// a kind that is no valid name: the candidate is returned, and
	// creating it reports the bad kind
	assert.Equal(t, "g-1", s.NewID("../x", "g"))
}

// CreateNew hands the game its new ID and takes the next free one.
func TestCreateNew(t *testing.T) {
	s := New(t.TempDir())
	var given []string
	mk := func(id string) any { given = append(given, id); return &game{Setup: id} }
	for _, want := range []string{"abend-1", "abend-2"} {
		id, err := s.CreateNew("kodiak", "Abend", mk)
		require.NoError(t, err)
		assert.Equal(t, want, id)
		var g game
		_, err = s.Load("kodiak", id, &g)
		require.NoError(t, err)
		assert.Equal(t, id, g.Setup)
	}
	assert.Equal(t, []string{"abend-1", "abend-2"}, given)

	// another process takes the ID between the look-up and the write:
	// the next one is tried
	other := New(s.Dir)
	var tried []string
	id, err := s.CreateNew("kodiak", "race", func(id string) any {
		tried = append(tried, id)
		if len(tried) == 1 {
			require.NoError(t, other.Create("kodiak", id, &game{Setup: "other"}))
		}
		return &game{Setup: "mine"}
	})
	require.NoError(t, err)
	assert.Equal(t, "race-2", id)
	assert.Equal(t, []string{"race-1", "race-2"}, tried)
	var g game
	_, err = s.Load("kodiak", "race-1", &g)
	require.NoError(t, err)
	assert.Equal(t, "other", g.Setup, "the other process's game is kept")

	// an error other than a taken ID is returned at once
	calls := 0
	_, err = s.CreateNew("kodiak", "x", func(string) any { calls++; return map[string]int{} })
	assert.ErrorIs(t, err, ErrNotSaved)
	assert.Equal(t, 1, calls)
}

// Damaged reports a save that parses but makes no sense as a game.
func TestDamaged(t *testing.T) {
	s := New("/data")
	why := errors.New("round 3 does not replay")
	err := s.Damaged("kodiak", "g", why)
	require.True(t, IsKind(err, Corrupt))
	assert.Equal(t, "/data/kodiak/g.json: round 3 does not replay", err.Error())
	assert.Equal(t, "g", err.(*Error).ID)
	assert.Equal(t, why, cause(t, err))
	assert.True(t, IsKind(s.Damaged("kodiak", "../g", why), BadID))
}

// ReplaceFile writes a file the user named whole, readable by all,
// replacing what was there, and leaves no temp file.
func TestReplaceFile(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "export.txt")
	require.NoError(t, os.WriteFile(p, []byte("old and longer"), 0o600))
	require.NoError(t, ReplaceFile(p, []byte("new")))
	data, err := os.ReadFile(p)
	require.NoError(t, err)
	assert.Equal(t, "new", string(data))
	st, err := os.Stat(p)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o644), st.Mode().Perm())
	assert.Equal(t, []string{"export.txt"}, names(t, dir))

	assert.Error(t, ReplaceFile(filepath.Join(dir, "no", "such"), []byte("x")))
	// the target is a directory: the rename fails and the temp file goes
	require.NoError(t, os.Mkdir(filepath.Join(dir, "d"), 0o700))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "d", "x"), nil, 0o600))
	assert.Error(t, ReplaceFile(filepath.Join(dir, "d"), []byte("x")))
	assert.ElementsMatch(t, []string{"export.txt", "d"}, names(t, dir))
}

// A failed rename leaves the old version and no temp file; the error
// names the game file.
func TestFailedRename(t *testing.T) {
	s := New(t.TempDir())
	require.NoError(t, s.Create("kodiak", "g", &game{Rounds: []int{1}}))
	dir := filepath.Join(s.Dir, "kodiak")
	// the hook swaps the game file for a directory that is not empty
	s.BeforeRename = func(string) error {
		require.NoError(t, os.Remove(filepath.Join(dir, "g.json")))
		require.NoError(t, os.MkdirAll(filepath.Join(dir, "g.json", "x"), 0o700))
		return nil
	}
	var g game
	err := s.Update("kodiak", "g", &g, func() error { return nil })
	require.True(t, IsKind(err, IO), "%v", err)
	assert.True(t, strings.HasPrefix(err.Error(), filepath.Join(dir, "g.json")+": "), err.Error())
	assert.ElementsMatch(t, []string{"g.json"}, names(t, dir))
}
