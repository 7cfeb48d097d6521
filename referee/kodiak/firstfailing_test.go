package kodiak

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"
)

// firstFailingLineQuadratic is the old search, kept as the reference: parse
// every prefix in turn.
func firstFailingLineQuadratic(data []byte) int {
	lines := bytes.SplitAfter(data, []byte("\n"))
	var prefix []byte
	for i, l := range lines {
		prefix = append(prefix, l...)
		var n yaml.Node
		if err := yaml.Unmarshal(prefix, &n); err != nil {
			return i + 1
		}
	}
	return 0
}

// The fast search finds the same line as parsing every prefix, for sheets
// broken in every way at every line.
func TestFirstFailingLineAsEveryPrefix(t *testing.T) {
	files, err := filepath.Glob("../../testdata/samples/kodiak/score/*.yaml")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	var sheets []string
	for _, f := range files {
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		sheets = append(sheets, string(b))
	}
	sheets = append(sheets, "kodiak: Ana\nplayers:\n  Ana: {cards: [1,\n    2, 3], catches: 1}\n  Ben: {cards: ['it''s', \"a [b\"]}\n  # a comment [\n  Cleo:\n    cards: [red-king]\n")
	breaks := []string{"[", "{", "\"", "'", ":", "- x", "  bad: [1,", "\t", "}", "]", "key: 'a", "&a", "*b", "? ", "%", "@", "x: \"a", "  - [", " #", "a: b: c"}
	rng := rand.New(rand.NewPCG(1, 2))
	n := 0
	for _, sheet := range sheets {
		lines := strings.SplitAfter(sheet, "\n")
		for at := 0; at <= len(lines); at++ {
			for _, br := range breaks {
				for _, where := range []string{"line", "end"} {
					var b strings.Builder
					for i, l := range lines {
						if i == at {
							if where == "line" {
								b.WriteString(br + "\n")
							} else {
								b.WriteString(strings.TrimSuffix(l, "\n") + br + "\n")
								continue
							}
						}
						b.WriteString(l)
					}
					data := []byte(b.String())
					assert.Equal(t, firstFailingLineQuadratic(data), firstFailingLine(data), "%q", data)
					n++
				}
			}
		}
		// and random deletions
		for range 50 {
			data := []byte(sheet)
			if len(data) == 0 {
				continue
			}
			i := rng.IntN(len(data))
			data = append(data[:i:i], data[i+1:]...)
			assert.Equal(t, firstFailingLineQuadratic(data), firstFailingLine(data), "%q", data)
			n++
		}
	}
	t.Logf("%d broken sheets compared", n)
}
