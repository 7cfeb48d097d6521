package codenames

import (
	"math/rand/v2"
	"net/url"
	"testing"

	"codeberg.org/schiri/schiri/internal/pdf"
	"codeberg.org/schiri/schiri/internal/table"
	"codeberg.org/schiri/schiri/locales"
	cn "codeberg.org/schiri/schiri/referee/codenames"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The codes of a set follow from the first alone, and differ.
func TestKeyCodesFollowFromTheFirst(t *testing.T) {
	first, err := cn.ParseCode("K7F3QX")
	require.NoError(t, err)
	a := KeyCodes(first, 200)
	assert.Equal(t, a[:40], KeyCodes(first, 40), "a shorter set is the start of a longer one")
	seen := map[cn.Code]bool{}
	for _, c := range a {
		assert.False(t, seen[c])
		seen[c] = true
	}
	assert.Equal(t, first, a[0])
	assert.Empty(t, KeyCodes(first, 0))
}

// The grids drawn on every core are those of cn.NewKey, in order.
func TestKeysAreNewKeys(t *testing.T) {
	codes := KeyCodes(cn.Code(12345), 17)
	keys := Keys(codes, cn.Size{Rows: 4, Cols: 6})
	for i, k := range keys {
		assert.Equal(t, cn.NewKey(codes[i], cn.Size{Rows: 4, Cols: 6}, cn.NoTeam), k)
	}
}

func keyCards(count string) ([]byte, error) {
	return Prints[0].Draw(table.PrintInput{
		Values: url.Values{"count": {count}, "size": {"5x5"}, "seed": {"K7F3QX"}},
		Paper:  pdf.A4, Lang: "en", L: locales.New("en"), Rand: rand.New(rand.NewPCG(1, 2)),
	})
}

// BenchmarkKeyCards200 draws the largest set, 200 key cards, into one
// PDF: the key derivations (on every core) and the drawing.
func BenchmarkKeyCards200(b *testing.B) {
	for b.Loop() {
		data, err := keyCards("200")
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(len(data))/1024, "KiB")
	}
}

// BenchmarkKeyDerivation200 is the 200 grids alone, on every core.
func BenchmarkKeyDerivation200(b *testing.B) {
	codes := KeyCodes(cn.Code(12345), 200)
	for b.Loop() {
		Keys(codes, cn.DefaultSize)
	}
}
