package instinkt

import (
	"fmt"
	"strings"
	"testing"

	"codeberg.org/schiri/schiri/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func layout(t *testing.T, text string) *LayoutFile {
	t.Helper()
	f, err := ParseLayout(strings.NewReader(text))
	require.NoError(t, err)
	return f
}

// problems are verdicts as the tests compare them: each its key, its cell
// (if any) and the arguments named.
func problems(vs []*rules.Verdict, args ...string) []string {
	var out []string
	for _, v := range vs {
		s := v.Key
		if v.Cell != nil {
			s += " @" + itoa(v.Cell.Row) + "," + itoa(v.Cell.Col)
		}
		for _, a := range args {
			if x, ok := v.Args[a]; ok {
				s += " " + a + "=" + fmt.Sprint(x)
			}
		}
		out = append(out, s)
	}
	return out
}

// The 4×4 frame of ruling I2 holds for the cards, not the file: empty rows
// and columns around them do not count, in either direction.
func TestLayoutFrame(t *testing.T) {
	for text, want := range map[string][]string{
		"W1\nB1\nW2\nB2\n":                         nil,
		"W1\nB1\nW2\nB2\nW3\n":                     {"instinkt.msg.layout_frame Rows=5 Cols=1"},
		"W1 B1 W2 B2\n":                            nil,
		"W1 B1 W2 B2 W3\n":                         {"instinkt.msg.layout_frame Rows=1 Cols=5"},
		".\n.\nW1\nB1\nW2\nB2\n.\n":                nil,
		". . W1\n. . B1\n. . W2\n. . B2\n. . W3\n": {"instinkt.msg.layout_frame Rows=5 Cols=1"},
		". . . . . .\n. W1 B1 W2 B2 .\n":           nil,
		". W1 B1 W2 B2 W3\n":                       {"instinkt.msg.layout_frame Rows=1 Cols=5"},
		"W1 . . .\n. B1 . .\n. . W2 .\n. . . B2\n": nil,
		"W1 . . . .\n. B1 . . .\n. . W2 . .\n. . . B2 .\n. . . . W3\n": {"instinkt.msg.layout_frame Rows=5 Cols=5"},
	} {
		assert.Equalf(t, want, problems(CheckLayout(layout(t, text)).Errors, "Rows", "Cols"), "%q", text)
	}
}

// A problem about a card names its cell in the file's own rows and
// columns, empty leading ones included: 1-based for the JSON (@row,col),
// and in a record's coordinates for the message (the file's first row and
// column are 0, as Board and moves count them). Problems come in reading
// order of their cells, whole-layout ones last.
func TestLayoutProblemCells(t *testing.T) {
	f := layout(t, ". . . .\n. W1 B1 .\n. BX W1 .\n. . . W2\n")
	assert.Equal(t, []string{
		"instinkt.msg.snake_on_table @3,2 Row=2 Col=1",
		"instinkt.msg.layout_duplicate @3,3 Row=2 Col=2 FirstRow=1 FirstCol=1",
	}, problems(CheckLayout(f).Errors, "Row", "Col", "FirstRow", "FirstCol"))

	// cut-off groups: each once, at its first card, with its size; the
	// largest group is the main one
	f = layout(t, "W1 . B3 W4\n. . B2 .\nB1 . . .\n")
	assert.Equal(t, []string{
		"instinkt.msg.layout_connected @1,1 Row=0 Col=0 Count=1",
		"instinkt.msg.layout_connected @3,1 Row=2 Col=0 Count=1",
	}, problems(CheckLayout(f).Errors, "Row", "Col", "Count"))
	// two groups of one size: the first in reading order is the main one
	f = layout(t, "W1 B1 . .\n. . . .\n. . W2 B2\n")
	assert.Equal(t, []string{"instinkt.msg.layout_connected @3,3 Row=2 Col=2 Count=2"},
		problems(CheckLayout(f).Errors, "Row", "Col", "Count"))
	// diagonal neighbours are connected, at the file's edges too
	f = layout(t, ". . . B2\n. . W2 .\n. B1 . .\nW1 . . .\n")
	assert.Empty(t, CheckLayout(f).Errors)

	// colours: one more of either is fine, two more is not
	assert.Empty(t, CheckLayout(layout(t, "W1 B1 W2\n")).Errors)
	assert.Empty(t, CheckLayout(layout(t, "B1 W1 B2\n")).Errors)
	assert.Equal(t, []string{"instinkt.msg.layout_colours White=3 Black=1"},
		problems(CheckLayout(layout(t, "W1 B1 W2 W3\n")).Errors, "White", "Black"))
	assert.Equal(t, []string{"instinkt.msg.layout_colours White=1 Black=3"},
		problems(CheckLayout(layout(t, "B1 W1 B2 B3\n")).Errors, "White", "Black"))
	// a cell problem comes before a whole-layout one
	assert.Equal(t, []string{"instinkt.msg.snake_on_table @1,4", "instinkt.msg.layout_colours"},
		problems(CheckLayout(layout(t, "W1 B1 W2 WX\n")).Errors))
}

