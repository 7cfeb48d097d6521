//go:build linux

package e2e

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A lock file that is a dangling symbolic link is never followed: schiri
// refuses the game (exit 3) and creates nothing where the link points.
func TestLockSymlinkIsNotFollowed(t *testing.T) {
	p := playOneRound(t)
	outside := filepath.Join(p.home, "outside", "created-by-schiri")
	require.NoError(t, os.MkdirAll(filepath.Dir(outside), 0o700))
	lock := filepath.Join(p.dataDir, ".locks", "kodiak.lock")
	require.NoError(t, os.Remove(lock))
	require.NoError(t, os.Symlink(outside, lock))
	before := fileBytes(t, p.game)

	r := schiri(t, p.environ, "kodiak", "round", "--game", "g", p.next)
	assert.Equal(t, 3, r.Code, r.String())
	assert.Contains(t, r.Stderr, "not a regular file")
	assert.NoFileExists(t, outside, "schiri followed the link")
	untouched(t, p.game, before)

	// a game file that is a link is damaged, never read through
	require.NoError(t, os.Remove(lock))
	target := filepath.Join(p.home, "outside", "game.json")
	require.NoError(t, os.Rename(p.game, target))
	require.NoError(t, os.Symlink(target, p.game))
	r = schiri(t, p.environ, "kodiak", "status", "--game", "g")
	assert.Equal(t, 3, r.Code, r.String())
	assert.Contains(t, r.Stderr, "not a regular file")
	r = schiri(t, p.environ, "kodiak", "round", "--game", "g", p.next)
	assert.Equal(t, 3, r.Code, r.String())
}

// A data dir that is a regular file makes every new game fail at once with
// exit 3 (it used to loop forever looking for a free ID).
func TestDataDirIsAFile(t *testing.T) {
	home := t.TempDir()
	dataDir := filepath.Join(home, "data")
	writeFile(t, dataDir, "not a dir")
	environ := env(home, dataDir)
	for _, args := range [][]string{
		{"kodiak", "new", "--players", "Ana,Ben"},
		{"codenames", "new", "--seed", "K7F3QX", "--board-code", "K7F3QX"},
		{"instinkt", "play", "--marker", "white"},
	} {
		r := schiri(t, environ, args...) // a hang fails after processTimeout
		assert.Equalf(t, 3, r.Code, "%v\n%s", args, r)
	}
}

// A FIFO, a link to /dev/zero and a 4 GiB sparse file in the data dir: list
// skips them without blocking, reading them reports a damaged save (exit 3),
// and nothing runs out of memory.
func TestOddFilesInTheDataDir(t *testing.T) {
	p := playOneRound(t)
	dir := filepath.Dir(p.game)
	require.NoError(t, syscall.Mkfifo(filepath.Join(dir, "fifo.json"), 0o600))
	require.NoError(t, os.Symlink("/dev/zero", filepath.Join(dir, "zero.json")))
	f, err := os.Create(filepath.Join(dir, "huge.json"))
	require.NoError(t, err)
	require.NoError(t, f.Truncate(4<<30))
	require.NoError(t, f.Close())

	r := schiri(t, p.environ, "kodiak", "list", "--json")
	require.Equal(t, 0, r.Code, r.String())
	assert.Contains(t, r.Stdout, `"g"`)
	assert.NotContains(t, r.Stdout, "fifo")
	assert.NotContains(t, r.Stdout, "zero")

	for _, id := range []string{"fifo", "zero", "huge"} {
		r := schiri(t, p.environ, "kodiak", "status", "--game", id)
		assert.Equalf(t, 3, r.Code, "%s\n%s", id, r)
		assert.NotContains(t, r.Stderr, "out of memory")
	}
}

// Sixteen unnamed new games at once all succeed, each under its own ID.
func TestSixteenUnnamedNewGames(t *testing.T) {
	for _, args := range [][]string{
		{"codenames", "new", "--seed", "K7F3QX", "--board-code", "K7F3QX", "--json"},
		{"instinkt", "play", "--marker", "white", "--json"},
	} {
		home := t.TempDir()
		environ := env(home, filepath.Join(home, "data"))
		var wg sync.WaitGroup
		codes := make([]int, 16)
		for i := range codes {
			wg.Add(1)
			go func() {
				defer wg.Done()
				r := schiri(t, environ, args...)
				codes[i] = r.Code
				if r.Code != 0 {
					t.Errorf("%v #%d\n%s", args, i, r)
				}
			}()
		}
		wg.Wait()
		kind := args[0]
		assert.Lenf(t, jsonFiles(t, filepath.Join(home, "data", kind)), 16, "%v: %v", args, codes)
	}
}

func jsonFiles(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	for _, e := range entries(t, dir) {
		if filepath.Ext(e) == ".json" {
			out = append(out, e)
		}
	}
	return out
}

// schiriIn runs schiri with the given standard input.
func schiriIn(t testing.TB, environ []string, stdin string, args ...string) result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), processTimeout)
	defer cancel()
	c := exec.CommandContext(ctx, self(t), args...)
	c.Env = environ
	c.Stdin = strings.NewReader(stdin)
	var out, errOut bytes.Buffer
	c.Stdout, c.Stderr = &out, &errOut
	err := c.Run()
	r := result{Stdout: out.String(), Stderr: errOut.String()}
	var ee *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &ee) && ee.Exited():
		r.Code = ee.ExitCode()
	default:
		t.Errorf("schiri %q: %v\n%s", args, err, r)
		r.Code = -1
	}
	return r
}

// Two (here: four) `instinkt play` processes on one game: every step each of
// them makes is saved; none overwrites what another saved in between, and
// the game stays loadable.
func TestConcurrentInstinktPlay(t *testing.T) {
	home := t.TempDir()
	environ := env(home, filepath.Join(home, "data"))
	steps := "W7 B3\n0 0\n0 1\nW1 B1\n1 0\n1 1\nquit\n"
	r := schiriIn(t, environ, steps, "instinkt", "play", "--accessible", "--marker", "white", "--json")
	require.Equal(t, 0, r.Code, r.String())
	require.Contains(t, r.Stdout, `"steps": 6`)

	const n = 4
	var wg sync.WaitGroup
	outs := make([]result, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			outs[i] = schiriIn(t, environ, "undo\nquit\n", "instinkt", "play", "--accessible", "--game", "instinkt-1")
		}()
	}
	wg.Wait()
	taken := map[string]bool{}
	for i, o := range outs {
		require.Equalf(t, 0, o.Code, "#%d\n%s", i, o)
		for _, line := range strings.Split(o.Stdout, "\n") {
			if s, ok := strings.CutPrefix(line, "Taken back: "); ok {
				assert.Falsef(t, taken[s], "%q taken back twice", s)
				taken[s] = true
			}
		}
	}
	assert.Len(t, taken, n, "each process took back its own step")
	r = schiriIn(t, environ, "quit\n", "instinkt", "play", "--accessible", "--game", "instinkt-1", "--json")
	require.Equal(t, 0, r.Code, r.String())
	assert.Contains(t, r.Stdout, fmt.Sprintf(`"steps": %d`, 6-n))
}
