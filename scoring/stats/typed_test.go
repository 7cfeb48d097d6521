package stats_test

import (
	"testing"
	"time"

	"codeberg.org/schiri/schiri/scoring/stats"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type counted int

func (c counted) Show() stats.Shown { return stats.Shown{Games: int(c)} }

// A save of another game's type is an error of the figures, never a save
// silently left out.
func TestTypedRefusesAMismatch(t *testing.T) {
	count := stats.CountOf(func(s []stats.Save[int], _ stats.Options) (stats.Figures, error) { return counted(len(s)), nil })
	day := time.Date(2026, 1, 2, 0, 0, 0, 0, time.UTC)
	f, err := count([]stats.Saved{{ID: "a", Created: day, Game: 1}, {ID: "b", Game: 2}}, stats.Options{})
	require.NoError(t, err)
	assert.Equal(t, counted(2), f)

	_, err = count([]stats.Saved{{ID: "a", Game: 1}, {ID: "b", Game: "two"}}, stats.Options{})
	var me *stats.MismatchError
	require.ErrorAs(t, err, &me)
	assert.Equal(t, "b", me.ID)
	assert.Equal(t, "string", me.Got)
	assert.Equal(t, "int", me.Want)

	players := stats.PlayersOf(func(s []stats.Save[int]) []string { return []string{"Ana"} })
	_, err = stats.Games{{Kind: "x", Saves: []stats.Saved{{ID: "c", Game: 3.5}}, Players: players}}.Players()
	require.ErrorAs(t, err, &me)
	names, err := stats.Games{{Kind: "x", Saves: []stats.Saved{{ID: "c", Game: 3}}, Players: players}}.Players()
	require.NoError(t, err)
	assert.Equal(t, []string{"Ana"}, names)
}