// Hands: at most three cards, each once, none of them on the table.
func TestLayoutHands(t *testing.T) {
	f := layout(t, "W1 B1\nhand W2 W3 W4\nhand B2 B3 B4 B5 B6\n")
	assert.Equal(t, []string{"instinkt.msg.hand_size Card=B5 Line=3"}, problems(CheckLayout(f).Errors, "Card", "Line"))

	f = layout(t, "W1 B1\nhand W2 W2\nhand B1\n")
	assert.Equal(t, []string{
		"instinkt.msg.hand_on_table @1,2 Card=B1 Line=3",
		"instinkt.msg.hand_duplicate Card=W2 Line=2",
	}, problems(CheckLayout(f).Errors, "Card", "Line"))

	// each card on the line it was listed on
	f = layout(t, "W1 B1\nhand W2\nhand W3 W4\nhand W5\n")
	assert.Equal(t, []string{"instinkt.msg.hand_size Card=W5 Line=4"}, problems(CheckLayout(f).Errors, "Card", "Line"))
}

// A final layout must be a full 4×4: each empty cell of a 4×4 grid is
// named, another grid gets the count of its cards. A full one is the grid
// for scoring, cut out of the file wherever it lies.
func TestCheckFinal(t *testing.T) {
	full := [4]string{"W1 B1 W2 B2", "B3 W3 B4 W4", "W5 B5 W6 B6", "B7 W7 B8 W8"}
	want := strings.Fields(strings.Join(full[:], " "))
	gridOf := func(g [16]Card) []string {
		out := make([]string, 16)
		for i, c := range g {
			out[i] = c.String()
		}
		return out
	}

	g, r := CheckFinal(layout(t, strings.Join(full[:], "\n")+"\n"))
	require.True(t, r.Valid(), "%v", r.Errors)
	assert.Equal(t, want, gridOf(g))

	// empty rows and columns around it, above and left most of all
	var framed []string
	framed = append(framed, ". . . . . .", ". . . . . .")
	for _, row := range full {
		framed = append(framed, ". "+row+" .")
	}
	g, r = CheckFinal(layout(t, strings.Join(framed, "\n")+"\n"))
	require.True(t, r.Valid(), "%v", r.Errors)
	assert.Equal(t, want, gridOf(g))
	var right []string
	for _, row := range full {
		right = append(right, ". . "+row)
	}
	g, r = CheckFinal(layout(t, strings.Join(right, "\n")+"\n.  . . . . .\n"))
	require.True(t, r.Valid(), "%v", r.Errors)
	assert.Equal(t, want, gridOf(g))

	// 14 cards in a 4×4: the two empty cells, in reading order
	holes := [4]string{"W1 B1 W2 B2", "B3 . B4 W4", "W5 B5 W6 B6", "B7 W7 . W8"}
	_, r = CheckFinal(layout(t, strings.Join(holes[:], "\n")+"\n"))
	assert.Equal(t, []string{"instinkt.msg.incomplete_cell @2,2 Row=1 Col=1", "instinkt.msg.incomplete_cell @4,3 Row=3 Col=2"},
		problems(r.Errors, "Row", "Col", "Count"))
	// with another problem, in cell order
	holes[0] = "W1 B1 W2 BX"
	_, r = CheckFinal(layout(t, strings.Join(holes[:], "\n")+"\n"))
	assert.Equal(t, []string{"instinkt.msg.snake_on_table @1,4", "instinkt.msg.incomplete_cell @2,2", "instinkt.msg.incomplete_cell @4,3"},
		problems(r.Errors))

	// 15 cards in a 5×4 grid: counted, no cell named
	_, r = CheckFinal(layout(t, ". . . .\n"+strings.Join(full[:3], "\n")+"\nB7 W7 B8 .\n"))
	assert.Equal(t, []string{"instinkt.msg.incomplete_count Count=15"}, problems(r.Errors, "Count"))
	_, r = CheckFinal(layout(t, "W1 B1\n"))
	assert.Equal(t, []string{"instinkt.msg.incomplete_count Count=2"}, problems(r.Errors, "Count"))
	// 16 cards that do not make a 4×4
	_, r = CheckFinal(layout(t, "W1 B1 W2 B2 W3 B3 W4 B4\nB5 W5 B6 W6 B7 W7 B8 W8\n"))
	assert.Equal(t, []string{"instinkt.msg.layout_frame Rows=2 Cols=8"}, problems(r.Errors, "Rows", "Cols"))
}

