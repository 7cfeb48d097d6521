package web

import (
	"bytes"
	"html/template"
	"io/fs"
	"net/http"
	"net/url"
	"strings"
	"sync"

	"codeberg.org/schiri/schiri/internal/qrcode"
	"codeberg.org/schiri/schiri/internal/table"
	"codeberg.org/schiri/schiri/internal/table/games"
	"codeberg.org/schiri/schiri/locales"
	"codeberg.org/schiri/schiri/rules"
)

var (
	tmplMu    sync.Mutex
	tmpl      *template.Template
	tmplExtra []fs.FS
	locMu     sync.Mutex
	locs      = map[string]*locales.Localizer{}
)

// AddTemplates adds the templates (*.html) of fsys to the pages': those of
// a game whose own folder is not this package's (a test's game). A game's
// templates are <kind>.html, its page, defining <kind>.create, the fields
// of the host's form that creates one.
func AddTemplates(fsys fs.FS) {
	tmplMu.Lock()
	defer tmplMu.Unlock()
	tmplExtra = append(tmplExtra, fsys)
	tmpl = nil // parsed again, with them
}

func templates() *template.Template {
	tmplMu.Lock()
	defer tmplMu.Unlock()
	if tmpl == nil {
		t := template.Must(template.New("").Funcs(template.FuncMap{
			"join": strings.Join,
			"seq": func(n int) []int {
				s := make([]int, n)
				for i := range s {
					s[i] = i
				}
				return s
			},
		}).Funcs(pageFuncs).ParseFS(assets, "templates/*.html"))
		for _, x := range tmplExtra {
			t = template.Must(t.ParseFS(x, "*.html"))
		}
		tmpl = t
	}
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
	if l := queryLang(r); locales.Supported(l) {
		http.SetCookie(w, &http.Cookie{Name: "lang", Value: l, Path: "/", MaxAge: 365 * 24 * 3600, HttpOnly: true, SameSite: http.SameSiteLaxMode})
		return l
	}
	if c, err := r.Cookie("lang"); err == nil && locales.Supported(c.Value) {
		return c.Value
	}
	for rest, more := r.Header.Get("Accept-Language"), true; more; {
		var part string
		part, rest, more = strings.Cut(rest, ",")
		tag, _, _ := strings.Cut(part, ";")
		tag = strings.ToLower(strings.TrimSpace(tag))
		if len(tag) >= 2 && locales.Supported(tag[:2]) {
			return tag[:2]
		}
	}
	return s.o.Lang
}

// queryLang is the ?lang= of a request ("" without one); a request
// without a query (every poll of state.json) parses none.
func queryLang(r *http.Request) string {
	if r.URL.RawQuery == "" {
		return ""
	}
	return r.URL.Query().Get("lang")
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
	form     url.Values // the fields of the post the verdict refused, as typed
	Path     string
	HostLink string
	Style    string // the game's own stylesheet (static/<kind>.css), if it has one
}

// T renders a serve.* message in the page's language.
func (p *page) T(key string, args ...any) string { return p.loc.T("serve."+key, args...) }

// Say renders a message of any catalog by its whole key: a game's own words
// (<kind>.title, <kind>.page.…) on its page and in the shared ones.
func (p *page) Say(key string, args ...any) string { return p.loc.T(key, args...) }

// warningReason marks a flash that is a warning about a change made, not
// a refusal: it has no clause.
const warningReason = "!warning"

// IsWarning reports whether the page's message is a warning (warningReason).
func (p *page) IsWarning() bool { return p.Reason == warningReason }

// RuleURL is the public page of a clause.
func (p *page) RuleURL(id string) string { return "/rules/clause/" + url.PathEscape(id) }

func (s *Server) newPage(w http.ResponseWriter, r *http.Request, title string) *page {
	lang := s.lang(w, r)
	other := "de"
	if lang == "de" {
		other = "en"
	}
	msg, reason, form := getFlash(r.URL.Query().Get("v"))
	return &page{Lang: lang, Other: other, Title: title, Msg: msg, Reason: reason,
		loc: localizer(lang), Path: r.URL.Path, form: form}
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
	Prints     []printLink // the kinds of the kit that print this game
}

// dashboardBody is what the dashboard shows: the games, a form for every
// served game that has one (in the registry's order), and the kit.
type dashboardBody struct {
	Games []dashboardGame
	Forms []dashboardForm
	Print *printSection
}

