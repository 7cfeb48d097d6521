//go:build linux

package e2e

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The menu's two views for the table, chosen as a person does: the
// Codenames board for the guessers (the words in capitals, never the key)
// and a Katz und Maus deal shown as the board, not as JSON; after each the
// menu is still there.
func TestMenuBoardAndDealOnATerminal(t *testing.T) {
	for _, c := range []struct {
		lang, games, actions, boardHead, seedAsk, dealHead, piles string
	}{
		{"en", "What are you playing?", "What should schiri do?", "Codenames · game b · board code K7F3QX", "Seed number", "Katz und Maus · the deal of seed 1", "Build piles"},
		{"de", "Was spielt ihr?", "Was soll schiri tun?", "Codenames · Spiel b · Tischcode K7F3QX", "Startzahl", "Katz und Maus · Verteilung mit Startwert 1", "Spielstapel"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			home := t.TempDir()
			dataDir := filepath.Join(home, "data")
			environ := env(home, dataDir, "SCHIRI_LANG="+c.lang)
			r := schiri(t, environ, "codenames", "new", "--seed", "K7F3QX", "--board-code", "K7F3QX", "--words", "en", "--name", "b")
			require.Equal(t, 0, r.Code, r.String())

			s := startPty(t, environ)
			s.Expect(c.games)
			s.Type("gj\r") // Codenames
			s.Expect(c.actions)
			s.Type("jjjjj\r") // the board for the guessers
			s.Expect(c.boardHead)
			s.Expect("ENVELOPE")
			s.Expect(c.actions) // back in the Codenames menu
			s.Type("\x1b")
			s.Expect(c.games)
			s.Type("gjjj\r") // Katz und Maus
			s.Expect(c.actions)
			s.Type("j\r") // deal a game
			s.Expect(c.seedAsk)
			s.Type("1\r")
			s.Expect(c.dealHead)
			s.Expect(c.piles)
			s.Expect(c.actions)
			s.Leave(c.games)

			screen := s.screen()
			t.Logf("the screen:\n%s", screen)
			assert.NotContains(t, screen, `"talon"`, "the deal is the board, not JSON")
			assert.NotContains(t, screen, "Assassin", "the board never shows the key")
			assert.NotContains(t, screen, "Attentäter", "the board never shows the key")
		})
	}
}
