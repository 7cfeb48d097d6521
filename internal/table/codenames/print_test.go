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
	for _, code := range []string{"K7F3Q-X9P2M", "K7F3QX"} { // a legacy first code too
		first, err := cn.ParseKeyCode(code)
		require.NoError(t, err)
		a := KeyCodes(first, 200)
		assert.Equal(t, a[:40], KeyCodes(first, 40), "a shorter set is the start of a longer one")
		seen := map[cn.KeyCode]bool{}
		for i, c := range a {
			assert.False(t, seen[c])
			seen[c] = true
			assert.Equal(t, i == 0 && code == "K7F3QX", c.Legacy(), "the next codes are new ones")
		}
		assert.Equal(t, first, a[0])
		assert.Empty(t, KeyCodes(first, 0))
	}
	other, err := cn.ParseKeyCode("K7F3Q-X9P2N")
	require.NoError(t, err)
	assert.NotEqual(t, KeyCodes(other, 2)[1], KeyCodes(cn.KeyCode{}, 2)[1])
}

// The grids drawn on every core are those of cn.NewKey, in order.
func TestKeysAreNewKeys(t *testing.T) {
	codes := KeyCodes(cn.KeyCodeFrom(rand.New(rand.NewPCG(1, 2))), 3)
	keys := Keys(codes, cn.Size{Rows: 4, Cols: 6})
	for i, k := range keys {
		assert.Equal(t, cn.NewKey(codes[i], cn.Size{Rows: 4, Cols: 6}, cn.NoTeam), k)
	}
}

func drawCards(count string) ([]byte, error) {
	return Prints[0].Draw(table.PrintInput{
		Values: url.Values{"count": {count}, "size": {"5x5"}, "seed": {"K7F3Q-X9P2M"}},
		Paper:  pdf.A4, Lang: "en", L: locales.New("en"), Rand: rand.New(rand.NewPCG(1, 2)),
	})
}

// BenchmarkKeyCards200 draws the largest set, 200 key cards, into one
// PDF: the key derivations (on every core) and the drawing.
func BenchmarkKeyCards200(b *testing.B) {
	for b.Loop() {
		data, err := drawCards("200")
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(len(data))/1024, "KiB")
	}
}

// BenchmarkKeyDerivation200 is the 200 grids alone, on every core.
func BenchmarkKeyDerivation200(b *testing.B) {
	codes := KeyCodes(cn.KeyCodeFrom(rand.New(rand.NewPCG(1, 2))), 200)
	for b.Loop() {
		Keys(codes, cn.DefaultSize)
	}
}

// BenchmarkKeyCardsDrawing200 is the drawing of 200 key cards alone, the
// grids derived before.
func BenchmarkKeyCardsDrawing200(b *testing.B) {
	keys := Keys(KeyCodes(cn.KeyCodeFrom(rand.New(rand.NewPCG(1, 2))), 200), cn.DefaultSize)
	in := table.PrintInput{Paper: pdf.A4, Lang: "en", L: locales.New("en")}
	for b.Loop() {
		if _, err := keyCards(in, keys); err != nil {
			b.Fatal(err)
		}
	}
}

// 40 key cards, the default, make a PDF under 500 KB (the size does not
// depend on the codes: legacy ones spare the slow derivation here), of 7
// pages.
func TestFortyKeyCardsAreSmall(t *testing.T) {
	keys := make([]cn.Key, 40)
	for i := range keys {
		keys[i] = cn.NewKey(cn.LegacyKeyCode(cn.Code(i*7919)), cn.DefaultSize, cn.NoTeam)
	}
	for _, paper := range []pdf.Paper{pdf.A4, pdf.Letter} {
		data, err := keyCards(table.PrintInput{Paper: paper, Lang: "de", L: locales.New("de")}, keys)
		require.NoError(t, err)
		assert.Less(t, len(data), 500_000)
		assert.Equal(t, 7, pdf.Pages(data))
	}
}
