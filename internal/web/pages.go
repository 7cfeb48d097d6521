package web

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html/template"
	"net/http"
	"net/url"
	"sort"
	"strings"
	"sync"

	"codeberg.org/schiri/schiri/internal/qrcode"
	"codeberg.org/schiri/schiri/locales"
	"codeberg.org/schiri/schiri/rules"
)

var (
	tmplOnce sync.Once
	tmpl     *template.Template
	locMu    sync.Mutex
	locs     = map[string]*locales.Localizer{}
)

func templates() *template.Template {
	tmplOnce.Do(func() {
		tmpl = template.Must(template.New("").Funcs(template.FuncMap{
			"join": strings.Join,
			"seq": func(n int) []int {
				s := make([]int, n)
				for i := range s {
					s[i] = i
				}
				return s
			},
		}).Funcs(pageFuncs).ParseFS(assets, "templates/*.html"))
	})
	return tmpl
}

func localizer(lang string) *locales.Localizer {
	locMu.Lock()
	defer locMu.Unlock()
	l, ok := locs[lang]
	if !ok {
		l = locales.New(lang)
		locs[lang] = l
	}
	return l
}

func (s *Server) t(lang, key string, args ...any) string {
	return localizer(lang).T("serve."+key, args...)
}

// lang is the page's language: ?lang=, then the cookie the language switch
// set, then Accept-Language, then the server's own.
func (s *Server) lang(w http.ResponseWriter, r *http.Request) string {
	if l := r.URL.Query().Get("lang"); locales.Supported(l) {
		http.SetCookie(w, &http.Cookie{Name: "lang", Value: l, Path: "/", MaxAge: 365 * 24 * 3600, HttpOnly: true, SameSite: http.SameSiteLaxMode})
		return l
	}
	if c, err := r.Cookie("lang"); err == nil && locales.Supported(c.Value) {
		return c.Value
	}
	for _, part := range strings.Split(r.Header.Get("Accept-Language"), ",") {
		tag := strings.ToLower(strings.TrimSpace(strings.SplitN(part, ";", 2)[0]))
		if len(tag) >= 2 && locales.Supported(tag[:2]) {
			return tag[:2]
		}
	}
	return s.o.Lang
}

// page is what every template gets.
type page struct {
	Lang     string
	Other    string // the other language
	Title    string
	Msg      string // a verdict or error to show
	Reason   string // its clause
	Events   string // the event stream's URL ("" on pages without one)
	Stamp    string // the state the page shows (the stream's event id for it)
	Body     any
	loc      *locales.Localizer
	Path     string
	HostLink string
}

// T renders a serve.* message in the page's language.
func (p *page) T(key string, args ...any) string { return p.loc.T("serve."+key, args...) }

// RuleURL is the public page of a clause.
func (p *page) RuleURL(id string) string { return "/rules/clause/" + url.PathEscape(id) }

func (s *Server) newPage(w http.ResponseWriter, r *http.Request, title string) *page {
	lang := s.lang(w, r)
	other := "de"
	if lang == "de" {
		other = "en"
	}
	msg, reason := getFlash(r.URL.Query().Get("v"))
	return &page{Lang: lang, Other: other, Title: title, Msg: msg, Reason: reason,
		loc: localizer(lang), Path: r.URL.Path}
}

