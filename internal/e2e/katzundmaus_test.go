//go:build linux

package e2e

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
)

// The words at the prompt of `katzundmaus play` work as the README
// promises, typed on a real terminal in either language (issue 32 item 3):
// undo takes back the person's last move (against the bot, the bot's turn
// after it too), moves lists, help explains, and "ende" — so close to the
// move "end" — asks before it stops the game; "quit" stops at once.
func TestKatzundmausPromptWords(t *testing.T) {
	for _, c := range []struct {
		lang                                           string
		undo, none, taken, moves, help, helpShown, ask string
		yes, goesOn, saved                             string
	}{
		{"en", "undo", "no move of yours to take back", "Taken back: h6-d1, and the bot's turn after it", "moves", "help",
			"Words: moves", "Stop? (y/n)", "y", "The game goes on.", "it is saved"},
		{"de", "rückgängig", "keinen Zug von dir", "Zurückgenommen: h6-d1 und der Zug des Bots danach", "züge", "hilfe",
			"Wörter: züge", "Beenden? (j/n)", "j", "Das Spiel geht weiter.", "es ist gespeichert"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			home := t.TempDir()
			environ := env(home, filepath.Join(home, "data"), "SCHIRI_LANG="+c.lang)
			// Deal(1): A holds 6 2 10 9 Q; h6-d1 ends A's turn
			s := startPty(t, environ, "katzundmaus", "play", "--seed", "1", "--level", "2")
			s.Expect("A> ")
			s.Type(c.undo + "\r")
			s.Expect(c.none)
			s.Type("h6-d1\r")
			s.Expect("(B)")
			s.Expect("A> ")
			s.Type(c.undo + "\r")
			s.Expect(c.taken)
			s.Expect("A> ")
			s.Type(c.moves + "\r")
			s.Expect("h6-d1 h6-d2")
			s.Type(c.help + "\r")
			s.Expect(c.helpShown)
			s.Type("ende\r")
			s.Expect(c.ask)
			s.Type("n\r")
			s.Expect(c.goesOn)
			s.Type("ende\r")
			s.Expect(c.ask)
			s.Type(c.yes + "\r")
			s.Expect(c.saved)
			assert.Equal(t, 0, s.Wait(), s.screen())
			assert.NotContains(t, s.screen(), "is not a move")
			assert.NotContains(t, s.screen(), "kein Zug\n")

			s = startPty(t, environ, "katzundmaus", "play", "--game", "katzundmaus-1")
			s.Expect("A> ")
			s.Type("quit\r") // no question: the word cannot mean a move
			s.Expect(c.saved)
			assert.Equal(t, 0, s.Wait(), s.screen())
			checkLanguage(t, c.lang, "katzundmaus play", s.screen())
		})
	}
}
