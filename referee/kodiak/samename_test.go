package kodiak

import (
	"errors"
	"testing"

	"codeberg.org/schiri/schiri/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Names that differ only by Unicode normalization or by invisible characters
// are one player (issue 14): a second "Ana" with a soft hyphen is a
// duplicate, and a sheet may name Zoë in either normal form.
func TestNamesDifferingInvisiblyAreOnePlayer(t *testing.T) {
	for _, dup := range []string{"A\u00adna", "An\u200ba", "\ufeffana"} {
		_, err := NewGame([]string{"Ana", "Ben", dup}, "", lengthOf(0, 0))
		var v *rules.Verdict
		require.True(t, errors.As(err, &v), "%q: %v", dup, err)
		assert.Equal(t, RulePlayersNames, v.Rule, "%q", dup)
	}
	_, err := NewGame([]string{"Ana", "\u200b\u00ad"}, "", lengthOf(0, 0))
	var v *rules.Verdict
	require.True(t, errors.As(err, &v), "an invisible name: %v", err)
	assert.Equal(t, "kodiak.msg.name_empty", v.Key)

	g, err := NewGame([]string{"Zo\u00eb", "Ben"}, "Zoe\u0308", lengthOf(0, 0))
	require.NoError(t, err)
	assert.Equal(t, 0, g.Seat("Zoe\u0308"))
	assert.Equal(t, 1, g.Seat("B\u200ben"))
	assert.True(t, SameName("Zo\u00eb", "ZOE\u0308"))
}
