package kodiak

import (
	"io"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"codeberg.org/schiri/schiri/internal/cli"
)

// Flags and arguments land in the options the command uses (gh's runF);
// nothing runs.
func TestFlagsToOptions(t *testing.T) {
	ios, _, _, _ := cli.Test()
	f := &cli.Factory{IO: ios, Now: time.Now, Rand: func(s uint64) *rand.Rand { return rand.New(rand.NewPCG(s, 1)) }}
	f.SetConfig(&cli.Config{Lang: "en", DataDir: t.TempDir()})

	var n *NewOptions
	c := newNewCmd(f, func(o *NewOptions) error { n = o; return nil })
	c.SetArgs([]string{"--players", "Ana,Ben,Cleo", "--youngest", "Ben", "--rounds", "6", "--name", "abend"})
	c.SetOut(io.Discard)
	require.NoError(t, c.Execute())
	assert.Equal(t, []string{"Ana", "Ben", "Cleo"}, n.Players)
	assert.Equal(t, "Ben", n.Youngest)
	assert.Equal(t, 6, n.Rounds)
	assert.True(t, n.RoundsSet)
	assert.False(t, n.CyclesSet)
	assert.Equal(t, "abend", n.Name)

	var e *ExportOptions
	c = newExportCmd(f, func(o *ExportOptions) error { e = o; return nil })
	c.SetArgs([]string{"--format", "json", "-o", "out.json", "--game", "abend"})
	require.NoError(t, c.Execute())
	assert.Equal(t, "json", e.Format)
	assert.True(t, e.FormatSet)
	assert.Equal(t, "out.json", e.Output)
	assert.Equal(t, "abend", e.Game)

	var g *GameOptions
	c = newUndoCmd(f, func(o *GameOptions) error { g = o; return nil })
	c.SetArgs([]string{"--game", "abend"})
	require.NoError(t, c.Execute())
	assert.Equal(t, "abend", g.Game)
}
