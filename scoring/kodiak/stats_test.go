package kodiak

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	referee "codeberg.org/schiri/schiri/referee/kodiak"
	"codeberg.org/schiri/schiri/scoring/stats"
)

// Count (SPEC §8): finished games kept by --since only; each player's
// figures over them, named as in their most recent game; an unfinished
// game names a player but counts nothing.
func TestCountFinishedGamesAndPlayers(t *testing.T) {
	day := func(d int) time.Time { return time.Date(2026, 11, d, 20, 0, 0, 0, time.UTC) }
	newGame := func(players ...string) *referee.Game {
		g, err := referee.NewGame(players, "", referee.Length{})
		require.NoError(t, err)
		return g
	}
	// round 1: Ana Kodiak, out (−15), Ben keeps 7; round 2: Ben Kodiak
	// keeps 2 (2 − 10), Ana out: Ana −15, Ben −1
	first := play(t, newGame("Ana", "Ben"), map[string]int{"Ben": 7}, map[string]int{"Ben": 2})
	require.True(t, first.Finished())
	// the same two, spelled anew later, Ben winning: round 1 ana Kodiak
	// keeps 3 (3 − 10), BEN out; round 2 BEN Kodiak out (−15), ana keeps 9:
	// ana 2, BEN −15
	second := play(t, newGame("ana", "BEN"), map[string]int{"ana": 3}, map[string]int{"ana": 9})
	require.True(t, second.Finished())
	unfinished := play(t, newGame("Cleo", "ana"), map[string]int{"ana": 5})
	require.False(t, unfinished.Finished())
	games := []game{
		{ID: "first", Created: day(1), Game: first},
		{ID: "second", Created: day(2), Game: second},
		{ID: "open", Created: day(3), Game: unfinished},
	}
	f, err := Count(games, stats.Options{})
	require.NoError(t, err)
	figs := f.(Figures)
	assert.Equal(t, 2, figs.Games, "two finished games; the open one is not counted")
	require.Len(t, figs.Players, 2, "Cleo played no finished game")
	byName := map[string]PlayerFigures{}
	for _, p := range figs.Players {
		byName[p.Name] = p
	}
	require.Contains(t, byName, "ana", "named as in the most recent game")
	require.Contains(t, byName, "BEN")
	ana, ben := byName["ana"], byName["BEN"]
	assert.Equal(t, 2, ana.Games)
	assert.Equal(t, 2, ben.Games)
	assert.Equal(t, 4, ana.Rounds)
	assert.Equal(t, 2, ana.RoundsAsKodiak)
	assert.Equal(t, 2, ben.RoundsAsKodiak)
	assert.Equal(t, 1, ana.Wins, "Ana won the first game (−15 against −1)")
	assert.Equal(t, 1, ben.Wins, "Ben the second (−15 against 5)")
	assert.Equal(t, -15, ana.BestTotal)
	assert.Equal(t, -15, ben.BestTotal)
	assert.Equal(t, 3+2, ana.Catches, "a Kodiak catches what it does not keep of three cards")
	assert.Equal(t, 2+3, ben.Catches)
	assert.InDelta(t, 0.5, ana.WinRate, 1e-9)
	assert.InDelta(t, (-15+2)/2.0, ana.AverageTotal, 1e-9)

	// --since the second day: one finished game
	since := day(2)
	f, err = Count(games, stats.Options{Since: &since})
	require.NoError(t, err)
	figs = f.(Figures)
	assert.Equal(t, 1, figs.Games)
	for _, p := range figs.Players {
		assert.Equal(t, 1, p.Games, p.Name)
	}
}
