//go:build linux

package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// menuWords are what the Codenames menu says, in one language.
type menuWords struct {
	lang, games, actions, size, seed, board, show, qrFirst, gridSecond       string
	qrTitle, again, keyLine, dealTitle, clueWord, guess, giveClue, guessCard string
	list                                                                     []string // the actions from the top, to "Show the key again"
}

var codenamesMenu = []menuWords{
	{"en", "What are you playing?", "Codenames · What should schiri do?", "Board size", "Key code (leave empty",
		"Board code of the words", "How should it be shown?", "> As a QR code: each spymaster scans it privately",
		"  As a grid on this screen", "Codenames key · game 4hj2pa-1 · 5x5", "The key again: schiri codenames status --game 4hj2pa-1 --qr",
		"Key code ", "Codenames key · key code ", "Clue word", "Word or row,column", "> Give a clue", "> Guess a card",
		[]string{"Give a clue", "Guess a card", "End the turn", "Take back the last step", "Start a refereed game", "Board for the guessers", "Deal a key grid", "Board and turn", "Show the key again"}},
	{"de", "Was spielt ihr?", "Codenames · Was soll schiri tun?", "Spielfeldgröße", "Schlüsselcode (leer lassen",
		"Tischcode der Wörter", "Wie soll er gezeigt werden?", "> Als QR-Code: Jeder Kapitän scannt ihn unbeobachtet",
		"  Als Raster auf diesem Bildschirm", "Codenames-Schlüssel · Spiel 4hj2pa-1 · 5x5", "Der Schlüssel noch einmal: schiri codenames status --game 4hj2pa-1 --qr",
		"Schlüsselcode ", "Codenames-Schlüssel · Schlüsselcode ", "Hinweiswort", "Wort oder Reihe,Spalte", "> Einen Hinweis geben", "> Eine Karte raten",
		[]string{"Einen Hinweis geben", "Eine Karte raten", "Den Zug beenden", "Den letzten Schritt zurücknehmen", "Eine Partie mit Schiedsrichter beginnen", "Spielfeld für die Ratenden", "Ein Schlüsselraster erzeugen", "Spielfeld und Zug", "Den Schlüssel noch einmal zeigen"}},
}

// savedSeed is the key code a saved Codenames game holds.
func savedSeed(t *testing.T, dataDir, id string) (seed, board string) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dataDir, "codenames", id+".json"))
	require.NoError(t, err)
	var save struct {
		Setup struct {
			Seed      string `json:"seed"`
			BoardCode string `json:"board_code"`
		} `json:"setup"`
	}
	require.NoError(t, json.Unmarshal(b, &save))
	return save.Setup.Seed, save.Setup.BoardCode
}

// Issue 32 items 1 and 4: a game started from the menu takes a board code,
// shows its key to the spymasters at once (the QR code first, its default
// visible under the cursor, the key code itself not in plain text on the
// shared screen), and "Show the key again" brings it back; "Deal a key
// grid" shows its default answer under a cursor as well.
func TestCodenamesMenuShowsTheNewGamesKey(t *testing.T) {
	for _, c := range codenamesMenu {
		t.Run(c.lang, func(t *testing.T) {
			home := t.TempDir()
			dataDir := filepath.Join(home, "data")
			environ := env(home, dataDir, "SCHIRI_LANG="+c.lang)
			s := startPtySize(t, environ, 100, 60)
			s.Expect(c.games)
			s.Type("gj\r") // Codenames
			s.Expect(c.actions)
			s.Type("\r") // no game yet: the cursor is on "Start a refereed game"
			s.Expect(c.size)
			s.Type("\r\r") // 5×5, words in my language
			s.Expect(c.seed)
			s.Type("\r") // a fresh key code
			s.Expect(c.board)
			s.Type("4HJ2PA\r") // the board code of the words
			s.Expect(c.show)
			s.Expect(c.qrFirst) // the default is on the screen, under the cursor
			s.Expect(c.gridSecond)
			s.Type("\r") // as a QR code
			s.Expect(c.qrTitle)
			s.Expect(c.again)
			s.Expect("█████████")
			s.Expect(c.actions)
			s.Expect(c.giveClue) // the next step: the spymaster's clue

			seed, board := savedSeed(t, dataDir, "4hj2pa-1")
			assert.Equal(t, "4HJ2PA", board, "the form took the board code")
			assert.Regexp(t, `^[0-9A-HJKMNP-TV-Z]{10}$`, seed, "a fresh 10-character key code")
			printed := seed[:5] + "-" + seed[5:]
			assert.NotContains(t, s.screen(), printed, "the QR path shows no key code in plain text")

			// the key again, for a spymaster who missed it: as a grid now
			pick(s, c.list, 0, "Show the key again", "Den Schlüssel noch einmal zeigen") // from "Give a clue"
			s.Expect(c.show)
			s.Expect(c.qrFirst)
			s.Type("j\r")
			s.Expect(c.keyLine + printed)
			s.Expect(c.actions)
			s.Leave(c.games)
		})
	}
}

