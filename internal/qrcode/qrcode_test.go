package qrcode

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"rsc.io/qr"
)

// modules reads a Text rendering back into dark modules: each character
// holds two, the top and the bottom half.
func modules(t *testing.T, text string) [][]bool {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	var rows [][]bool
	for _, l := range lines {
		top, bottom := []bool{}, []bool{}
		for _, r := range l {
			switch r {
			case ' ':
				top, bottom = append(top, true), append(bottom, true)
			case '▄':
				top, bottom = append(top, true), append(bottom, false)
			case '▀':
				top, bottom = append(top, false), append(bottom, true)
			case '█':
				top, bottom = append(top, false), append(bottom, false)
			default:
				t.Fatalf("unexpected %q", r)
			}
		}
		rows = append(rows, top, bottom)
	}
	return rows
}

func TestTextHoldsExactlyTheCode(t *testing.T) {
	for _, text := range []string{"http://192.168.1.20:8080/h/abc", "K7F3QX 5x5 · Rot beginnt\nR Teddy | B Gras | N Müsli"} {
		out := Text(text)
		require.NotEmpty(t, out)
		c, err := qr.Encode(text, qr.L)
		require.NoError(t, err)
		got := modules(t, out)
		require.GreaterOrEqual(t, len(got), c.Size+4)
		require.Len(t, got[0], c.Size+4, "two modules of quiet zone each side")
		for y := -2; y < c.Size+2; y++ {
			for x := -2; x < c.Size+2; x++ {
				want := x >= 0 && y >= 0 && x < c.Size && y < c.Size && c.Black(x, y)
				assert.Equal(t, want, got[y+2][x+2], "module %d,%d", x, y)
			}
		}
	}
}

func TestTooLong(t *testing.T) {
	assert.Empty(t, Text(strings.Repeat("x", 5000)))
	assert.Empty(t, SVG(strings.Repeat("x", 5000)))
	assert.True(t, strings.HasPrefix(SVG("hello"), "<svg "))
}
