package kodiak

import (
	"errors"
	"strconv"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	scoring "codeberg.org/schiri/schiri/scoring/kodiak"
	"github.com/charmbracelet/huh"
)

// maxHairballsOut bounds the form's hairball field; no round comes near it.
const maxHairballsOut = 99

// askRound fills in the next round's sheet with a form: per player the
// table cards as a quick list ("3 red-king hairball"), Kodiak's catches and
// the hairballs beside the cards; then a summary to confirm.
func askRound(f *cli.Factory, id string, g *referee.Game) (*referee.Sheet, error) {
	kodiak, ok := g.KodiakNext()
	if !ok {
		// Nothing to ask: the referee rejects any round now (kodiak.end.finished).
		return &referee.Sheet{}, nil
	}
	type answer struct{ cards, catches, hairballs string }
	answers := make([]answer, len(g.Players))
	groups := make([]*huh.Group, 0, len(g.Players))
	for i, p := range g.Players {
		a := &answers[i]
		who := p
		if p == kodiak {
			who = f.T("kodiak.form.kodiak_name", "Name", p)
		}
		fields := []huh.Field{
			huh.NewInput().Title(f.T("kodiak.form.cards", "Name", who)).
				Placeholder("3 red-king hairball").Value(&a.cards).Validate(cardsValidator(f)),
		}
		if p == kodiak {
			fields = append(fields, huh.NewInput().Title(f.T("kodiak.form.catches", "Name", who, "Max", referee.MaxCatches)).
				Placeholder("0").Value(&a.catches).Validate(countValidator(f, referee.MaxCatches)))
		}
		fields = append(fields, huh.NewInput().Title(f.T("kodiak.form.hairballs_out", "Name", who)).
			Placeholder("0").Value(&a.hairballs).Validate(countValidator(f, maxHairballsOut)))
		groups = append(groups, huh.NewGroup(fields...).Title(f.T("kodiak.form.round_title", "Round", g.RoundsPlayed()+1, "Game", id)))
	}
	if err := f.RunForm(huh.NewForm(groups...)); err != nil {
		return nil, err
	}

	// The form validates as it goes, but at the end of piped input a prompt
	// gives up with what it has: check every answer again.
	sheet := &referee.Sheet{Kodiak: kodiak}
	for i, p := range g.Players {
		a := answers[i]
		cards, err := referee.ParseCardList(a.cards)
		if err != nil {
			return nil, inputError("", err)
		}
		e := referee.Entry{Name: p, Cards: cards}
		if e.Catches, err = parseCount(f, a.catches, referee.MaxCatches); err != nil {
			return nil, err
		}
		if e.HairballsOut, err = parseCount(f, a.hairballs, maxHairballsOut); err != nil {
			return nil, err
		}
		sheet.Players = append(sheet.Players, e)
	}

	judged, report := g.Check(sheet)
	confirm := false
	summary := huh.NewForm(huh.NewGroup(
		huh.NewNote().Title(f.T("kodiak.form.summary", "Round", g.RoundsPlayed()+1)).
			Description(summaryText(f, judged, report)),
		huh.NewConfirm().Title(f.T("kodiak.form.confirm")).
			Affirmative(f.T("core.yes")).Negative(f.T("core.no")).Value(&confirm),
	))
	if err := f.RunForm(summary); err != nil {
		return nil, err
	}
	if !confirm {
		return nil, cli.ErrCancel
	}
	return sheet, nil
}

// summaryText lists each player's cards and points, then what the referee
// will say, as plain text (it goes to stderr inside the form).
func summaryText(f *cli.Factory, s *referee.Sheet, r referee.Report) string {
	var b strings.Builder
	for i, p := range scoring.Round(s) {
		cards := make([]string, 0, len(s.Players[i].Cards))
		for _, c := range s.Players[i].Cards {
			cards = append(cards, c.String())
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

func cardsValidator(f *cli.Factory) func(string) error {
	return func(s string) error {
		if _, err := referee.ParseCardList(s); err != nil {
			var pe *referee.ParseError
			if errors.As(err, &pe) {
				return errors.New(f.T(pe.Key, pe.Args))
			}
			return err
		}
		return nil
	}
}

func countValidator(f *cli.Factory, max int) func(string) error {
	return func(s string) error {
		_, err := parseCount(f, s, max)
		return err
	}
}

// parseCount reads a form's number field: empty is 0.
func parseCount(f *cli.Factory, s string, max int) (int, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > max {
		return 0, cli.NewInputError("kodiak.form.count_range", "Token", s, "Max", max).At("", 0, s)
	}
	return n, nil
}
