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
// table per game, and the Kodiak players' win rates as bars.
func Render(f *cli.Factory, d *figures.Doc, width int) string {
	t := f.Theme()
	var b strings.Builder
	title := f.T("stats.text.title")
	if d.Since != nil {
		title = f.T("stats.text.title_since", "Day", *d.Since)
	}
	b.WriteString(t.Title.Render(title) + "\n\n")

	// Kodiak
	b.WriteString(t.Section.Render(f.T("stats.text.kodiak", "Count", d.Kodiak.Games)) + "\n")
	if len(d.Kodiak.Players) == 0 {
		b.WriteString(t.Dim.Render(f.T("stats.text.no_players")) + "\n")
	} else {
		b.WriteString(playersTable(f, d.Kodiak.Players, width))
		b.WriteString(f.T("stats.text.win_rates") + "\n")
		b.WriteString(Bars(f, d.Kodiak.Players, width))
	}
	b.WriteString("\n")

	// Codenames
	b.WriteString(t.Section.Render(f.T("stats.text.codenames", "Count", d.Codenames.Games)) + "\n")
	if d.Codenames.Games > 0 {
		b.WriteString(grid(f, width, []string{f.T("stats.text.col_red_wins"), f.T("stats.text.col_blue_wins"), f.T("stats.text.col_assassin")},
			[]string{strconv.Itoa(d.Codenames.Wins.Red), strconv.Itoa(d.Codenames.Wins.Blue), strconv.Itoa(d.Codenames.Assassin)}))
	}
	b.WriteString("\n")

	// Instinkt
	b.WriteString(t.Section.Render(f.T("stats.text.instinkt", "Count", d.Instinkt.Games)) + "\n")
	if d.Instinkt.Games > 0 {
		b.WriteString(grid(f, width, []string{f.T("stats.text.col_white_wins"), f.T("stats.text.col_black_wins"), f.T("stats.text.col_draws"),
			f.T("stats.text.col_points_white"), f.T("stats.text.col_points_black")},
			[]string{strconv.Itoa(d.Instinkt.Wins.White), strconv.Itoa(d.Instinkt.Wins.Black), strconv.Itoa(d.Instinkt.Wins.Draw),
				decimal(f, d.Instinkt.AveragePoints.White), decimal(f, d.Instinkt.AveragePoints.Black)}))
	}
	b.WriteString("\n")

	// Katz und Maus
	b.WriteString(t.Section.Render(f.T("stats.text.katzundmaus", "Count", d.Katz.Games)) + "\n")
	if d.Katz.Games > 0 {
		b.WriteString(grid(f, width, []string{f.T("stats.text.col_won_vs_bot"), f.T("stats.text.col_lost_vs_bot"), f.T("stats.text.col_draw_vs_bot")},
			[]string{strconv.Itoa(d.Katz.VsBot.Won), strconv.Itoa(d.Katz.VsBot.Lost), strconv.Itoa(d.Katz.VsBot.Draw)}))
	}
	return b.String()
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

// playersTable is the Kodiak players' figures: one table, or two (totals,
// then rounds) where one does not fit in width columns.
func playersTable(f *cli.Factory, players []figures.Player, width int) string {
	headers := []string{f.T("stats.text.col_player"), f.T("stats.text.col_games"), f.T("stats.text.col_wins"),
		f.T("stats.text.col_win_rate"), f.T("stats.text.col_average_total"), f.T("stats.text.col_best_total"),
		f.T("stats.text.col_rounds"), f.T("stats.text.col_average_round"),
		f.T("stats.text.col_rounds_as_kodiak"), f.T("stats.text.col_average_round_as_kodiak"),
		f.T("stats.text.col_catches")}
	rows := make([][]string, len(players))
	for i, p := range players {
		rows[i] = []string{safetext.Escape(p.Name), strconv.Itoa(p.Games), strconv.Itoa(p.Wins), percent(f, p.WinRate),
			decimal(f, p.AverageTotal), strconv.Itoa(p.BestTotal), strconv.Itoa(p.Rounds),
			decimal(f, p.AverageRound), strconv.Itoa(p.RoundsAsKodiak), decimal(f, p.AverageRoundAsKodiak),
			strconv.Itoa(p.Catches)}
	}
	build := func(cols ...int) *table.Table {
		pick := func(row []string) []string {
			out := make([]string, len(cols))
			for i, c := range cols {
				out[i] = row[c]
			}
			return out
		}
		t := newTable(f, func(col int) bool { return col > 0 }, pick(headers)...)
		for _, r := range rows {
			t.Row(pick(r)...)
		}
		return t
	}
	whole := build(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10).Render()
	if lipgloss.Width(whole) <= width {
		return whole + "\n"
	}
	halves := build(0, 1, 2, 3, 4, 5).Render() + "\n" + build(0, 6, 7, 8, 9, 10).Render()
	if lipgloss.Width(halves) <= width {
		return halves + "\n"
	}
	// narrower still: a figure a line, a small table per player
	var b strings.Builder
	for _, r := range rows {
		b.WriteString(keyValues(f, headers, r))
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
		tails[i] = fmt.Sprintf("%s (%d/%d)", percent(f, p.WinRate), p.Wins, p.Games)
		tailW = max(tailW, lipgloss.Width(tails[i]))
	}
	barW := min(max(width-nameW-tailW-6, 5), 40)
	var b strings.Builder
	for i, p := range players {
		full := int(p.WinRate*float64(barW) + 0.5)
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
