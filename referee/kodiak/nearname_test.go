package kodiak

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A sheet that misspells a player gets a "did you mean" (issue 32.9):
// swapped letters count as one edit.
func TestUnknownPlayerNearName(t *testing.T) {
	g, err := NewGame([]string{"Ana", "Ben", "Cleopatra"}, "", Length{})
	require.NoError(t, err)
	sheet := func(name string) *Sheet {
		return &Sheet{Players: []Entry{{Name: "Ana", Cards: []Card{}}, {Name: name, Cards: []Card{3}}, {Name: "Cleopatra", Cards: []Card{4}}}}
	}
	for typed, want := range map[string]string{"Bne": "Ben", "bem": "Ben", "Be": "Ben", "Benn": "Ben", "Bxy": "", "Otto": ""} {
		_, r := g.Check(sheet(typed))
		require.False(t, r.Valid(), typed)
		v := r.Errors[0]
		assert.Equal(t, RulePlayersNames, v.Rule, typed)
		if want == "" {
			assert.Equal(t, "kodiak.msg.player_unknown", v.Key, typed)
			continue
		}
		assert.Equal(t, "kodiak.msg.player_unknown_near", v.Key, typed)
		assert.Equal(t, want, v.Args["Near"], typed)
	}
	assert.Equal(t, "Cleopatra", nearName("Cleoaptar", []string{"Ana", "Cleopatra"}))
	assert.Equal(t, "", nearName("Ana", []string{"Anna", "Ann"}), "two as near: no guess")
	assert.Equal(t, 1, editDistance([]rune("ab"), []rune("ba")))
	assert.Equal(t, 3, editDistance([]rune(""), []rune("abc")))
}