// A snake round takes both cards out and places nothing; the round after
// it is an ordinary one, and the snake round is over for good.
func TestSnakeRoundIsReset(t *testing.T) {
	res := replayText(t, "marker white\nreveal WX B4\n")
	require.True(t, res.OK(), "%v", res.Verdict)
	snake, other, ok := res.Game.SnakeRound()
	require.True(t, ok)
	assert.Equal(t, "WX", snake.String())
	assert.Equal(t, "B4", other.String())
	assert.Equal(t, [2]Card{}, res.Game.Revealed())
	assert.Equal(t, White, res.Game.Marker(), "the marker stays")

	// the snake may be the second card given
	res = replayText(t, "marker black\nreveal W4 BX\n")
	snake, other, ok = res.Game.SnakeRound()
	require.True(t, ok)
	assert.Equal(t, "BX", snake.String())
	assert.Equal(t, "W4", other.String())

	next := "marker white\nreveal WX B4\nreveal W7 B3\n"
	res = replayText(t, next)
	require.True(t, res.OK(), "%v", res.Verdict)
	_, _, ok = res.Game.SnakeRound()
	assert.False(t, ok, "a card is due")
	res = replayText(t, next+"place W7 0 0\nplace B3 0 1\n")
	require.True(t, res.OK(), "%v", res.Verdict)
	_, _, ok = res.Game.SnakeRound()
	assert.False(t, ok, "the round after the snake round is over: no snake round now")
	assert.Equal(t, PhaseReveal, res.Game.Phase())
	// placing the snake round's other card now is only out of order
	res = replayText(t, next+"place W7 0 0\nplace B3 0 1\nplace B4 1 1\n")
	require.False(t, res.OK())
	assert.Equal(t, "instinkt.msg.order_reveal_due", res.Verdict.Key)

	// no snake round before any reveal
	_, _, ok = NewGame(White).SnakeRound()
	assert.False(t, ok)
}

func card(t *testing.T, s string) Card {
	t.Helper()
	c, ok := ParseCard(s)
	require.True(t, ok, s)
	return c
}

// A board from placed cards: anywhere on the plane, at most 4×4, one card
// a cell.
func TestNewBoard(t *testing.T) {
	at := func(s string, r, c int) Placed { return Placed{card(t, s), Point{r, c}} }
	for name, c := range map[string]struct {
		cards []Placed
		ok    bool
	}{
		"4 rows":         {[]Placed{at("W1", -2, 0), at("B1", 1, 0)}, true},
		"5 rows":         {[]Placed{at("W1", -2, 0), at("B1", 2, 0)}, false},
		"5 rows upwards": {[]Placed{at("W1", 2, 0), at("B1", -2, 0)}, false},
		"4 columns":      {[]Placed{at("W1", 7, 3), at("B1", 7, 6)}, true},
		"5 columns":      {[]Placed{at("W1", 7, 3), at("B1", 7, 7)}, false},
		"5 columns left": {[]Placed{at("W1", 7, 3), at("B1", 7, -1)}, false},
		"one cell twice": {[]Placed{at("W1", 0, 0), at("B1", 0, 0)}, false},
		"no card":        {[]Placed{at("W1", 0, 0), {NoCard, Point{0, 1}}}, false},
		"not connected":  {[]Placed{at("W1", 0, 0), at("B1", 0, 3)}, true},
	} {
		b, ok := NewBoard(c.cards)
		assert.Equalf(t, c.ok, ok, "%s", name)
		if ok {
			assert.Equalf(t, len(c.cards), b.Len(), "%s", name)
			for _, p := range c.cards {
				assert.Equalf(t, p.Card, b.At(p.At), "%s", name)
			}
		}
	}
	b, ok := NewBoard(nil)
	require.True(t, ok)
	assert.Zero(t, b.Len())
	_, _, ok = b.Box()
	assert.False(t, ok)
	assert.Nil(t, b.Grid())
	_, ok = b.Final()
	assert.False(t, ok)
}

