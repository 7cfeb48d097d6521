package kodiak

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/safetext"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	scoring "codeberg.org/schiri/schiri/scoring/kodiak"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/lipgloss/table"
)

type styles struct {
	title, dim, good, bad, warn, kodiak, header, cell lipgloss.Style
	border                                            lipgloss.Style
}

func newStyles(f *cli.Factory) styles {
	t, r := f.Theme(), f.Renderer()
	return styles{
		title:  t.Title,
		dim:    t.Dim,
		good:   t.Good.Bold(true),
		bad:    t.Bad,
		warn:   t.Warn,
		kodiak: t.Mark,
		header: t.Bold.Padding(0, 1),
		cell:   r.NewStyle().Padding(0, 1),
		border: t.Dim,
	}
}

// newTable is a rounded table; the columns for which right says so hold
// numbers and are right-aligned.
func (s styles) newTable(right func(col int) bool, headers ...string) *table.Table {
	return table.New().
		Border(lipgloss.RoundedBorder()).
		BorderStyle(s.border).
		Headers(headers...).
		StyleFunc(func(row, col int) lipgloss.Style {
			st := s.cell
			if row == table.HeaderRow {
				st = s.header
			}
			if right != nil && right(col) {
				st = st.Align(lipgloss.Right)
			}
			return st
		})
}

func (s styles) verdictLines(f *cli.Factory, errs, warns []verdictJSON) string {
	var b strings.Builder
	for _, e := range errs {
		b.WriteString(s.bad.Render("✗") + " " + e.Message + " " + s.dim.Render(f.T("core.rule_ref", "Rule", string(e.Reason))) + "\n")
	}
	for _, w := range warns {
		b.WriteString(s.warn.Render("!") + " " + f.T("core.warning") + ": " + w.Message + " " +
			s.dim.Render(f.T("core.rule_ref", "Rule", string(w.Reason))) + "\n")
	}
	return b.String()
}

func roleText(f *cli.Factory, r referee.Role) string {
	if r == referee.RoleKodiak {
		return f.T("kodiak.text.role_kodiak")
	}
	return f.T("kodiak.text.role_mouse")
}

// renderScore shows a round's points as a table, then the verdict.
func renderScore(f *cli.Factory, d *scoreDoc) string {
	s := newStyles(f)
	if len(d.Errors) == 1 && d.Errors[0].Reason == referee.RuleFinished {
		// the game is over: the sheet was never judged, and the reason is
		// all there is to say (no table of it, no "invalid sheet")
		return s.verdictLines(f, d.Errors, d.Warnings)
	}
	t := s.newTable(func(col int) bool { return col >= 2 },
		f.T("kodiak.text.col_player"), f.T("kodiak.text.col_role"), f.T("kodiak.text.col_cards"),
		f.T("kodiak.text.col_hairballs_in"), f.T("kodiak.text.col_hairballs_out"),
		f.T("kodiak.text.col_catches"), f.T("kodiak.text.col_points"))
	for _, p := range d.Players {
		role := roleText(f, p.Role)
		if p.Role == referee.RoleKodiak {
			role = s.kodiak.Render(role)
		}
		catches := strconv.Itoa(p.Catches)
		t.Row(safetext.Escape(p.Name), role, strconv.Itoa(p.CardsSum), strconv.Itoa(p.HairballsIn),
			strconv.Itoa(p.HairballsOut), catches, strconv.Itoa(p.Total))
	}
	var b strings.Builder
	b.WriteString(t.Render() + "\n")
	if d.Valid {
		b.WriteString(s.good.Render("✓") + " " + f.T("kodiak.text.valid") + "\n")
	} else {
		b.WriteString(s.bad.Render("✗") + " " + f.T("kodiak.text.invalid") + "\n")
	}
	b.WriteString(s.verdictLines(f, d.Errors, d.Warnings))
	return b.String()
}

