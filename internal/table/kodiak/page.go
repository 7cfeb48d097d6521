package kodiak

import (
	"html/template"
	"net/url"
	"sort"

	"codeberg.org/schiri/schiri/internal/table"
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
}

func page(v View, role string, _ url.Values, l table.Localizer) any {
	d := v.Status
	kp := &Page{Doc: d, Scorer: role == RoleScorer, Role: role}
	kp.fill(v.History, l)
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
