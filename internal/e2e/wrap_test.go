//go:build linux

package e2e

import (
	"path/filepath"
	"strings"
	"testing"

	xansi "github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
)

// Long lines are wrapped at words for the terminal they are shown on, never
// cut inside a word by the terminal (issue 32 item 13: the key's note on the
// two codes came out as "Schlüsse / lcode" at 100 columns). Every line schiri
// writes fits the width, and the sentence reads whole.
func TestKeyLinesFitTheTerminal(t *testing.T) {
	for _, c := range []struct{ lang, whole string }{
		{"en", "The key code is for the spymasters only."},
		{"de", "Der Schlüsselcode ist nur für die Kapitäne."},
	} {
		t.Run(c.lang, func(t *testing.T) {
			home := t.TempDir()
			environ := env(home, filepath.Join(home, "data"), "SCHIRI_LANG="+c.lang)
			s := startPtySize(t, environ, 100, 40, "codenames", "key", "--seed", "K7F3QX", "--board-code", "4HJ2PA")
			assert.Equal(t, 0, s.Wait())
			screen := s.screen()
			for _, line := range strings.Split(screen, "\n") {
				assert.LessOrEqual(t, xansi.StringWidth(line), 100, "a line wider than the terminal: %q", line)
			}
			assert.Contains(t, strings.Join(strings.Fields(screen), " "), c.whole)
		})
	}
}