// Box, Grid, Cards and Find speak in the board's own coordinates, negative
// ones too.
func TestBoardViews(t *testing.T) {
	w1, b1, w2 := card(t, "W1"), card(t, "B1"), card(t, "W2")
	b, ok := NewBoard([]Placed{{w2, Point{0, 1}}, {w1, Point{-1, -1}}, {b1, Point{-1, 0}}})
	require.True(t, ok)
	top, bottom, ok := b.Box()
	require.True(t, ok)
	assert.Equal(t, Point{-1, -1}, top)
	assert.Equal(t, Point{0, 1}, bottom)
	assert.Equal(t, [][]Card{{w1, b1, NoCard}, {NoCard, NoCard, w2}}, b.Grid())
	assert.Equal(t, []Placed{{w1, Point{-1, -1}}, {b1, Point{-1, 0}}, {w2, Point{0, 1}}}, b.Cards())
	p, ok := b.Find(w2)
	assert.True(t, ok)
	assert.Equal(t, Point{0, 1}, p)
	_, ok = b.Find(card(t, "B2"))
	assert.False(t, ok)
	_, ok = b.Find(NoCard)
	assert.False(t, ok)
	assert.Equal(t, NoCard, b.At(Point{-1, 1}))
	assert.Equal(t, NoCard, b.At(Point{100, -100}), "far off the board")
	assert.False(t, b.Full())

	// a full 4×4 anywhere is the final layout, row-major
	var cards []Placed
	var want [16]Card
	for i := range 16 {
		c := NewCard(Colour(i%2), 1+i/2)
		cards = append(cards, Placed{c, Point{5 + i/4, -7 + i%4}})
		want[i] = c
	}
	b, ok = NewBoard(cards)
	require.True(t, ok)
	assert.True(t, b.Full())
	grid, ok := b.Final()
	require.True(t, ok)
	assert.Equal(t, want, grid)
	b, ok = NewBoard(cards[1:])
	require.True(t, ok)
	assert.False(t, b.Full())
	_, ok = b.Final()
	assert.False(t, ok)
}

// Ruling I3: a deer entering just outside the layout (which moves the
// layout's corner) pushes on from the cell it entered, as far as the
// layout stays within 4×4 and connected.
func TestDeerPushFromOutsideTheLayout(t *testing.T) {
	for _, c := range []struct {
		before []string
		line   Line
		top    Point
		after  []string
	}{
		// D enters at column −1 and pushes W1 B1 right while it touches B2
		{[]string{"W1 B1 .", ". W2 B2"}, Line{AxisRow, 0, Left}, Point{0, 1}, []string{". B10 W1 B1", "W2 B2 . ."}},
		{[]string{"W1 .", "B1 W2", ". B2"}, Line{AxisCol, 0, Top}, Point{1, 0}, []string{". W2", "B10 B2", "W1 .", "B1 ."}},
		{[]string{". W1 B1", "W2 B2 ."}, Line{AxisRow, 0, Right}, Point{0, -2}, []string{"W1 B1 B10 .", ". . W2 B2"}},
	} {
		b := board(t, c.before...)
		nb, v := b.Push(deer, c.line)
		require.Nil(t, v)
		top, rows := rowsOf(nb)
		assert.Equalf(t, c.after, rows, "%q %v", c.before, c.line)
		assert.Equalf(t, c.top, top, "%q %v", c.before, c.line)
	}
}

