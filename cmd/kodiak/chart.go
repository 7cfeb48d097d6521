package kodiak

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/safetext"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	scoring "codeberg.org/schiri/schiri/scoring/kodiak"
	"github.com/NimbleMarkets/ntcharts/canvas"
	"github.com/NimbleMarkets/ntcharts/linechart"
	"github.com/charmbracelet/lipgloss"
	"golang.org/x/text/unicode/norm"
)

// chartHeight is the chart's height in lines, axis and labels included.
const chartHeight = 14

// historyChart draws every player's running total after each round as a
// line chart width columns wide: each player's line is drawn with their own
// letter (so it reads without colour), and a legend names the letters with
// the totals. "" when there is no round yet.
func historyChart(f *cli.Factory, g *referee.Game, width int) string {
	history := scoring.History(g)
	if len(history) == 0 {
		return ""
	}
	width = max(width, 20)
	t := f.Theme()
	inks := []lipgloss.Style{t.Accent, t.Mark, t.Good, t.Bad, t.Section, t.Title}

	// the totals start at 0 before the first round
	lo, hi := 0, 0
	for _, line := range history {
		for _, s := range line.Running {
			lo, hi = min(lo, s.Total), max(hi, s.Total)
		}
	}
	if lo == hi {
		hi = lo + 1
	}
	rounds := len(history)
	c := linechart.New(width, chartHeight, 0, float64(rounds), float64(lo), float64(hi),
		linechart.WithXYSteps(1, 1),
		linechart.WithStyles(t.Dim, t.Dim, lipgloss.Style{}),
		linechart.WithXLabelFormatter(func(int, float64) string { return "" }), // roundLabels
		linechart.WithYLabelFormatter(totalLabels(lo, hi)),
	)
	c.DrawXYAxisAndLabel()
	roundLabels(&c, rounds, t.Dim)
	letters := playerLetters(g.Players)
	for seat := range g.Players {
		ink := inks[seat%len(inks)]
		prev := canvas.Float64Point{X: 0, Y: 0}
		for i, line := range history {
			p := canvas.Float64Point{X: float64(i + 1), Y: float64(line.Running[seat].Total)}
			c.DrawRuneLineWithStyle(prev, p, letters[seat], ink)
			prev = p
		}
	}
	var b strings.Builder
	b.WriteString(f.T("kodiak.text.chart_title") + "\n")
	for _, l := range strings.Split(c.View(), "\n") {
		b.WriteString(strings.TrimRight(l, " ") + "\n")
	}
	// the legend: "A Ana −4", wrapped to the width
	last := history[len(history)-1].Running
	line := ""
	for seat, name := range g.Players {
		item := fmt.Sprintf("%s %s %d", inks[seat%len(inks)].Render(string(letters[seat])), safetext.Escape(name), last[seat].Total)
		if line != "" && lipgloss.Width(line)+3+lipgloss.Width(item) > width {
			b.WriteString(line + "\n")
			line = ""
		}
		if line != "" {
			line += "   "
		}
		line += item
	}
	b.WriteString(line + "\n")
	return b.String()
}

// roundLabels writes each round's number under the column its totals are
// drawn in (ntcharts puts a point x at round(x·(graph width−1)/rounds), one
// column right of the axis), leaving out those that would touch another
// (never the last).
func roundLabels(c *linechart.Model, rounds int, st lipgloss.Style) {
	o, gw, w := c.Origin(), c.GraphWidth(), c.Canvas.Width()
	free := func(x, n int) bool {
		for i := x - 1; i <= x+n; i++ {
			if i < w && c.Canvas.Cell(canvas.Point{X: i, Y: o.Y + 1}).Rune != 0 {
				return false
			}
		}
		return true
	}
	for i := 0; i <= rounds; i++ {
		k := (i + rounds) % (rounds + 1) // the last round first: it is always shown
		s := strconv.Itoa(k)
		x := min(o.X+1+int(float64(k*(gw-1))/float64(rounds)+0.5), w-len(s))
		if free(x, len(s)) {
			c.Canvas.SetStringWithStyle(canvas.Point{X: x, Y: o.Y + 1}, s, st)
		}
	}
}

// totalLabels names the rows of the chart's totals where ntcharts draws
// them: a value v lies round((v−lo)·(rows−1)/(hi−lo)) rows above the row
// just over the x axis (ntcharts' own labels count from the axis row and
// stand one row too low). Of the rows i above the axis (i = 0 is the axis)
// the row of 0, where every line starts, is labelled, every other row up
// and down from it, and the rows of the lowest and the highest total.
func totalLabels(lo, hi int) linechart.LabelFormatter {
	rows := chartHeight - 2 // the x axis and its labels take two
	zero := 1 + roundHalf(float64(-lo*(rows-1))/float64(hi-lo))
	return func(i int, _ float64) string {
		if i < 1 || i > rows || (i-zero)%2 != 0 && i != 1 && i != rows {
			return ""
		}
		if i == zero {
			return "0" // where the lines start: 0 is drawn here, whatever the row's middle
		}
		return strconv.Itoa(roundHalf(float64(lo) + float64((i-1)*(hi-lo))/float64(rows-1)))
	}
}

// roundHalf rounds a label value to the nearest whole number.
func roundHalf(v float64) int {
	if v < 0 {
		return -int(-v + 0.5)
	}
	return int(v + 0.5)
}

// playerLetters gives each player a different capital letter: the first
// letter of their name (without its accents) that no one before them took, else the first free
// letter of the alphabet.
func playerLetters(players []string) []rune {
	taken := map[rune]bool{}
	out := make([]rune, len(players))
	for i, p := range players {
		for _, r := range norm.NFD.String(p) { // Å is A, é is E
			r = unicode.ToUpper(r)
			if r < unicode.MaxASCII && unicode.IsLetter(r) && !taken[r] {
				out[i] = r
				break
			}
		}
		for r := 'A'; out[i] == 0 && r <= 'Z'; r++ {
			if !taken[r] {
				out[i] = r
			}
		}
		taken[out[i]] = true
	}
	return out
}
