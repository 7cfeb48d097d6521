package cli

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A lease hands out one key at a time: an arrow's escape sequence whole, a
// German letter whole, Esc alone, Enter alone.
func TestKeyLen(t *testing.T) {
	for in, want := range map[string]int{
		"":           0,
		"a5":         1,
		"\r3 3":      1,
		"ü x":        2,
		"\x1b":       1,
		"\x1b\x1b":   1,
		"\x1b[A\r":   3,
		"\x1b[1;5Cx": 6,
		"\x1bOB":     3,
		"\x1bj":      2,
		"\x1b[":      2,
	} {
		assert.Equal(t, want, keyLen([]byte(in)), "%q", in)
	}
}
