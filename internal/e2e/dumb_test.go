//go:build linux

package e2e

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A terminal that says TERM=dumb cannot move its cursor: the menu asks line
// by line there (huh's accessible prompts), as for a screen reader, and
// sends no cursor movement or line erasing at all (issue 32 item 11: the
// full-screen menu wrote ESC[10A and ESC[K to it). In both languages.
func TestDumbTerminalGetsLinePrompts(t *testing.T) {
	for _, c := range []struct{ lang, ask, prompt, pick string }{
		{"en", "What are you playing?", "Enter a number between 1 and", "1. Kodiak"},
		{"de", "Was spielt ihr?", "Eine Zahl von 1 bis", "1. Kodiak"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			home := t.TempDir()
			environ := env(home, filepath.Join(home, "data"), "SCHIRI_LANG="+c.lang, "TERM=dumb")
			r := schiri(t, environ, "kodiak", "new", "--players", "Ana,Ben", "--name", "abend")
			require.Equal(t, 0, r.Code, r.String())

			s := startPty(t, environ)
			s.Expect(c.ask)
			s.Expect(c.pick)
			s.Expect(c.prompt)
			s.raw(func(out string) {
				assert.NotContains(t, out, "\x1b[", "no escape sequence on a dumb terminal")
			})
			s.Hangup()
		})
	}
}
