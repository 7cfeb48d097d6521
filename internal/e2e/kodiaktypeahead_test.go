//go:build linux

package e2e

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Typing ahead after a refused line (issue 32.7): "queen⏎11 12 hairball⏎"
// typed in one go leaves "queen" in Ben's field with its message and puts
// Cleo's line into Cleo's field, never "queen11 12 hairball"; Enter on the
// last line goes back to the refused one.
func TestKodiakTypeAheadAfterARefusedLine(t *testing.T) {
	for _, c := range []struct{ lang, head, unknown, save, next string }{
		{"en", "Kodiak: Ana", `unknown card "queen"`, "Save this round?", "Round 2 of 4 · game abend · Kodiak: Ben"},
		{"de", "Kodiak: Ana", "unbekannte Karte „queen“", "Diese Runde speichern?", "Runde 2 von 4 · Spiel abend · Kodiak: Ben"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			environ, dataDir := fourPlayers(t, c.lang)
			s := startPty(t, environ, "kodiak", "round")
			s.Expect(c.head)
			s.Type("3 c2\rqueen\r11 12 hairball\r")
			s.Expect("11 12 hairball")
			screen := s.screen()
			assert.Contains(t, screen, c.unknown)
			assert.NotContains(t, screen, "queen11", "two lines glued")
			assert.Regexp(t, regexp.MustCompile(`Ben +> queen *\n`), screen)
			assert.Regexp(t, regexp.MustCompile(`Cleo +> 11 12 hairball *\n`), screen)

			s.Type("\r") // Dana went out; Enter on the last line: back to Ben
			s.Expect("┃ Ben")
			s.Type(strings.Repeat("\x7f", 5) + "5\r\r\r")
			s.Expect(c.save)
			s.Type("\r") // saved; Esc on the next round's empty form
			s.Expect(c.next)
			s.Type("\x1b")
			assert.Equal(t, 0, s.Wait(), s.screen())
			g := loadGame(t, dataDir, "abend")
			if assert.Equal(t, 1, g.RoundsPlayed()) {
				assert.Len(t, g.Rounds[0].Players[1].Cards, 1, "Ben's corrected line")
				assert.Len(t, g.Rounds[0].Players[2].Cards, 3, "Cleo's line, typed ahead")
			}
		})
	}
}
