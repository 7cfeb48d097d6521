//go:build linux

package e2e

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Playing Instinkt against schiri on a real terminal (SPEC §2 "The coach"):
// schiri chooses its card before the person's is typed, names what it
// reveals and where it places it; the prompt's words work in the person's
// language, and the game goes on after quitting.
func TestPlayAgainstSchiriOnATerminal(t *testing.T) {
	home, data := t.TempDir(), t.TempDir()
	s := startPty(t, env(home, data), "--lang", "de", "instinkt", "play", "--against", "schiri", "--as", "white", "--seed", "3", "--marker", "white", "--playouts", "200")
	s.Expect("schiri hat seine Karte verdeckt gewählt")
	s.Expect("Welche Karte deckst du auf?")
	s.Type("hilfe\r")
	s.Expect("die Karte, die du aufdeckst")
	s.Expect("Welche Karte deckst du auf?")
	s.Type("züge\r")
	s.Expect("Schwarz hat noch nicht aufgedeckt: S1 S2")
	s.Expect("Welche Karte deckst du auf?")
	s.Type("W8\r")
	s.Expect("schiri deckt S")
	s.Expect("Wohin kommt W8?")
	s.Type("0 1\r")
	s.Expect("schiri legt: S")
	s.Expect("Welche Karte deckst du auf?")
	s.Type("zurück\r")
	s.Expect("Zurückgenommen: W8 auf 0 1; S")
	s.Expect("Wohin kommt W8?")
	s.Type("ende\r")
	s.Expect("ist gespeichert")
	assert.Equal(t, 0, s.Wait(), s.screen())

	s = startPty(t, env(home, data), "instinkt", "play", "--game", "instinkt-1", "--playouts", "200")
	s.Expect("resumed after 1 step")
	s.Expect("Where does W8 go?")
	s.Type("help\r")
	s.Expect("where W8 goes: row and column")
	s.Type("moves\r")
	s.Expect("W8 has")
	s.Type("0 1\r")
	s.Expect("schiri places: B")
	s.Expect("schiri has chosen its card, face down")
	s.Type("quit\r")
	s.Expect("is saved")
	assert.Equal(t, 0, s.Wait(), s.screen())
}
