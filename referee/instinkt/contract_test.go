package instinkt

import (
	"math/rand/v2"
	"testing"

	"codeberg.org/schiri/schiri/referee/refereetest"
)

// Instinkt through the referee contract: whole games of random legal
// moves, with random wrong reveals, placements and raccoon moves tried at
// every step.
func TestContract(t *testing.T) {
	card := func(r *rand.Rand) Card { return NewCard([]Colour{White, Black}[r.IntN(2)], 1+r.IntN(RankSnake)) }
	refereetest.Run(t, refereetest.FromGame(RandomGame, refereetest.Spec[*Game, Move]{
		Replay: func(g *Game) (*Game, error) { return ReplayMoves(g.StartMarker(), g.Moves()) },
		State:  (*Game).state,
		MoveKey: func(m Move) string {
			if m.Kind == MoveReveal && m.Card.Colour() == Black { // one move, either order
				m.Card, m.Other = m.Other, m.Card
			}
			return m.String()
		},
		Others: func(g *Game, r *rand.Rand) []Move {
			at := Point{r.IntN(7) - 3, r.IntN(7) - 3}
			return []Move{
				{Kind: MoveReveal, Card: card(r), Other: card(r)},
				{Kind: MovePlace, Card: card(r), At: at},
				{Kind: MovePlace, Card: g.Due(), At: at},
				{Kind: MoveRaccoon, Card: card(r), At: at},
				{Kind: MoveRaccoonNone},
				{Kind: MoveKind(99)},
			}
		},
		// the first card of the game goes anywhere (I2): Legal offers 0 0
		// for it, any other cell is as good
		Open:     func(g *Game, m Move) bool { b := g.Board(); return m.Kind == MovePlace && b.Len() == 0 },
		MaxMoves: 200,
	}), 100)
}

// The game with its types erased (its referee in the registry) keeps the
// contract too.
func TestReferee(t *testing.T) {
	refereetest.Run(t, refereetest.FromPlayed(Referee, 5000), 4)
}
