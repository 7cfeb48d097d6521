package kodiak

import (
	"errors"
	"net/url"
	"strconv"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/pdf"
	"codeberg.org/schiri/schiri/internal/table"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	"codeberg.org/schiri/schiri/rules"
)

// Prints are Kodiak's kinds of the printable kit (SPEC §9): the score pad.
var Prints = []table.Print{{
	Name: "kodiak-pad", Short: "kodiak.print.pad.short", Long: "kodiak.print.pad.long",
	Flags: []table.PrintFlag{
		{Name: "players", Usage: "kodiak.help.flag.players"},
		{Name: "cycles", Usage: "kodiak.help.flag.cycles"},
		{Name: "rounds", Usage: "kodiak.help.flag.rounds"},
		{Name: "youngest", Usage: "kodiak.help.flag.youngest"},
	},
	Example: []string{"--players", "Ana,Jörg,Cleo,Dora,Emil,Fritz", "--cycles", "5"},
	Draw:    drawPad,
	ForGame: padOfGame,
}}

// padGame is the game a pad is for: the players, the first Kodiak and the
// length as `kodiak new` takes them (the same checks, the same rotation).
func padGame(in table.PrintInput) (*referee.Game, error) {
	var players []string
	for _, p := range strings.Split(in.Get("players"), ",") {
		if p = strings.TrimSpace(p); p != "" {
			players = append(players, p)
		}
	}
	if len(players) == 0 {
		return nil, cli.NewInputError("kodiak.error.players_missing").At("", 0, "--players")
	}
	var length referee.Length
	for _, fl := range []struct {
		name string
		to   **int
	}{{"cycles", &length.Cycles}, {"rounds", &length.Rounds}} {
		v := strings.TrimSpace(in.Get(fl.name))
		if v == "" {
			continue
		}
		n, err := strconv.Atoi(v)
		if err != nil {
			return nil, cli.NewInputError("kodiak.print.err.number", "Flag", "--"+fl.name, "Token", v).At("", 0, v)
		}
		*fl.to = &n
	}
	g, err := referee.NewGame(players, in.Get("youngest"), length)
	if err != nil {
		var v *rules.Verdict
		if errors.As(err, &v) {
			return nil, v
		}
		return nil, cli.FromParseError(err, "")
	}
	return g, nil
}

func drawPad(in table.PrintInput) ([]byte, error) {
	g, err := padGame(in)
	if err != nil {
		return nil, err
	}
	l := in.L
	d := pdf.New(in.Paper, true, l.T("kodiak.print.pad.doc_title"), in.Lang)
	n := len(g.Players)
	const (
		rowH  = 7.5
		numW  = 9.0
		kodW  = 28.0
		title = pdf.Margin + 14 // the table's top
	)
	groupW := (d.W() - 2*pdf.Margin - numW - kodW) / float64(n)
	subs := []string{"kodiak.print.pad.cards", "kodiak.print.pad.hairballs", "kodiak.print.pad.catches", "kodiak.print.pad.points", "kodiak.print.pad.total"}
	subW := groupW / float64(len(subs))
	const catchCol = 2
	legendH := 14.0
	perPage := max(1, int((d.H()-title-2*rowH-pdf.Margin-legendH)/rowH))
	x0 := float64(pdf.Margin)
	gx := func(p int) float64 { return x0 + numW + kodW + float64(p)*groupW }

	length := l.T("kodiak.print.pad.rounds", "Count", g.RoundsTotal, "Cycles", g.RoundsTotal/n)
	head := l.T("kodiak.print.pad.players", "Players", strings.Join(g.Players, ", "), "Youngest", g.Youngest) + " · " + length
	header := func() {
		d.AddPage()
		d.SetTextColor(0, 0, 0)
		d.SetFont("Helvetica", "B", 13)
		d.Text(x0, pdf.Margin+4, l.T("kodiak.print.pad.title"))
		d.Fit("", 9, head, d.W()-2*pdf.Margin)
		d.Text(x0, pdf.Margin+10, head)
		y := float64(title)
		d.SetDrawColor(0, 0, 0)
		d.SetLineWidth(0.3)
		d.SetFont("Helvetica", "B", 8)
		d.Rect(x0, y, numW, 2*rowH, "D")
		d.Centered(x0+numW/2, y+rowH+2, "#")
		d.Rect(x0+numW, y, kodW, 2*rowH, "D")
		d.Fit("B", 8, l.T("kodiak.print.pad.kodiak"), kodW-2)
		d.Text(x0+numW+1.5, y+rowH+2, l.T("kodiak.print.pad.kodiak"))
		for p, name := range g.Players {
			d.Rect(gx(p), y, groupW, rowH, "D")
			d.Fit("B", 9, name, groupW-3)
			d.Centered(gx(p)+groupW/2, y+rowH-1.8, name)
			for s, key := range subs {
				sx := gx(p) + float64(s)*subW
				d.Rect(sx, y+rowH, subW, rowH, "D")
				d.Fit("", 6.5, l.T(key), subW-1)
				d.Centered(sx+subW/2, y+2*rowH-2, l.T(key))
			}
		}
	}
	for r := 0; r < g.RoundsTotal; r++ {
		k := r % perPage
		if k == 0 {
			header()
		}
		y := title + 2*rowH + float64(k)*rowH
		kodiak := g.KodiakAt(r)
		d.SetDrawColor(0, 0, 0)
		d.SetLineWidth(0.2)
		d.SetFont("Helvetica", "", 8)
		d.Rect(x0, y, numW, rowH, "D")
		// the number right next to the name, so a PDF reader reads the
		// row as "3 Ana"
		d.SetFont("Helvetica", "B", 8)
		d.Text(x0+numW-1-d.Width(strconv.Itoa(r+1)), y+rowH-2.2, strconv.Itoa(r+1))
		d.Rect(x0+numW, y, kodW, rowH, "D")
		d.Fit("B", 8, kodiak, kodW-3)
		d.Text(x0+numW+1, y+rowH-2.2, kodiak)
		seat := g.Seat(kodiak)
		for p := range g.Players {
			for s := range subs {
				sx := gx(p) + float64(s)*subW
				style := "D"
				switch {
				case p == seat: // Kodiak's columns this round
					d.SetFillColor(255, 244, 204)
					style = "FD"
				case s == catchCol: // only Kodiak catches (K2)
					d.SetFillColor(200, 200, 200)
					style = "FD"
				}
				d.Rect(sx, y, subW, rowH, style)
			}
			d.SetLineWidth(0.5)
			d.Line(gx(p), y, gx(p), y+rowH)
			d.SetLineWidth(0.2)
		}
		if k == perPage-1 || r == g.RoundsTotal-1 {
			d.SetFont("Helvetica", "", 7)
			d.SetTextColor(0, 0, 0)
			d.Lines(x0, y+rowH+2, d.W()-2*pdf.Margin, 3.2, l.T("kodiak.print.pad.legend"))
		}
	}
	return d.Bytes()
}

// padOfGame is the pad of a saved game: its players, its first Kodiak
// and its length.
func padOfGame(s *table.Service, id string) (url.Values, bool) {
	g, _, err := Load(s, id)
	if err != nil {
		return nil, false
	}
	return url.Values{
		"players":  {strings.Join(g.Players, ",")},
		"youngest": {g.Youngest},
		"rounds":   {strconv.Itoa(g.RoundsTotal)},
	}, true
}
