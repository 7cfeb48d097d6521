package names

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSame(t *testing.T) {
	for _, pair := range [][2]string{
		{"Zoë", "Zoe\u0308"}, // NFC and NFD
		{"Ana", "A\u00adna"}, // soft hyphen
		{"Ana", "An\u200ba"}, // zero-width space
		{"Ana", "\ufeffAna"}, // byte order mark
		{"Ana", "A\u200dna\u2060"},
		{"Ana", " ana "},
	} {
		assert.True(t, Same(pair[0], pair[1]), "%q %q", pair[0], pair[1])
	}
	assert.False(t, Same("Ana", "Anna"))
	assert.False(t, Same("Zoë", "Zoe"))
}

func TestSameASCIIFastPath(t *testing.T) {
	assert.True(t, Same(" Ana ", "ana"))
	assert.False(t, Same("Ana", "Anna"))
	assert.True(t, Same("Zo\u00eb", "ZOE\u0308"), "beyond ASCII: normalized")
	assert.True(t, Same("Ana\u200b", "ana"), "an invisible character does not count")
	assert.Equal(t, 0.0, testing.AllocsPerRun(100, func() { _ = Same("Emil", "emil") }))
}
