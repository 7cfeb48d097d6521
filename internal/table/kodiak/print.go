package kodiak

import (
	"errors"
	"net/url"
	"strconv"
	"strings"

	"codeberg.org/schiri/schiri/internal/pdf"
	"codeberg.org/schiri/schiri/internal/problem"
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
		return nil, problem.NewInputError("kodiak.error.players_missing").At("", 0, "--players")
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
			return nil, problem.NewInputError("kodiak.print.err.number", "Flag", "--"+fl.name, "Token", v).At("", 0, v)
		}
		*fl.to = &n
	}
	g, err := referee.NewGame(players, in.Get("youngest"), length)
	if err != nil {
		var v *rules.Verdict
		if errors.As(err, &v) {
			return nil, v
		}
		return nil, problem.FromParseError(err, "")
	}
	return g, nil
}

func drawPad(in table.PrintInput) ([]byte, error) {
	g, err := padGame(in)
	if err != nil {
		return nil, err
	}
	d := pdf.New(in.Paper, true, in.L.T("kodiak.print.pad.doc_title"), in.Lang)
	n := len(g.Players)
	p := &pad{d: d, g: g, l: in.L, x0: pdf.Margin}
	p.groupW = (d.W() - 2*pdf.Margin - padNumW - padKodW) / float64(n)
	p.subW = p.groupW / float64(len(padSubs))
	const legendH = 14.0
	perPage := max(1, int((d.H()-padTitle-2*padRowH-pdf.Margin-legendH)/padRowH))
	length := in.L.T("kodiak.print.pad.rounds", "Count", g.RoundsTotal, "Cycles", g.RoundsTotal/n)
	p.head = in.L.T("kodiak.print.pad.players", "Players", strings.Join(g.Players, ", "), "Youngest", g.Youngest) + " · " + length
	for r := 0; r < g.RoundsTotal; r++ {
		k := r % perPage
		if k == 0 {
			p.header()
		}
		y := padTitle + 2*padRowH + float64(k)*padRowH
		p.row(r, y)
		if k == perPage-1 || r == g.RoundsTotal-1 {
			d.SetFont("Helvetica", "", 7)
			d.SetTextColor(0, 0, 0)
			d.Lines(p.x0, y+padRowH+2, d.W()-2*pdf.Margin, 3.2, in.L.T("kodiak.print.pad.legend"))
		}
	}
	return d.Bytes()
}

// The pad's measures (mm): a row's height, the round number's and the
// Kodiak's columns, the table's top.
const (
	padRowH   = 7.5
	padNumW   = 9.0
	padKodW   = 28.0
	padTitle  = pdf.Margin + 14
	padCatchC = 2 // the catches' column of a player's group
)

// padSubs are the columns of each player's group.
var padSubs = []string{"kodiak.print.pad.cards", "kodiak.print.pad.hairballs", "kodiak.print.pad.catches", "kodiak.print.pad.points", "kodiak.print.pad.total"}

// pad draws one pad: its pages' headers and its rows.
type pad struct {
	d            *pdf.Doc
	g            *referee.Game
	l            table.Localizer
	x0           float64
	groupW, subW float64
	head         string
}

// gx is the left edge of player p's group.
func (p *pad) gx(i int) float64 { return p.x0 + padNumW + padKodW + float64(i)*p.groupW }

// header starts a page: the title, the players and the table's head.
func (p *pad) header() {
	d, x0, l := p.d, p.x0, p.l
	d.AddPage()
	d.SetTextColor(0, 0, 0)
	d.SetFont("Helvetica", "B", 13)
	d.Text(x0, pdf.Margin+4, l.T("kodiak.print.pad.title"))
	d.Fit("", 9, p.head, d.W()-2*pdf.Margin)
	d.Text(x0, pdf.Margin+10, p.head)
	y := float64(padTitle)
	d.SetDrawColor(0, 0, 0)
	d.SetLineWidth(0.3)
	d.SetFont("Helvetica", "B", 8)
	d.Rect(x0, y, padNumW, 2*padRowH, "D")
	d.Centered(x0+padNumW/2, y+padRowH+2, "#")
	d.Rect(x0+padNumW, y, padKodW, 2*padRowH, "D")
	d.Fit("B", 8, l.T("kodiak.print.pad.kodiak"), padKodW-2)
	d.Text(x0+padNumW+1.5, y+padRowH+2, l.T("kodiak.print.pad.kodiak"))
	for i, name := range p.g.Players {
		d.Rect(p.gx(i), y, p.groupW, padRowH, "D")
		d.Fit("B", 9, name, p.groupW-3)
		d.Centered(p.gx(i)+p.groupW/2, y+padRowH-1.8, name)
		for s, key := range padSubs {
			sx := p.gx(i) + float64(s)*p.subW
			d.Rect(sx, y+padRowH, p.subW, padRowH, "D")
			d.Fit("", 6.5, l.T(key), p.subW-1)
			d.Centered(sx+p.subW/2, y+2*padRowH-2, l.T(key))
		}
	}
}

// row draws round r's empty row at y: its number, its Kodiak, the
// Kodiak's columns marked and the catches of the others greyed.
func (p *pad) row(r int, y float64) {
	d, x0 := p.d, p.x0
	kodiak := p.g.KodiakAt(r)
	d.SetDrawColor(0, 0, 0)
	d.SetLineWidth(0.2)
	d.SetFont("Helvetica", "", 8)
	d.Rect(x0, y, padNumW, padRowH, "D")
	// the number right next to the name, so a PDF reader reads the
	// row as "3 Ana"
	d.SetFont("Helvetica", "B", 8)
	d.Text(x0+padNumW-1-d.Width(strconv.Itoa(r+1)), y+padRowH-2.2, strconv.Itoa(r+1))
	d.Rect(x0+padNumW, y, padKodW, padRowH, "D")
	d.Fit("B", 8, kodiak, padKodW-3)
	d.Text(x0+padNumW+1, y+padRowH-2.2, kodiak)
	seat := p.g.Seat(kodiak)
	for i := range p.g.Players {
		for s := range padSubs {
			sx := p.gx(i) + float64(s)*p.subW
			style := "D"
			switch {
			case i == seat: // Kodiak's columns this round
				d.SetFillColor(255, 244, 204)
				style = "FD"
			case s == padCatchC: // only Kodiak catches (K2)
				d.SetFillColor(200, 200, 200)
				style = "FD"
			}
			d.Rect(sx, y, p.subW, padRowH, style)
		}
		d.SetLineWidth(0.5)
		d.Line(p.gx(i), y, p.gx(i), y+padRowH)
		d.SetLineWidth(0.2)
	}
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
