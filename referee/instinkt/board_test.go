package instinkt

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// board builds a layout from rows of tokens ("." empty); row i, column j of
// the text is cell (i, j).
func board(t testing.TB, rows ...string) Board {
	t.Helper()
	var cards []Placed
	for i, row := range rows {
		for j, tok := range strings.Fields(row) {
			if tok == "." {
				continue
			}
			c, ok := ParseCard(tok)
			require.True(t, ok, tok)
			cards = append(cards, Placed{c, Point{i, j}})
		}
	}
	b, ok := NewBoard(cards)
	require.True(t, ok)
	return b
}

// rowsOf renders the layout cropped to its box, one string per row, with the
// box's top-left cell.
func rowsOf(b Board) (Point, []string) {
	top, _, _ := b.Box()
	var out []string
	for _, row := range b.Grid() {
		s := make([]string, len(row))
		for i, c := range row {
			s[i] = c.String()
		}
		out = append(out, strings.Join(s, " "))
	}
	return top, out
}

var deer = NewCard(Black, RankDeer)

func TestDeerPush(t *testing.T) {
	tests := []struct {
		name   string
		before []string
		line   Line
		top    Point
		after  []string
	}{
		{
			name:   "forced push from outside the frame, then on to the frame",
			before: []string{"W1 W2 W3 W4", "B1 B2 . ."},
			line:   Line{AxisRow, 1, Left},
			top:    Point{0, 0},
			after:  []string{"W1 W2 W3 W4", ". B10 B1 B2"},
		},
		{
			name:   "forced push closes the gap",
			before: []string{"W1 W2 W3 W4", "B1 . B2 ."},
			line:   Line{AxisRow, 1, Left},
			top:    Point{0, 0},
			after:  []string{"W1 W2 W3 W4", ". B10 B1 B2"},
		},
		{
			name:   "gap closing, stop at the frame",
			before: []string{"W1 W2 W3", "B1 . B2"},
			line:   Line{AxisRow, 1, Left},
			top:    Point{0, 0},
			after:  []string{"W1 W2 W3 .", ". B10 B1 B2"},
		},
		{
			name:   "stop at the frame, from the right",
			before: []string{"W1 W2 W3", ". . B1"},
			line:   Line{AxisRow, 1, Right},
			top:    Point{0, -1},
			after:  []string{". W1 W2 W3", "B1 B10 . ."},
		},
		{
			name:   "stop at connectivity",
			before: []string{"W1 .", ". B1"},
			line:   Line{AxisCol, 1, Top},
			top:    Point{0, 0},
			after:  []string{"W1 .", ". B10", ". B1"},
		},
		{
			name:   "stop at connectivity, from the bottom",
			before: []string{". B1", "W1 ."},
			line:   Line{AxisCol, 1, Bottom},
			top:    Point{-1, 0},
			after:  []string{". B1", ". B10", "W1 ."},
		},
		{
			name:   "a line holding the whole layout does not move",
			before: []string{"W1 B1"},
			line:   Line{AxisRow, 0, Left},
			top:    Point{0, -1},
			after:  []string{"B10 W1 B1"},
		},
		{
			name:   "a column holding the whole layout does not move",
			before: []string{"W1", "B1", "W2"},
			line:   Line{AxisCol, 0, Bottom},
			top:    Point{0, 0},
			after:  []string{"W1", "B1", "W2", "B10"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := board(t, tt.before...)
			nb, v := b.Push(deer, tt.line)
			require.Nil(t, v)
			top, rows := rowsOf(nb)
			assert.Equal(t, tt.after, rows)
			assert.Equal(t, tt.top, top)
			assert.True(t, nb.Connected())
			assert.Equal(t, b.Len()+1, nb.Len())
		})
	}
}

// Ruling I3.4: every line with 1–3 cards is legal from either side, the
// deer needs at most one forced step, and the result is within 4×4 and
// connected.
func TestDeerEveryLineLegal(t *testing.T) {
	b := board(t, "W1 W2 W3 W4", "B1 . . B2", ". B3 B4 .", "W5 . . W6")
	lines := b.AppendLines(nil)
	assert.Len(t, lines, 2*(3+4)) // rows 1–3, columns 0–3
	for _, l := range lines {
		nb, v := b.Push(deer, l)
		require.Nil(t, v, "%s", l)
		assert.True(t, nb.Connected(), "%s", l)
		top, bottom, _ := nb.Box()
		assert.LessOrEqual(t, bottom.Row-top.Row, 3, "%s", l)
		assert.LessOrEqual(t, bottom.Col-top.Col, 3, "%s", l)
	}
}

