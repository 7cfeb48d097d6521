package store

import (
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Once a command has finished, nothing but the game file is beside a saved
// game (SPEC §0): the lock is the kind's, in the data dir's hidden lock
// directory, and stays there for the next command.
func TestNoFileBesideASave(t *testing.T) {
	s := New(t.TempDir())
	var g game
	require.NoError(t, s.Create("kodiak", "g", &g))
	require.NoError(t, s.Update("kodiak", "g", &g, func() error { g.Rounds = append(g.Rounds, 1); return nil }))
	_, err := s.Load("kodiak", "g", &g)
	require.NoError(t, err)
	_, err = s.CreateNew("kodiak", "kodiak", func(string) any { return &game{} })
	require.NoError(t, err)
	assert.ElementsMatch(t, []string{"g.json", "kodiak-1.json"}, names(t, filepath.Join(s.Dir, "kodiak")))
	assert.ElementsMatch(t, []string{".locks", "kodiak"}, names(t, s.Dir))
	assert.Equal(t, []string{"kodiak.lock"}, names(t, filepath.Join(s.Dir, ".locks")))
}

// The lock file an older schiri kept beside each game is never listed as
// a game, and the next write of its game removes it (reading leaves it).
func TestOldLockFilesGo(t *testing.T) {
	s := New(t.TempDir())
	require.NoError(t, s.Create("kodiak", "g", &game{}))
	require.NoError(t, s.Create("kodiak", "h", &game{}))
	dir := filepath.Join(s.Dir, "kodiak")
	for _, name := range []string{"g.json.lock", "h.json.lock"} {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), nil, 0o600))
	}
	assert.ElementsMatch(t, []string{"g", "h"}, ids(t, s))
	var g game
	_, err := s.Load("kodiak", "g", &g)
	require.NoError(t, err)
	assert.Contains(t, names(t, dir), "g.json.lock", "a read holds no lock: it removes nothing")

	require.NoError(t, s.Update("kodiak", "g", &g, func() error { return nil }))
	assert.ElementsMatch(t, []string{"g.json", "h.json", "h.json.lock"}, names(t, dir), "only g's old lock goes")
}

// Updates of two games of one kind and of two kinds at once all land: the
// kind's lock serialises them without losing any.
func TestConcurrentUpdatesOfManyGames(t *testing.T) {
	s := New(t.TempDir())
	type id struct{ kind, id string }
	all := []id{{"kodiak", "a"}, {"kodiak", "b"}, {"instinkt", "a"}}
	for _, g := range all {
		require.NoError(t, s.Create(g.kind, g.id, &game{}))
	}
	var wg sync.WaitGroup
	for i := range 30 {
		wg.Go(func() {
			g := all[i%len(all)]
			var v game
			assert.NoError(t, s.Update(g.kind, g.id, &v, func() error { v.Rounds = append(v.Rounds, i); return nil }))
		})
	}
	wg.Wait()
	for _, g := range all {
		var v game
		_, err := s.Load(g.kind, g.id, &v)
		require.NoError(t, err)
		assert.Len(t, v.Rounds, 10, "%v", g)
	}
}

// A lock directory that is a link is refused: nothing is created through it.
func TestLockDirIsALink(t *testing.T) {
	s := New(t.TempDir())
	elsewhere := t.TempDir()
	require.NoError(t, os.Symlink(elsewhere, filepath.Join(s.Dir, ".locks")))
	err := s.Create("kodiak", "g", &game{})
	require.True(t, IsKind(err, IO), "%v", err)
	assert.ErrorIs(t, err, ErrNotRegular)
	assert.Empty(t, names(t, elsewhere))
	assert.Empty(t, names(t, filepath.Join(s.Dir, "kodiak")))
}
