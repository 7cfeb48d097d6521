package refereetest

import (
	"fmt"
	"math/rand/v2"

	"codeberg.org/schiri/schiri/referee"
)

// FromPlayable is s with New as newGame and the verbs Legal, Apply and
// Outcome taken from the game's own methods (referee.Playable); the rest
// (State, MoveKey, Others, …) as s has them.
func FromPlayable[G referee.Playable[G, M], M any](newGame func(*rand.Rand) G, s Spec[G, M]) Spec[G, M] {
	s.New = newGame
	s.Legal = func(g G) []M { return g.Legal() }
	s.Apply = func(g G, m M) (G, error) { return g.Apply(m) }
	s.Outcome = func(g G) referee.Outcome { return g.Outcome() }
	return s
}

// FromGame is FromPlayable with Undo taken from the game's method too
// (referee.Game).
func FromGame[G referee.Game[G, M], M any](newGame func(*rand.Rand) G, s Spec[G, M]) Spec[G, M] {
	s = FromPlayable(newGame, s)
	s.Undo = func(g G) (G, error) { return g.Undo() }
	return s
}

// FromUndoable is s with New as newGame, Outcome and Undo taken from the
// game's own methods (referee.Undoable), and Legal listing nothing: for a
// game whose moves are checked as a whole rather than listed (Kodiak), s
// gives Apply (the check turned into a verdict) and Extra (moves to try).
func FromUndoable[G referee.Undoable[G], M any](newGame func(*rand.Rand) G, s Spec[G, M]) Spec[G, M] {
	s.New = newGame
	s.Legal = func(G) []M { return nil }
	s.Outcome = func(g G) referee.Outcome { return g.Outcome() }
	s.Undo = func(g G) (G, error) { return g.Undo() }
	return s
}

// FromPlayed is the Spec of a game through its erased form (a registry
// entry's referee), knowing nothing of the game but referee.Played: random
// setups from random, the listed moves and the proposed ones played, the
// record replayed, undo and redo. The moves not offered that it tries are
// a sample of the ones offered at the step before (each must now be refused, or be
// offered again), so the Spec keeps that step's moves: one Run at a time.
// The winner is not worked out independently (Outcome's is taken as it
// is): the per-game tests do that, with moves of their own.
func FromPlayed(random referee.Random, maxMoves int) Spec[referee.Played, any] {
	var before []any // the moves offered at the step before
	return Spec[referee.Played, any]{
		New: func(r *rand.Rand) referee.Played {
			before = nil
			return random(r)
		},
		Legal:   referee.Played.Legal,
		Apply:   referee.Played.Apply,
		Outcome: referee.Played.Outcome,
		Replay:  referee.Played.Replay,
		Undo:    referee.Played.Undo,
		State:   referee.Played.State,
		MoveKey: func(m any) string { return fmt.Sprintf("%T %+v", m, m) },
		Others: func(g referee.Played, r *rand.Rand) []any {
			others := before
			before = g.Legal()
			r.Shuffle(len(others), func(i, j int) { others[i], others[j] = others[j], others[i] })
			return others[:min(len(others), 6)] // a sample, to stay fast
		},
		Extra:    referee.Played.Propose,
		Winner:   func(g referee.Played) string { return g.Outcome().Winner },
		MaxMoves: maxMoves,
	}
}
