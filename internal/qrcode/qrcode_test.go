package qrcode

import (
	"fmt"
	"math"
	"regexp"
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

func pathData(t *testing.T, svg string) string {
	t.Helper()
	m := regexp.MustCompile(`<path [^>]*d="([^"]*)"`).FindStringSubmatch(svg)
	require.Len(t, m, 2, svg)
	return m[1]
}

// svgModules reads SVG's path back into dark modules: every run is a
// horizontal stroke through the middle of its row.
func svgModules(t *testing.T, svg string, size int) [][]bool {
	t.Helper()
	d := pathData(t, svg)
	grid := make([][]bool, size)
	for i := range grid {
		grid[i] = make([]bool, size)
	}
	var x, y float64
	for _, op := range regexp.MustCompile(`[Mmh][^Mmh]*`).FindAllString(d, -1) {
		var a, b float64
		switch op[0] {
		case 'M', 'm':
			_, err := fmt.Sscanf(op[1:], "%g %g", &a, &b)
			require.NoError(t, err, op)
			if op[0] == 'M' {
				x, y = a, b
			} else {
				x, y = x+a, y+b
			}
		case 'h':
			_, err := fmt.Sscanf(op[1:], "%g", &a)
			require.NoError(t, err, op)
			require.Greater(t, a, 0.0, "runs go right")
			require.Equal(t, 0.5, y-math.Floor(y), "a run strokes the middle of its row")
			for i := 0; i < int(a); i++ {
				grid[int(y)][int(x)+i] = true
			}
			x += a
		}
	}
	return grid
}

func TestSVGHoldsExactlyTheCode(t *testing.T) {
	for _, text := range []string{"http://192.168.178.23:7707/g/" + strings.Repeat("A", 43) + "/", "hello"} {
		svg := SVG(text)
		c, err := qr.Encode(text, qr.L)
		require.NoError(t, err)
		n := c.Size + 8
		assert.Contains(t, svg, fmt.Sprintf(`viewBox="0 0 %d %d"`, n, n))
		assert.Equal(t, 1, strings.Count(svg, "<path"), "one path")
		got := svgModules(t, svg, n)
		for y := 0; y < n; y++ {
			for x := 0; x < n; x++ {
				want := x >= 4 && y >= 4 && x < c.Size+4 && y < c.Size+4 && c.Black(x-4, y-4)
				require.Equal(t, want, got[y][x], "module %d,%d", x, y)
			}
		}
		assert.Equal(t, len(Runs(c)), strings.Count(pathData(t, svg), "h"), "one piece per run of modules")
	}
}

// A dashboard shows dozens of codes: one for a serve link stays small.
func TestSVGIsCompact(t *testing.T) {
	svg := SVG("http://192.168.178.23:7707/g/" + strings.Repeat("x9_Q", 10) + "abc/")
	t.Logf("%d bytes", len(svg))
	assert.Less(t, len(svg), 2600)
}
