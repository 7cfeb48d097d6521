package instinkt

import (
	"strings"
	"testing"

	ref "codeberg.org/schiri/schiri/referee/instinkt"
	score "codeberg.org/schiri/schiri/scoring/instinkt"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// labels are the row labels of a plain-text grid (the first word of each
// line after the header) and its column labels (the header's words).
func labels(grid string) (rows, cols []string) {
	lines := strings.Split(strings.TrimRight(grid, "\n"), "\n")
	cols = strings.Fields(lines[0])
	for _, l := range lines[1:] {
		rows = append(rows, strings.Fields(l)[0])
	}
	return rows, cols
}

// The score grid is labelled with the cells' coordinates, as the layout's
// grid is and as a record names them: a final layout on rows -1..2 and
// columns 2..5 keeps those numbers in both grids (issue 22 item 9; the
// grid was labelled 1 to 4 whatever the layout's cells).
func TestScoreGridLabelsAreTheLayoutsCells(t *testing.T) {
	e := newEnv(t, false, "en")
	var cards []ref.Placed
	for i, name := range strings.Fields("W1 B8 W3 W7 B4 W8 B3 B6 W5 B1 W9 B9 B5 W6 B7 W4") {
		c, ok := ref.ParseCard(name)
		require.True(t, ok)
		cards = append(cards, ref.Placed{Card: c, At: ref.Point{Row: i/4 - 1, Col: i%4 + 2}})
	}
	b, ok := ref.NewBoard(cards)
	require.True(t, ok)
	grid, ok := b.Final()
	require.True(t, ok)
	s := newStyles(e.f)

	rows, cols := labels(s.scoreGrid(score.Score(grid, [2]ref.Hand{}), topLeft(b)))
	assert.Equal(t, []string{"-1", "0", "1", "2"}, rows)
	assert.Equal(t, []string{"2", "3", "4", "5"}, cols)
	layoutRows, layoutCols := labels(s.boardGrid(b, nil))
	assert.Equal(t, layoutRows, rows, "the score grid's rows are the layout's")
	assert.Equal(t, layoutCols, cols, "the score grid's columns are the layout's")
	assert.Contains(t, s.scoreGrid(score.Score(grid, [2]ref.Hand{}), topLeft(b)), "\n-1  W1 +0")

	// the bordered table a terminal with colour gets has the same labels
	s.color = true
	table := s.scoreGrid(score.Score(grid, [2]ref.Hand{}), topLeft(b))
	for _, label := range []string{"│ -1 │ W1 +0", "│ 2  │ B5 +", "│ 2 ", "│ 5 "} {
		assert.Contains(t, table, label)
	}
	assert.NotContains(t, table, "│ 4  │", "no 1-to-4 row labels")
}

// A layout file's cells are named as moves names them: its first row and
// column are 0. The text says so; the JSON keeps SPEC §2's 1-based row and
// col, and its message names the cell as the fields beside it do.
func TestLayoutProblemCellsTextAndJSON(t *testing.T) {
	lf, err := ref.ParseLayout(strings.NewReader("W1 W1 .\nBX . .\n"))
	require.NoError(t, err)
	problems := ref.CheckLayout(lf).Errors
	require.Len(t, problems, 2)
	for _, c := range []struct{ lang, dup, snake string }{
		{"en", "Row 0, column 1: W1 is on the table twice (also at row 0, column 0)", "Row 1, column 0: the snake BX"},
		{"de", "Reihe 0, Spalte 1: W1 liegt zweimal in der Auslage (auch in Reihe 0, Spalte 0)", "Reihe 1, Spalte 0: Die Schlange BX"},
	} {
		e := newEnv(t, false, c.lang)
		assert.True(t, strings.HasPrefix(e.f.VerdictText(problems[0]), c.dup), e.f.VerdictText(problems[0]))
		assert.True(t, strings.HasPrefix(e.f.VerdictText(problems[1]), c.snake), e.f.VerdictText(problems[1]))
	}

	e := newEnv(t, true, "en")
	doc := problemsJSON(e.f, problems)
	assert.Equal(t, problemJSON{Reason: "instinkt.card.duplicate", Row: cellJSON(1), Col: cellJSON(2),
		Message: "Row 1, column 2: W1 is on the table twice (also at row 1, column 1); every card exists once"}, doc[0])
	assert.Equal(t, 2, *doc[1].Row)
	assert.Equal(t, 1, *doc[1].Col)
	// the verdict itself is left as it was: the text still says row 0
	assert.True(t, strings.HasPrefix(e.f.VerdictMessage(problems[0]), "Row 0, column 1"))

	// the cell check names is the cell moves and a record use
	b, ok := lf.Board()
	require.True(t, ok)
	assert.Equal(t, "BX", b.At(ref.Point{Row: 1, Col: 0}).String())
}

// steps plays record lines on a new game.
func steps(t *testing.T, lines ...string) *ref.Game {
	t.Helper()
	g := ref.NewGame(ref.White)
	for _, l := range lines {
		m, err := ref.ParseStep(l)
		require.NoError(t, err, l)
		ng, v := g.ApplyVerdict(m)
		require.Nil(t, v, "%s: %v", l, v)
		g = ng
	}
	return g
}

// The example in play's prompt is an answer the rules allow now, in the
// layout's coordinates: a free cell, a line the deer may take, a card the
// raccoon may move (or "none" when it can move none), never a fixed text
// that may be taken or off the layout.
func TestPlayHintIsLegal(t *testing.T) {
	e := newEnv(t, false, "de")
	f := e.f
	apply := func(g *ref.Game, step string) {
		t.Helper()
		m, err := ref.ParseStep(step)
		require.NoError(t, err, step)
		_, v := g.ApplyVerdict(m)
		assert.Nil(t, v, "%s: %v", step, v)
	}

	// placing: the layout moved up and left of 0 0
	g := steps(t, "reveal W7 B3", "place W7 0 0", "place B3 -1 -1", "reveal W8 B2", "place W8 -2 -2")
	title, hint := question(f, g)
	assert.Contains(t, title, "B2")
	apply(g, "place B2 "+hint)

	// the deer: row 0 holds nothing once the raccoon has moved W7 away
	g = steps(t, "reveal W7 B3", "place W7 0 0", "place B3 -1 0",
		"reveal W11 B2", "place W11 -1 1", "move W7 -2 1", "place B2 -3 1", "reveal W10 B1")
	_, hint = question(f, g)
	assert.NotEqual(t, "Reihe 0 von links", hint, "row 0 holds no card")
	apply(g, "place W10 "+englishLine(hint))

	// the raccoon with a card to move, and with none
	g = steps(t, "reveal W7 B3", "place W7 0 0", "place B3 0 1", "reveal W11 B1", "place W11 1 0")
	require.Equal(t, ref.PhaseRaccoon, g.Phase())
	_, hint = question(f, g)
	apply(g, "move "+hint)
	g = steps(t, "reveal W11 B3", "place W11 0 0")
	require.Equal(t, ref.PhaseRaccoon, g.Phase())
	_, hint = question(f, g)
	assert.Equal(t, "keine", hint)
}
