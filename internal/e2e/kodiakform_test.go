//go:build linux

package e2e

import (
	"path/filepath"
	"syscall"
	"testing"

	referee "codeberg.org/schiri/schiri/referee/kodiak"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fourPlayers starts the game "abend" of Ana, Ben, Cleo and Dana (Ana is
// Kodiak first) in a fresh data dir, in the given language.
func fourPlayers(t *testing.T, lang string) (environ []string, dataDir string) {
	t.Helper()
	home := t.TempDir()
	dataDir = filepath.Join(home, "data")
	environ = env(home, dataDir, "SCHIRI_LANG="+lang)
	r := schiri(t, environ, "kodiak", "new", "--players", "Ana,Ben,Cleo,Dana", "--name", "abend")
	require.Equal(t, 0, r.Code, r.String())
	return environ, dataDir
}

// A typical four-player round typed as at the table: one line per player,
// a card name completed with Tab, Enter saves, and the next round's form
// follows at once, naming the next Kodiak; Esc on it ends the evening.
func TestKodiakRoundOnATerminal(t *testing.T) {
	for _, c := range []struct {
		lang, line1, line4, head1, save, head2 string
	}{
		{"en", "3 c2", "h 5 o1", "Round 1 of 4 · game abend · Kodiak: Ana", "Save this round?", "Round 2 of 4 · game abend · Kodiak: Ben"},
		{"de", "3 f2", "h 5 d1", "Runde 1 von 4 · Spiel abend · Kodiak: Ana", "Diese Runde speichern?", "Runde 2 von 4 · Spiel abend · Kodiak: Ben"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			environ, dataDir := fourPlayers(t, c.lang)
			s := startPty(t, environ, "kodiak", "round")
			s.Expect(c.head1)
			s.Type(c.line1 + "\r") // Ana, Kodiak: card 3, two catches
			s.Type("\r")           // Ben went out
			s.Type("7 r")          // Cleo: 7 and the red king, completed
			s.Expect("7 r")
			s.Type("\t\r")
			s.Type(c.line4 + "\r") // Dana: hairball (h), 5, one hairball beside
			if c.lang == "de" {
				s.Expect("Dana (Maus): haarball 5; Fänge 0, Haarbälle daneben 1 → 20 Punkte")
			} else {
				s.Expect("Dana (mouse): hairball 5; catches 0, hairballs beside 1 → 20 points")
			}
			s.Expect(c.save)
			s.Type("\r") // Enter saves
			keys := s.keys
			s.Expect(c.head2)
			t.Logf("%s: %d keystrokes for the round, from the first form to the next round's form\n%s", c.lang, keys, s.screen())
			s.Type("\x1b") // Esc on the empty form: done for tonight
			assert.Equal(t, 0, s.Wait(), s.screen())

			g := loadGame(t, dataDir, "abend")
			require.Equal(t, 1, g.RoundsPlayed())
			r := g.Rounds[0]
			assert.Equal(t, "Ana", r.Kodiak)
			assert.Equal(t, []referee.Card{3}, r.Players[0].Cards)
			assert.Equal(t, 2, r.Players[0].Catches)
			assert.Empty(t, r.Players[1].Cards)
			assert.Equal(t, []referee.Card{7, referee.RedKing}, r.Players[2].Cards)
			assert.Equal(t, []referee.Card{referee.Hairball, 5}, r.Players[3].Cards)
			assert.Equal(t, 1, r.Players[3].HairballsOut)
			assert.LessOrEqual(t, keys, 19, "keystrokes for a typical round")
		})
	}
}

// Nothing typed is lost: a closed terminal keeps the lines as a draft, the
// next `kodiak round` offers it (Enter resumes), "nein" at the save
// question goes back to the lines, Esc on a filled form asks before
// throwing anything away, and "j" there does.
func TestKodiakDraftOnATerminal(t *testing.T) {
	for _, c := range []struct {
		lang, head, found, no, discard, nothing string
	}{
		{"en", "Kodiak: Ana", "Found round 1 half typed in (Ana: 3 c2 · Ben: 5 · Cleo: – · Dana: –)", "no", "Throw away what you typed for round 1?", "cancelled, nothing was changed"},
		{"de", "Kodiak: Ana", "Angefangene Runde 1 gefunden (Ana: 3 c2 · Ben: 5 · Cleo: – · Dana: –)", "nein", "Das Eingetippte für Runde 1 verwerfen?", "abgebrochen, nichts wurde geändert"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			environ, dataDir := fourPlayers(t, c.lang)
			s := startPty(t, environ, "kodiak", "round")
			s.Expect(c.head)
			s.Type("3 c2\r5")
			s.Expect("5")
			assert.Equal(t, 129, s.Hangup(), "schiri ends as SIGHUP would end it")

			s = startPty(t, environ, "kodiak", "round")
			s.Expect(c.found)
			s.Type("\r") // resume
			s.Expect("3 c2")
			s.Type("\r\r7\r1\r") // Ben's 5 stays; Cleo, Dana
			s.Expect("→")
			s.Type(c.no + "\r") // not yet: back to the lines, all still there
			s.Expect("3 c2")
			s.Type("\x1b")
			s.Expect(c.discard)
			s.Type("\r") // Enter: keep typing (the default)
			s.Expect("3 c2")
			s.Type("\x1b")
			s.Expect(c.discard)
			s.Type("j\r")
			s.Expect(c.nothing)
			assert.Equal(t, 2, s.Wait(), s.screen())
			g := loadGame(t, dataDir, "abend")
			assert.Equal(t, 0, g.RoundsPlayed())

			// the draft went with the discarded lines: an empty form
			s = startPty(t, environ, "kodiak", "round")
			s.Expect(c.head)
			s.Type("\x03")
			assert.Equal(t, 2, s.Wait())
			assert.NotContains(t, s.screen(), c.found[:10])
		})
	}
}

// SIGTERM (a shutdown, `kill`) ends the form on the spot and keeps what
// was typed, the line being typed included.
func TestKodiakFormTerminated(t *testing.T) {
	environ, dataDir := fourPlayers(t, "en")
	s := startPty(t, environ, "kodiak", "round")
	s.Expect("Kodiak: Ana")
	s.Type("3 c2\r5")
	s.Expect("5")
	require.NoError(t, s.cmd.Process.Signal(syscall.SIGTERM))
	s.Expect("kept as a draft")
	assert.Equal(t, 2, s.Wait(), s.screen())
	assert.Contains(t, string(fileBytes(t, gamePath(dataDir, "abend"))), `"5"`)

	s = startPty(t, environ, "kodiak", "round")
	s.Expect("Found round 1 half typed in (Ana: 3 c2 · Ben: 5 · Cleo: – · Dana: –)")
	s.Type("\x03")
	assert.Equal(t, 2, s.Wait())
}
