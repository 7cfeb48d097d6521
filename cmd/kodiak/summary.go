package kodiak

import (
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	scoring "codeberg.org/schiri/schiri/scoring/kodiak"
)

// summaryText lists each player's cards and points, then what the referee
// will say, as plain text (it goes to stderr inside the form).
func summaryText(f *cli.Factory, s *referee.Sheet, r referee.Report) string {
	var b strings.Builder
	for i, p := range scoring.Round(s) {
		cards := make([]string, 0, len(s.Players[i].Cards))
		for _, c := range s.Players[i].Cards {
			cards = append(cards, c.TokenIn(f.Lang()))
		}
		list := strings.Join(cards, " ")
		if list == "" {
			list = f.T("kodiak.form.no_cards")
		}
		b.WriteString(f.T("kodiak.form.summary_line", "Name", p.Name, "Role", roleText(f, p.Role), "Cards", list,
			"Catches", p.Catches, "Out", p.HairballsOut, "Count", p.Total) + "\n")
	}
	for _, v := range r.Errors {
		b.WriteString("✗ " + f.VerdictText(v) + "\n")
	}
	for _, v := range r.Warnings {
		b.WriteString("! " + f.T("core.warning") + ": " + f.VerdictText(v) + "\n")
	}
	return strings.TrimRight(b.String(), "\n")
}
