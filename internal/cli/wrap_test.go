package cli

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestWrapLineBreaksBetweenWordsOnly(t *testing.T) {
	line := "Type moves such as h5-b1 s-b2 d1-b3 h9-d4 (several on a line), or quit."
	got := wrapLine(line, 30)
	for _, l := range strings.Split(got, "\n") {
		assert.LessOrEqual(t, len(l), 30, "%q", l)
	}
	assert.Equal(t, strings.Fields(line), strings.Fields(got), "no word is broken")
	assert.Contains(t, got, "h9-d4")
	assert.Equal(t, "short", wrapLine("short", 30))
}
