package katzundmaus

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A message argument whose name is not a string is dropped, not a panic.
func TestParseErrIgnoresANonStringKey(t *testing.T) {
	assert.NotPanics(t, func() {
		e := parseErr(3, "x", "katzundmaus.parse.json", 7, "seven", "Detail", "d")
		assert.Equal(t, map[string]any{"Detail": "d"}, e.Args)
	})
}
