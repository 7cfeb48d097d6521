// Package refereetest is the conformance test of the referee contract
// (package referee): random legal play from many seeds, where every move
// Legal offers is accepted by Apply, moves it does not offer are refused
// with a verdict and leave the game untouched, a finished game names its
// clause and its winner and a running one neither, Replay of the record equals
// the game, undo then redo is the identity, and nothing panics.
//
// A Spec takes the contract's verbs from the game's own methods
// (FromGame, FromPlayable, FromUndoable, after the interfaces of package
// referee); FromPlayed plays a game knowing only its erased form, as the
// registry (internal/table/games) runs every game it lists.
package refereetest

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"codeberg.org/schiri/schiri/referee"
	"codeberg.org/schiri/schiri/rules"
)

// Spec adapts one game to the harness. G is the game value, M a move.
type Spec[G any, M any] struct {
	// New is a fresh game from a random source (a random setup).
	New func(r *rand.Rand) G
	// Legal, Apply and Outcome are the game's contract verbs.
	Legal   func(G) []M
	Apply   func(G, M) (G, error)
	Outcome func(G) referee.Outcome
	// Replay rebuilds the game from its record (the setup plus the moves).
	Replay func(G) (G, error)
	// Undo is the game without its last move (nil: the game has no saved
	// form, so no undo).
	Undo func(G) (G, error)
	// State is a canonical rendering of everything the game holds: two
	// games are equal when their states are.
	State func(G) string
	// MoveKey names a move, to tell offered moves from others.
	MoveKey func(M) string
	// Others proposes moves Legal may not offer (wrong cards, cells,
	// players…): each one not offered must be refused with a verdict.
	Others func(G, *rand.Rand) []M
	// Open reports a move whose legality is a validation rather than a
	// listed choice (a clue of open-ended text): it may be accepted or refused, but
	// a refusal still comes as a verdict with the game untouched.
	Open func(G, M) bool
	// Extra proposes such open moves to play when Legal offers none.
	Extra func(G, *rand.Rand) []M
	// Winner is who has won a finished game by the game's own rules (""
	// for a draw), worked out from the game's state independently of
	// Outcome, which must name the same. Nil for a game whose referee
	// names no winner (the points decide, in scoring): then Outcome's
	// Winner must always be "". A running game never names a winner.
	Winner func(G) string
	// MaxMoves bounds one game (a safety net against a game that never
	// ends).
	MaxMoves int
}

// reporter is the part of *testing.T the harness uses (a test of the
// harness itself records instead).
type reporter interface {
	Helper()
	Fatalf(format string, args ...any)
}

// Run plays games from seeds 1..seeds and checks the contract at every step.
func Run[G any, M any](t *testing.T, s Spec[G, M], seeds int) {
	t.Helper()
	for seed := 1; seed <= seeds; seed++ {
		if !t.Run(fmt.Sprintf("seed%d", seed), func(t *testing.T) { play(t, s, uint64(seed)) }) {
			return // one failing seed says enough
		}
	}
}

// game is one game of the harness: the spec, the test and the random
// source, with the checks of one step as its methods.
type game[G any, M any] struct {
	t reporter
	s Spec[G, M]
	r *rand.Rand
}

func play[G any, M any](t reporter, s Spec[G, M], seed uint64) {
	p := game[G, M]{t: t, s: s, r: rand.New(rand.NewPCG(seed, 0x5c41))}
	var g G
	guard(t, "New", func() { g = s.New(p.r) })
	for step := 0; ; step++ {
		legal, out := p.outcome(step, g)
		offered := map[string]bool{}
		for _, m := range legal {
			offered[s.MoveKey(m)] = true
		}
		before := s.State(g)
		p.othersRefused(step, g, offered, before)
		if out.Over {
			return
		}
		if step >= s.MaxMoves {
			t.Fatalf("no end after %d moves", step)
		}
		m := p.offeredAccepted(step, g, legal)
		var (
			next G
			err  error
		)
		guard(t, "Apply "+s.MoveKey(m), func() { next, err = s.Apply(g, m) })
		if err != nil {
			t.Fatalf("step %d: %s refused: %v", step, s.MoveKey(m), err)
		}
		if got := s.State(g); got != before {
			t.Fatalf("step %d: Apply(%s) changed the game it was given", step, s.MoveKey(m))
		}
		after := s.State(next)
		p.replays(step, next, after)
		p.undoes(step, next, m, before, after)
		g = next
	}
}

// outcome is what the game offers and whether it is over, checked: a
// finished game names its clause and its winner and offers no move, a
// running one names neither.
func (p game[G, M]) outcome(step int, g G) ([]M, referee.Outcome) {
	t, s := p.t, p.s
	var (
		legal []M
		out   referee.Outcome
	)
	guard(t, "Legal/Outcome", func() { legal, out = s.Legal(g), s.Outcome(g) })
	if out.Over {
		if out.Rule == "" {
			t.Fatalf("step %d: the game is over but names no clause", step)
		}
		checkClause(t, out.Rule)
		if len(legal) > 0 {
			t.Fatalf("step %d: the game is over but Legal offers %d moves", step, len(legal))
		}
		want := ""
		if s.Winner != nil {
			want = s.Winner(g)
		}
		if out.Winner != want {
			t.Fatalf("step %d: the game is over and names the winner %q, not %q", step, out.Winner, want)
		}
	} else if out.Rule != "" {
		t.Fatalf("step %d: a running game names the clause %s", step, out.Rule)
	} else if out.Winner != "" {
		t.Fatalf("step %d: a running game names the winner %q", step, out.Winner)
	}
	return legal, out
}

