package refereetest

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"testing"

	"codeberg.org/schiri/schiri/referee"
	"codeberg.org/schiri/schiri/rules"
	"github.com/stretchr/testify/assert"
)

// recorder stands in for *testing.T: the first Fatalf is kept and ends the
// run, as t.Fatalf does.
type recorder struct{ msg string }

func (r *recorder) Helper() {}
func (r *recorder) Fatalf(format string, args ...any) {
	r.msg = fmt.Sprintf(format, args...)
	runtime.Goexit()
}

func run[G, M any](s Spec[G, M]) string {
	r := &recorder{}
	done := make(chan struct{})
	go func() { defer close(done); play(r, s, 1) }()
	<-done
	return r.msg
}

// counter is a toy game: count from 0 to 3 by +1; other steps are illegal.
type counter struct{ n int }

func spec() Spec[*counter, int] {
	return Spec[*counter, int]{
		New:   func(*rand.Rand) *counter { return &counter{} },
		Legal: func(c *counter) []int { return map[bool][]int{true: {1}, false: nil}[c.n < 3] },
		Apply: func(c *counter, m int) (*counter, error) {
			if m != 1 || c.n >= 3 {
				return nil, rules.NewVerdict(rules.KodiakEndFinished, "kodiak.msg.finished")
			}
			return &counter{c.n + 1}, nil
		},
		Outcome: func(c *counter) referee.Outcome {
			if c.n >= 3 {
				return referee.Outcome{Over: true, Rule: rules.KodiakEndFinished}
			}
			return referee.Outcome{}
		},
		Replay:   func(c *counter) (*counter, error) { return &counter{c.n}, nil },
		Undo:     func(c *counter) (*counter, error) { return &counter{c.n - 1}, nil },
		State:    func(c *counter) string { return fmt.Sprint(c.n) },
		MoveKey:  func(m int) string { return fmt.Sprint(m) },
		Others:   func(*counter, *rand.Rand) []int { return []int{2, -1} },
		MaxMoves: 10,
	}
}

// The harness passes a game that keeps the contract and catches each way of
// breaking it.
func TestHarness(t *testing.T) {
	assert.Empty(t, run(spec()), "a game that keeps the contract")

	s := spec()
	apply := s.Apply
	s.Apply = func(c *counter, m int) (*counter, error) { return &counter{c.n + m}, nil }
	assert.Contains(t, run(s), "not offered by Legal but Apply accepts it")

	s = spec()
	s.Apply = func(c *counter, m int) (*counter, error) {
		if m != 1 {
			return c, rules.NewVerdict(rules.KodiakEndFinished, "kodiak.msg.finished")
		}
		return apply(c, m)
	}
	assert.Contains(t, run(s), "refused, yet Apply returned a game")

	s = spec()
	s.Apply = func(c *counter, m int) (*counter, error) {
		if m != 1 {
			return nil, fmt.Errorf("no")
		}
		return apply(c, m)
	}
	assert.Contains(t, run(s), "refused without a verdict")

	s = spec()
	s.Undo = func(c *counter) (*counter, error) { return &counter{0}, nil }
	assert.Contains(t, run(s), "undo after 1 does not give back the game")

	s = spec()
	s.Replay = func(c *counter) (*counter, error) { return &counter{}, nil }
	assert.Contains(t, run(s), "Replay(record) differs")

	s = spec()
	s.Outcome = func(c *counter) referee.Outcome { return referee.Outcome{Over: c.n >= 3} }
	assert.Contains(t, run(s), "over but names no clause")

	// the winner: "" while the game runs, the one the game's rules name
	// once it is over, "" throughout when the referee names none
	s = spec()
	s.Outcome = func(c *counter) referee.Outcome { return referee.Outcome{Winner: "A"} }
	assert.Contains(t, run(s), `a running game names the winner "A"`)
	s = spec()
	s.Winner = func(*counter) string { return "A" }
	assert.Contains(t, run(s), `names the winner "", not "A"`)
	outcome := spec().Outcome
	s.Outcome = func(c *counter) referee.Outcome {
		o := outcome(c)
		o.Winner = map[bool]string{true: "A"}[o.Over]
		return o
	}
	assert.Empty(t, run(s))
	s.Winner = nil
	assert.Contains(t, run(s), `names the winner "A", not ""`)

	s = spec()
	s.Legal = func(c *counter) []int { panic("boom") }
	assert.Contains(t, run(s), "panicked: boom")
}

// toy is counter as a referee.Game; a lax one accepts any step.
type toy struct {
	n   int
	lax bool
}

func (c *toy) Legal() []int             { return spec().Legal(&counter{c.n}) }
func (c *toy) Outcome() referee.Outcome { return spec().Outcome(&counter{c.n}) }
func (c *toy) Apply(m int) (*toy, error) {
	if !c.lax && (m != 1 || c.n >= 3) {
		return nil, rules.NewVerdict(rules.KodiakEndFinished, "kodiak.msg.finished")
	}
	return &toy{c.n + m, c.lax}, nil
}
func (c *toy) Undo() (*toy, error) {
	if c.n == 0 {
		return nil, fmt.Errorf("nothing to undo")
	}
	return &toy{c.n - 1, c.lax}, nil
}

// FromPlayed checks a game knowing only its erased form: a move offered one
// move back and accepted now though no longer offered is caught.
func TestFromPlayed(t *testing.T) {
	erase := referee.Erase(referee.Extra[*toy, int]{
		State:  func(c *toy) string { return fmt.Sprint(c.n) },
		Replay: func(c *toy) (*toy, error) { return &toy{c.n, c.lax}, nil },
	})
	random := func(lax bool) referee.Random {
		return func(*rand.Rand) referee.Played { return erase(&toy{lax: lax}) }
	}
	assert.Empty(t, run(FromPlayed(random(false), 10)))
	assert.Contains(t, run(FromPlayed(random(true), 10)), "not offered by Legal but Apply accepts it")
}
