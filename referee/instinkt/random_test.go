package instinkt

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// playRandom plays a whole random legal game: a random pair of unused cards
// each round, then a random legal placement (deer lines included) and a
// random raccoon move. buf is reused for the legal moves.
func playRandom(rng *rand.Rand, buf []Move) (*Game, []Move, int) {
	g := NewGame(Colour(rng.IntN(2)))
	steps := 0
	for !g.Over() {
		var m Move
		if g.Phase() == PhaseReveal {
			m = Move{Kind: MoveReveal, Card: randomUnused(rng, g.Used(), White), Other: randomUnused(rng, g.Used(), Black)}
		} else {
			buf = g.AppendLegal(buf[:0])
			m = buf[rng.IntN(len(buf))]
		}
		ng, v := g.ApplyVerdict(m)
		if v != nil {
			panic("legal move rejected: " + m.String() + ": " + v.Error())
		}
		g = ng
		steps++
	}
	return g, buf, steps
}

func randomUnused(rng *rand.Rand, used CardSet, col Colour) Card {
	for {
		c := NewCard(col, 1+rng.IntN(12))
		if !used.Has(c) {
			return c
		}
	}
}

func TestRandomGamesStayLegal(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var buf []Move
	for i := 0; i < 3000; i++ {
		var g *Game
		g, buf, _ = playRandom(rng, buf)
		b := g.Board()
		require.True(t, b.Full())
		grid, ok := b.Final()
		require.True(t, ok)
		var counts [2]int
		seen := CardSet(0)
		for _, c := range grid {
			require.True(t, c.Valid())
			require.False(t, c.IsSnake())
			require.False(t, seen.Has(c), "card twice: %v", c)
			seen = seen.With(c)
			counts[c.Colour()]++
		}
		assert.Equal(t, [2]int{8, 8}, counts)
		assert.True(t, b.Connected())
		top, bottom, _ := b.Box()
		assert.Equal(t, Point{3, 3}, Point{bottom.Row - top.Row, bottom.Col - top.Col})
	}
}

// Every move Legal lists is accepted by Apply, and a placement on a cell it
// does not list is rejected.
func TestLegalAgreesWithApply(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	for i := 0; i < 300; i++ {
		g := NewGame(White)
		for !g.Over() {
			if g.Phase() == PhaseReveal {
				g, _ = g.Apply(Move{Kind: MoveReveal, Card: randomUnused(rng, g.Used(), White), Other: randomUnused(rng, g.Used(), Black)})
				continue
			}
			legal := g.Legal()
			require.NotEmpty(t, legal)
			for _, m := range legal {
				_, err := g.Apply(m)
				require.NoError(t, err, "move %s", m)
			}
			board := g.Board()
			if g.Phase() == PhasePlace && !legal[0].IsLine() && board.Len() > 0 {
				listed := map[Point]bool{}
				for _, m := range legal {
					listed[m.At] = true
				}
				top, bottom, _ := board.Box()
				for r := top.Row - 5; r <= bottom.Row+5; r++ {
					for c := top.Col - 5; c <= bottom.Col+5; c++ {
						p := Point{r, c}
						if listed[p] {
							continue
						}
						_, err := g.Apply(Move{Kind: MovePlace, Card: g.Due(), At: p})
						require.Error(t, err, "cell %v not listed but accepted", p)
					}
				}
			}
			var err error
			g, err = g.Apply(legal[rng.IntN(len(legal))])
			require.NoError(t, err)
		}
	}
}

func BenchmarkRandomGame(b *testing.B) {
	rng := rand.New(rand.NewPCG(3, 4))
	buf := make([]Move, 0, 256)
	b.ReportAllocs()
	for b.Loop() {
		_, buf, _ = playRandom(rng, buf)
	}
}
