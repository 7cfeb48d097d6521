package kodiak

import (
	"regexp"
	"testing"

	"codeberg.org/schiri/schiri/locales"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// German has one word for a player of Kodiak: "Spieler" — in the game's
// catalog, on its phone page and in the menu's questions for a new game
// (issue 32.10: "Spieler", "Mitspielende" and "Person" were all used).
func TestGermanOneWordForAPlayer(t *testing.T) {
	other := regexp.MustCompile(`(?i)\bPersonen?\b|Mitspielende|Spielende\b|Teilnehmende`)
	l := locales.New("de")
	check := func(domain string, keep func(string) bool) {
		keys, err := locales.Keys("de", domain)
		require.NoError(t, err)
		n := 0
		for k := range keys {
			if !keep(k) {
				continue
			}
			n++
			msg := l.T(k, "Count", 2)
			assert.NotRegexp(t, other, msg, k)
		}
		assert.Positive(t, n, domain)
	}
	check("kodiak", func(string) bool { return true })
	// its page's and menu's words are in its own catalog too (kodiak.page.…, kodiak.menu.…)
	assert.Equal(t, "Spieler", l.T("kodiak.page.player"))
}
