package web

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"

	figures "codeberg.org/schiri/schiri/scoring/stats"
)

// statsView is what the statistics page shows: SPEC §8's figures as the
// page's language writes them, and the filter it was asked for.
type statsView struct {
	Player, Since string
	Doc           *figures.Doc
	Players       []statsPlayer
}

// statsPlayer is one Kodiak player's row, numbers written for the page.
type statsPlayer struct {
	Name                                               string
	Games, Wins, Best, Rounds, RoundsAsKodiak, Catches int
	Rate                                               float64
	Percent, AverageTotal, AverageRound, AverageKodiak string
}

// statsPage is the host's statistics page: `schiri stats --json` on the
// same data dir, with ?player= and ?since= as the command's flags.
func (s *Server) statsPage(w http.ResponseWriter, r *http.Request) {
	p := s.newPage(w, r, "")
	p.Title = p.T("stats.title")
	q := r.URL.Query()
	v := &statsView{Player: strings.TrimSpace(q.Get("player")), Since: strings.TrimSpace(q.Get("since"))}
	args := []string{"stats"}
	if v.Player != "" {
		args = append(args, "--player", v.Player)
	}
	if v.Since != "" {
		args = append(args, "--since", v.Since)
	}
	code, out := s.run(p.Lang, nil, args...)
	p.Body = v
	if code != 0 {
		p.Msg = errorMessage(out)
		w.WriteHeader(status(code))
		s.render(w, "stats.html", p)
		return
	}
	var doc figures.Doc
	if err := json.Unmarshal(out, &doc); err != nil {
		http.Error(w, "cannot read the statistics", http.StatusServiceUnavailable)
		return
	}
	v.Doc = &doc
	for _, pl := range doc.Kodiak.Players {
		v.Players = append(v.Players, statsPlayer{
			Name: pl.Name, Games: pl.Games, Wins: pl.Wins, Best: pl.BestTotal, Rounds: pl.Rounds,
			RoundsAsKodiak: pl.RoundsAsKodiak, Catches: pl.Catches, Rate: pl.WinRate,
			Percent:      p.T("stats.percent", "Value", strconv.Itoa(int(pl.WinRate*100+0.5))),
			AverageTotal: decimalIn(p.Lang, pl.AverageTotal), AverageRound: decimalIn(p.Lang, pl.AverageRound),
			AverageKodiak: decimalIn(p.Lang, pl.AverageRoundAsKodiak),
		})
	}
	s.render(w, "stats.html", p)
}

// decimalIn writes a figure with the language's decimal mark.
func decimalIn(lang string, x float64) string {
	s := strconv.FormatFloat(x, 'f', -1, 64)
	if lang == "de" {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

// Dec writes a figure of the document in the page's language.
func (p *page) Dec(x float64) string { return decimalIn(p.Lang, x) }
