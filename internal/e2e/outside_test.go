//go:build linux

package e2e

import (
	"bytes"
	"context"
	"io"
	"os/exec"
	"regexp"
	"strings"
	"syscall"
	"testing"

	"github.com/creack/pty"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// An outside SIGINT (`kill -INT`, a supervisor) while the round form has
// text typed ends schiri as SIGTERM does: what was typed is kept as the
// draft, the terminal is restored, exit 2 — it is not Ctrl-C typed into
// the form, which asks before throwing the lines away.
func TestKodiakFormInterrupted(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		t.Run(lang, func(t *testing.T) {
			environ, dataDir := fourPlayers(t, lang)
			s := startPty(t, environ, "kodiak", "round")
			s.Expect("Kodiak: Ana")
			s.Type("3 c2\r5")
			s.Expect("5")
			require.NoError(t, s.cmd.Process.Signal(syscall.SIGINT))
			s.Expect(map[string]string{"en": "kept as a draft", "de": "Entwurf"}[lang])
			assert.Equal(t, 2, s.Wait(), s.screen())
			screen := s.screen()
			assert.NotContains(t, screen, map[string]string{"en": "Throw away", "de": "verwerfen"}[lang])
			// the terminal is restored: the cursor shown again, the
			// alternate screen (if any) left
			raw := s.out.String()
			if i := strings.LastIndex(raw, "\x1b[?25l"); i >= 0 {
				assert.Contains(t, raw[i:], "\x1b[?25h", "the cursor is shown again")
			}
			assert.Contains(t, string(fileBytes(t, gamePath(dataDir, "abend"))), `"5"`)

			s = startPty(t, environ, "kodiak", "round")
			s.Expect(map[string]string{
				"en": "Found round 1 half typed in (Ana: 3 c2 · Ben: 5 · Cleo: – · Dana: –)",
				"de": "Angefangene Runde 1 gefunden (Ana: 3 c2 · Ben: 5 · Cleo: – · Dana: –)",
			}[lang])
			s.Type("\x03")
			assert.Equal(t, 2, s.Wait())
		})
	}
}

// TERM=dumb gets no colour, even on a terminal.
func TestDumbTerminalNoColour(t *testing.T) {
	home := t.TempDir()
	data := home + "/data"
	r := schiri(t, env(home, data), "kodiak", "new", "--players", "Ana,Ben", "--name", "g")
	require.Equal(t, 0, r.Code, r.String())
	var environ []string
	for _, kv := range env(home, data) {
		if !strings.HasPrefix(kv, "NO_COLOR=") && !strings.HasPrefix(kv, "TERM=") && !strings.HasPrefix(kv, "CLICOLOR") {
			environ = append(environ, kv)
		}
	}
	colour := regexp.MustCompile(`\x1b\[[0-9;]*m`)
	for _, c := range []struct {
		term   string
		colour bool
	}{{"xterm-256color", true}, {"dumb", false}} {
		out := onTerm(t, append(environ, "TERM="+c.term), "kodiak", "status", "--game", "g")
		assert.Contains(t, out, "Kodiak game g")
		assert.Equal(t, c.colour, colour.MatchString(out), "TERM=%s:\n%q", c.term, out)
	}
}

// onTerm runs schiri on a terminal with exactly the environment given and
// returns what it showed.
func onTerm(t *testing.T, environ []string, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), processTimeout)
	defer cancel()
	c := exec.CommandContext(ctx, plainSchiri(t), args...)
	c.Env = environ
	tty, err := pty.StartWithSize(c, &pty.Winsize{Cols: 80, Rows: 24})
	require.NoError(t, err)
	defer func() { _ = tty.Close() }()
	var out bytes.Buffer
	done := make(chan struct{})
	go func() { defer close(done); _, _ = io.Copy(&out, tty) }()
	require.NoError(t, c.Wait())
	_ = tty.Close()
	<-done
	return out.String()
}
