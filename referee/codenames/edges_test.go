package codenames

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Once a game is over nothing more is wanted or allowed: no clue is needed,
// no guess is left, nobody may pass (a front end asks these to decide what
// to offer next, so "give a clue" must not come back after the assassin).
func TestOverGameWantsNothing(t *testing.T) {
	g := testBoard(t)
	require.True(t, g.NeedsClue(), "a new game wants a clue")
	g, err := g.Apply(ClueMove("Obst", 2))
	require.NoError(t, err)
	require.False(t, g.NeedsClue())
	assert.False(t, g.PlusOne(), "owed nothing: no plus-one")
	m, err := g.ParseGuess("Lampe")
	require.NoError(t, err)
	g, err = g.Apply(m) // the assassin: Red loses at once
	require.NoError(t, err)
	require.True(t, g.Over())
	assert.Equal(t, Blue, g.Winner())
	assert.False(t, g.NeedsClue(), "no clue after the end")
	assert.False(t, g.CanPass())
	assert.False(t, g.PlusOne())
	assert.Empty(t, g.LegalGuesses())
	assert.Empty(t, g.Legal())
}

// playMoves applies moves given as in game_test's steps, each legal.
func playMoves(t *testing.T, g *Game, steps ...string) *Game {
	t.Helper()
	for _, s := range steps {
		var err error
		g, err = g.Apply(parseStep(t, g, s))
		require.NoError(t, err, s)
	}
	return g
}

// A game won on the other team's guess (Blue uncovers Red's last card)
// wants no clue either; a team owed a card, whose plus-one stood, gets none
// once the game is over.
func TestOverBetweenTurnsAndOwed(t *testing.T) {
	g := playMoves(t, testBoard(t), "clue Obst 5", "guess Apfel", "guess Birne", "guess Kirsche", "guess Pflaume", "guess Melone",
		"clue Tier 1", "guess Traube") // Blue uncovers Red's last card: Red wins
	require.True(t, g.Over())
	assert.Equal(t, Red, g.Winner())
	assert.False(t, g.NeedsClue(), "no clue after the end")

	g = playMoves(t, testBoard(t), "clue Obst 2", "guess Apfel", "pass", // Red is owed 1
		"clue Tier 1", "guess Hund", "clue Frucht 1", "guess Birne")
	require.True(t, g.PlusOne(), "Red may take its owed card")
	g = playMoves(t, g, "guess Lampe")
	require.True(t, g.Over())
	assert.False(t, g.PlusOne(), "no plus-one after the end")
}
