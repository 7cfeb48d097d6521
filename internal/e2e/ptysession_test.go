//go:build linux

package e2e

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/creack/pty"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// session is schiri running on a real terminal, driven key by key as a
// person would: wait until something is on the screen, type, wait again.
type session struct {
	t      *testing.T
	cmd    *exec.Cmd
	tty    *os.File
	cancel context.CancelFunc

	mu   sync.Mutex
	out  bytes.Buffer
	mark int // Expect looks at what was shown after this
	done chan struct{}

	keys int // keystrokes typed, for the reports
}

// startPty starts schiri on an 80×24 terminal.
func startPty(t *testing.T, environ []string, args ...string) *session {
	t.Helper()
	return startPtySize(t, environ, 80, 24, args...)
}

// startPtySize starts schiri on a terminal of cols × rows.
func startPtySize(t *testing.T, environ []string, cols, rows uint16, args ...string) *session {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), processTimeout)
	c := exec.CommandContext(ctx, plainSchiri(t), args...)
	c.Env = environ
	if !slices.ContainsFunc(environ, func(kv string) bool { return strings.HasPrefix(kv, "TERM=") }) {
		c.Env = append(environ, "TERM=xterm-256color")
	}
	tty, err := pty.StartWithSize(c, &pty.Winsize{Cols: cols, Rows: rows})
	require.NoError(t, err)
	s := &session{t: t, cmd: c, tty: tty, cancel: cancel, done: make(chan struct{})}
	go func() {
		defer close(s.done)
		buf := make([]byte, 4096)
		for {
			n, err := tty.Read(buf)
			s.mu.Lock()
			s.out.Write(buf[:n])
			s.mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	t.Cleanup(func() {
		cancel()
		_ = tty.Close()
	})
	return s
}

var ansi = regexp.MustCompile(`\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\r`)

// screen is what was shown so far, without terminal control sequences.
func (s *session) screen() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return ansi.ReplaceAllString(s.out.String(), "")
}

// Expect waits until text was shown after the last Expect, and moves the
// mark past it. It waits for the screen only, never for a time: schiri
// hands every key to the form it was typed for however fast it comes (a
// key typed before a form is on the screen waits for it).
func (s *session) Expect(text string) {
	s.t.Helper()
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		sc := s.screen()
		if i := strings.Index(sc[min(s.mark, len(sc)):], text); i >= 0 {
			s.mark += i + len(text)
			return
		}
	}
	s.t.Fatalf("never showed %q; the screen after the last step:\n%s", text, s.screen()[min(s.mark, len(s.screen())):])
}

// Type sends keys, one write per keystroke and no pause between them
// ("\r" Enter, "\t" Tab, "\x1b" Esc, "\x03" Ctrl-C).
func (s *session) Type(keys string) {
	s.t.Helper()
	for _, k := range keys {
		_, err := io.WriteString(s.tty, string(k))
		require.NoError(s.t, err)
		s.keys++
	}
}

// Wait waits for schiri to end and returns its exit code.
func (s *session) Wait() int {
	s.t.Helper()
	err := s.cmd.Wait()
	_ = s.tty.Close()
	<-s.done
	noEscapesShown(s.t, "the terminal", s.screen())
	var ee *exec.ExitError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &ee) && ee.Exited():
		return ee.ExitCode()
	case errors.As(err, &ee):
		return -1 // killed by a signal
	}
	s.t.Fatalf("schiri: %v\n%s", err, s.screen())
	return -1
}

// Hangup is the terminal window being closed: the kernel sends SIGHUP. (The
// test sends it itself: closing the pty here would wait for the pending
// read of the output, so the terminal would never really go away.) It
// returns the exit code, 128+signal when a signal ended schiri.
func (s *session) Hangup() int {
	s.t.Helper()
	require.NoError(s.t, s.cmd.Process.Signal(syscall.SIGHUP))
	err := s.cmd.Wait()
	_ = s.tty.Close()
	<-s.done
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			return 128 + int(ws.Signal())
		}
		return ee.ExitCode()
	}
	return 0
}

// Leave goes back from a game's menu to the games (Esc), waits for them
// (games is their title) and leaves (Esc again): the evening ends with
// exit 0.
func (s *session) Leave(games string) {
	s.t.Helper()
	s.Type("\x1b")
	s.Expect(games)
	s.Type("\x1b")
	assert.Equal(s.t, 0, s.Wait(), s.screen())
}

// raw hands what was shown so far, control sequences and all, to check.
func (s *session) raw(check func(string)) {
	s.mu.Lock()
	out := s.out.String()
	s.mu.Unlock()
	check(out)
}
