package kodiak

import (
	"errors"
	"html/template"
	"net/url"
	"sort"
	"strconv"

	"codeberg.org/schiri/schiri/internal/table"
	"codeberg.org/schiri/schiri/referee"
)

// Standing is one line of the standings on the phone page.
type Standing struct {
	Rank   int
	Name   string
	Total  int
	Next   bool
	Winner bool
}

// Page is what a Kodiak phone page shows: the status, the standings from
// the lowest total, and the round form for the scorer.
type Page struct {
	Doc       *Status
	Standings []Standing
	Scorer    bool
	Role      string
	// the evening so far: the players with their letters (seat order),
	// the rounds as a table and the chart of the running totals
	Players []ChartPlayer
	Rounds  []HistoryRow
	Chart   template.HTML
	// the scorer's round form, one line per player in seat order
	Lines []FormLine
}

// FormLine is one player's fields in the scorer's round form: as typed
// when the form comes back refused, with what is wrong with the line.
type FormLine struct {
	Seat    int
	Name    string
	Kodiak  bool   // only the Kodiak is asked for catches
	Cards   string // the line: cards, and c1 / o1 if typed there
	Catches string
	Out     string
	Error   string // the line's problem in the page's language; "" if none
}

func page(view any, role string, q url.Values, l table.Localizer) any {
	v := view.(View)
	d := v.Status
	kp := &Page{Doc: d, Scorer: role == RoleScorer, Role: role}
	kp.fill(v.History, l)
	if kp.Scorer {
		kp.Lines = formLines(d, q, l)
	}
	winners := map[string]bool{}
	for _, w := range d.Winners {
		winners[w] = true
	}
	for _, t := range d.Totals {
		kp.Standings = append(kp.Standings, Standing{Name: t.Name, Total: t.Total,
			Next: d.KodiakNext != nil && *d.KodiakNext == t.Name, Winner: winners[t.Name]})
	}
	sort.SliceStable(kp.Standings, func(i, j int) bool { return kp.Standings[i].Total < kp.Standings[j].Total })
	for i := range kp.Standings {
		kp.Standings[i].Rank = i + 1
		if i > 0 && kp.Standings[i].Total == kp.Standings[i-1].Total {
			kp.Standings[i].Rank = kp.Standings[i-1].Rank
		}
	}
	return kp
}

// formLines are the round form's fields: empty, or as typed in the form
// the page refused (q's kept fields), each line judged again by the
// parser that refused it, so the field it concerns says what is wrong.
func formLines(d *Status, q url.Values, l table.Localizer) []FormLine {
	kept := func(i int, field string) string { return q.Get(table.KeptPrefix + "p" + strconv.Itoa(i) + "_" + field) }
	lines := make([]FormLine, len(d.Players))
	for i, name := range d.Players {
		fl := FormLine{Seat: i, Name: name, Kodiak: d.KodiakNext != nil && *d.KodiakNext == name}
		if kept(i, "name") == name {
			fl.Cards, fl.Catches, fl.Out = kept(i, "cards"), kept(i, "catches"), kept(i, "out")
			if _, err := formLine(q, table.KeptPrefix, i); err != nil {
				var pe *referee.ParseError
				if errors.As(err, &pe) {
					fl.Error = l.T(pe.Key, pe.Args)
				}
			}
		}
		lines[i] = fl
	}
	return lines
}
