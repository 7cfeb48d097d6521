//go:build linux

package e2e

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The menu continues saved games: "Referee a game at the table" and "Play
// against the bot" offer a new game or a saved one, and the saved one goes
// on where it was left (issue 22 item 3). Both languages, colour on and off.
func TestMenuResumesSavedGames(t *testing.T) {
	for _, c := range []struct {
		lang, games, actions, which, placeB6, hand string
	}{
		{"en", "What are you playing?", "What should schiri do?", "Which game?", "Where does B6 go?", "hand: 6 2 10 9 Q"},
		{"de", "Was spielt ihr?", "Was soll schiri tun?", "Welches Spiel?", "Wohin kommt S6?", "Hand: 6 2 10 9 Q"},
	} {
		for _, colour := range []bool{false, true} {
			t.Run(c.lang+map[bool]string{false: "/plain", true: "/colour"}[colour], func(t *testing.T) {
				home := t.TempDir()
				dataDir := filepath.Join(home, "data")
				environ := env(home, dataDir, "SCHIRI_LANG="+c.lang)
				// an Instinkt game with W7 placed, B6 next; a Katz und Maus game
				r := schiriIn(t, environ, "j\nB6 W7\nW7 0 0\n", "instinkt", "play", "--accessible", "--marker", "black")
				require.Equal(t, 0, r.Code, r.String())
				r = schiriIn(t, environ, "quit\n", "katzundmaus", "play", "--seed", "1", "--vs", "bot")
				require.Equal(t, 0, r.Code, r.String())
				if colour {
					environ = withColour(environ)
				}

				s := startPty(t, environ)
				s.Expect(c.games)
				s.Type("gjj\r") // Instinkt
				s.Expect(c.actions)
				s.Type("\r") // referee a game at the table
				s.Expect(c.which)
				s.Expect("instinkt-1")
				s.Type("j\r") // the saved one
				s.Expect(c.placeB6)
				s.Type("quit\r")
				s.Expect("instinkt-1")
				s.Expect(c.actions)
				s.Type("\x1b")
				s.Expect(c.games)
				s.Type("gjjj\r") // Katz und Maus
				s.Expect(c.actions)
				s.Type("\r") // play against the bot
				s.Expect(c.which)
				s.Type("j\r")
				s.Expect(c.hand)
				s.Type("quit\r")
				s.Expect("katzundmaus-1")
				s.Expect(c.actions)
				s.Leave(c.games)

				for _, kind := range []string{"instinkt", "katzundmaus"} {
					games, err := filepath.Glob(filepath.Join(dataDir, kind, "*.json"))
					require.NoError(t, err)
					assert.Len(t, games, 1, "the saved %s game was continued, no new one started", kind)
				}
			})
		}
	}
}

// After a guess the cursor stays on "guess" (the team usually guesses
// on), after a clue it moves to "guess", and with no game going on it is on
// "start a new game" (issue 22 items 3, 11).
func TestMenuCursorMovesOn(t *testing.T) {
	home := t.TempDir()
	dataDir := filepath.Join(home, "data")
	environ := env(home, dataDir, "SCHIRI_LANG=en")
	r := schiri(t, environ, "codenames", "new", "--seed", "K7F3QX", "--board-code", "K7F3QX", "--words", "en") // words fixed: the clue is not on the board
	require.Equal(t, 0, r.Code, r.String())
	r = schiri(t, environ, "codenames", "clue", "ocean", "3")
	require.Equal(t, 0, r.Code, r.String())

	s := startPty(t, environ)
	s.Expect("What are you playing?")
	s.Type("j\r") // Codenames, a game going on: the cursor on the first action
	s.Expect("What should schiri do?")
	s.Type("j\r") // guess
	s.Expect("Word or row,column")
	s.Type("1,1\r")
	s.Expect("What should schiri do?")
	s.Type("\r") // the cursor stayed on "guess"
	s.Expect("Word or row,column")
	s.Type("\x1b")
	s.Expect("What should schiri do?")
	s.Leave("What are you playing?")
}