// The last line of a file counts without a newline at its end; a comment
// may take a whole line.
func TestLinesAndComments(t *testing.T) {
	f := layout(t, "W1 B1\n. W2")
	assert.Equal(t, 2, f.Rows)
	assert.Equal(t, card(t, "W2"), f.At(1, 1))
	rec, err := ParseRecord(strings.NewReader("marker white\nreveal W7 B3"))
	require.NoError(t, err)
	require.Len(t, rec.Lines, 2)
	assert.Equal(t, 2, rec.Lines[1].Line)

	_, err = ParseRecordLine(3, "# just a comment")
	var pe *ParseError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, "instinkt.parse.blank", pe.Key)
	assert.Equal(t, 3, pe.Line)
	ln, err := ParseRecordLine(4, "reveal W1 B2 # the first round")
	require.NoError(t, err)
	assert.Equal(t, RecReveal, ln.Kind)
	assert.Equal(t, 4, ln.Line)
}

// Each refused raccoon move says why, naming the cards and the cell.
func TestRaccoonVerdicts(t *testing.T) {
	raccoon := NewCard(White, RankRaccoon)
	b := board(t, "W1 B1 W11", ". W2 .")
	w1, w2 := NewCard(White, 1), NewCard(White, 2)
	for _, c := range []struct {
		moved Card
		to    Point
		key   string
	}{
		{raccoon, Point{1, 0}, "instinkt.msg.raccoon_self"},
		{NewCard(Black, 1), Point{1, 0}, "instinkt.msg.raccoon_not_own"},
		{NewCard(White, 7), Point{1, 0}, "instinkt.msg.raccoon_not_on_table"},
		{w1, Point{0, 0}, "instinkt.msg.raccoon_same"},
		{w1, Point{0, 1}, "instinkt.msg.raccoon_taken"},
		{w1, Point{3, 3}, "instinkt.msg.raccoon_connected"},
		{w1, Point{100, 100}, "instinkt.msg.raccoon_connected"},
		{w2, Point{0, 4}, "instinkt.msg.raccoon_frame"},
	} {
		nb, v := b.RaccoonMove(raccoon, c.moved, c.to)
		require.NotNilf(t, v, "%s to %v", c.moved, c.to)
		assert.Equalf(t, c.key, v.Key, "%s to %v", c.moved, c.to)
		assert.Equal(t, c.moved.String(), v.Args["Moved"])
		assert.Equal(t, c.to.Row, v.Args["Row"])
		assert.Equal(t, c.to.Col, v.Args["Col"])
		assert.Equal(t, b, nb, "a refused move changes nothing")
	}
	_, v := b.RaccoonMove(raccoon, w1, Point{0, 1})
	assert.Equal(t, "B1", v.Args["Other"])

	// every move offered is accepted, and only those
	moves := b.AppendRaccoonMoves(raccoon, nil)
	require.NotEmpty(t, moves)
	for _, m := range moves {
		_, v := b.RaccoonMove(raccoon, m.Card, m.To)
		assert.Nilf(t, v, "%v", m)
	}
	first, ok := b.HasRaccoonMove(raccoon)
	assert.True(t, ok)
	assert.Equal(t, moves[0], first)
	lone := board(t, "W11 B1")
	_, ok = lone.HasRaccoonMove(raccoon)
	assert.False(t, ok, "no other white card to move")
}

// A refused placement names the cell, and what stands in the way.
func TestPlaceVerdictArgs(t *testing.T) {
	b := board(t, "W1 W2 W3 W4")
	card := NewCard(Black, 5)
	_, v := b.Place(card, Point{0, 2})
	require.NotNil(t, v)
	assert.Equal(t, map[string]any{"Card": "B5", "Row": 0, "Col": 2, "Other": "W3"}, v.Args)
	_, v = b.Place(card, Point{2, 0})
	require.NotNil(t, v)
	assert.Equal(t, map[string]any{"Card": "B5", "Row": 2, "Col": 0}, v.Args)
	_, v = b.Place(card, Point{1, 4})
	require.NotNil(t, v)
	assert.Equal(t, "instinkt.msg.place_frame", v.Key)
	assert.Equal(t, map[string]any{"Card": "B5", "Row": 1, "Col": 4, "Rows": 2, "Cols": 5}, v.Args)
	assert.Nil(t, b.CanPlace(card, Point{1, 3}))
	assert.Equal(t, v.Key, b.CanPlace(card, Point{-1, -1}).Key)
}