// othersRefused: moves not offered are refused with a verdict, the game
// untouched.
func (p game[G, M]) othersRefused(step int, g G, offered map[string]bool, before string) {
	t, s := p.t, p.s
	if s.Others == nil {
		return
	}
	for _, m := range s.Others(g, p.r) {
		if offered[s.MoveKey(m)] {
			continue
		}
		var (
			ng  G
			err error
		)
		guard(t, "Apply "+s.MoveKey(m), func() { ng, err = s.Apply(g, m) })
		open := s.Open != nil && s.Open(g, m)
		if err == nil && !open {
			t.Fatalf("step %d: %s is not offered by Legal but Apply accepts it", step, s.MoveKey(m))
		}
		if err != nil {
			refused(t, step, s.MoveKey(m), any(ng), err)
		}
		if got := s.State(g); got != before {
			t.Fatalf("step %d: Apply(%s) changed the game it was given", step, s.MoveKey(m))
		}
	}
}

// offeredAccepted: every offered (or, with none, open) move is accepted
// (up to 16 of them, to stay fast); it returns a random one to play.
func (p game[G, M]) offeredAccepted(step int, g G, legal []M) M {
	t, s := p.t, p.s
	candidates := legal
	if len(candidates) == 0 && s.Extra != nil {
		for _, m := range s.Extra(g, p.r) {
			if _, err := s.Apply(g, m); err == nil {
				candidates = append(candidates, m)
			}
		}
	}
	if len(candidates) == 0 {
		t.Fatalf("step %d: the game runs but no move is legal", step)
	}
	sample := slices.Clone(candidates)
	p.r.Shuffle(len(sample), func(i, j int) { sample[i], sample[j] = sample[j], sample[i] })
	for _, m := range sample[:min(len(sample), 16)] {
		var err error
		guard(t, "Apply "+s.MoveKey(m), func() { _, err = s.Apply(g, m) })
		if err != nil {
			t.Fatalf("step %d: Legal offers %s but Apply refuses it: %v", step, s.MoveKey(m), err)
		}
	}
	return sample[0]
}

// replays: the record replays to the same game.
func (p game[G, M]) replays(step int, next G, after string) {
	t, s := p.t, p.s
	if s.Replay == nil {
		return
	}
	var (
		re  G
		err error
	)
	guard(t, "Replay", func() { re, err = s.Replay(next) })
	if err != nil {
		t.Fatalf("step %d: the record does not replay: %v", step, err)
	}
	if got := s.State(re); got != after {
		t.Fatalf("step %d: Replay(record) differs from the game:\n got %s\nwant %s", step, got, after)
	}
}

// undoes: undo, then the same move again, is the identity.
func (p game[G, M]) undoes(step int, next G, m M, before, after string) {
	t, s := p.t, p.s
	if s.Undo == nil {
		return
	}
	var (
		back, again G
		err         error
	)
	guard(t, "Undo", func() { back, err = s.Undo(next) })
	if err != nil {
		t.Fatalf("step %d: undo after %s: %v", step, s.MoveKey(m), err)
	}
	if got := s.State(back); got != before {
		t.Fatalf("step %d: undo after %s does not give back the game:\n got %s\nwant %s", step, s.MoveKey(m), got, before)
	}
	guard(t, "redo", func() { again, err = s.Apply(back, m) })
	if err != nil || s.State(again) != after {
		t.Fatalf("step %d: redo of %s differs (%v)", step, s.MoveKey(m), err)
	}
}

// refused checks a refusal: a *rules.Verdict citing a real clause, and no
// game.
func refused(t reporter, step int, move string, game any, err error) {
	t.Helper()
	var v *rules.Verdict
	if !errors.As(err, &v) {
		t.Fatalf("step %d: %s refused without a verdict: %v", step, move, err)
	}
	checkClause(t, v.Rule)
	if !isNil(game) {
		t.Fatalf("step %d: %s refused, yet Apply returned a game", step, move)
	}
}

func isNil(v any) bool {
	if v == nil {
		return true
	}
	switch rv := reflect.ValueOf(v); rv.Kind() {
	case reflect.Pointer, reflect.Map, reflect.Slice, reflect.Interface:
		return rv.IsNil()
	}
	return false
}

func checkClause(t reporter, id rules.ID) {
	t.Helper()
	if !slices.Contains(rules.AllIDs, id) {
		t.Fatalf("the clause %q is not in the rule texts", id)
	}
}

// guard turns a panic into a test failure naming what panicked.
func guard(t reporter, what string, f func()) {
	t.Helper()
	defer func() {
		if p := recover(); p != nil {
			t.Fatalf("%s panicked: %v", what, p)
		}
	}()
	f()
}
