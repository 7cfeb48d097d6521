//go:build linux

package e2e

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
)

// The menu's new-game form refuses a wrong number of cycles and a youngest
// player who does not play in words about its own fields, never the
// command's flags (issue 32.13: "… not a valid value for --cycles (see
// 'schiri kodiak new --help')"), and keeps what was typed.
func TestMenuNewKodiakGameSpeaksOfItsFields(t *testing.T) {
	for _, c := range []struct{ lang, games, actions, players, cycles, youngest string }{
		{"en", "What are you playing?", "What should schiri do?", "Players, clockwise",
			"Cycles: a whole number from 1 to 100, not “zwei”", "Zoe is not one of the players (Ana, Ben)"},
		{"de", "Was spielt ihr?", "Was soll schiri tun?", "Spieler im Uhrzeigersinn",
			"Durchgänge: eine ganze Zahl von 1 bis 100, nicht „zwei“", "Zoe ist keiner der Spieler (Ana, Ben)"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			home := t.TempDir()
			dataDir := filepath.Join(home, "data")
			s := startPty(t, env(home, dataDir, "SCHIRI_LANG="+c.lang))
			s.Expect(c.games)
			s.Type("g\r")
			s.Expect(c.actions)
			s.Type("\r") // no game yet: the cursor is on "start a new game"
			s.Expect(c.players)
			s.Type("Ana, Ben\r\rzwei\r")
			s.Expect(c.cycles)
			s.Type("\x7f\x7f\x7f\x7f2\r")
			s.Type("Zoe\r")
			s.Expect(c.youngest)
			s.Type("\x7f\x7f\x7fBen\r")
			s.Expect(c.actions)
			s.Leave(c.games)
			assert.NotContains(t, s.screen(), "--cycles")
			assert.NotContains(t, s.screen(), "--youngest")
			g := loadGame(t, dataDir, "kodiak-1")
			assert.Equal(t, 4, g.RoundsTotal)
			assert.Equal(t, "Ben", g.Youngest)
		})
	}
}
