//go:build linux

package e2e

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Katz und Maus at the terminal with colour on: the hand's cards are bold,
// never shown as escape codes ("\x1b[1m4\x1b[0m"), in both languages
// (issue 22 item 1). Deal(1): A holds 6 2 10 9 Q.
func TestKatzUndMausHandInColour(t *testing.T) {
	for _, c := range []struct{ lang, hand, quit string }{
		{"en", "hand: 6 2 10 9 Q", "it is saved"},
		{"de", "Hand: 6 2 10 9 Q", "gespeichert"},
	} {
		for _, colour := range []bool{true, false} {
			t.Run(c.lang+map[bool]string{true: "/colour", false: "/plain"}[colour], func(t *testing.T) {
				home := t.TempDir()
				environ := env(home, filepath.Join(home, "data"), "SCHIRI_LANG="+c.lang)
				if colour {
					environ = withColour(environ)
				}
				s := startPty(t, environ, "katzundmaus", "play", "--seed", "1", "--vs", "bot")
				s.Expect(c.hand)
				s.Type("quit\r")
				s.Expect(c.quit)
				assert.Equal(t, 0, s.Wait(), s.screen())
				noEscapesShown(t, "katzundmaus play", s.screen())
				if colour {
					s.mu.Lock()
					raw := s.out.String()
					s.mu.Unlock()
					assert.Contains(t, raw, "\x1b[", "colour is on")
				}
			})
		}
	}
}
