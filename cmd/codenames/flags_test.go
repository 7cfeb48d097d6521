package codenames

import (
	"io"
	"testing"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// parse runs a command line through a command built with a runF seam and
// returns the options it parsed into; nothing runs.
func parse[T any](t *testing.T, build func(runF func(T) error) *cobra.Command, args ...string) T {
	t.Helper()
	var got T
	c := build(func(o T) error { got = o; return nil })
	c.SetArgs(args)
	c.SetOut(io.Discard)
	c.SetErr(io.Discard)
	require.NoError(t, c.Execute())
	return got
}

// Flags and arguments land in the options the command uses (gh's runF).
func TestFlagsToOptions(t *testing.T) {
	f, _ := testFactory(t, "en", false)
	g := parse(t, func(r func(*GuessOptions) error) *cobra.Command { return newGuessCmd(f, r) }, "--game", "abend", "2,5")
	assert.Equal(t, "abend", g.Game)
	assert.Equal(t, "2,5", g.Target)

	k := parse(t, func(r func(*KeyOptions) error) *cobra.Command { return newKeyCmd(f, r) },
		"--seed", "K7F3QX", "--size", "4x5", "--starts", "blue", "--words", "none", "--qr")
	assert.Equal(t, boardFlags{Seed: "K7F3QX", Size: "4x5", Starts: "blue", Words: "none"}, k.boardFlags)
	assert.True(t, k.QR)

	c := parse(t, func(r func(*ClueOptions) error) *cobra.Command { return newClueCmd(f, r) }, "Obst", "2")
	assert.Equal(t, "Obst", c.Word)
	assert.Equal(t, "2", c.Number)

	b := parse(t, func(r func(*BoardOptions) error) *cobra.Command { return newBoardCmd(f, r) }, "--watch")
	assert.True(t, b.Watch)
	assert.Same(t, f, b.F)
}