// renderStatus shows the standings, fewest points first, with who is Kodiak
// next and how many rounds are left, or the winners once the game is over.
func renderStatus(f *cli.Factory, g *referee.Game, d *statusDoc) string {
	s := newStyles(f)
	var b strings.Builder
	title := f.T("kodiak.text.game", "Game", d.Game)
	if g.Name != "" && g.Name != d.Game {
		title += " · " + safetext.Escape(g.Name)
	}
	b.WriteString(s.title.Render(title) + "\n")
	if d.Finished {
		b.WriteString(f.T("kodiak.text.over", "Count", d.RoundsTotal) + "\n")
	} else {
		b.WriteString(f.T("kodiak.text.progress", "Played", d.RoundsPlayed, "Count", d.RoundsTotal) + " · " +
			f.T("kodiak.text.next", "Name", safetext.Safe(s.kodiak.Render(safetext.Escape(*d.KodiakNext)))) + " · " +
			f.T("kodiak.text.left", "Count", d.RoundsTotal-d.RoundsPlayed) + "\n")
	}

	order := make([]int, len(d.Totals))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return d.Totals[order[a]].Total < d.Totals[order[b]].Total })
	winners := map[string]bool{}
	for _, w := range d.Winners {
		winners[w] = true
	}
	t := s.newTable(func(col int) bool { return col == 0 || col == 2 },
		"#", f.T("kodiak.text.col_player"), f.T("kodiak.text.col_total"), "")
	rank := 0
	for i, seat := range order {
		st := d.Totals[seat]
		if i == 0 || st.Total != d.Totals[order[i-1]].Total {
			rank = i + 1
		}
		note := ""
		switch {
		case winners[st.Name]:
			note = s.good.Render(f.T("kodiak.text.winner"))
		case d.KodiakNext != nil && *d.KodiakNext == st.Name:
			note = s.kodiak.Render(f.T("kodiak.text.kodiak_next"))
		}
		t.Row(strconv.Itoa(rank)+".", safetext.Escape(st.Name), strconv.Itoa(st.Total), note)
	}
	b.WriteString(t.Render() + "\n")
	if d.Finished {
		b.WriteString(s.good.Render(f.T("kodiak.text.winners", "Names", strings.Join(d.Winners, ", "), "Count", len(d.Winners))) + "\n")
	}
	return b.String()
}

// renderHistory shows one row per round: Kodiak, then each player's points
// with the running total in brackets.
func renderHistory(f *cli.Factory, id string, g *referee.Game) string {
	s := newStyles(f)
	var b strings.Builder
	b.WriteString(s.title.Render(f.T("kodiak.text.game", "Game", id)) + "\n")
	if len(g.Rounds) == 0 {
		b.WriteString(f.T("kodiak.text.no_rounds") + "\n")
		return b.String()
	}
	headers := []string{f.T("kodiak.text.col_round"), "Kodiak"}
	for _, p := range g.Players {
		headers = append(headers, safetext.Escape(p))
	}
	t := s.newTable(func(col int) bool { return col != 1 }, headers...)
	for _, line := range scoring.History(g) {
		row := []string{strconv.Itoa(line.Number), s.kodiak.Render(safetext.Escape(line.Kodiak))}
		for i, p := range line.Points {
			row = append(row, fmt.Sprintf("%d %s", p.Total, s.dim.Render("("+strconv.Itoa(line.Running[i].Total)+")")))
		}
		t.Row(row...)
	}
	b.WriteString(t.Render() + "\n")
	b.WriteString(s.dim.Render(f.T("kodiak.text.history_legend")) + "\n")
	b.WriteString("\n" + historyChart(f, g, f.IO.TerminalWidth()))
	return b.String()
}

// renderList shows the saved games.
func renderList(f *cli.Factory, entries []listEntry, games []*referee.Game) string {
	if len(entries) == 0 {
		return f.T("kodiak.text.no_games") + "\n"
	}
	s := newStyles(f)
	t := s.newTable(nil, f.T("kodiak.text.col_game"), f.T("kodiak.text.col_players"),
		f.T("kodiak.text.col_rounds"), f.T("kodiak.text.col_state"))
	for i, e := range entries {
		state := ""
		if e.Finished {
			state = f.T("kodiak.text.state_over", "Names", strings.Join(scoring.Winners(games[i]), ", "))
		} else {
			next, _ := games[i].KodiakNext()
			state = f.T("kodiak.text.next", "Name", next)
		}
		name := e.Game
		if games[i].Name != "" && games[i].Name != e.Game {
			name += " (" + safetext.Escape(games[i].Name) + ")"
		}
		t.Row(safetext.Escape(name), safetext.Escape(strings.Join(e.Players, ", ")), fmt.Sprintf("%d/%d", e.RoundsPlayed, e.RoundsTotal), state)
	}
	return t.Render() + "\n"
}
