//go:build linux

package e2e

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// lockedBuffer is a process's output, read while it is being written.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// The shared screen follows the game: `codenames board --watch` shows a
// guess made by another process, and Ctrl-C ends it cleanly (exit 0).
func TestCodenamesBoardWatchFollowsTheGame(t *testing.T) {
	home := t.TempDir()
	environ := env(home, filepath.Join(home, "data"))
	r := schiri(t, environ, "codenames", "new", "--seed", "K7F3QX", "--board-code", "K7F3QX", "--size", "3x3", "--words", "en")
	require.Equal(t, 0, r.Code, r.String())

	var out lockedBuffer
	c := exec.Command(self(t), "codenames", "board", "--watch")
	c.Env, c.Stdout, c.Stderr = environ, &out, &out
	require.NoError(t, c.Start())
	t.Cleanup(func() { _ = c.Process.Kill() })
	waitFor := func(text string) {
		t.Helper()
		for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
			if strings.Contains(out.String(), text) {
				return
			}
		}
		t.Fatalf("the board never showed %q:\n%s", text, out.String())
	}
	waitFor("MANGO")
	assert.NotContains(t, out.String(), "mango", "covered: capitals, no colour")
	time.Sleep(time.Second) // several polls: nothing changed, nothing drawn again
	assert.Equal(t, 1, strings.Count(out.String(), "Codenames · game"), "drawn only when the game changes:\n%s", out.String())

	for _, args := range [][]string{{"clue", "fruit", "2"}, {"guess", "mango"}} {
		r = schiri(t, environ, append([]string{"codenames"}, args...)...)
		require.Equal(t, 0, r.Code, r.String())
	}
	waitFor("│ mango  │") // uncovered, in red, with its letter
	assert.Contains(t, out.String(), "╭ R ")

	require.NoError(t, c.Process.Signal(syscall.SIGINT))
	err := c.Wait()
	assert.NoError(t, err, "Ctrl-C ends the watch with exit 0:\n%s", out.String())
}

// key --qr on a real terminal: the code is drawn whole within the terminal
// (it must be seen whole to be scanned) — with the words on a tall one, the
// letters only on a small one, which it says.
func TestCodenamesKeyQROnATerminal(t *testing.T) {
	home := t.TempDir()
	environ := env(home, filepath.Join(home, "data"), "SCHIRI_LANG=de")
	for _, size := range []struct {
		cols, rows  uint16
		lettersOnly bool
	}{{80, 24, true}, {100, 50, false}} {
		r := onPty(t, environ, size.cols, size.rows, "", "", "codenames", "key", "--seed", "K7F3QX", "--board-code", "K7F3QX", "--qr")
		require.Equal(t, 0, r.Code, r.String())
		out := strings.ReplaceAll(r.Stdout, "\r", "")
		var qr []string
		for _, l := range strings.Split(out, "\n") {
			if strings.ContainsAny(l, "█▀▄") {
				qr = append(qr, l)
			}
		}
		require.NotEmpty(t, qr)
		assert.Less(t, len(qr), int(size.rows), "the whole code fits on the screen")
		for _, l := range qr {
			assert.LessOrEqual(t, len([]rune(ansiOut(l))), int(size.cols))
		}
		assert.Equal(t, size.lettersOnly, strings.Contains(out, "Die Wörter passten nicht"), out)
	}
}

// ansiOut drops terminal colour sequences.
func ansiOut(s string) string { return ansi.ReplaceAllString(s, "") }
