package instinkt

import (
	"strconv"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	ref "codeberg.org/schiri/schiri/referee/instinkt"
	score "codeberg.org/schiri/schiri/scoring/instinkt"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/lipgloss/table"
)

type styles struct {
	white, black, empty, mark, label, good, title, bad lipgloss.Style
	color                                              bool
	r                                                  *lipgloss.Renderer
}

func newStyles(f *cli.Factory) styles {
	r, t := f.Renderer(), f.Theme()
	return styles{
		white: t.Light,
		black: t.Dark,
		empty: t.Dim,
		mark:  t.Good.Bold(true),
		label: t.Dim,
		good:  t.Good,
		title: t.Bold,
		bad:   t.Bad,
		color: f.Color(),
		r:     r,
	}
}

// cell is one cell of a rendered grid.
type cell struct {
	card   ref.Card
	mark   string // shown on an empty cell (a legal placement)
	points int
	scored bool // show points
}

func (c cell) text() string {
	switch {
	case c.card.Valid() && c.scored:
		return c.card.String() + " +" + strconv.Itoa(c.points)
	case c.card.Valid():
		return c.card.String()
	case c.mark != "":
		return c.mark
	}
	return "."
}

// grid renders cells with column and row labels: a bordered table on a
// terminal with colour, aligned plain text otherwise.
func (s styles) grid(cells [][]cell, rowLabels, colLabels []string) string {
	if len(cells) == 0 {
		return ""
	}
	if s.color {
		t := table.New().Border(lipgloss.RoundedBorder()).BorderStyle(s.label).BorderRow(true)
		t.Headers(append([]string{""}, colLabels...)...)
		for r, row := range cells {
			line := []string{rowLabels[r]}
			for _, c := range row {
				line = append(line, c.text())
			}
			t.Row(line...)
		}
		t.StyleFunc(func(row, col int) lipgloss.Style {
			base := s.r.NewStyle().Padding(0, 1)
			if row == table.HeaderRow || col == 0 {
				return base.Inherit(s.label)
			}
			c := cells[row][col-1]
			switch {
			case c.card.Valid() && c.card.Colour() == ref.White:
				return base.Inherit(s.white)
			case c.card.Valid():
				return base.Inherit(s.black)
			case c.mark != "":
				return base.Inherit(s.mark)
			}
			return base.Inherit(s.empty)
		})
		return t.Render() + "\n"
	}
	width := 1
	for _, row := range cells {
		for _, c := range row {
			width = max(width, len(c.text()))
		}
	}
	for _, l := range colLabels {
		width = max(width, len(l))
	}
	lw := 0
	for _, l := range rowLabels {
		lw = max(lw, len(l))
	}
	var b strings.Builder
	b.WriteString(strings.Repeat(" ", lw))
	for _, l := range colLabels {
		b.WriteString("  " + pad(l, width))
	}
	b.WriteString("\n")
	for r, row := range cells {
		b.WriteString(padLeft(rowLabels[r], lw))
		for _, c := range row {
			b.WriteString("  " + pad(c.text(), width))
		}
		b.WriteString("\n")
	}
	return trimLines(b.String())
}

func pad(s string, w int) string {
	if len(s) >= w {
		return s
	}
	return s + strings.Repeat(" ", w-len(s))
}

func padLeft(s string, w int) string {
	if len(s) >= w {
		return s
	}
	return strings.Repeat(" ", w-len(s)) + s
}

func trimLines(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n")
}

// boardGrid renders a board with its coordinates; marks (may be nil) names
// empty cells to highlight, e.g. legal placements. The grid is widened to
// show the marked cells.
func (s styles) boardGrid(b ref.Board, marks map[ref.Point]string) string {
	top, bottom, ok := b.Box()
	if !ok && len(marks) == 0 {
		return ""
	}
	first := true
	if ok {
		first = false
	}
	for p := range marks {
		if first {
			top, bottom, first = p, p, false
			continue
		}
		top.Row, top.Col = min(top.Row, p.Row), min(top.Col, p.Col)
		bottom.Row, bottom.Col = max(bottom.Row, p.Row), max(bottom.Col, p.Col)
	}
	var cells [][]cell
	var rowLabels, colLabels []string
	for c := top.Col; c <= bottom.Col; c++ {
		colLabels = append(colLabels, strconv.Itoa(c))
	}
	for r := top.Row; r <= bottom.Row; r++ {
		rowLabels = append(rowLabels, strconv.Itoa(r))
		var row []cell
		for c := top.Col; c <= bottom.Col; c++ {
			p := ref.Point{Row: r, Col: c}
			row = append(row, cell{card: b.At(p), mark: marks[p]})
		}
		cells = append(cells, row)
	}
	return s.grid(cells, rowLabels, colLabels)
}

// scoreGrid renders the final 4×4 with each card's points. The labels are
// the cells' coordinates as everywhere a player looks (the record's, top
// is the top-left card's cell), not the JSON's 1-based count.
func (s styles) scoreGrid(r score.Result, top ref.Point) string {
	cells := make([][]cell, 4)
	var rowLabels, colLabels []string
	for i := range 4 {
		rowLabels = append(rowLabels, strconv.Itoa(top.Row+i))
		colLabels = append(colLabels, strconv.Itoa(top.Col+i))
	}
	for i := range r.Cards {
		cells[i/4] = append(cells[i/4], cell{card: r.Cards[i], points: r.Points[i], scored: true})
	}
	return s.grid(cells, rowLabels, colLabels)
}

// topLeft is the cell of a layout's top-left corner (0 0 when empty).
func topLeft(b ref.Board) ref.Point {
	top, _, _ := b.Box()
	return top
}

// scoreText is the totals and the winner below the grid.
func scoreText(f *cli.Factory, s styles, r score.Result) string {
	var b strings.Builder
	for _, col := range []ref.Colour{ref.White, ref.Black} {
		side := r.Sides[col]
		name := f.T("instinkt.colour." + col.String())
		line := f.T("instinkt.score.side", "Colour", name, "Count", side.Points, "Cards", side.ScoringCards)
		if side.HandGiven {
			line += ", " + f.T("instinkt.score.hand", "Sum", side.HandSum)
		}
		b.WriteString(line + "\n")
	}
	var verdict string
	switch r.Winner {
	case score.WinnerDraw:
		verdict = f.T("instinkt.score.draw")
	case score.WinnerUndecided:
		verdict = f.T("instinkt.score.undecided")
	default:
		verdict = f.T("instinkt.score.winner", "Colour", f.T("instinkt.colour."+r.Winner),
			"By", f.T("instinkt.score.by."+r.DecidedBy))
	}
	b.WriteString(s.title.Render(verdict) + "\n")
	return b.String()
}
