package referee_test

import (
	"errors"
	"math/rand/v2"
	"strconv"
	"testing"

	"codeberg.org/schiri/schiri/referee"
	"codeberg.org/schiri/schiri/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// counter counts from 0 to 2 by +1: a toy game of the whole contract.
type counter struct{ n int }

var errNone = errors.New("nothing to undo")

func (c *counter) Legal() []int {
	if c.n >= 2 {
		return nil
	}
	return []int{1}
}

func (c *counter) Apply(m int) (*counter, error) {
	if m != 1 || c.n >= 2 {
		return nil, rules.NewVerdict(rules.KodiakEndFinished, "kodiak.msg.finished")
	}
	return &counter{c.n + 1}, nil
}

func (c *counter) Outcome() referee.Outcome {
	if c.n >= 2 {
		return referee.Outcome{Over: true, Rule: rules.KodiakEndFinished}
	}
	return referee.Outcome{}
}

func (c *counter) Undo() (*counter, error) {
	if c.n == 0 {
		return nil, errNone
	}
	return &counter{c.n - 1}, nil
}

var _ referee.Game[*counter, int] = (*counter)(nil)

// A game with its types erased offers its own moves as values, takes them
// back, refuses a value of another type without a verdict, and passes
// refusals and errors through as they are.
func TestErase(t *testing.T) {
	erase := referee.Erase(referee.Extra[*counter, int]{
		State:  func(c *counter) string { return strconv.Itoa(c.n) },
		Replay: func(c *counter) (*counter, error) { return &counter{c.n}, nil },
	})
	p := erase(&counter{})
	assert.Equal(t, []any{1}, p.Legal())
	assert.Nil(t, p.Propose(rand.New(rand.NewPCG(1, 2))), "every move is listed")
	_, err := p.Undo()
	assert.Same(t, errNone, err)

	_, err = p.Apply("1")
	require.Error(t, err)
	var v *rules.Verdict
	assert.False(t, errors.As(err, &v), "a value of another type is no move: not a rule's refusal")

	p, err = p.Apply(1)
	require.NoError(t, err)
	p, err = p.Apply(1)
	require.NoError(t, err)
	assert.Equal(t, "2", p.State())
	assert.True(t, p.Outcome().Over)
	assert.Nil(t, p.Legal())
	_, err = p.Apply(1)
	assert.True(t, errors.As(err, &v))

	back, err := p.Undo()
	require.NoError(t, err)
	assert.Equal(t, "1", back.State())
	re, err := back.Replay()
	require.NoError(t, err)
	assert.Equal(t, &counter{1}, re.Game())
}

// A game checked as a whole lists nothing and proposes what its Extra
// draws; its apply decides.
func TestEraseUndoable(t *testing.T) {
	erase := referee.EraseUndoable(func(c *counter, m int) (*counter, error) { return c.Apply(m) },
		referee.Extra[*counter, int]{
			State:   func(c *counter) string { return strconv.Itoa(c.n) },
			Propose: func(*counter, *rand.Rand) []int { return []int{1, 5} },
		})
	p := erase(&counter{})
	assert.Nil(t, p.Legal())
	assert.Equal(t, []any{1, 5}, p.Propose(nil))
	_, err := p.Apply(5)
	assert.Error(t, err)
	p, err = p.Apply(1)
	require.NoError(t, err)
	assert.Equal(t, "1", p.State())
}
