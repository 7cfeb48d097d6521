package codenames

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// testdata/stem_de.txt holds words and their stems from the reference
// Snowball German stemmer (Snowball 2.2); the port must agree on every one.
func TestStemGermanReference(t *testing.T) {
	f, err := os.Open("testdata/stem_de.txt")
	require.NoError(t, err)
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		word, want, ok := strings.Cut(sc.Text(), "\t")
		require.True(t, ok, "line %q", sc.Text())
		assert.Equal(t, want, stemGerman(word), "stem of %q", word)
		n++
	}
	require.NoError(t, sc.Err())
	assert.Greater(t, n, 300)
}

func TestStemGerman(t *testing.T) {
	tests := []struct{ word, want string }{
		{"bäume", "baum"},
		{"baum", "baum"},
		{"baeume", "baum"}, // german2 prelude: ae reads as ä
		{"häuser", "haus"},
		{"haeuser", "haus"},
		{"fußball", "fussball"},
		{"fussball", "fussball"},
		{"feuer", "feu"},    // u between vowels stays a consonant
		{"quelle", "quell"}, // ue after q is no ü
		{"schlüssel", "schlussel"},
		{"schluessel", "schlussel"},
		{"äpfel", "apfel"},
		{"kenntnisse", "kenntnis"}, // niss → nis
		{"freundlichkeit", "freundlich"},
		{"ei", "ei"},
		{"", ""},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, stemGerman(tt.word), "stem of %q", tt.word)
	}
}
