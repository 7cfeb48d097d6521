//go:build linux

package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A whole evening from `schiri`, without returning to the shell, as issue 12
// asks: a Kodiak game of three rounds started from the menu and played to
// its winner, a refereed Codenames game to its end (the assassin), and an
// Instinkt game placed card by card to the end, the hand cards asked for
// because the layouts are level. In both languages, on a real terminal.
func TestMenuWholeEvening(t *testing.T) {
	if testing.Short() {
		t.Skip("a whole evening on a terminal takes a minute")
	}
	record, err := os.ReadFile("../../testdata/samples/instinkt/replay/game000-ok.txt")
	require.NoError(t, err)
	var steps []string
	for _, line := range strings.Split(strings.TrimSpace(string(record)), "\n") {
		if strings.HasPrefix(line, "marker") {
			continue
		}
		// typed as the record writes it, without the verb
		steps = append(steps, strings.TrimPrefix(strings.TrimPrefix(line, "reveal "), "place "))
	}

	for _, c := range []struct {
		lang                                         string
		games, actions, players, roundHead, save     string
		over, winner, size, code, clueWord, assassin string
		guess, marker, hand, draw                    string
	}{
		{"en", "What are you playing?", "What should schiri do?", "Players, clockwise", "Round 3 of 3", "Save this round?",
			"Game over after 3 rounds.", "Winner: Ben", "Board size", "Key code", "Clue word", "Blue wins: Red uncovered the assassin.",
			"Word or row,column", "Who holds the tiebreak marker?", "hand cards decide", "Draw: equal points"},
		{"de", "Was spielt ihr?", "Was soll schiri tun?", "Spieler im Uhrzeigersinn", "Runde 3 von 3", "Diese Runde speichern?",
			"Das Spiel ist nach 3 Runden vorbei.", "Sieger: Ben", "Spielfeldgröße", "Schlüsselcode", "Hinweiswort", "Blau gewinnt: Rot hat den Attentäter aufgedeckt.",
			"Wort oder Reihe,Spalte", "Wer hat den Gleichstandsmarker?", "Handkarten von", "Unentschieden: gleich viele Punkte"},
	} {
		for _, colour := range []bool{false, true} {
			name := c.lang + map[bool]string{false: "/plain", true: "/colour"}[colour]
			t.Run(name, func(t *testing.T) {
				home := t.TempDir()
				dataDir := filepath.Join(home, "data")
				environ := env(home, dataDir, "SCHIRI_LANG="+c.lang)
				if colour {
					environ = withColour(environ)
				}
				s := startPty(t, environ)

				// Kodiak: a new game, three rounds, the winner.
				s.Expect(c.games)
				s.Type("g\r")
				s.Expect(c.actions)
				s.Type("\r") // no game yet: the cursor is on "start a new game"
				s.Expect(c.players)
				s.Type("Ana, Ben, Cleo\r\r\r\r") // no name, one cycle, Ana first
				s.Expect(c.actions)
				s.Type("\r") // the cursor moved on to "enter a round": straight on until the game is over
				for round := 0; round < 3; round++ {
					lines := []string{"7", "7", "7"}
					lines[round] = "3 c2"             // the Kodiak: one card left, two catches
					lines[[]int{1, 2, 1}[round]] = "" // a mouse who laid down every card
					// totals: Ana 7, Ben -7, Cleo 0 — the fewest points win
					s.Type(strings.Join(lines, "\r") + "\r")
					s.Expect(c.save)
					s.Type("\r")
				}
				s.Expect(c.over)
				s.Expect(c.winner)
				s.Expect(c.actions)
				s.Type("\x1b")
				s.Expect(c.games)

				// Codenames: a refereed game, a clue, the assassin guessed.
				s.Type("gj\r")
				s.Expect(c.actions)
				s.Type("\r") // no game yet: "start a refereed game"
				s.Expect(c.size)
				s.Type("\r\r")
				s.Expect(c.code)
				s.Type("K7F3QX\r\r\r") // a new board code, the key as a QR code
				s.Expect(c.actions)
				s.Type("\r")
				s.Expect(c.clueWord)
				s.Type("Zeitreise\r2\r")
				s.Expect(c.actions)
				s.Type("\r")      // after the clue the cursor is on "guess"
				s.Expect(c.guess) // the field is there before anything is typed into it
				s.Type("3,2\r")   // the assassin of K7F3QX
				s.Expect(c.assassin)
				s.Expect(c.actions)
				s.Type("\x1b")
				s.Expect(c.games)

				// Instinkt: a whole game placed card by card, hands asked for.
				s.Type("gjj\r")
				s.Expect(c.actions)
				s.Type("\r") // referee a game at the table
				s.Expect(c.marker)
				s.Type("j\r") // black
				for _, step := range steps {
					s.Type(step + "\r")
				}
				s.Expect(c.hand)
				s.Type("\r") // no hand cards
				s.Expect(c.hand)
				s.Type("\r")
				s.Expect(c.draw)
				s.Expect(c.actions)
				s.Leave(c.games)
				checkLanguage(t, c.lang, "the evening on a terminal", s.screen())

				k := loadGame(t, dataDir, "kodiak-1")
				assert.True(t, k.Finished(), "the Kodiak game is over")
				for _, kind := range []string{"codenames", "instinkt"} {
					games, err := filepath.Glob(filepath.Join(dataDir, kind, "*.json"))
					require.NoError(t, err)
					assert.Len(t, games, 1, "the %s game is saved", kind)
				}
				r := schiri(t, env(home, dataDir), "instinkt", "play", "--game", "instinkt-1", "--accessible")
				assert.Contains(t, r.Stdout, "over", "the Instinkt game is finished:\n%s", r.String())
			})
		}
	}
}