// Issue 32 item 4: "Deal a key grid" shows its first answer (the QR code)
// under the cursor, and Enter does what the screen shows.
func TestCodenamesMenuDealShowsItsDefault(t *testing.T) {
	for _, c := range codenamesMenu {
		t.Run(c.lang, func(t *testing.T) {
			home := t.TempDir()
			environ := env(home, filepath.Join(home, "data"), "SCHIRI_LANG="+c.lang)
			s := startPtySize(t, environ, 100, 60)
			s.Expect(c.games)
			s.Type("gj\r") // Codenames
			s.Expect(c.actions)
			pick(s, c.list, 4, "Deal a key grid", "Ein Schlüsselraster erzeugen") // from "Start a refereed game": no game yet
			s.Expect(c.show)
			s.Expect(c.qrFirst)
			s.Expect(c.gridSecond)
			s.Type("\r\r\r")
			s.Expect(c.dealTitle)
			s.Expect("█████████")
			s.Expect(c.actions)
			s.Leave(c.games)
		})
	}
}

// Issue 32 item 13: after a pass, or a guess that ends the turn, the
// cursor is on the clue (the next team's spymaster speaks next), not on
// "Guess a card"; after a hit it stays on the guess.
func TestCodenamesMenuCursorFollowsTheTurn(t *testing.T) {
	for _, c := range codenamesMenu {
		t.Run(c.lang, func(t *testing.T) {
			home := t.TempDir()
			dataDir := filepath.Join(home, "data")
			environ := env(home, dataDir, "SCHIRI_LANG="+c.lang)
			// the 3x3 board of K7F3QX (red starts):
			//   N bee     B nun     R mango
			//   B market  R flour   N meadow
			//   R tray    N tooth   A hair
			r := schiri(t, environ, "codenames", "new", "--seed", "K7F3QX", "--board-code", "K7F3QX", "--size", "3x3", "--words", "en")
			require.Equal(t, 0, r.Code, r.String())
			s := startPtySize(t, environ, 100, 40)
			s.Expect(c.games)
			s.Type("gj\r") // Codenames
			s.Expect(c.actions)
			s.Expect(c.giveClue)
			s.Type("\r")
			s.Expect(c.clueWord)
			s.Type("fruit\r2\r")
			s.Expect(c.actions)
			s.Expect(c.guessCard) // a clue: now the guesses
			s.Type("\r")
			s.Expect(c.guess)
			s.Type("mango\r") // red's own card: red may go on
			s.Expect(c.actions)
			s.Expect(c.guessCard)
			s.Type("j\r") // End the turn
			s.Expect(c.actions)
			s.Expect(c.giveClue) // blue's clue is next
			s.Type("\r")
			s.Expect(c.clueWord)
			s.Type("religion\r2\r")
			s.Expect(c.actions)
			s.Expect(c.guessCard)
			s.Type("\r")
			s.Expect(c.guess)
			s.Type("bee\r") // neutral: blue's turn ends
			s.Expect(c.actions)
			s.Expect(c.giveClue)
			s.Leave(c.games)
		})
	}
}

// pick moves the cursor of the actions from entry from (where it is) down
// to the entry named target (in one of the languages), one key at a time
// as a person watches the cursor (keys typed in one burst may reach the
// list as one), and chooses it.
func pick(s *session, list []string, from int, targets ...string) {
	s.t.Helper()
	for _, label := range list[from+1:] {
		if slices.Contains(targets, list[from]) {
			break
		}
		s.Type("j")
		s.Expect("> " + label)
		from++
	}
	s.Type("\r")
}
