//go:build linux

package e2e

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
)

// The list of games keeps its place and does not wrap round (issue 32 item
// 13): Esc from a game's actions back to the games puts the cursor on that
// game, not on the first; ↑ on the first game stays there instead of
// jumping to Quit, so ↑ Enter opens a game rather than ending schiri; and
// the statistics' title does not repeat the list's long entry.
func TestMenuGamesCursor(t *testing.T) {
	for _, c := range []struct{ lang, games, actions, codenames, kodiak, stats string }{
		{"en", "What are you playing?", "What should schiri do?", "Codenames · What should schiri do?", "Kodiak · What should schiri do?",
			"┃ Statistics · What should schiri do?"},
		{"de", "Was spielt ihr?", "Was soll schiri tun?", "Codenames · Was soll schiri tun?", "Kodiak · Was soll schiri tun?",
			"┃ Statistik · Was soll schiri tun?"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			home := t.TempDir()
			environ := env(home, filepath.Join(home, "data"), "SCHIRI_LANG="+c.lang)
			s := startPty(t, environ)
			s.Expect(c.games)
			s.Type("j\r") // ↓ Enter (j is ↓, k is ↑): Codenames
			s.Expect(c.codenames)
			s.Type("\x1b") // back to the games…
			s.Expect(c.games)
			s.Type("\r") // …with the cursor still on Codenames
			s.Expect(c.codenames)
			s.Type("\x1b")
			s.Expect(c.games)
			s.Type("kkk\r") // ↑ ↑ ↑ Enter: stops at Kodiak, never Quit
			s.Expect(c.kodiak)
			s.Type("\x1b")
			s.Expect(c.games)
			// the statistics' actions are headed by a short title, not the
			// whole entry "Statistics: who wins most (schiri stats)" again
			s.Type("Gk\r")
			s.Expect(c.stats)
			s.Type("\x1b")
			s.Expect(c.games)
			s.Type("G\r") // to the end: Quit
			assert.Equal(t, 0, s.Wait(), s.screen())
		})
	}
}
