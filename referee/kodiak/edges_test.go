package kodiak

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A sheet that Check refuses still comes back with Kodiak filled in when it
// left Kodiak out (the documented fill-in: a front end shows the refused
// round with whose turn it was), and as given when it named one.
func TestCheckFillsInKodiakOnRefusedSheets(t *testing.T) {
	g, err := NewGame([]string{"Ana", "Ben", "Cleo"}, "Ben", Length{})
	require.NoError(t, err)
	refused := &Sheet{Players: []Entry{{Name: "Ana"}, {Name: "Bne"}, {Name: "Cleo"}}}
	out, r := g.Check(refused)
	require.False(t, r.Valid())
	assert.Equal(t, "Ben", out.Kodiak, "left out: filled in from the rotation")
	assert.Equal(t, "Bne", out.Players[1].Name, "otherwise the sheet as given")

	for _, blank := range []string{"", "  "} {
		out, _ = g.Check(&Sheet{Kodiak: blank, Players: refused.Players})
		assert.Equal(t, "Ben", out.Kodiak, "%q", blank)
	}
	out, r = g.Check(&Sheet{Kodiak: "Cleo", Players: refused.Players})
	require.False(t, r.Valid())
	assert.Equal(t, "Cleo", out.Kodiak, "named: kept as given (and refused by the rotation)")
}