// The message says exactly what is out of order.
func TestReplayVerdictKeys(t *testing.T) {
	const start = "marker white\nreveal W7 B3\nplace W7 0 0\nplace B3 0 1\n"
	for record, key := range map[string]string{
		"marker white\nreveal W7 B3\nplace B3 0 0\n":               "instinkt.msg.order_second",
		"marker white\nreveal W7 B3\nplace W7 0 0\nplace W7 0 1\n": "instinkt.msg.order_placed",
		"marker white\nreveal W7 B3\nplace W7 0 0\nreveal W1 B1\n": "instinkt.msg.order_place_due",
		start + "place W1 1 1\n":                                   "instinkt.msg.order_reveal_due",
		"marker white\nreveal W7 B3\nplace W8 0 0\n":               "instinkt.msg.not_revealed",
		start + "reveal W11 B1\nplace W11 1 1\n":                   "instinkt.msg.raccoon_must_move",
		start + "reveal W7 B4\n":                                   "instinkt.msg.card_used",
		"marker white\nreveal W7 W3\n":                             "instinkt.msg.reveal_colours",
		start + "reveal W10 B1\nplace W10 1 1\n":                   "instinkt.msg.deer_needs_line",
		"marker white\nreveal W10 B1\nplace W10 row 0 from left\n": "instinkt.msg.deer_first",
		start + "reveal W9 B1\nplace W9 row 0 from left\n":         "instinkt.msg.line_not_deer",
		start + "reveal W9 B1\nplace W9 1 1 move W7 1 0\n":         "instinkt.msg.raccoon_only",
		"reveal W7 B3\n":         "instinkt.msg.marker_first",
		start + "marker black\n": "instinkt.msg.marker_twice",
		"marker white\nreveal W7 B3\nplace W7 0 0\nplace B3 0 1\nplace B3 0 2\n": "instinkt.msg.order_reveal_due",
	} {
		res := replayText(t, record)
		require.Falsef(t, res.OK(), "%q", record)
		assert.Equalf(t, key, res.Verdict.Key, "%q", record)
	}
	// equal numbers: the marker holder places first and the marker passes
	res := replayText(t, "marker black\nreveal W5 B5\n")
	require.True(t, res.OK())
	assert.Equal(t, "B5", res.Game.Due().String())
	res = replayText(t, "marker black\nreveal W5 B5\nplace B5 0 0\n")
	require.True(t, res.OK())
	assert.Equal(t, White, res.Game.Marker(), "the marker passes after the first placement of a tie")
	assert.Equal(t, "W5", res.Game.Due().String())
	assert.Equal(t, [2]Card{card(t, "B5"), card(t, "W5")}, res.Game.Revealed())
}

// A reveal needs two real cards of two colours.
func TestRevealNeedsTwoCards(t *testing.T) {
	w1, b1 := card(t, "W1"), card(t, "B1")
	for _, pair := range [][2]Card{{NoCard, b1}, {w1, NoCard}, {NoCard, NoCard}, {w1, card(t, "W2")}} {
		_, err := NewGame(White).Apply(Move{Kind: MoveReveal, Card: pair[0], Other: pair[1]})
		var v *rules.Verdict
		require.ErrorAsf(t, err, &v, "%v", pair)
		assert.Equalf(t, "instinkt.msg.reveal_colours", v.Key, "%v", pair)
	}
}

// A line may be as long as maxLine bytes, its newline included.
func TestLineLengthLimit(t *testing.T) {
	row := "W1 B1"
	line := row + strings.Repeat(" ", maxLine-len(row)-1) + "\n"
	require.Len(t, line, maxLine)
	f := layout(t, line)
	assert.Equal(t, 1, f.Rows)
	_, err := ParseLayout(strings.NewReader(row + " " + line))
	var pe *ParseError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, "instinkt.parse.too_long", pe.Key)
}

// ParseStep reads one step of a saved game: never a marker line, never a
// placement with its raccoon move attached.
func TestParseStep(t *testing.T) {
	for s, key := range map[string]string{
		"marker white":              "instinkt.parse.keyword",
		"place W11 1 1 move W1 0 0": "instinkt.parse.extra",
		"  # nothing":               "instinkt.parse.blank",
	} {
		_, err := ParseStep(s)
		var pe *ParseError
		require.ErrorAsf(t, err, &pe, "%q", s)
		assert.Equalf(t, key, pe.Key, "%q", s)
	}
	m, err := ParseStep("reveal W1 B2")
	require.NoError(t, err)
	assert.Equal(t, MoveReveal, m.Kind)
	m, err = ParseStep("move none")
	require.NoError(t, err)
	assert.Equal(t, MoveRaccoonNone, m.Kind)
}
