package codenames

import (
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite golden files")

// renderKey writes a key and its words in a stable text form for the golden
// file.
func renderKey(k Key, words []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s starts=%s\n", k.Code, k.Size, k.Starts)
	for r := range k.Size.Rows {
		for c := range k.Size.Cols {
			i := r*k.Size.Cols + c
			if c > 0 {
				b.WriteByte(' ')
			}
			b.WriteByte(k.Cards[i].Letter())
			if words != nil {
				b.WriteString(":" + words[i])
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// C2: the same code and size give the same grid and words in every future
// version. Never regenerate this file for a change in generation: that would
// break every code players have written down.
//
// The file was written by the second edition, which drew grid and words from
// one code. In the third edition the grid comes from the key code and the
// words from the board code: each line with words is built here from a
// setup whose key code is the line's code and whose board code is that same
// string, so the file pins both — a key code gives the grid it always gave,
// and a board code gives exactly the words its string gave as a key code.
func TestKeyGolden(t *testing.T) {
	var b strings.Builder
	for _, code := range []string{"000000", "K7F3QX", "ZZZZZZ", "MEER42", "1A2B3C"} {
		c, err := ParseCode(code)
		require.NoError(t, err)
		for _, size := range []Size{{5, 5}, {3, 3}, {8, 8}, {4, 6}} {
			k := NewKey(LegacyKeyCode(c), size, NoTeam)
			b.WriteString(renderKey(k, nil))
			for _, l := range Langs {
				s, err := NewSetup(LegacyKeyCode(c), c, size, NoTeam, l)
				require.NoError(t, err)
				require.Equal(t, k.Cards, s.Grid)
				b.WriteString(renderKey(k, s.Words))
			}
			b.WriteByte('\n')
		}
	}
	golden := filepath.Join("testdata", "golden", "keys.txt")
	if *update {
		require.NoError(t, os.MkdirAll(filepath.Dir(golden), 0o755))
		require.NoError(t, os.WriteFile(golden, []byte(b.String()), 0o644))
	}
	want, err := os.ReadFile(golden)
	require.NoError(t, err)
	assert.Equal(t, string(want), b.String())
}

func TestKeyIsDeterministic(t *testing.T) {
	c, err := ParseCode("K7F3QX")
	require.NoError(t, err)
	for _, s := range []Size{{5, 5}, {3, 8}, {8, 8}} {
		a, b := NewKey(LegacyKeyCode(c), s, NoTeam), NewKey(LegacyKeyCode(c), s, NoTeam)
		assert.Equal(t, a, b)
		assert.Equal(t, PickWords(c, s, German), PickWords(c, s, German))
		counts := map[Card]int{}
		for _, card := range a.Cards {
			counts[card]++
		}
		want := CountsFor(s)
		assert.Equal(t, want.Starter, counts[CardOf(a.Starts)])
		assert.Equal(t, want.Other, counts[CardOf(a.Starts.Other())])
		assert.Equal(t, want.Neutral, counts[CardNeutral])
		assert.Equal(t, want.Assassin, counts[CardAssassin])
	}
	// The size is part of the seed: another size is another layout.
	assert.NotEqual(t, NewKey(LegacyKeyCode(c), Size{5, 5}, NoTeam).Cards[:9], NewKey(LegacyKeyCode(c), Size{3, 3}, NoTeam).Cards)
}

// --starts swaps the team colours on the same layout and leaves the words.
func TestKeyStartsOverride(t *testing.T) {
	for _, code := range []string{"000000", "K7F3QX", "ZZZZZZ", "MEER42"} {
		c, err := ParseCode(code)
		require.NoError(t, err)
		own := NewKey(LegacyKeyCode(c), DefaultSize, NoTeam)
		same := NewKey(LegacyKeyCode(c), DefaultSize, own.Starts)
		assert.Equal(t, own, same)
		swapped := NewKey(LegacyKeyCode(c), DefaultSize, own.Starts.Other())
		assert.Equal(t, own.Starts.Other(), swapped.Starts)
		for i, card := range own.Cards {
			want := card
			if card.Team() != NoTeam {
				want = CardOf(card.Team().Other())
			}
			assert.Equal(t, want, swapped.Cards[i], "cell %d", i)
		}
	}
}

func TestPickWords(t *testing.T) {
	c := Code(12345)
	for _, l := range Langs {
		for _, s := range []Size{{3, 3}, {5, 5}, {8, 8}} {
			w := PickWords(c, s, l)
			require.Len(t, w, s.Cells())
			seen := map[string]bool{}
			for _, x := range w {
				assert.False(t, seen[x], "%q twice", x)
				seen[x] = true
			}
		}
	}
	assert.Nil(t, PickWords(c, DefaultSize, Lang("fr")))
	assert.Nil(t, PickWords(c, Size{2, 9}, German))
	assert.Nil(t, NewKey(LegacyKeyCode(c), Size{}, NoTeam).Cards, "an invalid size gives no cards, and no panic")
	assert.NotEqual(t, PickWords(c, DefaultSize, German), PickWords(c+1, DefaultSize, German))
}

// chiSquare of observed counts against equal expected counts.
func chiSquare(counts []int) float64 {
	total := 0
	for _, n := range counts {
		total += n
	}
	e := float64(total) / float64(len(counts))
	x := 0.0
	for _, n := range counts {
		d := float64(n) - e
		x += d * d / e
	}
	return x
}

// chiBound is a bound that a chi-square statistic with df degrees of freedom
// exceeds with probability far below 1e-6 (Wilson–Hilferty, z = 6).
func chiBound(df int) float64 {
	k := float64(df)
	z := 6.0
	v := 1 - 2/(9*k) + z*math.Sqrt(2/(9*k))
	return k * v * v * v
}

// A correct generator passes these with overwhelming probability: every cell
// is equally likely to hold the assassin, both teams start equally often, and
// every word is equally likely to be drawn.
func TestKeyStatistics(t *testing.T) {
	r := rand.New(rand.NewPCG(20240601, 7))
	const n = 40000
	for _, s := range []Size{{5, 5}, {3, 3}, {8, 8}, {3, 7}} {
		t.Run(s.String(), func(t *testing.T) {
			assassin := make([]int, s.Cells())
			red := make([]int, s.Cells())
			starts := make([]int, 2)
			for range n {
				k := NewKey(LegacyKeyCode(Code(r.Uint32N(1<<codeBits))), s, NoTeam)
				for i, c := range k.Cards {
					switch c {
					case CardAssassin:
						assassin[i]++
					case CardRed:
						red[i]++
					}
				}
				starts[k.Starts-1]++
			}
			x := chiSquare(assassin)
			assert.Less(t, x, chiBound(len(assassin)-1), "assassin per cell: chi² %.1f", x)
			x = chiSquare(starts)
			assert.Less(t, x, chiBound(1), "starting team: chi² %.1f (red %d, blue %d)", x, starts[0], starts[1])
			x = chiSquare(red)
			assert.Less(t, x, chiBound(len(red)-1), "red per cell: chi² %.1f", x)
		})
	}
	for _, l := range Langs {
		t.Run("words-"+string(l), func(t *testing.T) {
			list := Words(l)
			index := map[string]int{}
			for i, w := range list {
				index[w] = i
			}
			counts := make([]int, len(list))
			for range 4000 {
				for _, w := range PickWords(Code(r.Uint32N(1<<codeBits)), DefaultSize, l) {
					counts[index[w]]++
				}
			}
			x := chiSquare(counts)
			assert.Less(t, x, chiBound(len(counts)-1), "words: chi² %.1f", x)
		})
	}
}

// A broken generator must fail the statistics (so the test can fail).
func TestChiSquareDetectsBias(t *testing.T) {
	counts := make([]int, 25)
	for i := range counts {
		counts[i] = 1600
	}
	counts[0] = 2000
	assert.Greater(t, chiSquare(counts), chiBound(24))
	assert.Less(t, chiSquare([]int{1000, 1000, 1001}), chiBound(2))
}

func BenchmarkKeyGrid(b *testing.B) {
	Words(German) // parse the list outside the timing
	b.ReportAllocs()
	c := Code(0)
	for b.Loop() {
		c = (c + 7919) & (1<<codeBits - 1)
		k := NewKey(LegacyKeyCode(c), DefaultSize, NoTeam)
		w := PickWords(c, DefaultSize, German)
		if len(k.Cards) != len(w) {
			b.Fatal("size mismatch")
		}
	}
}

// C2 (third edition): over many random pairs of codes, the grid depends only
// on the key code and the words only on the board code. Changing one code
// of a pair never changes what the other decides.
func TestKeyAndBoardCodesIndependent(t *testing.T) {
	r := rand.New(rand.NewPCG(20, 26))
	for range 400 {
		key, board := Code(r.Uint32N(1<<codeBits)), Code(r.Uint32N(1<<codeBits))
		otherKey, otherBoard := Code(r.Uint32N(1<<codeBits)), Code(r.Uint32N(1<<codeBits))
		size := []Size{{5, 5}, {4, 4}, {3, 3}, {6, 7}}[r.IntN(4)]
		l := Langs[r.IntN(len(Langs))]
		s, err := NewSetup(LegacyKeyCode(key), board, size, NoTeam, l)
		require.NoError(t, err)
		assert.Equal(t, NewKey(LegacyKeyCode(key), size, NoTeam).Cards, s.Grid)
		assert.Equal(t, PickWords(board, size, l), s.Words)
		require.NotNil(t, s.BoardCode)
		assert.Equal(t, board, *s.BoardCode)
		assert.Equal(t, LegacyKeyCode(key), s.Seed)

		sameBoard, err := NewSetup(LegacyKeyCode(otherKey), board, size, NoTeam, l)
		require.NoError(t, err)
		assert.Equal(t, s.Words, sameBoard.Words, "the words follow the board code alone")
		sameKey, err := NewSetup(LegacyKeyCode(key), otherBoard, size, NoTeam, l)
		require.NoError(t, err)
		assert.Equal(t, s.Grid, sameKey.Grid, "the grid follows the key code alone")
		assert.Equal(t, s.Starts, sameKey.Starts)
		if otherBoard != board {
			assert.NotEqual(t, s.Words, sameKey.Words)
		}
	}
}