// Without colour a yes/no question shows which answer Enter takes: the
// selected one in brackets, and the brackets move with ←/→ (issue 22
// item 4).
func TestYesNoShowsTheSelectedAnswer(t *testing.T) {
	for _, c := range []struct{ lang, save, yes, no, next string }{
		{"en", "Save this round?", "[yes]", "[no]", "Round 2 of 4"},
		{"de", "Diese Runde speichern?", "[ja]", "[nein]", "Runde 2 von 4"},
	} {
		for _, colour := range []bool{false, true} {
			t.Run(c.lang+map[bool]string{false: "/plain", true: "/colour"}[colour], func(t *testing.T) {
				environ, dataDir := fourPlayers(t, c.lang)
				if colour {
					environ = withColour(environ)
				}
				s := startPty(t, environ, "kodiak", "round")
				s.Expect("Kodiak: Ana")
				s.Type("3 c2\r\r7\r7\r")
				s.Expect(c.save)
				s.Expect(c.yes)   // saving is the default
				s.Burst("\x1b[C") // →, one key: its bytes in one write, as a terminal sends it
				s.Expect(c.no)
				s.Burst("\x1b[D") // ←
				s.Expect(c.yes)
				s.Type("\r")
				s.Expect(c.next) // the next round's form (not the standings above it)
				s.Type("\x1b")
				assert.Equal(t, 0, s.Wait(), s.screen())
				assert.Equal(t, 1, loadGame(t, dataDir, "abend").RoundsPlayed())
				if c.lang == "de" { // one way to say yes
					assert.Contains(t, s.screen(), "j ja")
					assert.NotContains(t, s.screen(), "j/y")
					assert.NotContains(t, s.screen(), "y ja")
				}
			})
		}
	}
}

// One German: the words a player types instead of a move are German in
// German screens ("rückgängig", "zurück", "ende", "hilfe", "züge"), both
// languages' words work in either, and no German prompt offers an English
// one (issue 22 item 6).
func TestGermanWordsAtThePrompts(t *testing.T) {
	for _, colour := range []bool{false, true} {
		t.Run(map[bool]string{false: "plain", true: "colour"}[colour], func(t *testing.T) {
			home := t.TempDir()
			environ := env(home, filepath.Join(home, "data"), "SCHIRI_LANG=de")
			if colour {
				environ = withColour(environ)
			}
			s := startPty(t, environ, "instinkt", "play", "--marker", "black")
			s.Expect("[rückgängig,")
			s.Type("B6 W7\r")
			s.Expect("Wohin kommt W7?")
			s.Type("0 0\r")
			s.Expect("Wohin kommt S6?")
			s.Type("zurück\r") // takes W7 back
			s.Expect("Zurückgenommen")
			s.Expect("Wohin kommt W7?")
			s.Type("0 0\r")
			s.Expect("Wohin kommt S6?")
			s.Type("rückgängig\r")
			s.Expect("Zurückgenommen")
			s.Expect("Wohin kommt W7?")
			s.Type("ende\r")
			s.Expect("instinkt-1")
			assert.Equal(t, 0, s.Wait(), s.screen())
			assert.NotContains(t, s.screen(), "keine ganze Zahl")
			assert.NotContains(t, s.screen(), "[undo")
			checkLanguage(t, "de", "instinkt play", s.screen())

			s = startPty(t, environ, "katzundmaus", "play", "--seed", "1", "--vs", "bot")
			s.Expect("„hilfe“")
			s.Expect("„beenden“") // "ende" is asked about first: "end" is a move
			s.Expect("A> ")
			s.Type("hilfe\r")
			s.Expect("Wörter: züge")
			s.Type("züge\r")
			s.Expect("h6-d1")
			s.Type("help\r") // the English word works too
			s.Expect("Wörter: züge")
			s.Type("ende\r")
			s.Expect("Beenden? (j/n)")
			s.Type("j\r")
			s.Expect("gespeichert")
			assert.Equal(t, 0, s.Wait(), s.screen())
			assert.NotContains(t, s.screen(), "kein Zug")
		})
	}
}

