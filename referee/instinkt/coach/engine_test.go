package coach

import (
	"math/rand/v2"
	"testing"

	ref "codeberg.org/schiri/schiri/referee/instinkt"
	"github.com/stretchr/testify/require"
)

// positions are seeded games between the baselines stopped at every kind of
// decision, with the true hands and piles: what the engine must not see.
func positions(t testing.TB, n int) []*Table {
	var out []*Table
	rng := rand.New(rand.NewPCG(11, 12))
	players := [2]Player{Baseline{Greedy{}}, Baseline{Random{}}}
	for len(out) < n {
		tb := Deal(rng, ref.Colour(len(out)%2))
		stop := rng.IntN(20)
		for i := 0; i < stop && !tb.Game.Over(); i++ {
			require.NoError(t, tb.Step(players, rng))
		}
		if !tb.Game.Over() {
			out = append(out, tb)
		}
	}
	return out
}

// asker is the colour a hint is asked for: the one placing next, or
// either one before a reveal.
func asker(tb *Table, i int) ref.Colour {
	if tb.Game.Phase() == ref.PhaseReveal {
		return ref.Colour(i % 2)
	}
	return tb.Game.Due().Colour()
}

// Honesty: the cards the asker cannot see (the other hand, both piles) are
// permuted among themselves, and every hint stays the same.
func TestHintIgnoresWhatTheAskerCannotSee(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for i, tb := range positions(t, 12) {
		as := asker(tb, i)
		want, err := Advise(tb.Knows(as), Options{Playouts: 60, Seed: 3})
		require.NoError(t, err)
		other := as.Other()
		hidden := append(append([]ref.Card{}, tb.Hand[other]...), tb.Pile[other]...)
		hidden = append(hidden, tb.Pile[as]...)
		rng.Shuffle(len(hidden), func(i, j int) { hidden[i], hidden[j] = hidden[j], hidden[i] })
		// deal the permuted cards back by colour: the other hand and piles change, the asker's hand not
		var byColour [2][]ref.Card
		for _, c := range hidden {
			byColour[c.Colour()] = append(byColour[c.Colour()], c)
		}
		swapped := &Table{Game: tb.Game, Hand: tb.Hand}
		swapped.Hand[other] = byColour[other][:len(tb.Hand[other])]
		swapped.Pile[other] = byColour[other][len(tb.Hand[other]):]
		swapped.Pile[as] = byColour[as]
		require.NotEqual(t, tb.Hand[other], swapped.Hand[other], "position %d: the permutation changed nothing", i)
		got, err := Advise(swapped.Knows(as), Options{Playouts: 60, Seed: 3})
		require.NoError(t, err)
		require.Equal(t, want, got, "position %d", i)
	}
}

// The same input, budget and seed give the same answer, however many cores
// run the playouts; another seed may answer otherwise.
func TestHintIsReproducible(t *testing.T) {
	tb := positions(t, 3)[2]
	k := tb.Knows(asker(tb, 0))
	a, err := Advise(k, Options{Playouts: 200, Seed: 9})
	require.NoError(t, err)
	b, err := Advise(k, Options{Playouts: 200, Seed: 9})
	require.NoError(t, err)
	require.Equal(t, a, b)
	require.NotEmpty(t, a.Moves)
	total := 0
	for _, m := range a.Moves {
		total += m.Playouts
	}
	require.LessOrEqual(t, total, 200+len(a.Moves))
}

// The engine's choices are legal through whole games, and it beats random.
func TestEngineBeatsRandom(t *testing.T) {
	players := [2]Player{Engine{Playouts: 20}, Baseline{Random{}}}
	won := 0.0
	for seed := uint64(0); seed < 6; seed++ {
		share, _, err := PlayGame(seed, ref.Colour(seed%2), players)
		require.NoError(t, err)
		won += share
	}
	require.GreaterOrEqual(t, won, 5.0)
}

// Greedy is SPEC §2's: it takes the placement of the highest value, and a
// snake only when no other card gains.
func TestGreedyByTheDefinition(t *testing.T) {
	g := ref.NewGame(ref.White)
	for _, m := range []ref.Move{
		{Kind: ref.MoveReveal, Card: ref.NewCard(ref.White, 4), Other: ref.NewCard(ref.Black, 8)},
		{Kind: ref.MovePlace, Card: ref.NewCard(ref.Black, 8), At: ref.Point{}},
		{Kind: ref.MovePlace, Card: ref.NewCard(ref.White, 4), At: ref.Point{Col: 1}},
	} {
		var err error
		g, err = g.Apply(m)
		require.NoError(t, err)
	}
	b := g.Board()
	// a wolf scores one per other card beside it: any cell touching W4 only
	// … every placement's value is checked against the definition
	for _, card := range []ref.Card{ref.NewCard(ref.Black, 9), ref.NewCard(ref.Black, 6), ref.NewCard(ref.Black, 3)} {
		c, v := bestPlacement(&b, card)
		for _, other := range AppendPlacements(nil, &b, card) {
			nb, ok := apply(b, other)
			require.True(t, ok)
			w := evaluateFrames(&nb, ref.Black)
			require.False(t, v.less(w), "%v beats greedy's %v", other, c)
		}
	}
	// on an empty layout a deer gains nothing (so the snake is revealed),
	// a cat gains: it lies on an edge in 8 of the 16 frames
	var empty ref.Board
	snake := ref.NewCard(ref.Black, ref.RankSnake)
	deer, cat := ref.NewCard(ref.Black, ref.RankDeer), ref.NewCard(ref.Black, ref.RankCat)
	require.Equal(t, snake, Greedy{}.Reveal(&empty, ref.Black, []ref.Card{deer, snake}, nil))
	require.Equal(t, cat, Greedy{}.Reveal(&empty, ref.Black, []ref.Card{snake, deer, cat}, nil))
	_, v := bestPlacement(&empty, cat)
	require.Equal(t, 1.5, v.float())
	// ties go to the first card by number: two cards of no points
	require.Equal(t, ref.NewCard(ref.Black, ref.RankWolf), Greedy{}.Reveal(&empty, ref.Black, []ref.Card{deer, ref.NewCard(ref.Black, ref.RankWolf)}, nil))
}

// The arena's interval is Wilson's: known values, and 0 and 1 stay inside.
func TestWilson(t *testing.T) {
	lo, hi := Wilson(0.5, 100)
	require.InDelta(t, 0.4038, lo, 1e-4)
	require.InDelta(t, 0.5962, hi, 1e-4)
	lo, hi = Wilson(1, 2000)
	require.InDelta(t, 0.99808, lo, 1e-5)
	require.InDelta(t, 1, hi, 1e-9)
}
