package instinkt

import (
	"strings"
	"testing"

	ref "codeberg.org/schiri/schiri/referee/instinkt"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// grid reads 16 whitespace-separated tokens ("." empty) row-major.
func grid(t testing.TB, s string) [16]ref.Card {
	t.Helper()
	var g [16]ref.Card
	f := strings.Fields(s)
	require.Len(t, f, 16)
	for i, tok := range f {
		if tok == "." {
			continue
		}
		c, ok := ref.ParseCard(tok)
		require.True(t, ok, tok)
		g[i] = c
	}
	return g
}

// TestCardConditions checks each scoring condition of SPEC §2 on sparse
// layouts, looking at one cell (row, col 1-based).
func TestCardConditions(t *testing.T) {
	tests := []struct {
		name     string
		layout   string
		row, col int
		want     int
	}{
		{"crow without moth", `W1 . . .  . . B3 .  . . . .  . . . .`, 1, 1, 0},
		{"crow with own moth orthogonal", `W1 W3 . .  . . . .  . . . .  . . . .`, 1, 1, 1},
		{"crow with opponent moth diagonal", `W1 . . .  . B3 . .  . . . .  . . . .`, 1, 1, 1},
		{"crow with both moths", `. W1 B3 .  W3 . . .  . . . .  . . . .`, 1, 2, 3},
		{"crow, moth two cells away", `W1 . W3 .  . . . .  B3 . . .  . . . .`, 1, 1, 0},
		{"bat with own crow orthogonal", `. . . .  . W2 . .  . W1 . .  . . . .`, 2, 2, 3},
		{"bat with own crow diagonal only", `. . . .  . W2 . .  . . W1 .  . . . .`, 2, 2, 0},
		{"bat with opponent crow", `. . . .  . W2 B1 .  . . . .  . . . .`, 2, 2, 0},
		{"moth alone in the centre", `. . . .  . W3 . .  . . . B3  . . . .`, 2, 2, 3},
		{"both moths in the centre (white)", `. . . .  . W3 . .  . . B3 .  . . . .`, 2, 2, 2},
		{"both moths in the centre (black)", `. . . .  . W3 . .  . . B3 .  . . . .`, 3, 3, 2},
		{"moth on the edge", `W3 . . .  . . . .  . . . .  . . . .`, 1, 1, 0},
		{"one spider in a corner", `W4 . . .  . . W5 .  . . . .  . . . .`, 1, 1, 2},
		{"the other spider not in a corner", `W4 . . .  . . W5 .  . . . .  . . . .`, 2, 3, 0},
		{"both own spiders in corners", `W4 . . .  . . . .  . . . .  . . . W5`, 1, 1, 3},
		{"both own spiders in corners, second", `W4 . . .  . . . .  . . . .  . . . W5`, 4, 4, 3},
		{"own and opponent spider in corners", `W4 . . B5  . . W5 .  . . . .  . . . .`, 1, 1, 2},
		{"cat on the edge", `. W6 . .  . . . .  . . . .  . . . .`, 1, 2, 3},
		{"cat in a corner", `W6 . . .  . . . .  . . . .  . . . .`, 1, 1, 0},
		{"cat in the centre", `. . . .  . . W6 .  . . . .  . . . .`, 2, 3, 0},
		{"owl counts own cards in row and column", `. W1 . B2  W2 W7 W3 B3  . B4 . .  . W4 . .`, 2, 2, 4},
		{"owl alone", `. . . .  . W7 B1 .  . B2 . .  . . . .`, 2, 2, 0},
		{"wolf counts diagonal opponents", `B1 . B2 .  . W8 W1 .  B3 . B4 .  . . . .`, 2, 2, 4},
		{"wolf counts all 8 directions", `B1 B2 B3 .  B4 W8 B5 .  B6 B7 B9 .  . . . .`, 2, 2, 8},
		{"wolf ignores own cards", `W1 W2 W3 .  . W8 . .  . . . .  . . . .`, 2, 2, 0},
		{"wolpertinger copies the best neighbour", `. W6 . .  . W9 W7 .  . W1 . .  . . . .`, 2, 2, 3},
		{"wolpertinger ignores diagonal and opponent neighbours", `W6 B6 . .  . W9 . .  . . . .  . . . .`, 2, 2, 0},
		{"wolpertinger without neighbours", `. . . .  . W9 . .  . . . .  . . . .`, 2, 2, 0},
		{"deer scores nothing", `. W10 . .  . . . .  . . . .  . . . .`, 1, 2, 0},
		{"raccoon scores nothing", `W11 . . .  . . . .  . . . .  . . . .`, 1, 1, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := grid(t, tt.layout)
			var pts [16]int
			CardPoints(&g, &pts)
			i := (tt.row-1)*4 + tt.col - 1
			require.True(t, g[i].Valid(), "no card at %d,%d", tt.row, tt.col)
			assert.Equal(t, tt.want, pts[i], "%s at %d,%d", g[i], tt.row, tt.col)
		})
	}
}

