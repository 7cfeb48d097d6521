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

// Yes/no questions behave one way (issue 32.5): the letter chooses and
// Enter answers, in "Take back round 2?" as in "Save this round?", so
// "y⏎" takes back one round and does not answer the next question too; and
// the lines half typed for round 3 are not lost by it: kept, and said so.
func TestMenuUndoYesEnterTakesBackOneRoundAndKeepsTheDraft(t *testing.T) {
	for _, c := range []struct{ lang, games, actions, ask, yes, kept, askNext string }{
		{"en", "What are you playing?", "What should schiri do?", "Take back round 2 of game abend?", "y",
			"The lines typed for round 3 are kept", "Take back round 1"},
		{"de", "Was spielt ihr?", "Was soll schiri tun?", "Runde 2 des Spiels abend zurücknehmen?", "j",
			"Die für Runde 3 getippten Zeilen bleiben erhalten", "Runde 1 des Spiels"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			environ, dataDir := fourPlayers(t, c.lang)
			r := schiriIn(t, environ, "3 c2\n\n7\n7\n\n5\n3 c2\n\n7\n\n", "kodiak", "round", "--accessible")
			require.Equal(t, 0, r.Code, r.String())
			require.Equal(t, 2, loadGame(t, dataDir, "abend").RoundsPlayed())
			// round 3 half typed, then the terminal closes
			s := startPty(t, environ, "kodiak", "round")
			s.Expect("Kodiak: Cleo")
			s.Type("9 hb\r")
			s.Expect("9 hb")
			s.Hangup()

			s = startPty(t, environ)
			s.Expect(c.games)
			s.Type("g\r")
			s.Expect(c.actions)
			s.Type("jjjj\r") // take back the last round
			s.Expect(c.ask)
			s.Type(c.yes + "\r")
			s.Expect(c.kept)
			s.Expect(c.actions)
			s.Leave(c.games)
			assert.NotContains(t, s.screen(), c.askNext, "one question, one answer")
			assert.Equal(t, 1, loadGame(t, dataDir, "abend").RoundsPlayed(), "one round taken back")
			saved, err := os.ReadFile(filepath.Join(dataDir, "kodiak", "abend.json"))
			require.NoError(t, err)
			assert.True(t, strings.Contains(string(saved), `"9 hb"`), "the draft of round 3 is kept: %s", saved)
		})
	}
}
