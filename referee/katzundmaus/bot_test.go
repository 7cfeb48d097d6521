package katzundmaus

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBotBeatsRandom: the bot must win at least 90% of 200 seeded games
// against a random-move player, playing A in half of them and B in the other.
func TestBotBeatsRandom(t *testing.T) {
	const games = 200
	wins, draws := 0, 0
	for seed := range uint64(games) {
		g := Deal(seed)
		bot := Player(seed % 2)
		players := [2]Strategy{}
		players[bot] = &Bot{}
		players[bot.Other()] = NewRandom(seed)
		n := PlayOut(g, players[A], players[B], 100000)
		require.True(t, g.Over(), "seed %d: not over after %d moves", seed, n)
		switch g.Result() {
		case wonBy(bot):
			wins++
		case Drawn:
			draws++
		}
	}
	t.Logf("bot won %d of %d (draws %d)", wins, games, draws)
	assert.GreaterOrEqual(t, wins, games*9/10)
}

// TestBotPlaysLegalMoves: every move the bot picks is legal, in every game.
func TestBotPlaysLegalMoves(t *testing.T) {
	for seed := range uint64(20) {
		g := Deal(seed)
		bots := [2]Strategy{&Bot{}, &Bot{}}
		for moves := 0; !g.Over(); moves++ {
			require.Less(t, moves, 100000)
			m := bots[g.Turn()].Next(g)
			require.Nil(t, g.Play(m), "seed %d move %d: %s", seed, moves, m)
		}
	}
}

func BenchmarkRandomPlayout(b *testing.B) {
	r := NewRandom(1)
	moves := 0
	seed := uint64(0)
	for b.Loop() {
		g := Deal(seed)
		seed++
		moves += PlayOut(g, r, r, 1<<20)
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
}