// The owl counts its own cards in both its row and its column.
func TestOwlRowAndColumn(t *testing.T) {
	g := grid(t, `W1 . . .  W2 W7 W3 W4  . . . .  . W5 . .`)
	var pts [16]int
	CardPoints(&g, &pts)
	// row: W2 W3 W4 = 3; column: W5 = 1.
	assert.Equal(t, 4, pts[5])
}

func TestTiebreaks(t *testing.T) {
	tests := []struct {
		name       string
		white      Side
		black      Side
		winner, by string
	}{
		{"more points", Side{Points: 12}, Side{Points: 11}, WinnerWhite, ByPoints},
		{"more points black", Side{Points: 2, ScoringCards: 9}, Side{Points: 11}, WinnerBlack, ByPoints},
		{"more scoring cards", Side{Points: 9, ScoringCards: 3}, Side{Points: 9, ScoringCards: 4}, WinnerBlack, ByScoringCards},
		{"hand sum", Side{Points: 9, ScoringCards: 3, HandGiven: true, HandSum: 14}, Side{Points: 9, ScoringCards: 3, HandGiven: true, HandSum: 12}, WinnerWhite, ByHandSum},
		{"equal hand sums", Side{Points: 9, ScoringCards: 3, HandGiven: true, HandSum: 14}, Side{Points: 9, ScoringCards: 3, HandGiven: true, HandSum: 14}, WinnerDraw, ByDraw},
		{"hands missing", Side{Points: 9, ScoringCards: 3}, Side{Points: 9, ScoringCards: 3}, WinnerUndecided, ByUndecided},
		{"one hand missing", Side{Points: 9, ScoringCards: 3, HandGiven: true, HandSum: 20}, Side{Points: 9, ScoringCards: 3}, WinnerUndecided, ByUndecided},
		{"hands not needed", Side{Points: 9, ScoringCards: 4}, Side{Points: 9, ScoringCards: 3}, WinnerWhite, ByScoringCards},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w, by := decide([2]Side{tt.white, tt.black})
			assert.Equal(t, tt.winner, w)
			assert.Equal(t, tt.by, by)
		})
	}
}

// The SPEC's example layout scores 12 to 17.
func TestSpecExample(t *testing.T) {
	g := grid(t, `W1 B8 W3 W7  B4 W8 B3 B6  W5 B1 W9 B9  B5 W6 B7 W4`)
	hands := [2]ref.Hand{
		{Given: true, Cards: []ref.Card{ref.NewCard(ref.White, 2), ref.NewCard(ref.White, 11), ref.NewCard(ref.White, 12)}},
		{Given: true, Cards: []ref.Card{ref.NewCard(ref.Black, 2), ref.NewCard(ref.Black, 10), ref.NewCard(ref.Black, 11)}},
	}
	res := Score(g, hands)
	assert.Equal(t, Side{Points: 12, ScoringCards: 4, HandSum: 13, HandGiven: true}, res.Sides[ref.White])
	assert.Equal(t, Side{Points: 17, ScoringCards: 7, HandSum: 23, HandGiven: true}, res.Sides[ref.Black])
	assert.Equal(t, WinnerBlack, res.Winner)
	assert.Equal(t, ByPoints, res.DecidedBy)
}

func BenchmarkScoreFinal(b *testing.B) {
	g := grid(b, `W1 B8 W3 W7  B4 W8 B3 B6  W5 B1 W9 B9  B5 W6 B7 W4`)
	var hands [2]ref.Hand
	b.ReportAllocs()
	for b.Loop() {
		_ = Score(g, hands)
	}
}