// dashboardForm is the host's form that creates a game of a kind: its
// fields are the game's own template <kind>.create.
type dashboardForm struct {
	Kind   string
	Fields template.HTML
}

type roleLink struct {
	Role, Name, URL string
	QR              template.HTML
}

func (s *Server) dashboard(w http.ResponseWriter, r *http.Request) {
	p := s.newPage(w, r, "")
	p.Title = p.T("dashboard.title")
	base := "http://" + r.Host
	var shown []dashboardGame
	listed := s.games()
	s.linkTable(listed) // the links just shown open at once
	for _, g := range listed {
		d := dashboardGame{Kind: p.Say(g.Kind + ".title"), Game: g.Game}
		for _, role := range g.game.Roles {
			link := g.Links[role]
			d.Links = append(d.Links, roleLink{Role: role, Name: p.Say(g.Kind + ".role." + role), URL: link, QR: template.HTML(qrcode.SVG(base + link))})
		}
		d.Prints = s.gamePrints(p, g.game, g.Game)
		shown = append(shown, d)
	}
	qrBudget(shown, r.URL.Query().Get("qr"))
	body := dashboardBody{Games: shown, Print: s.printSection(p)}
	for _, g := range s.o.Games {
		t := templates().Lookup(g.Kind + ".create")
		if t == nil {
			continue
		}
		var b bytes.Buffer
		if err := t.Execute(&b, p); err != nil {
			http.Error(w, "cannot render the page", http.StatusInternalServerError)
			return
		}
		body.Forms = append(body.Forms, dashboardForm{Kind: g.Kind, Fields: template.HTML(b.String())})
	}
	p.Body = body
	s.render(w, "dashboard.html", p)
}

// gamePage is a role's page of its game: the game's page model, made from
// the role's view, in the game's template (KIND.html).
func (s *Server) gamePage(w http.ResponseWriter, r *http.Request, gr gameRole) {
	p := s.newPage(w, r, gr.id)
	p.Events = pagePath(r) + "events"
	view, _, tag, err := s.view(gr, p.Lang)
	if err != nil {
		p.Msg = errorMessage(p.loc, err)
		s.render(w, "error.html", p)
		return
	}
	p.Stamp = tag
	p.Body, err = gr.game.Page(view, gr.role, pageQuery(r.URL.Query(), p.form), p.loc)
	if err != nil {
		http.Error(w, "cannot render the page", http.StatusInternalServerError)
		return
	}
	if t, ok := p.Body.(interface{ PageTitle() string }); ok { // a game may name itself otherwise than its ID
		p.Title = t.PageTitle()
	}
	if _, err := fs.Stat(assets, "static/"+gr.kind()+".css"); err == nil {
		p.Style = "/static/" + gr.kind() + ".css"
	}
	s.render(w, gr.kind()+".html", p)
}

// KeptPrefix marks the fields of a refused form post in a page's query
// (table.Game.Page): "kept.p0_cards" is what was typed into p0_cards.
const KeptPrefix = table.KeptPrefix

// pageQuery is the query a game's page gets: the URL's, without any key
// that claims to be a kept field (a crafted link cannot fill a form, nor
// put words of its own into the verdicts shown beside it), and the fields
// of the form post the verdict refused, as typed.
func pageQuery(q, form url.Values) url.Values {
	for k := range q {
		if strings.HasPrefix(k, KeptPrefix) {
			delete(q, k)
		}
	}
	for k, v := range form {
		q[KeptPrefix+k] = v
	}
	return q
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
	rp := &rulesPage{Games: games.WithRules(), Query: strings.TrimSpace(r.URL.Query().Get("q"))}
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
	if err == nil {
		p.Title = doc.Title
	}
	s.renderRules(w, r, p, &rulesPage{Doc: doc}, err)
}

func (s *Server) rulesClause(w http.ResponseWriter, r *http.Request) {
	p := s.newPage(w, r, "")
	c, err := rules.Lookup(rules.ID(r.PathValue("id")), p.Lang)
	if err == nil {
		p.Title = c.Title
	}
	s.renderRules(w, r, p, &rulesPage{Clause: c}, err)
}

// renderRules renders rp (with the games that have rules) as p's body, or
// the page not found when what rp shows could not be read (err).
func (s *Server) renderRules(w http.ResponseWriter, r *http.Request, p *page, rp *rulesPage, err error) {
	if err != nil {
		s.notFound(w, r)
		return
	}
	rp.Games = games.WithRules()
	p.Body = rp
	s.render(w, "rules.html", p)
}