func TestDeerLineVerdicts(t *testing.T) {
	b := board(t, "W1 W2 W3 W4", "B1 . . .")
	for _, l := range []Line{
		{AxisRow, 0, Left}, // four cards
		{AxisRow, 5, Left}, // empty
		{AxisCol, -1, Top}, // empty
		{AxisRow, 1, Top},  // side does not fit the axis
	} {
		_, v := b.Push(deer, l)
		require.NotNil(t, v, "%s", l)
		assert.Equal(t, RuleDeerLine, v.Rule)
	}
	_, v := Board{}.Push(deer, Line{AxisRow, 0, Left})
	require.NotNil(t, v)
	assert.Equal(t, RuleDeerLine, v.Rule)
}

func TestPlace(t *testing.T) {
	b := board(t, "W1 W2 . .", ". B1 . .")
	card := NewCard(White, 5)
	tests := []struct {
		name string
		at   Point
		rule string
	}{
		{"next to a card", Point{1, 0}, ""},
		{"diagonal", Point{2, 2}, ""},
		{"occupied", Point{0, 1}, "instinkt.place.occupied"},
		{"not adjacent", Point{3, 3}, "instinkt.place.adjacent"},
		{"far away", Point{1000, -1000}, "instinkt.place.adjacent"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, v := b.Place(card, tt.at)
			if tt.rule == "" {
				assert.Nil(t, v)
				return
			}
			require.NotNil(t, v)
			assert.Equal(t, tt.rule, string(v.Rule))
		})
	}
	wide := board(t, "W1 W2 W3 W4")
	_, v := wide.Place(card, Point{0, 4})
	require.NotNil(t, v)
	assert.Equal(t, RuleLayoutFrame, v.Rule)
	_, v = wide.Place(card, Point{1, -1})
	require.NotNil(t, v)
	assert.Equal(t, RuleLayoutFrame, v.Rule)
	// The first card goes anywhere.
	first, v := Board{}.Place(card, Point{-7, 12})
	require.Nil(t, v)
	assert.Equal(t, card, first.At(Point{-7, 12}))
}

func TestPlacementsRespectFrame(t *testing.T) {
	b := board(t, "W1 W2 W3 W4")
	pts := b.AppendPlacements(nil)
	// Above and below the row, four cells each: the box is 4 wide already.
	assert.Len(t, pts, 8)
	for _, p := range pts {
		assert.GreaterOrEqual(t, p.Col, 0)
		assert.LessOrEqual(t, p.Col, 3)
	}
}

func TestRaccoonMove(t *testing.T) {
	raccoon := NewCard(White, RankRaccoon)
	b := board(t, "W1 B1 W11", ". W2 .")
	tests := []struct {
		name  string
		moved Card
		to    Point
		rule  string
	}{
		{"own card to an empty cell", NewCard(White, 1), Point{1, 2}, ""},
		{"own card next to the layout", NewCard(White, 2), Point{0, 3}, ""},
		{"the raccoon itself", raccoon, Point{1, 0}, "instinkt.raccoon.move"},
		{"an opponent card", NewCard(Black, 1), Point{1, 0}, "instinkt.raccoon.move"},
		{"a card not on the table", NewCard(White, 7), Point{1, 0}, "instinkt.raccoon.move"},
		{"onto a card", NewCard(White, 1), Point{0, 1}, "instinkt.raccoon.move"},
		{"to its own cell", NewCard(White, 1), Point{0, 0}, "instinkt.raccoon.move"},
		{"away from the layout", NewCard(White, 1), Point{3, 3}, "instinkt.raccoon.move"},
		{"breaking the frame", NewCard(White, 2), Point{0, 4}, "instinkt.raccoon.move"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			nb, v := b.RaccoonMove(raccoon, tt.moved, tt.to)
			if tt.rule == "" {
				require.Nil(t, v)
				assert.Equal(t, tt.moved, nb.At(tt.to))
				assert.True(t, nb.Connected())
				return
			}
			require.NotNil(t, v)
			assert.Equal(t, tt.rule, string(v.Rule))
		})
	}
}

func TestNormaliseKeepsCoordinates(t *testing.T) {
	b := board(t, "W1")
	var v error
	steps := []Point{{0, -1}, {0, -2}, {0, -3}, {-1, -3}, {-2, -3}, {-3, -3}}
	for i, p := range steps {
		b, v = placeOK(b, NewCard(White, 2+i), p)
		require.NoError(t, v)
	}
	assert.Equal(t, NewCard(White, 1), b.At(Point{0, 0}))
	assert.Equal(t, NewCard(White, 7), b.At(Point{-3, -3}))
	top, bottom, _ := b.Box()
	assert.Equal(t, Point{-3, -3}, top)
	assert.Equal(t, Point{0, 0}, bottom)
}

func placeOK(b Board, c Card, p Point) (Board, error) {
	nb, v := b.Place(c, p)
	if v != nil {
		return b, v
	}
	return nb, nil
}
