package stats

import (
	"fmt"
	"strconv"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/safetext"
	figures "codeberg.org/schiri/schiri/scoring/stats"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/lipgloss/table"
)

// Render is the document as text for a terminal width columns wide: a
// section per game, its figures as a table, and for a game that counts
// players by name their figures and their win rates as bars.
func Render(f *cli.Factory, d *figures.Doc, width int) string {
	t := f.Theme()
	var b strings.Builder
	title := f.T("stats.text.title")
	if d.Since != nil {
		title = f.T("stats.text.title_since", "Day", *d.Since)
	}
	b.WriteString(t.Title.Render(title) + "\n\n")
	for i, sec := range d.Sections {
		if i > 0 {
			b.WriteString("\n")
		}
		shown := sec.Figures.Show()
		b.WriteString(t.Section.Render(f.T(sec.Kind+".stats.title", "Count", shown.Games)) + "\n")
		switch {
		case shown.CountsNames && len(shown.Players) == 0:
			b.WriteString(t.Dim.Render(f.T("stats.text.no_players")) + "\n")
		case shown.CountsNames:
			b.WriteString(playersTable(f, sec.Kind, shown.Players, width))
			b.WriteString(f.T("stats.text.win_rates") + "\n")
			b.WriteString(Bars(f, shown.Players, width))
		case shown.Games > 0:
			b.WriteString(grid(f, width, headers(f, sec.Kind, shown.Figures), values(f, shown.Figures)))
		}
	}
	return b.String()
}

// headers are the figures' column headers: the labels in the catalog of
// the game (kind) that counts them, <kind>.stats.<key>.
func headers(f *cli.Factory, kind string, figs []figures.Figure) []string {
	out := make([]string, len(figs))
	for i, fig := range figs {
		out[i] = f.T(kind + ".stats." + fig.Key)
	}
	return out
}

// values are the figures written in the user's language.
func values(f *cli.Factory, figs []figures.Figure) []string {
	out := make([]string, len(figs))
	for i, fig := range figs {
		out[i] = fig.Text(func(x float64) string { return decimal(f, x) }, func(x float64) string { return percent(f, x) })
	}
	return out
}

// newTable is a rounded table in the palette of the game commands; the
// columns for which right says so hold numbers and are right-aligned.
func newTable(f *cli.Factory, right func(col int) bool, headers ...string) *table.Table {
	t, r := f.Theme(), f.Renderer()
	cell, header := r.NewStyle().Padding(0, 1), t.Bold.Padding(0, 1)
	return table.New().
		Border(lipgloss.RoundedBorder()).
		BorderStyle(t.Dim).
		Headers(headers...).
		StyleFunc(func(row, col int) lipgloss.Style {
			st := cell
			if row == table.HeaderRow {
				st = header
			}
			if right(col) {
				st = st.Align(lipgloss.Right)
			}
			return st
		})
}

// playersTable is the players' figures: one table, or two (the first
// half of the figures, then the rest) where one does not fit in width
// columns, or a small table per player where two do not either.
func playersTable(f *cli.Factory, kind string, players []figures.Player, width int) string {
	if len(players) == 0 {
		return ""
	}
	heads := append([]string{f.T("stats.text.col_player")}, headers(f, kind, players[0].Figures)...)
	rows := make([][]string, len(players))
	for i, p := range players {
		rows[i] = append([]string{safetext.Escape(p.Name)}, values(f, p.Figures)...)
	}
	build := func(cols ...int) *table.Table {
		pick := func(row []string) []string {
			out := make([]string, len(cols))
			for i, c := range cols {
				out[i] = row[c]
			}
			return out
		}
		t := newTable(f, func(col int) bool { return col > 0 }, pick(heads)...)
		for _, r := range rows {
			t.Row(pick(r)...)
		}
		return t
	}
	all, first, rest := []int{0}, []int{0}, []int{0}
	for c := 1; c < len(heads); c++ {
		all = append(all, c)
		if c <= (len(heads)-1+1)/2 {
			first = append(first, c)
		} else {
			rest = append(rest, c)
		}
	}
	whole := build(all...).Render()
	if lipgloss.Width(whole) <= width {
		return whole + "\n"
	}
	halves := build(first...).Render() + "\n" + build(rest...).Render()
	if lipgloss.Width(halves) <= width {
		return halves + "\n"
	}
	// narrower still: a figure a line, a small table per player
	var b strings.Builder
	for _, r := range rows {
		b.WriteString(keyValues(f, heads, r))
	}
	return b.String()
}

// grid is one row of figures under their headers, or a figure a line where
// that is wider than width columns: never a cut number.
func grid(f *cli.Factory, width int, headers, row []string) string {
	t := newTable(f, func(int) bool { return true }, headers...)
	t.Row(row...)
	if out := t.Render(); lipgloss.Width(out) <= width {
		return out + "\n"
	}
	return keyValues(f, headers, row)
}

// keyValues is a two-column table: each header beside its value.
func keyValues(f *cli.Factory, headers, row []string) string {
	t := newTable(f, func(col int) bool { return col == 1 })
	for i, h := range headers {
		t.Row(h, row[i])
	}
	return t.Render() + "\n"
}

// Bars are the players' win rates as bars of full and empty blocks (read
// without colour too), with the rate and wins/games after each, fitted to
// width columns.
func Bars(f *cli.Factory, players []figures.Player, width int) string {
	t := f.Theme()
	nameW := 0
	names := make([]string, len(players))
	for i, p := range players {
		names[i] = safetext.Escape(p.Name)
		nameW = max(nameW, lipgloss.Width(names[i]))
	}
	nameW = min(nameW, max(width/3, 8))
	tails := make([]string, len(players))
	tailW := 0
	for i, p := range players {
		tails[i] = fmt.Sprintf("%s (%d/%d)", percent(f, p.Rate), p.Wins, p.Games)
		tailW = max(tailW, lipgloss.Width(tails[i]))
	}
	barW := min(max(width-nameW-tailW-6, 5), 40)
	var b strings.Builder
	for i, p := range players {
		full := int(p.Rate*float64(barW) + 0.5)
		name := truncate(names[i], nameW)
		bar := t.Good.Render(strings.Repeat("█", full)) + t.Dim.Render(strings.Repeat("░", barW-full))
		fmt.Fprintf(&b, "  %s%s  %s  %s\n", name, strings.Repeat(" ", nameW-lipgloss.Width(name)), bar, tails[i])
	}
	return b.String()
}

// decimal writes a figure with up to 2 decimal places, with the user's
// language's decimal mark.
func decimal(f *cli.Factory, x float64) string {
	s := strconv.FormatFloat(x, 'f', -1, 64)
	if f.Lang() == "de" {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

// percent writes a rate (0–1) as a whole percentage.
func percent(f *cli.Factory, rate float64) string {
	return f.T("stats.text.percent", "Value", strconv.Itoa(int(rate*100+0.5)))
}

// truncate cuts s to at most w columns, marking the cut with "…".
func truncate(s string, w int) string {
	if lipgloss.Width(s) <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 0 && lipgloss.Width(string(r))+1 > w {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}