// Esc goes back from "Who holds the tiebreak marker?" to the menu's
// actions, and leaves a game's step prompt as Ctrl-C does, the game saved
// (issue 22 item 8).
func TestEscBackFromTheMarkerQuestion(t *testing.T) {
	for _, c := range []struct{ lang, games, actions, marker, saved string }{
		{"en", "What are you playing?", "What should schiri do?", "Who holds the tiebreak marker?", "is saved"},
		{"de", "Was spielt ihr?", "Was soll schiri tun?", "Wer hat den Gleichstandsmarker?", "gespeichert"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			home := t.TempDir()
			dataDir := filepath.Join(home, "data")
			environ := env(home, dataDir, "SCHIRI_LANG="+c.lang)
			s := startPty(t, environ)
			s.Expect(c.games)
			s.Type("gjj\r") // Instinkt
			s.Expect(c.actions)
			s.Type("\r") // referee a game at the table
			s.Expect(c.marker)
			s.Type("\x1b") // back
			s.Expect(c.actions)
			s.Type("\r")
			s.Expect(c.marker)
			s.Type("\r")    // white
			s.Expect("W7 ") // the example answer: W7 B3, in German W7 S3
			s.Type("\x1b")  // Esc at a step: the game is saved, back to the actions
			s.Expect(c.saved)
			s.Expect(c.actions)
			s.Leave(c.games)
			games, err := filepath.Glob(filepath.Join(dataDir, "instinkt", "*.json"))
			require.NoError(t, err)
			assert.Len(t, games, 1, "only the game started, not the one left at the marker question")
		})
	}
}

// The grey example of a Kodiak line shows only in the field being typed
// in: a field left empty reads empty, not as if "3 rk c1" were in it
// (issue 22 item 11).
func TestKodiakExampleOnlyWhileTyping(t *testing.T) {
	environ, _ := fourPlayers(t, "en")
	s := startPty(t, environ, "kodiak", "round")
	s.Expect("(c catches, o hairballs beside)") // Ana's field, focused: the example
	s.Type("\r5")                               // Ana leaves hers empty
	s.Expect("> 5")
	assert.Regexp(t, regexp.MustCompile(`Ana \(Kodiak\) > *\n`), s.screen()[strings.Index(s.screen(), "(c catches"):],
		"Ana's empty field shows no example once left")
	s.Type("\x03")
	s.Expect("Throw away")
	s.Type("j\r")
	s.Wait()
}

// Taking back a Kodiak round from the menu asks first, and Enter alone
// (the default, no) keeps it (issue 22 item 11).
func TestMenuAsksBeforeTakingBackARound(t *testing.T) {
	for _, c := range []struct{ lang, games, actions, ask, yes string }{
		{"en", "What are you playing?", "What should schiri do?", "Take back round 1 of game abend?", "y"},
		{"de", "Was spielt ihr?", "Was soll schiri tun?", "Runde 1 des Spiels abend zurücknehmen?", "j"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			environ, dataDir := fourPlayers(t, c.lang)
			r := schiriIn(t, environ, "3 c2\n\n7\n7\n\n", "kodiak", "round", "--accessible")
			require.Equal(t, 0, r.Code, r.String())
			require.Equal(t, 1, loadGame(t, dataDir, "abend").RoundsPlayed())

			s := startPty(t, environ)
			s.Expect(c.games)
			s.Type("g\r")
			s.Expect(c.actions)
			s.Type("jjjj\r") // take back the last round
			s.Expect(c.ask)
			s.Type("\r") // Enter: no
			s.Expect(c.actions)
			assert.Equal(t, 1, loadGame(t, dataDir, "abend").RoundsPlayed(), "one Enter deletes nothing")
			s.Type("\r") // the cursor is still on it
			s.Expect(c.ask)
			s.Type(c.yes + "\r") // the letter chooses, Enter answers (issue 32.5)
			s.Expect(c.actions)
			s.Leave(c.games)
			if c.lang == "de" { // one way to say yes
				assert.Contains(t, s.screen(), "j ja")
				assert.NotContains(t, s.screen(), "y ja")
			}
			assert.Equal(t, 0, loadGame(t, dataDir, "abend").RoundsPlayed())
		})
	}
}

