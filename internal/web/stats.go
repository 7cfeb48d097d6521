package web

import (
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/savedgames"
	"codeberg.org/schiri/schiri/internal/store"
	figures "codeberg.org/schiri/schiri/scoring/stats"
)

// statsView is what the statistics page shows: SPEC §8's figures as the
// page's language writes them, and the filter it was asked for.
type statsView struct {
	Player, Since string
	Damaged       int // saves left out
	Doc           *figures.Doc
	Sections      []statsSection
}

// statsSection is one game's figures as the page shows them.
type statsSection struct {
	Kind string
	figures.Shown
}

// statsPage is the host's statistics page: the figures of `schiri stats`
// over the same data dir (read as the command reads it), with ?player=
// and ?since= as the command's flags.
func (s *Server) statsPage(w http.ResponseWriter, r *http.Request) {
	p := s.newPage(w, r, "")
	p.Title = p.T("stats.title")
	q := r.URL.Query()
	v := &statsView{Player: strings.TrimSpace(q.Get("player")), Since: strings.TrimSpace(q.Get("since"))}
	p.Body = v
	refuse := func(msg string) {
		p.Msg = msg
		w.WriteHeader(http.StatusBadRequest)
		s.render(w, "stats.html", p)
	}
	opts := figures.Options{Player: v.Player}
	if v.Since != "" {
		day, err := time.Parse(figures.SinceLayout, v.Since)
		if err != nil {
			refuse(p.T("stats.since_bad", "Token", v.Since))
			return
		}
		opts.Since = &day
	}
	games, damaged, err := savedgames.Store{Store: store.New(s.o.DataDir)}.Games()
	if err != nil {
		http.Error(w, "cannot read the saved games", http.StatusServiceUnavailable)
		return
	}
	v.Damaged = len(damaged)
	doc, err := figures.Compute(games, opts)
	var up *figures.UnknownPlayerError
	if errors.As(err, &up) {
		msg := p.T("stats.player_unknown", "Name", up.Name)
		if sug := cli.Suggest(up.Name, up.Known); len(sug) > 0 {
			msg += " " + p.T("stats.did_you_mean", "List", strings.Join(sug, ", "))
		}
		refuse(msg)
		return
	}
	if err != nil {
		http.Error(w, "cannot compute the statistics", http.StatusInternalServerError)
		return
	}
	v.Doc = doc
	for _, sec := range doc.Sections {
		v.Sections = append(v.Sections, statsSection{Kind: sec.Kind, Shown: sec.Figures.Show()})
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

// Percent writes a rate (0 to 1) as a whole percentage in the page's
// language.
func (p *page) Percent(rate float64) string {
	return p.T("stats.percent", "Value", strconv.Itoa(int(rate*100+0.5)))
}

// Figure writes a figure as the page shows it: a percentage, a decimal or
// a whole number.
func (p *page) Figure(f figures.Figure) string { return f.Text(p.Dec, p.Percent) }

// Dec writes a figure of the document in the page's language.
func (p *page) Dec(x float64) string { return decimalIn(p.Lang, x) }
