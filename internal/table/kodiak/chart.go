package kodiak

// The Kodiak evening at a glance (SPEC §7 "Pages"): every player's running
// total after each round as a chart drawn on the server in SVG, readable
// without colour (each line has its letter at every point, and a legend),
// and the rounds as a table with who was Kodiak in each. The figures are
// the history's (History, as `kodiak history --json` prints it).

import (
	"fmt"
	"html"
	"html/template"
	"math"
	"slices"
	"strings"

	"codeberg.org/schiri/schiri/internal/table"
)

// ChartPlayer is a player of the chart, with their letter.
type ChartPlayer struct {
	Name, Letter string
	Series       int // the line's style (s0 … s5)
}

// HistoryRow is a round of the rounds table.
type HistoryRow struct {
	Number int
	Kodiak string
	Cells  []HistoryCell // seat order
}

// HistoryCell is a player's points in a round and total after it.
type HistoryCell struct {
	Points, Total int
	Kodiak        bool
}

// fill lays out the history's rounds and draws its chart.
func (k *Page) fill(h *History, l table.Localizer) {
	for i, name := range h.Players {
		k.Players = append(k.Players, ChartPlayer{Name: name, Letter: string(rune('A' + i)), Series: i % 6})
	}
	totals := make([][]int, len(h.Players)) // per player: 0, then after each round
	for i := range totals {
		totals[i] = []int{0}
	}
	for _, r := range h.Rounds {
		row := HistoryRow{Number: r.Round, Kodiak: r.Kodiak, Cells: make([]HistoryCell, len(h.Players))}
		for i, p := range r.Players { // seat order
			if i < len(row.Cells) {
				row.Cells[i].Points = p.Total
				row.Cells[i].Kodiak = p.Name == r.Kodiak
			}
		}
		for i, t := range r.Totals { // seat order
			if i < len(row.Cells) {
				row.Cells[i].Total = t.Total
				totals[i] = append(totals[i], t.Total)
			}
		}
		k.Rounds = append(k.Rounds, row)
	}
	if len(h.Rounds) > 0 {
		k.Chart = chartSVG(k.Players, totals, l)
	}
}

// Chart geometry, in the SVG's own units (it scales to the page's width).
const (
	chartW, chartH          = 340, 220
	chartLeft, chartRight   = 34, 14
	chartTop, chartBottom   = 12, 40
	chartLetterR            = 7
	chartMinSpan, chartTick = 10, 4
	// chartRoundsY is the baseline of the round numbers: below a letter
	// on the lowest line (its circle and stroke) with room for the 11 px
	// figures, so no letter hides the x axis' "1" (issue 32.13)
	chartRoundsY = chartH - chartBottom + chartLetterR + 14
)

// chartSVG draws each player's running totals (totals[p][r]: after round
// r, 0 = before the first) as a line through letter markers.
func chartSVG(players []ChartPlayer, totals [][]int, loc table.Localizer) template.HTML {
	rounds := 0
	lo, hi := 0, 0
	for _, ts := range totals {
		rounds = max(rounds, len(ts)-1)
		for _, v := range ts {
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	step := niceStep(float64(max(hi-lo, chartMinSpan)) / chartTick)
	lo = int(math.Floor(float64(lo)/step) * step)
	hi = int(math.Ceil(float64(hi)/step) * step)
	if hi == lo {
		hi = lo + int(step)
	}
	x := func(r int) float64 {
		return chartLeft + float64(r)*float64(chartW-chartLeft-chartRight)/float64(max(rounds, 1))
	}
	y := func(v int) float64 {
		return chartTop + float64(hi-v)*float64(chartH-chartTop-chartBottom)/float64(hi-lo)
	}
	var b strings.Builder
	var summary []string
	for i, p := range players {
		if n := len(totals[i]); n > 0 {
			summary = append(summary, fmt.Sprintf("%s %s %d", p.Letter, p.Name, totals[i][n-1]))
		}
	}
	label := loc.T("kodiak.page.chart_label", "Count", rounds, "Totals", strings.Join(summary, ", "))
	fmt.Fprintf(&b, `<svg class="chart" viewBox="0 0 %d %d" role="img" aria-label="%s">`, chartW, chartH, html.EscapeString(label))
	// the grid: a line and a figure per tick, the rounds below
	for v := lo; v <= hi; v += int(step) {
		fmt.Fprintf(&b, `<path class="tick%s" d="M%d %.1fH%d"/><text class="ax" x="%d" y="%.1f" text-anchor="end">%d</text>`,
			map[bool]string{true: " zero"}[v == 0], chartLeft, y(v), chartW-chartRight, chartLeft-5, y(v)+4, v)
	}
	for r := 0; r <= rounds; r++ {
		fmt.Fprintf(&b, `<text class="ax" x="%.1f" y="%d" text-anchor="middle">%d</text>`, x(r), chartRoundsY, r)
	}
	fmt.Fprintf(&b, `<text class="ax" x="%d" y="%d" text-anchor="end">%s</text>`, chartW-chartRight, chartH-2, html.EscapeString(loc.T("kodiak.page.chart_rounds")))
	// the lines, then the letters on top of every line
	for i, p := range players {
		var d strings.Builder
		for r, v := range totals[i] {
			fmt.Fprintf(&d, "%c%.1f %.1f", map[bool]rune{true: 'M', false: 'L'}[r == 0], x(r), y(v))
		}
		fmt.Fprintf(&b, `<path class="line s%d" d="%s"/>`, p.Series, d.String())
	}
	// a letter after every round (all start at 0: the legend names them);
	// players on the same total side by side, so no letter hides another
	for r := 1; r <= rounds; r++ {
		at := map[int][]int{} // total → players on it
		for i := range players {
			if r < len(totals[i]) {
				at[totals[i][r]] = append(at[totals[i][r]], i)
			}
		}
		for i, p := range players {
			if r >= len(totals[i]) {
				continue
			}
			v := totals[i][r]
			same := at[v]
			k := slices.Index(same, i)
			cx := x(r) + (float64(k)-float64(len(same)-1)/2)*(2*chartLetterR+1)
			cx = min(cx, chartW-chartLetterR-1-float64(len(same)-1-k)*(2*chartLetterR+1))
			fmt.Fprintf(&b, `<g class="pt s%d"><circle cx="%.1f" cy="%.1f" r="%d"/><text x="%.1f" y="%.1f" text-anchor="middle">%s</text></g>`,
				p.Series, cx, y(v), chartLetterR, cx, y(v)+3.5, p.Letter)
		}
	}
	b.WriteString(`</svg>`)
	return template.HTML(b.String()) // #nosec G203 -- numbers, letters and an escaped label
}

// niceStep is the tick step for a raw one: 1, 2 or 5 times a power of ten.
func niceStep(raw float64) float64 {
	if raw <= 1 {
		return 1
	}
	p := math.Pow(10, math.Floor(math.Log10(raw)))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*p >= raw {
			return m * p
		}
	}
	return 10 * p
}