// On a terminal 100 columns wide no line is longer than the terminal, so
// the terminal never breaks one inside a word: the round form's help line
// and Katz und Maus' introduction are wrapped between words (issue 22
// item 10).
func TestNoLineBreaksInsideWords(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		t.Run(lang, func(t *testing.T) {
			environ, _ := fourPlayers(t, lang)
			s := startPtySize(t, environ, 100, 30, "kodiak", "round")
			s.Expect("Kodiak: Ana")
			s.Type("\x03")
			s.Wait()
			help := s.screen()[:strings.Index(s.screen(), "Kodiak: Ana")]
			for _, line := range strings.Split(help, "\n") {
				assert.LessOrEqual(t, len([]rune(line)), 100, "%q", line)
			}
			assert.Contains(t, strings.Join(strings.Fields(help), " "), map[string]string{
				"en": "o1 for 1 hairball beside the cards", "de": "d1 für 1 Haarball daneben"}[lang], "every word whole")

			home := t.TempDir()
			s = startPtySize(t, env(home, filepath.Join(home, "data"), "SCHIRI_LANG="+lang), 100, 30, "katzundmaus", "play", "--seed", "1")
			s.Expect("> ")
			s.Type("quit\r")
			s.Wait()
			intro := s.screen()[:strings.Index(s.screen(), "\n\n")]
			for _, line := range strings.Split(intro, "\n") {
				assert.LessOrEqual(t, len([]rune(line)), 100, "%q", line)
			}
		})
	}
}

// instinkt play takes every line a game record can hold, a raccoon placed
// with its move on one line included (issue 22 item 9), typed as the
// record writes it.
func TestInstinktPlayTakesARaccoonLine(t *testing.T) {
	record, err := os.ReadFile("../../testdata/samples/instinkt/replay/game003-ok.txt")
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSpace(string(record)), "\n")
	home := t.TempDir()
	dataDir := filepath.Join(home, "data")
	s := startPty(t, env(home, dataDir, "SCHIRI_LANG=en"), "instinkt", "play", "--marker", strings.Fields(lines[0])[1])
	for _, line := range lines[1:22] { // up to the raccoon B11's line
		s.Expect("[undo,") // the prompt may wrap before "quit]"
		s.Type(line + "\r")
	}
	s.Expect("Where does W11 go?")
	s.Type("quit\r")
	assert.Equal(t, 0, s.Wait(), s.screen())
	assert.NotContains(t, s.screen(), `unexpected "move"`)
	assert.Contains(t, string(fileBytes(t, filepath.Join(dataDir, "instinkt", "instinkt-1.json"))), `"move B7 -3 1"`)
}

// The example in Instinkt's "Where does … go?" is a cell the card may
// take: never one that is taken (issue 22 item 11).
func TestInstinktExampleCellIsFree(t *testing.T) {
	home := t.TempDir()
	s := startPty(t, env(home, filepath.Join(home, "data"), "SCHIRI_LANG=en"), "instinkt", "play", "--marker", "white")
	s.Expect("[undo, quit]")
	s.Type("W7 B6\r")
	s.Expect("Where does W7 go?")
	s.Type("0 1\r") // the cell the old example named
	s.Expect("Where does B6 go?")
	s.Expect("> ")
	s.Type("quit\r")
	assert.Equal(t, 0, s.Wait(), s.screen())
	after := s.screen()[strings.LastIndex(s.screen(), "Where does B6 go?"):]
	assert.NotContains(t, after, "> 0 1 ", "the example is not the taken cell")
}
