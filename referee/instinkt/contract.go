package instinkt

import (
	"fmt"
	"math/rand/v2"

	"codeberg.org/schiri/schiri/referee"
)

// Instinkt keeps the whole referee contract.
var _ referee.Game[*Game, Move] = (*Game)(nil)

// Referee starts a game with a random first marker holder, with its types
// erased: Instinkt in the registry. Every move is listed (the first card,
// which may go anywhere, is offered at 0 0), so it proposes none.
func Referee(r *rand.Rand) referee.Played { return erase(RandomGame(r)) }

var erase = referee.Erase(referee.Extra[*Game, Move]{
	State:  (*Game).state,
	Replay: func(g *Game) (*Game, error) { return ReplayMoves(g.StartMarker(), g.Moves()) },
})

// RandomGame is a new game whose first marker holder is drawn from r.
func RandomGame(r *rand.Rand) *Game { return NewGame([]Colour{White, Black}[r.IntN(2)]) }

// state renders everything the game holds.
func (g *Game) state() string { return fmt.Sprintf("%+v", *g) }
