//go:build linux

package e2e

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/creack/pty"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// plainSchiri is schiri built as a user builds it, once per test run. The
// terminal tests run it rather than this test binary: under -race the test
// binary reports a race inside bubbletea's input reader when a form ends
// (its cancel reader closes the terminal while the read loop asks for its
// descriptor), a library detail that is not what these tests are about and
// that a user's binary never prints.
func plainSchiri(t *testing.T) string {
	t.Helper()
	plainOnce.Do(func() {
		dir, err := os.MkdirTemp("", "schiri-e2e-")
		if err != nil {
			plainErr = err
			return
		}
		plainPath = filepath.Join(dir, "schiri")
		out, err := exec.Command("go", "build", "-o", plainPath, "codeberg.org/schiri/schiri/cmd/schiri").CombinedOutput()
		if err != nil {
			plainErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	require.NoError(t, plainErr)
	return plainPath
}

// onPty runs schiri with stdin, stdout and stderr on a real terminal of the
// given size. Once the program has shown wait (or after a while), keys are
// typed; then it must end.
func onPty(t *testing.T, environ []string, cols, rows uint16, wait string, keys string, args ...string) result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), processTimeout)
	defer cancel()
	c := exec.CommandContext(ctx, plainSchiri(t), args...)
	c.Env = append(environ, "TERM=xterm-256color")
	tty, err := pty.StartWithSize(c, &pty.Winsize{Cols: cols, Rows: rows})
	require.NoError(t, err)
	defer func() { _ = tty.Close() }()

	var (
		mu  sync.Mutex
		out bytes.Buffer
	)
	done := make(chan struct{})
	go func() {
		defer close(done)
		buf := make([]byte, 4096)
		for {
			n, err := tty.Read(buf)
			mu.Lock()
			out.Write(buf[:n])
			mu.Unlock()
			if err != nil {
				return // EIO once the program has ended
			}
		}
	}()
	shown := func() bool {
		mu.Lock()
		defer mu.Unlock()
		return strings.Contains(out.String(), wait)
	}
	for deadline := time.Now().Add(20 * time.Second); !shown() && time.Now().Before(deadline); {
		time.Sleep(50 * time.Millisecond)
	}
	if !shown() {
		t.Errorf("schiri %q never showed %q", args, wait)
	}
	_, _ = io.WriteString(tty, keys) // the form is on the screen: it takes them

	err = c.Wait()
	// read what the program wrote before it ended: the reader ends at EIO
	// once the terminal's buffer is drained (closing the terminal first
	// would throw away what a busy machine had not read yet)
	select {
	case <-done:
	case <-time.After(10 * time.Second): // a child still holds the terminal
	}
	_ = tty.Close()
	<-done
	mu.Lock()
	r := result{Stdout: out.String()}
	mu.Unlock()
	var ee *exec.ExitError
	switch {
	case err == nil:
	case ctx.Err() != nil:
		t.Errorf("schiri %q did not finish within %s\n%s", args, processTimeout, r)
		r.Code = -1
	case errors.As(err, &ee) && ee.Exited():
		r.Code = ee.ExitCode()
	default:
		t.Errorf("schiri %q: %v\n%s", args, err, r)
		r.Code = -1
	}
	return r
}

// A form on a terminal of 0 or 1 columns or rows (a broken terminal, a pane
// squeezed to nothing) does not panic: the form lays itself out at a minimum width,
// and Ctrl-C cancels it as on any terminal (exit 2).
func TestFormOnATinyTerminal(t *testing.T) {
	p := playOneRound(t)
	for _, size := range [][2]uint16{{0, 24}, {1, 24}, {2, 24}, {80, 0}, {1, 1}, {0, 0}} {
		cols, rows := size[0], size[1]
		for wait, args := range map[string][]string{
			"Ana":       {"kodiak", "round", "--game", "g"},
			"Codenames": {}, // the menu (its second game)
		} {
			r := onPty(t, p.environ, cols, rows, wait, "\x03", args...)
			assert.Containsf(t, r.Stdout, wait, "%dx%d, %q: the form is shown\n%s", cols, rows, args, r)
			assert.Equalf(t, 2, r.Code, "%dx%d, %q\n%s", cols, rows, args, r)
			for _, crash := range []string{"panic", "makeslice", "goroutine ", "internal error"} {
				assert.NotContainsf(t, r.Stdout, crash, "%dx%d, %q\n%s", cols, rows, args, r)
			}
		}
	}
}
