package referee

import (
	"fmt"
	"math/rand/v2"
)

// Played is a game of any kind with its types erased, for code that holds
// every game in one list (the table's registry, its conformance test): the
// verbs of the contract, with moves as plain values of the game's own move
// type and a refusal as an error.
type Played interface {
	// Outcome is where the game stands.
	Outcome() Outcome
	// Legal lists every legal move now (none for a game whose moves are
	// validated rather than listed: Kodiak).
	Legal() []any
	// Propose draws from r a few well-formed moves Legal does not list —
	// Codenames clues, Kodiak round sheets — for random play; Apply
	// decides whether each is legal. None for a game whose moves are all
	// listed.
	Propose(r *rand.Rand) []any
	// Apply is the game after move, or nil and an error: a
	// *rules.Verdict for a move the rules refuse (for Kodiak the first
	// error of the sheet's report), another error for a value that is
	// not a move of the game.
	Apply(move any) (Played, error)
	// Undo is the game without its last move.
	Undo() (Played, error)
	// Replay is the game rebuilt from its record (setup and moves).
	Replay() (Played, error)
	// State is a canonical rendering of everything the game holds: two
	// games are equal when their states are.
	State() string
	// Game is the game's own value (*codenames.Game, *kodiak.Game, …).
	Game() any
}

// Random starts a game from a random setup drawn from r: a game's referee
// in the registry (table.Game.Referee).
type Random func(r *rand.Rand) Played

// Extra is what erasing a game's types needs beyond its interface.
type Extra[G any, M any] struct {
	// State renders everything the game holds (Played.State).
	State func(G) string
	// Replay rebuilds the game from its record (Played.Replay).
	Replay func(G) (G, error)
	// Propose draws moves Legal does not list (Played.Propose); nil when
	// every move is listed.
	Propose func(G, *rand.Rand) []M
}

// Erase is what turns a Game of type G into a Played.
func Erase[G Game[G, M], M any](x Extra[G, M]) func(G) Played {
	v := &verbs[G, M]{
		legal: func(g G) []M { return g.Legal() },
		apply: func(g G, m M) (G, error) { return g.Apply(m) },
		undo:  func(g G) (G, error) { return g.Undo() },
		Extra: x,
	}
	return func(g G) Played { return played[G, M]{g, v} }
}

// EraseUndoable is Erase for a game that lists no moves and checks each
// as a whole (Kodiak's round sheet): apply turns its check into the
// contract's Apply (nil and a *rules.Verdict for a refusal).
func EraseUndoable[G Undoable[G], M any](apply func(G, M) (G, error), x Extra[G, M]) func(G) Played {
	v := &verbs[G, M]{
		legal: func(G) []M { return nil },
		apply: apply,
		undo:  func(g G) (G, error) { return g.Undo() },
		Extra: x,
	}
	return func(g G) Played { return played[G, M]{g, v} }
}

type verbs[G any, M any] struct {
	legal func(G) []M
	apply func(G, M) (G, error)
	undo  func(G) (G, error)
	Extra[G, M]
}

type played[G Undoable[G], M any] struct {
	g G
	v *verbs[G, M]
}

func (p played[G, M]) Outcome() Outcome { return p.g.Outcome() }
func (p played[G, M]) Legal() []any     { return anys(p.v.legal(p.g)) }
func (p played[G, M]) State() string    { return p.v.State(p.g) }
func (p played[G, M]) Game() any        { return p.g }

func (p played[G, M]) Propose(r *rand.Rand) []any {
	if p.v.Propose == nil {
		return nil
	}
	return anys(p.v.Propose(p.g, r))
}

func (p played[G, M]) Apply(move any) (Played, error) {
	m, ok := move.(M)
	if !ok {
		return nil, fmt.Errorf("referee: %T is not a move of %T", move, p.g)
	}
	return p.wrap(p.v.apply(p.g, m))
}

func (p played[G, M]) Undo() (Played, error)   { return p.wrap(p.v.undo(p.g)) }
func (p played[G, M]) Replay() (Played, error) { return p.wrap(p.v.Replay(p.g)) }

func (p played[G, M]) wrap(g G, err error) (Played, error) {
	if err != nil {
		return nil, err
	}
	return played[G, M]{g, p.v}, nil
}

func anys[M any](ms []M) []any {
	if len(ms) == 0 {
		return nil
	}
	out := make([]any, len(ms))
	for i, m := range ms {
		out[i] = m
	}
	return out
}