func (s *Server) render(w http.ResponseWriter, name string, p *page) {
	var b bytes.Buffer
	if err := templates().ExecuteTemplate(&b, name, p); err != nil {
		http.Error(w, "cannot render the page", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_, _ = w.Write(b.Bytes())
}

func (s *Server) home(w http.ResponseWriter, r *http.Request) {
	p := s.newPage(w, r, "")
	p.Title = p.T("title")
	s.render(w, "home.html", p)
}

// dashboardGame is one game on the host dashboard.
type dashboardGame struct {
	Kind, Game string
	Links      []roleLink
}

type roleLink struct {
	Role, Name, URL string
	QR              template.HTML
}

func (s *Server) dashboard(w http.ResponseWriter, r *http.Request) {
	p := s.newPage(w, r, "")
	p.Title = p.T("dashboard.title")
	base := "http://" + r.Host
	var games []dashboardGame
	for _, g := range s.games() {
		d := dashboardGame{Kind: p.T("kind." + g.Kind), Game: g.Game}
		for _, role := range roles[g.Kind] {
			link := g.Links[role]
			d.Links = append(d.Links, roleLink{Role: role, Name: p.T("role." + role), URL: link, QR: template.HTML(qrcode.SVG(base + link))})
		}
		games = append(games, d)
	}
	qrBudget(games, r.URL.Query().Get("qr"))
	p.Body = games
	s.render(w, "dashboard.html", p)
}

func (s *Server) gamePage(w http.ResponseWriter, r *http.Request) {
	gr := current(r)
	p := s.newPage(w, r, gr.id)
	p.Events = pagePath(r) + "events"
	code, doc := s.state(gr, p.Lang)
	if code != 0 {
		p.Msg = errorMessage(doc)
		s.render(w, "error.html", p)
		return
	}
	p.Stamp = docStamp(doc)
	var err error
	switch gr.kind {
	case "kodiak":
		p.Body, err = s.kodiakWithHistory(gr, doc, p.Lang)
	case "codenames":
		p.Body, err = codenamesView(gr, doc)
	case "instinkt":
		p.Body, err = instinktView(gr, doc, r.URL.Query().Get("at"), p.loc)
	}
	if err != nil {
		http.Error(w, "cannot read the game", http.StatusServiceUnavailable)
		return
	}
	s.render(w, gr.kind+".html", p)
}

// ---- Kodiak ----

type kodiakDoc struct {
	Game         string         `json:"game"`
	Players      []string       `json:"players"`
	RoundsPlayed int            `json:"rounds_played"`
	RoundsTotal  int            `json:"rounds_total"`
	KodiakNext   *string        `json:"kodiak_next"`
	Totals       map[string]int `json:"totals"`
	Finished     bool           `json:"finished"`
	Winners      []string       `json:"winners"`
}

type kodiakStanding struct {
	Rank   int
	Name   string
	Total  int
	Next   bool
	Winner bool
}

type kodiakPage struct {
	Doc       kodiakDoc
	Standings []kodiakStanding
	Scorer    bool
	Role      string
}

func kodiakView(gr gameRole, doc []byte) (*kodiakPage, error) {
	var d kodiakDoc
	if err := json.Unmarshal(doc, &d); err != nil {
		return nil, err
	}
	kp := &kodiakPage{Doc: d, Scorer: gr.role == "scorer", Role: gr.role}
	for _, name := range d.Players {
		st := kodiakStanding{Name: name, Total: d.Totals[name], Next: d.KodiakNext != nil && *d.KodiakNext == name}
		for _, w := range d.Winners {
			st.Winner = st.Winner || w == name
		}
		kp.Standings = append(kp.Standings, st)
	}
	sort.SliceStable(kp.Standings, func(i, j int) bool { return kp.Standings[i].Total < kp.Standings[j].Total })
	for i := range kp.Standings {
		kp.Standings[i].Rank = i + 1
		if i > 0 && kp.Standings[i].Total == kp.Standings[i-1].Total {
			kp.Standings[i].Rank = kp.Standings[i-1].Rank
		}
	}
	return kp, nil
}

// ---- Codenames ----

type cnDoc struct {
	Game   string `json:"game"`
	Seed   string `json:"seed"`
	Turn   string `json:"turn"`   // "" (null) once the game is over
	Winner string `json:"winner"` // "" (null) while it runs
	Clue   *struct {
		Team    string `json:"team"`
		Word    string `json:"word"`
		Number  int    `json:"number"`
		Guesses int    `json:"guesses"`
	} `json:"clue"`
	GuessesLeft int               `json:"guesses_left"`
	PlusOne     bool              `json:"plus_one"`
	Owed        map[string]int    `json:"owed"`
	Remaining   map[string]int    `json:"remaining"`
	Revealed    [][]bool          `json:"revealed"`
	Grid        [][]*string       `json:"grid"`
	Words       [][]string        `json:"words"`
	Extra       map[string]string `json:"-"`
}

type cnCell struct {
	Row, Col int
	Word     string
	Colour   string // "" when this role may not know it
	Letter   string
	Revealed bool
	Target   string
}

type cnPage struct {
	Doc      cnDoc
	Rows     [][]cnCell
	Cols     int
	CanGuess bool
	CanClue  bool
	Host     bool
	Role     string
}

var letters = map[string]string{"red": "R", "blue": "B", "neutral": "N", "assassin": "A"}

func codenamesView(gr gameRole, doc []byte) (*cnPage, error) {
	var d cnDoc
	if err := json.Unmarshal(doc, &d); err != nil {
		return nil, err
	}
	over := d.Winner != ""
	cp := &cnPage{Doc: d, Role: gr.role, Host: gr.role == "host",
		CanGuess: !over && (gr.role == "board" || gr.role == "host"),
		CanClue:  !over && (gr.role == "host" || (d.Turn != "" && gr.role == "spymaster_"+d.Turn))}
	for r := range d.Revealed {
		var row []cnCell
		for c := range d.Revealed[r] {
			cell := cnCell{Row: r + 1, Col: c + 1, Revealed: d.Revealed[r][c], Target: fmt.Sprintf("%d,%d", r+1, c+1)}
			if r < len(d.Words) && c < len(d.Words[r]) {
				cell.Word = d.Words[r][c]
			}
			if r < len(d.Grid) && c < len(d.Grid[r]) && d.Grid[r][c] != nil {
				cell.Colour = *d.Grid[r][c]
				cell.Letter = letters[cell.Colour]
			}
			row = append(row, cell)
		}
		cp.Cols = len(row)
		cp.Rows = append(cp.Rows, row)
	}
	return cp, nil
}

// ---- Instinkt ----

type ikDoc struct {
	Game     string     `json:"game"`
	Steps    int        `json:"steps"`
	Layout   [][]string `json:"layout"`
	Marker   string     `json:"marker"`
	Finished bool       `json:"finished"`
	Top      *[2]int    `json:"top"`
	Next     struct {
		Phase    string              `json:"phase"`
		Card     string              `json:"card"`
		Revealed []string            `json:"revealed"`
		Cells    [][2]int            `json:"cells"`
		Lines    []string            `json:"lines"`
		Moves    []string            `json:"moves"`
		After    map[string][]string `json:"after"`
	} `json:"next"`
	Score *struct {
		White  struct{ Points int } `json:"white"`
		Black  struct{ Points int } `json:"black"`
		Winner string               `json:"winner"`
	} `json:"score"`
	LastVerdict *verdict `json:"last_verdict"`
}

type ikCell struct {
	Card   string
	Colour string // "w" or "b"
	Step   string // a legal placement here: the step to send
	Link   string // a raccoon's legal cell: the page that offers its moves
	Chosen bool   // the cell the raccoon goes to (its moves are offered)
}

type ikPage struct {
	Doc     ikDoc
	Rows    [][]ikCell
	Referee bool
	Role    string
	// A raccoon line is one step (ruling I8): the referee taps a cell
	// (?at=R,C) and then one of the moves that placement allows.
	At    string
	Whole []ikChoice
	// Lines are a deer's lines, named in the page's language.
	Lines []ikChoice
}

type ikChoice struct {
	Label string // what the button says ("move W7 1 -1", "Reihe 0 von links")
	Step  string // the whole line to send
}

// instinktView lays out the cards and, for the referee, the legal empty
// cells around them as tap targets.
func instinktView(gr gameRole, doc []byte, at string, loc *locales.Localizer) (*ikPage, error) {
	var d ikDoc
	if err := json.Unmarshal(doc, &d); err != nil {
		return nil, err
	}
	ip := &ikPage{Doc: d, Referee: gr.role == "referee", Role: gr.role}
	for _, l := range d.Next.Lines {
		ip.Lines = append(ip.Lines, ikChoice{Label: lineLabel(loc, l), Step: "place " + d.Next.Card + " " + l})
	}
	cards := map[[2]int]string{}
	minR, minC, maxR, maxC := 0, 0, -1, -1
	if d.Top != nil {
		minR, minC = d.Top[0], d.Top[1]
		for r, row := range d.Layout {
			for c, card := range row {
				if card != "." && card != "" {
					cards[[2]int{minR + r, minC + c}] = card
				}
			}
		}
		maxR, maxC = minR+len(d.Layout)-1, minC+len(d.Layout[0])-1
	}
	legal := map[[2]int]bool{}
	for _, c := range d.Next.Cells {
		legal[c] = true
		if maxR < minR {
			minR, minC, maxR, maxC = c[0], c[1], c[0], c[1]
		}
		minR, maxR = min(minR, c[0]), max(maxR, c[0])
		minC, maxC = min(minC, c[1]), max(maxC, c[1])
	}
	for r := minR; r <= maxR; r++ {
		var row []ikCell
		for c := minC; c <= maxC; c++ {
			cell := ikCell{Card: cards[[2]int{r, c}]}
			if cell.Card != "" {
				cell.Colour = strings.ToLower(cell.Card[:1])
			}
			if legal[[2]int{r, c}] && ip.Referee {
				key := fmt.Sprintf("%d,%d", r, c)
				switch moves, ok := d.Next.After[key]; {
				case !ok:
					cell.Step = fmt.Sprintf("place %s %d %d", d.Next.Card, r, c)
				case key == at:
					cell.Chosen = true
					ip.At = key
					for _, m := range moves {
						ip.Whole = append(ip.Whole, ikChoice{Label: m, Step: fmt.Sprintf("place %s %d %d %s", d.Next.Card, r, c, m)})
					}
				default:
					cell.Link = "?at=" + url.QueryEscape(key)
				}
			}
			row = append(row, cell)
		}
		ip.Rows = append(ip.Rows, row)
	}
	return ip, nil
}

// lineLabel names a deer's line ("row 0 from left", the record's spelling)
// in the page's language ("Reihe 0 von links").
func lineLabel(loc *locales.Localizer, line string) string {
	var axis, side string
	var index int
	if n, err := fmt.Sscanf(line, "%s %d from %s", &axis, &index, &side); err != nil || n != 3 {
		return line
	}
	key := "instinkt.line." + axis + "_" + side
	if !loc.Has(key) {
		return line
	}
	return loc.T(key, "Index", index)
}

// ---- rules ----

type rulesPage struct {
	Games    []string
	Doc      *rules.Doc
	Clause   *rules.Clause
	Query    string
	Hits     []rules.Hit
	Searched bool
}

func (s *Server) rulesIndex(w http.ResponseWriter, r *http.Request) {
	p := s.newPage(w, r, "")
	p.Title = p.T("rules")
	rp := &rulesPage{Games: rules.Games, Query: strings.TrimSpace(r.URL.Query().Get("q"))}
	if rp.Query != "" {
		rp.Searched = true
		rp.Hits, _ = rules.Search(rp.Query, p.Lang)
		if len(rp.Hits) > 50 {
			rp.Hits = rp.Hits[:50]
		}
	}
	p.Body = rp
	s.render(w, "rules.html", p)
}

func (s *Server) rulesGame(w http.ResponseWriter, r *http.Request) {
	p := s.newPage(w, r, "")
	game := r.PathValue("game")
	if !rules.KnownGame(game) {
		s.notFound(w, r)
		return
	}
	doc, err := rules.Load(game, p.Lang)
	if err != nil {
		s.notFound(w, r)
		return
	}
	p.Title = doc.Title
	p.Body = &rulesPage{Games: rules.Games, Doc: doc}
	s.render(w, "rules.html", p)
}

func (s *Server) rulesClause(w http.ResponseWriter, r *http.Request) {
	p := s.newPage(w, r, "")
	c, err := rules.Lookup(rules.ID(r.PathValue("id")), p.Lang)
	if err != nil {
		s.notFound(w, r)
		return
	}
	p.Title = c.Title
	p.Body = &rulesPage{Games: rules.Games, Clause: c}
	s.render(w, "rules.html", p)
}
