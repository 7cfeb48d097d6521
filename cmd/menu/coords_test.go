package menu

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The rows of an Instinkt layout typed in are counted from 0, as the score
// grid and check then name them (issue 22 item 9: one coordinate system).
func TestAskLayoutRowsCountFromZero(t *testing.T) {
	f := factory("1\nW1 B8 W3 W7\nB4 W8 B3 B6\nW5 B1 W9 B9\nB5 W6 B7 W4\n\n\n")
	a := action(t, "instinkt.menu.score")
	args, err := a.Ask(f, a)
	require.NoError(t, err)
	defer Done(f, nil)
	require.Len(t, args, 3)
	prompts := f.IO.ErrOut.(interface{ String() string }).String()
	for _, row := range []string{"Row 0 (", "Row 1 (", "Row 2 (", "Row 3 ("} {
		assert.Contains(t, prompts, row)
	}
	assert.NotContains(t, prompts, "Row 4 (")
}
