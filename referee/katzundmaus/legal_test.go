package katzundmaus

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLegal(t *testing.T) {
	g := tp{aStock: "3 K", aHand: "2 A 2", aDiscard: [4]string{"", "5"}, build: [4]string{"A", "A 2 3 4", "", "A 2 3 4 5 6 7 8 9 10 J"}}.game(t)
	var got []string
	for _, m := range g.Legal() {
		got = append(got, m.String())
	}
	assert.Equal(t, []string{
		"hA-b3", "hA-d1", "hA-d2", "hA-d3", "hA-d4",
		"h2-b1", "h2-d1", "h2-d2", "h2-d3", "h2-d4",
		"s-b1", "s-b2", "s-b3", "s-b4",
		"d2-b2",
	}, got)

	end := tp{aHand: "A", starts: "B"}.game(t)
	next, err := end.Apply(Move{From: Hand, Rank: Ace, To: Build})
	require.NoError(t, err)
	assert.Equal(t, []Move{EndMove}, next.Legal())

	over := tp{aStock: "A", aHand: "2"}.game(t)
	next, err = over.Apply(Move{From: Stock, To: Build})
	require.NoError(t, err)
	assert.Empty(t, next.Legal())
}

// allMoves is every move the move syntax can express.
func allMoves() []Move {
	var out []Move
	for to := range uint8(nPiles) {
		for _, dst := range []Place{Build, Discard} {
			for c := Ace; c <= King; c++ {
				out = append(out, Move{From: Hand, Rank: c, To: dst, ToPile: to})
			}
			out = append(out, Move{From: Stock, To: dst, ToPile: to})
			for from := range uint8(nPiles) {
				out = append(out, Move{From: Discard, FromPile: from, To: dst, ToPile: to})
			}
		}
	}
	return append(out, EndMove)
}

// TestLegalAgreesWithApply: along random games, a move is in Legal exactly
// when Apply accepts it, and Legal lists no move twice.
func TestLegalAgreesWithApply(t *testing.T) {
	all := allMoves()
	for seed := range uint64(10) {
		g := Deal(seed)
		r := NewRandom(seed)
		for steps := 0; !g.Over(); steps++ {
			require.Less(t, steps, 10000)
			legal := map[Move]bool{}
			for _, m := range g.Legal() {
				require.False(t, legal[m], "seed %d: %s listed twice", seed, m)
				legal[m] = true
			}
			for _, m := range all {
				_, err := g.Apply(m)
				require.Equal(t, legal[m], err == nil, "seed %d step %d: %s: %v", seed, steps, m, err)
			}
			require.Nil(t, g.Play(r.Next(g)))
		}
	}
}

// TestCardsAreKept: no card is made or lost, except the completed build piles.
func TestCardsAreKept(t *testing.T) {
	for seed := range uint64(20) {
		g := Deal(seed)
		r := NewRandom(seed)
		removed := 0
		for !g.Over() {
			m := r.Next(g)
			if m.To == Build && g.BuildValue(int(m.ToPile)) == 11 {
				removed += 12
			}
			require.Nil(t, g.Play(m))
			n := g.TalonCount()
			for _, p := range []Player{A, B} {
				n += g.StockCount(p) + len(g.Hand(p))
				for j := range 4 {
					n += len(g.Discard(p, j))
				}
			}
			for i := range 4 {
				n += g.BuildValue(i)
			}
			require.Equal(t, DeckSize, n+removed, "seed %d", seed)
		}
	}
}
