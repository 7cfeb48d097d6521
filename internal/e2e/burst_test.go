//go:build linux

package e2e

import (
	"io"
	"regexp"
	"strings"
	"testing"

	referee "codeberg.org/schiri/schiri/referee/kodiak"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Burst writes keys to the terminal in one write, as a paste or a fast
// typist's keys arrive: nothing waits for the screen between them.
func (s *session) Burst(keys string) {
	s.t.Helper()
	_, err := io.WriteString(s.tty, keys)
	require.NoError(s.t, err)
	s.keys += len([]rune(keys))
}

// withColour is environ with colour on: NO_COLOR dropped (the terminal is
// a real one, TERM=xterm-256color).
func withColour(environ []string) []string {
	out := make([]string, 0, len(environ))
	for _, kv := range environ {
		if !strings.HasPrefix(kv, "NO_COLOR=") {
			out = append(out, kv)
		}
	}
	return out
}

// escapedCode is an escape sequence shown as text: what remains of one
// after the terminal's own sequences are taken away.
var escapedCode = regexp.MustCompile(`\\x1b|\\u001b|\\033|\\e\[|\^\[|\[[0-9;]*m`)

// noEscapesShown fails when the screen shows an escape sequence as text.
func noEscapesShown(t *testing.T, what, screen string) {
	t.Helper()
	if m := escapedCode.FindAllString(screen, 5); len(m) > 0 {
		t.Errorf("%s shows escape codes as text %q:\n%s", what, m, screen)
	}
}

// A whole round written to the terminal in ONE write, the save question's
// Enter and the Esc that ends the evening included, is saved exactly as
// typed: every key in the field it was typed for (issue 22 item 2; before,
// "2 5 c1⏎⏎5 9⏎3 3⏎" saved Ben's, Cleo's and Dana's lines in the wrong
// fields). With colour on and off, in both languages.
func TestKodiakRoundInOneBurst(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		for _, colour := range []bool{false, true} {
			name := lang + "/plain"
			if colour {
				name = lang + "/colour"
			}
			t.Run(name, func(t *testing.T) {
				environ, dataDir := fourPlayers(t, lang)
				if colour {
					environ = withColour(environ)
				}
				s := startPty(t, environ, "kodiak", "round")
				s.Expect("Kodiak: Ana")
				s.Burst("2 5 c1\r\r5 9\r3 3\r\r\x1b")
				assert.Equal(t, 0, s.Wait(), s.screen())
				noEscapesShown(t, "the round form", s.screen())

				g := loadGame(t, dataDir, "abend")
				require.Equal(t, 1, g.RoundsPlayed(), s.screen())
				r := g.Rounds[0]
				assert.Equal(t, []referee.Card{2, 5}, r.Players[0].Cards)
				assert.Equal(t, 1, r.Players[0].Catches)
				assert.Empty(t, r.Players[1].Cards)
				assert.Equal(t, []referee.Card{5, 9}, r.Players[2].Cards)
				assert.Equal(t, []referee.Card{3, 3}, r.Players[3].Cards)
			})
		}
	}
}

// The menu typed ahead in one write, as a person who knows it by heart
// types it: Kodiak, a new game of three, its first round, saved, and out
// again with Esc. Every key reaches the form it was meant for, each form
// taking only its own keys and leaving the rest to the next one.
func TestMenuInOneBurst(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		t.Run(lang, func(t *testing.T) {
			home := t.TempDir()
			dataDir := home + "/data"
			s := startPty(t, env(home, dataDir, "SCHIRI_LANG="+lang))
			s.Expect(map[string]string{"en": "What are you playing?", "de": "Was spielt ihr?"}[lang])
			s.Burst("\r\rAna, Ben, Cleo\r\r\r\r\r2 5 c1\r\r5 9\r\r\x1b\x1b\x1b")
			assert.Equal(t, 0, s.Wait(), s.screen())
			g := loadGame(t, dataDir, "kodiak-1")
			require.Equal(t, 1, g.RoundsPlayed(), s.screen())
			r := g.Rounds[0]
			assert.Equal(t, []referee.Card{2, 5}, r.Players[0].Cards)
			assert.Empty(t, r.Players[1].Cards)
			assert.Equal(t, []referee.Card{5, 9}, r.Players[2].Cards)
		})
	}
}
