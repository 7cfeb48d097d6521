package instinkt

import (
	"testing"

	ref "codeberg.org/schiri/schiri/referee/instinkt"
	"github.com/stretchr/testify/assert"
)

// A moth in the top left cell (index 0) is a moth like any other.
func TestMothInTheFirstCell(t *testing.T) {
	for layout, want := range map[string]int{
		`W3 W1 . .  . . . .  . . . .  . . . .`:  1,
		`B3 W1 . .  . . . .  . . . .  . . . .`:  1,
		`W3 W1 . .  B3 . . .  . . . .  . . . .`: 3,
	} {
		g := grid(t, layout)
		var pts [16]int
		CardPoints(&g, &pts)
		assert.Equalf(t, want, pts[1], "the crow in %s", layout)
	}
}

// A Wolpertinger in the first cell copies its best neighbour too.
func TestWolpertingerInTheFirstCell(t *testing.T) {
	g := grid(t, `W9 W6 . .  . . . .  . . . .  . . . .`)
	var pts [16]int
	CardPoints(&g, &pts)
	assert.Equal(t, 3, pts[1], "a cat on the edge")
	assert.Equal(t, 3, pts[0])
	g = grid(t, `B9 . . .  B6 . . .  . . . .  . . . .`)
	CardPoints(&g, &pts)
	assert.Equal(t, 3, pts[0])
}

// Score adds up the cards of each colour, an empty cell anywhere counting
// for nobody.
func TestScoreCountsEveryCard(t *testing.T) {
	r := Score(grid(t, `. W6 . .  . . . B6  . . . .  . . B4 .`), [2]ref.Hand{})
	assert.Equal(t, Side{Points: 3, ScoringCards: 1}, r.Sides[ref.White])
	assert.Equal(t, Side{Points: 3, ScoringCards: 1}, r.Sides[ref.Black])
	assert.Equal(t, WinnerUndecided, r.Winner)
}
