//go:build linux

package e2e

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// An evening from the menu, without returning to the shell: a Kodiak round
// (the menu comes back with the standings and the next Kodiak), a refereed
// Codenames game started with size, word list and code, a refused clue that
// does not end the menu, an Instinkt layout typed in row by row and scored;
// Esc goes back one level at a time and leaves at the top.
func TestMenuEveningOnATerminal(t *testing.T) {
	for _, c := range []struct {
		lang                                                    string
		games, actions, kodiakNext, head1, save, head2, nextBen string
		size, code, refused, layout, row1, result, quit, guess  string
	}{
		{"en", "What are you playing?", "What should schiri do?", "Kodiak next: Ana", "Round 1 of 3", "Save this round?", "Round 2 of 3",
			"Kodiak next: Ben", "Board size", "Key code", "is not one word", "The layout", "Row 0", "Black wins on points.", "Quit", "Word or row,column"},
		{"de", "Was spielt ihr?", "Was soll schiri tun?", "als Nächstes Kodiak: Ana", "Runde 1 von 3", "Diese Runde speichern?", "Runde 2 von 3",
			"als Nächstes Kodiak: Ben", "Spielfeldgröße", "Schlüsselcode", "ist kein einzelnes Wort", "Die Auslage", "Reihe 0", "Schwarz gewinnt nach Punkten.", "Beenden", "Wort oder Reihe,Spalte"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			home := t.TempDir()
			dataDir := filepath.Join(home, "data")
			environ := env(home, dataDir, "SCHIRI_LANG="+c.lang)
			r := schiri(t, environ, "kodiak", "new", "--players", "Ana,Ben,Cleo", "--name", "abend")
			require.Equal(t, 0, r.Code, r.String())

			s := startPty(t, environ)
			s.Expect(c.games)
			s.Type("g\r") // Kodiak
			s.Expect(c.kodiakNext)
			s.Expect(c.actions)
			s.Type("\r") // enter a round
			s.Expect(c.head1)
			s.Type("3 c2\r\r7\r")
			s.Expect(c.save)
			s.Type("\r")
			s.Expect(c.nextBen) // the standings, then straight into the next round
			s.Expect(c.head2)
			s.Type("\x1b") // done with rounds: back to the Kodiak menu
			s.Expect(c.actions)

			s.Type("\x1b") // back to the games
			s.Expect(c.games)
			s.Type("gj\r") // Codenames
			s.Expect(c.actions)
			s.Type("\r") // no game yet: the cursor is on "a refereed game"
			s.Expect(c.size)
			s.Type("\r\r") // 5×5, words in my language
			s.Expect(c.code)
			s.Type("K7F3QX\r\r\r") // a new board code, the key as a QR code
			s.Expect(c.actions)
			s.Type("\r") // a clue, refused
			s.Type("two words\r1\r")
			s.Expect(c.refused)
			s.Expect("two words") // the clue's form again, with what was typed
			s.Type("\x1b")        // Esc: back to the actions, the cursor still on the clue
			s.Expect(c.actions)
			s.Type("j\r") // guess a card… no: Esc goes back one level
			s.Expect(c.guess)
			s.Type("\x1b")
			s.Expect(c.actions)

			s.Type("\x1b")
			s.Expect(c.games)
			s.Type("gjj\r") // Instinkt
			s.Expect(c.actions)
			s.Type("jj\r") // score a final layout (after play and "What would you play?")
			s.Expect(c.layout)
			s.Type("\r") // typed in
			s.Expect(c.row1)
			s.Type("W1 B8 W3 W7\rB4 W8 B3 B6\rW5 B1 W9 B9\rB5 W6 B7 W4\rW2 W11 WX\rB2 B10 B11\r")
			s.Expect(c.result)
			s.Expect(c.actions)

			s.Leave(c.quit) // Esc on the games: the evening ends
			t.Logf("the screen:\n%s", s.screen())

			g := loadGame(t, dataDir, "abend")
			assert.Equal(t, 1, g.RoundsPlayed())
			games, err := filepath.Glob(filepath.Join(dataDir, "codenames", "*.json"))
			require.NoError(t, err)
			assert.Len(t, games, 1, "the Codenames game is saved")
		})
	}
}
