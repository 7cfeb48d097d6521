//go:build linux

package e2e

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// `kodiak round` on a terminal for a game that is over says only why
// (issue 32.8): no empty score table, no "invalid sheet" before the reason.
func TestKodiakRoundForAFinishedGameOnATerminal(t *testing.T) {
	for _, c := range []struct{ lang, reason, invalid, table string }{
		{"en", "the game is over", "invalid sheet", "Hairballs in"},
		{"de", "das Spiel ist vorbei", "ungültig", "Haarbälle drin"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			environ, _ := fourPlayers(t, c.lang)
			for i := 0; i < 4; i++ {
				r := schiriIn(t, environ, "3\n\n7\n7\n\n", "kodiak", "round", "--accessible")
				require.Equal(t, 0, r.Code, r.String())
			}
			s := startPty(t, environ, "kodiak", "round")
			s.Expect("kodiak.end.finished")
			assert.Equal(t, 1, s.Wait())
			assert.Contains(t, s.screen(), c.reason)
			assert.NotContains(t, s.screen(), c.invalid)
			assert.NotContains(t, s.screen(), c.table)
		})
	}
}
