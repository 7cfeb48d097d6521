package coach

import (
	"fmt"
	"math/rand/v2"
	"testing"

	ref "codeberg.org/schiri/schiri/referee/instinkt"
	score "codeberg.org/schiri/schiri/scoring/instinkt"
	"github.com/stretchr/testify/require"
)

// Whole games between the baselines go through the referee move by move:
// every choice the policies make is legal.
func TestBaselinesPlayLegalGames(t *testing.T) {
	players := [2]Player{Baseline{Greedy{}}, Baseline{Random{}}}
	for seed := uint64(0); seed < 40; seed++ {
		_, _, err := PlayGame(seed, ref.Colour(seed%2), players)
		require.NoError(t, err, "seed %d", seed)
	}
}

func BenchmarkPlayout(b *testing.B) {
	g := ref.NewGame(ref.White)
	r, err := newRoot(Knowledge{Game: g, As: ref.White, Hand: []ref.Card{ref.NewCard(ref.White, 1), ref.NewCard(ref.White, 7), ref.NewCard(ref.White, 9)}})
	require.NoError(b, err)
	rng := rand.New(rand.NewPCG(1, 2))
	start := cpuTime()
	for i := 0; b.Loop(); i++ {
		r.playout(r.cands[i%len(r.cands)], r.deal(rng), rng)
	}
	reportCPU(b, start)
}

func BenchmarkGreedyGame(b *testing.B) {
	players := [2]Player{Baseline{Greedy{}}, Baseline{Greedy{}}}
	start := cpuTime()
	for i := 0; b.Loop(); i++ {
		_, _, _ = PlayGame(uint64(i), ref.White, players)
	}
	reportCPU(b, start)
}

// evaluateFrames is the value by its definition: every frame scored whole.
func evaluateFrames(b *ref.Board, col ref.Colour) value {
	var pts [16]int
	sum := 0
	n := b.EachFrame(func(g *[16]ref.Card) {
		score.CardPoints(g, &pts)
		for i, c := range g {
			switch {
			case c == ref.NoCard:
			case c.Colour() == col:
				sum += pts[i]
			default:
				sum -= pts[i]
			}
		}
	})
	if n == 0 {
		return value{0, 1}
	}
	return value{sum, n}
}

// The fast evaluation (frame-dependent cards only, per frame) is the value
// by its definition on every layout of many random games.
func TestEvaluateIsEveryFrameScored(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	players := [2]Player{Baseline{Random{}}, Baseline{Random{}}}
	layouts := 0
	for game := 0; game < 300; game++ {
		tb := Deal(rng, ref.Colour(game%2))
		for !tb.Game.Over() {
			require.NoError(t, tb.Step(players, rng))
			b := tb.Game.Board()
			for _, col := range []ref.Colour{ref.White, ref.Black} {
				want, got := evaluateFrames(&b, col), evaluate(&b, col)
				require.Equal(t, want.sum*got.n, got.sum*want.n, "layout %v", b.Grid())
			}
			layouts++
		}
	}
	require.Greater(t, layouts, 5000)
}

// BenchmarkHint is one hint at the default budget, in the first round (the
// longest playouts) and in the middle of a game; cpu-ns/op is the CPU time
// over all cores, ns/op the wall time.
func BenchmarkHint(b *testing.B) {
	for _, stop := range []int{0, 9} {
		rng := rand.New(rand.NewPCG(21, 22))
		tb := Deal(rng, ref.White)
		players := [2]Player{Baseline{Greedy{}}, Baseline{Greedy{}}}
		for i := 0; i < stop; i++ {
			require.NoError(b, tb.Step(players, rng))
		}
		as := ref.White
		if tb.Game.Phase() != ref.PhaseReveal {
			as = tb.Game.Due().Colour()
		}
		b.Run(fmt.Sprintf("steps=%d", stop), func(b *testing.B) {
			start := cpuTime()
			for b.Loop() {
				_, err := Advise(tb.Knows(as), Options{Playouts: DefaultPlayouts, Seed: 1})
				require.NoError(b, err)
			}
			reportCPU(b, start)
		})
	}
}
