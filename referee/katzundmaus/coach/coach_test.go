package coach

import (
	"math/rand/v2"
	"strings"
	"testing"

	km "codeberg.org/schiri/schiri/referee/katzundmaus"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// midGame is the game of seed after the bots played moves moves.
func midGame(t *testing.T, seed uint64, moves int) *km.Game {
	t.Helper()
	g := km.Deal(seed)
	var bots [2]km.Bot
	for range moves {
		if g.Over() {
			break
		}
		require.Nil(t, g.Play(bots[g.Turn()].Next(g)))
	}
	require.False(t, g.Over())
	return g
}

func position(t *testing.T, doc string) *km.Game {
	t.Helper()
	g, err := km.ParsePosition(strings.NewReader(doc))
	require.NoError(t, err)
	return g
}

// Honesty: permuting the cards the mover cannot see (its own stock below
// the top, the other hand and stock, the talon) leaves every hint the same,
// to the last digit.
func TestHintIsHonest(t *testing.T) {
	for _, c := range []struct{ seed, moves uint64 }{{1, 0}, {2, 17}, {3, 60}, {4, 140}} {
		g := midGame(t, c.seed, int(c.moves))
		o := Options{Playouts: 120, Seed: 9}
		want, err := Hint(g, o)
		require.NoError(t, err)
		p := g.Turn()
		for k := range uint64(3) {
			h := g.Hidden(p)
			rand.New(rand.NewPCG(k, c.seed)).Shuffle(len(h), func(i, j int) { h[i], h[j] = h[j], h[i] })
			other := g.Clone()
			other.SetHidden(p, h)
			require.NotEqual(t, g.Hidden(p), other.Hidden(p), "the permutation changes the hidden cards")
			got, err := Hint(other, o)
			require.NoError(t, err)
			assert.Equal(t, want, got, "seed %d after %d moves, permutation %d", c.seed, c.moves, k)
		}
	}
}

// The same input, budget and seed give the same answer on one core and on
// two; another seed may answer otherwise but plays as many playouts.
func TestHintIsReproducible(t *testing.T) {
	g := midGame(t, 11, 30)
	one, err := Hint(g, Options{Playouts: 200, Seed: 3, Workers: 1})
	require.NoError(t, err)
	two, err := Hint(g, Options{Playouts: 200, Seed: 3, Workers: 2})
	require.NoError(t, err)
	assert.Equal(t, one, two)
	again, err := Hint(g, Options{Playouts: 200, Seed: 3, Workers: 2})
	require.NoError(t, err)
	assert.Equal(t, two, again)
}

// A hint is a turn, or its part up to a card that shows; every plan is
// legal, ends where it says, and the stock card is played when it wins.
func TestHintPlans(t *testing.T) {
	g := position(t, `{"turn": "A", "starts": "A", "talon": 30,
 "build": [["A","2","3"], [], ["A","K"], []],
 "players": {
   "A": {"stock_top": "4", "stock_count": 1, "hand": ["5","K","9","9","2"], "discard": [["7","3"], [], [], []]},
   "B": {"stock_top": "J", "stock_count": 12, "hand_count": 5, "discard": [[], [], [], []]}}}`)
	res, err := Hint(g, Options{Playouts: 60, Seed: 1})
	require.NoError(t, err)
	best := res.Choices[0]
	assert.Equal(t, km.WonByA, playAll(t, g, best.Moves).Result(), "the last stock card wins: %v", best.Moves)
	assert.Equal(t, 1.0, best.Win)

	g = midGame(t, 5, 25)
	res, err = Hint(g, Options{Playouts: 100, Seed: 1})
	require.NoError(t, err)
	require.NotEmpty(t, res.Choices)
	for _, c := range res.Choices {
		after := playAll(t, g, c.Moves)
		last := c.Moves[len(c.Moves)-1]
		switch c.Reveal {
		case km.Stock:
			assert.Equal(t, km.Stock, last.From)
			assert.Equal(t, g.Turn(), after.Turn())
		case km.Hand:
			assert.Equal(t, km.Hand, last.From)
			assert.Equal(t, km.Build, last.To)
		default:
			assert.True(t, after.Over() || after.Turn() != g.Turn(), "%v ends the turn", c.Moves)
		}
	}
}

func playAll(t *testing.T, g *km.Game, moves []km.Move) *km.Game {
	t.Helper()
	d := g.Clone()
	for _, m := range moves {
		require.Nil(t, d.Play(m), "%v", moves)
	}
	return d
}

// The engine refuses what it cannot advise on.
func TestHintRefuses(t *testing.T) {
	over := position(t, `{"turn": "A", "starts": "A", "talon": 30, "build": [[], [], [], []],
 "players": {"A": {"stock_count": 0, "hand": ["5"], "discard": [[], [], [], []]},
   "B": {"stock_top": "J", "stock_count": 12, "hand_count": 5, "discard": [[], [], [], []]}}}`)
	_, err := Hint(over, Options{Playouts: 10})
	assert.ErrorIs(t, err, ErrOver)
	hidden := position(t, `{"turn": "A", "starts": "A", "talon": 30, "build": [[], [], [], []],
 "players": {"A": {"stock_top": "4", "stock_count": 3, "hand_count": 5, "discard": [[], [], [], []]},
   "B": {"stock_top": "J", "stock_count": 12, "hand_count": 5, "discard": [[], [], [], []]}}}`)
	_, err = Hint(hidden, Options{Playouts: 10})
	assert.ErrorIs(t, err, ErrHandUnknown)
	stock := position(t, `{"turn": "A", "starts": "A", "talon": 30, "build": [[], [], [], []],
 "players": {"A": {"stock_top": null, "stock_count": 3, "hand": ["5"], "discard": [[], [], [], []]},
   "B": {"stock_top": "J", "stock_count": 12, "hand_count": 5, "discard": [[], [], [], []]}}}`)
	_, err = Hint(stock, Options{Playouts: 10})
	assert.ErrorIs(t, err, ErrStockUnknown)
}

// The unseen cards of a position given by counts come from what is seen:
// as many as there are hidden places, none of a rank all of whose cards
// are in sight.
func TestUnseenFromCounts(t *testing.T) {
	g := position(t, `{"turn": "A", "starts": "A", "talon": 10, "build": [[], [], [], []],
 "players": {"A": {"stock_top": "4", "stock_count": 3, "hand": ["5","5","5","5","5"], "discard": [["5","5","5","5"], ["5","5","5"], [], []]},
   "B": {"stock_top": "J", "stock_count": 2, "hand_count": 5, "discard": [[], [], [], []]}}}`)
	set := unseen(g, km.A)
	assert.Len(t, set, 2+1+5+10)
	assert.NotContains(t, set, km.Card(5))
	dealt := km.Deal(3)
	set = unseen(dealt, km.A)
	assert.Len(t, set, 14+14+5+116)
}
