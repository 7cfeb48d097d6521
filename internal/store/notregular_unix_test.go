//go:build unix

package store

import (
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The tests of this file plant FIFOs, which only Unix has (Windows has no
// FIFO in a directory; its links and devices are refused by the same
// osfile.Open, whose Windows half is covered by osfile's tests).

// List lists exactly the files a game ID can name: not lock files (an old
// schiri's "g.json.lock" included) or temp files,
// not names that are no valid ID, not links, FIFOs or directories.
func TestListOnlyGamesAnIDCanOpen(t *testing.T) {
	s := New(t.TempDir())
	require.NoError(t, s.Create("kodiak", "g", &game{}))
	dir := filepath.Join(s.Dir, "kodiak")
	for _, name := range []string{"-lead.json", "_x.json", "x.y.json", "a b.json", "ümlaut.json", ".g.1.tmp", "notes.txt", "h.JSON", "h.json.bak", "g.json.lock"} {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte("{}"), 0o600))
	}
	require.NoError(t, os.Symlink(filepath.Join(dir, "g.json"), filepath.Join(dir, "link.json")))
	require.NoError(t, syscall.Mkfifo(filepath.Join(dir, "fifo.json"), 0o600))
	require.NoError(t, os.Mkdir(filepath.Join(dir, "sub.json"), 0o700))
	assert.Equal(t, []string{"g"}, ids(t, s))

	// no directory for the kind yet: no games, no error
	list, err := s.List("katzundmaus")
	require.NoError(t, err)
	assert.Empty(t, list)
	_, err = s.Latest("katzundmaus")
	assert.True(t, IsKind(err, NoGames))
}

// A game file that is a link (even to a good save), a FIFO or a directory
// is damaged: never read (a FIFO never blocks), never written through.
func TestGameFileNotRegular(t *testing.T) {
	for name, plant := range map[string]func(t *testing.T, p, outside string){
		"link": func(t *testing.T, p, outside string) { require.NoError(t, os.Symlink(outside, p)) },
		"fifo": func(t *testing.T, p, _ string) { require.NoError(t, syscall.Mkfifo(p, 0o600)) },
		"dir":  func(t *testing.T, p, _ string) { require.NoError(t, os.Mkdir(p, 0o700)) },
	} {
		t.Run(name, func(t *testing.T) {
			s := New(t.TempDir())
			// a good save of another game, outside the data dir
			other := New(t.TempDir())
			require.NoError(t, other.Create("kodiak", "g", &game{Rounds: []int{1}}))
			outside := filepath.Join(other.Dir, "kodiak", "g.json")
			saved, err := os.ReadFile(outside)
			require.NoError(t, err)

			require.NoError(t, s.Create("kodiak", "g", &game{}))
			p := filepath.Join(s.Dir, "kodiak", "g.json")
			require.NoError(t, os.Remove(p))
			plant(t, p, outside)

			done := make(chan struct{})
			go func() {
				defer close(done)
				var g game
				_, err := s.Load("kodiak", "g", &g)
				assert.True(t, IsKind(err, Corrupt), "%v", err)
				assert.ErrorIs(t, cause(t, err), ErrNotRegular)
				err = s.Update("kodiak", "g", &g, func() error { g.Rounds = []int{9}; return nil })
				assert.True(t, IsKind(err, Corrupt), "%v", err)
			}()
			select {
			case <-done:
			case <-time.After(10 * time.Second):
				t.Fatal("the store blocked on the file")
			}
			after, err := os.ReadFile(outside)
			require.NoError(t, err)
			assert.Equal(t, string(saved), string(after), "nothing is written through")
		})
	}
}

// A lock file that is a link or a FIFO is refused: the store creates
// nothing through it.
func TestLockFileNotRegular(t *testing.T) {
	for name, plant := range map[string]func(t *testing.T, lp, outside string){
		"link": func(t *testing.T, lp, outside string) { require.NoError(t, os.Symlink(outside, lp)) },
		"fifo": func(t *testing.T, lp, _ string) { require.NoError(t, syscall.Mkfifo(lp, 0o600)) },
	} {
		t.Run(name, func(t *testing.T) {
			s := New(t.TempDir())
			outside := filepath.Join(t.TempDir(), "planted")
			require.NoError(t, s.Create("kodiak", "g", &game{}))
			dir := filepath.Join(s.Dir, "kodiak")
			lp := filepath.Join(s.Dir, ".locks", "kodiak.lock")
			require.NoError(t, os.Remove(lp))
			plant(t, lp, outside)
			err := s.Create("kodiak", "h", &game{})
			require.True(t, IsKind(err, IO), "%v", err)
			assert.ErrorIs(t, err, ErrNotRegular)
			assert.Equal(t, lp, err.(*Error).Path)
			assert.NotContains(t, names(t, dir), "h.json")
			_, err = os.Lstat(outside)
			assert.ErrorIs(t, err, fs.ErrNotExist, "nothing is created through the link")

			var g game
			err = s.Update("kodiak", "g", &g, func() error { return nil })
			assert.ErrorIs(t, err, ErrNotRegular)
		})
	}
}
