// Package web is `schiri serve`: the saved games of a data dir, reachable
// from the phones at the table, each person through a link for their role
// (SPEC §7).
//
// The server holds no game logic and names no game. It iterates the
// registry (internal/table/games) and calls the table service with Go
// values: a role's view is the game's view type, built once per change of
// the save and cached by its stamp; an action is the game's Action, decoded
// strictly into its typed request and applied in one Update under the
// store's lock. One watcher of the data dir tells the event streams of a
// change: at once for a write of this server, within the poll interval for
// one of the CLI or another server.
package web

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"embed"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"io"
	"io/fs"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"codeberg.org/schiri/schiri/internal/osfile"
	"codeberg.org/schiri/schiri/internal/store"
	"codeberg.org/schiri/schiri/internal/strictjson"
	"codeberg.org/schiri/schiri/internal/table"
	"codeberg.org/schiri/schiri/internal/table/games"
)

// Options configure a Server.
type Options struct {
	DataDir  string
	Lang     string // the server's own language: "de" or "en"
	NewLinks bool   // replace the secret: every older link stops working
	// Poll is how often the watcher looks at the watched games (default
	// 100 ms; SPEC §7 wants a change shown within 1 s).
	Poll time.Duration
	// KeepAlive is how often an idle event stream gets a comment (default
	// 15 s), and WriteTimeout how long one write to a stream may take
	// (default 20 s): a phone that stopped reading is dropped within a
	// minute and its place freed.
	KeepAlive, WriteTimeout time.Duration
	// Games are the games served (default: the registry's, games.Served).
	Games []*table.Game
}

// Limits of SPEC §7.
const (
	MaxBody    = 64 << 10
	MaxStreams = 256
)

// Server serves one data dir.
type Server struct {
	o       Options
	svc     *table.Service
	secret  []byte
	host    string // the host token
	streams atomic.Int32
	done    chan struct{}
	once    sync.Once

	mu      sync.Mutex
	tokens  map[[32]byte]gameRole // sha256 of a token → game and role
	builtAt time.Time
	// viewCache holds the views of the games asked for (views).
	viewCache map[viewKey]*viewEntry
}

type gameRole struct {
	game *table.Game
	id   string
	role string
}

func (g gameRole) kind() string { return g.game.Kind }

//go:embed static templates
var assets embed.FS

// New opens the server's secret in the data dir (creating it, mode 0600) and
// returns the server.
func New(o Options) (*Server, error) {
	if o.Poll == 0 {
		o.Poll = 100 * time.Millisecond
	}
	if o.KeepAlive == 0 {
		o.KeepAlive = 15 * time.Second
	}
	if o.WriteTimeout == 0 {
		o.WriteTimeout = 20 * time.Second
	}
	// an idle stream's last write deadline must not pass before its next
	// keep-alive
	o.WriteTimeout = max(o.WriteTimeout, o.KeepAlive+time.Second)
	if o.Lang == "" {
		o.Lang = "en"
	}
	if o.Games == nil {
		o.Games = games.Served()
	}
	secret, err := loadSecret(o.DataDir, o.NewLinks)
	if err != nil {
		return nil, err
	}
	svc := table.New(store.New(o.DataDir))
	svc.Poll = o.Poll
	s := &Server{o: o, svc: svc, secret: secret, done: make(chan struct{}), viewCache: map[viewKey]*viewEntry{}}
	s.host = s.token("host")
	return s, nil
}

// HostPath is the host dashboard's path, "/h/TOKEN/".
func (s *Server) HostPath() string { return "/h/" + s.host + "/" }

// Service is the table the server works on.
func (s *Server) Service() *table.Service { return s.svc }

// Close ends every open event stream and the watcher.
func (s *Server) Close() {
	s.once.Do(func() {
		close(s.done)
		s.svc.Close()
	})
}

// loadSecret reads DATA_DIR/serve.key, or creates it. Servers started at
// once on a new data dir must agree on one secret: the key is written whole
// to a temp file (0600, fsynced) and linked into place with link(2), which
// fails if serve.key exists — so it is created exactly once and never seen
// half written — and whoever loses reads what won. renew (and a key file
// too short to be one) replaces the key by a rename.
func loadSecret(dir string, renew bool) ([]byte, error) {
	if dir == "" {
		return nil, errors.New("no data dir")
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	p := filepath.Join(dir, "serve.key")
	for try := 0; ; try++ {
		if !renew {
			b, err := readSecret(p)
			switch {
			case err == nil:
				return b, nil
			case errors.Is(err, errShortSecret):
				renew = true // damaged: replace it
			case !errors.Is(err, fs.ErrNotExist) || try >= 10:
				return nil, err
			}
		}
		b, tmp, err := writeSecretTemp(dir)
		if err != nil {
			return nil, err
		}
		if renew {
			err = osfile.Rename(tmp, p)
		} else {
			err = os.Link(tmp, p)
			if err != nil && !errors.Is(err, fs.ErrExist) {
				err = createExclusive(p, b) // a file system without hard links
			}
			_ = os.Remove(tmp)
		}
		if err == nil {
			syncDir(dir)
			return b, nil
		}
		_ = os.Remove(tmp)
		if renew || !errors.Is(err, fs.ErrExist) {
			return nil, err
		}
		// another server created it first: read what won
	}
}

var errShortSecret = errors.New("serve.key is too short to be a key")

// readSecret reads the key at p, never through a symbolic link.
func readSecret(p string) ([]byte, error) {
	f, err := osfile.Open(p, os.O_RDONLY, 0)
	if err != nil {
		return nil, err
	}
	defer func() { _ = f.Close() }()
	b, err := io.ReadAll(io.LimitReader(f, 1024))
	if err != nil {
		return nil, err
	}
	if len(b) < 32 {
		return nil, errShortSecret
	}
	return b[:32], nil
}

// writeSecretTemp writes a new random key to a temp file in dir, created
// exclusively with mode 0600 and fsynced, and returns the key and the file.
func writeSecretTemp(dir string) ([]byte, string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return nil, "", err
	}
	tmp, err := osfile.WriteTemp(dir, ".serve.key.*", 0o600, b)
	if err != nil {
		return nil, "", err
	}
	return b, tmp, nil
}

// createExclusive creates p with data, failing if it exists.
func createExclusive(p string, data []byte) error { return osfile.CreateExclusive(p, 0o600, data) }

// syncDir makes a new name in dir durable.
func syncDir(dir string) { osfile.SyncDir(dir) }

// token is the link token for a name: 256 bits of HMAC-SHA256 under the
// secret, URL-safe base64. Links stay the same across restarts and change
// with the secret.
func (s *Server) token(name string) string {
	m := hmac.New(sha256.New, s.secret)
	m.Write([]byte(name))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

func (s *Server) gameToken(kind, id, role string) string {
	return s.token("game\x00" + kind + "\x00" + id + "\x00" + role)
}

// validToken reports whether t looks like a token (43 URL-safe characters),
// before any lookup.
func validToken(t string) bool {
	if len(t) != 43 {
		return false
	}
	for i := 0; i < len(t); i++ {
		c := t[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// gameEntry is one game of games.json.
type gameEntry struct {
	Kind  string            `json:"kind"`
	Game  string            `json:"game"`
	Links map[string]string `json:"links"`
	game  *table.Game
}

// games lists every game of the data dir with its role links: exactly the
// games the CLI's `list` commands list (the table's List), kind by kind.
func (s *Server) games() []gameEntry {
	var out []gameEntry
	for _, g := range s.o.Games {
		infos, err := s.svc.List(g.Kind)
		if err != nil {
			continue
		}
		for _, in := range infos {
			out = append(out, s.entry(g, in.ID))
		}
	}
	return out
}

// entry is a game's entry of games.json: its links, one per role.
func (s *Server) entry(g *table.Game, id string) gameEntry {
	links := make(map[string]string, len(g.Roles))
	for _, r := range g.Roles {
		links[r] = "/g/" + s.gameToken(g.Kind, id, r) + "/"
	}
	return gameEntry{Kind: g.Kind, Game: id, Links: links, game: g}
}

// lookup finds the game and role of a token: by the hash of the token (a
// map lookup learns nothing of a token from its timing), then compared in
// constant time. An unknown token rebuilds the table of links (a game the
// CLI created meanwhile), at most every 50 ms.
func (s *Server) lookup(t string) (gameRole, bool) {
	if !validToken(t) {
		return gameRole{}, false
	}
	key := sha256.Sum256([]byte(t))
	s.mu.Lock()
	tokens, built := s.tokens, s.builtAt
	s.mu.Unlock()
	if tokens == nil || tokens[key].game == nil && time.Since(built) > 50*time.Millisecond {
		tokens = s.linkTable(s.games())
	}
	if gr, ok := tokens[key]; ok && subtle.ConstantTimeCompare([]byte(s.gameToken(gr.kind(), gr.id, gr.role)), []byte(t)) == 1 {
		return gr, true
	}
	return gameRole{}, false
}

// linkTable makes and keeps the table of links of the games listed.
func (s *Server) linkTable(games []gameEntry) map[[32]byte]gameRole {
	tokens := map[[32]byte]gameRole{}
	for _, g := range games {
		for role, link := range g.Links {
			tok := strings.Trim(strings.TrimPrefix(link, "/g/"), "/")
			tokens[sha256.Sum256([]byte(tok))] = gameRole{g.game, g.Game, role}
		}
	}
	s.mu.Lock()
	s.tokens, s.builtAt = tokens, time.Now()
	s.mu.Unlock()
	return tokens
}

// forget drops the table of links (a game was created here).
func (s *Server) forget() {
	s.mu.Lock()
	s.tokens = nil
	s.mu.Unlock()
}

// Handler is the whole site with its security headers, body limit and
// cross-origin protection.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", s.home)
	mux.HandleFunc("GET /static/{file}", s.static)
	mux.HandleFunc("GET /favicon.ico", func(w http.ResponseWriter, r *http.Request) {
		r.SetPathValue("file", "icon.svg")
		s.static(w, r)
	})
	mux.HandleFunc("GET /rules/{$}", s.rulesIndex)
	mux.HandleFunc("GET /rules/{game}", s.rulesGame)
	mux.HandleFunc("GET /rules/clause/{id}", s.rulesClause)
	mux.HandleFunc("GET /h/{token}/{$}", s.withHost(s.dashboard))
	mux.HandleFunc("GET /h/{token}/games.json", s.withHost(s.gamesJSON))
	mux.HandleFunc("POST /h/{token}/games", s.withHost(s.createGame))
	mux.HandleFunc("GET /h/{token}/stats", s.withHost(s.statsPage))
	mux.HandleFunc("GET /h/{token}/print/{kind}", s.withHost(s.printPDF))
	mux.HandleFunc("GET /g/{token}/{$}", s.withGame(s.gamePage))
	mux.HandleFunc("GET /g/{token}/state.json", s.withGame(s.stateJSON))
	mux.HandleFunc("GET /g/{token}/events", s.withGame(s.events))
	mux.HandleFunc("POST /g/{token}/{action}", s.withGame(s.act))
	mux.HandleFunc("/", s.notFound)

	cop := http.NewCrossOriginProtection()
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "cross-site request refused", http.StatusForbidden)
	}))
	return headers(cop.Handler(limitBody(mux)))
}

const csp = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

// headers sets SPEC §7's headers on every response.
func headers(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h["Content-Security-Policy"] = []string{csp}
		h["Referrer-Policy"] = []string{"no-referrer"}
		h["X-Content-Type-Options"] = []string{"nosniff"}
		h["X-Frame-Options"] = []string{"DENY"}
		if strings.HasPrefix(r.URL.Path, "/h/") || strings.HasPrefix(r.URL.Path, "/g/") {
			h["Cache-Control"] = []string{"no-store"}
		}
		next.ServeHTTP(w, r)
	})
}

// limitBody refuses a body over MaxBody with 413.
func limitBody(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.ContentLength > MaxBody {
			http.Error(w, "request body too large", http.StatusRequestEntityTooLarge)
			return
		}
		if r.Method != http.MethodGet {
			r.Body = http.MaxBytesReader(w, r.Body, MaxBody)
		}
		next.ServeHTTP(w, r)
	})
}

// readInput reads a request body or form into the table's Input; false
// (and the answer sent) when it is too large or unreadable.
func readInput(w http.ResponseWriter, r *http.Request) (table.Input, bool) {
	b, err := io.ReadAll(r.Body)
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			http.Error(w, "request body too large", http.StatusRequestEntityTooLarge)
		} else {
			http.Error(w, "cannot read the request", http.StatusBadRequest)
		}
		return table.Input{}, false
	}
	if !isForm(r) {
		return table.Input{Body: b}, true
	}
	r.Body = io.NopCloser(strings.NewReader(string(b)))
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return table.Input{}, false
	}
	return table.Input{Form: r.PostForm}, true
}

func isForm(r *http.Request) bool {
	ct := r.Header.Get("Content-Type")
	return strings.HasPrefix(ct, "application/x-www-form-urlencoded") || strings.HasPrefix(ct, "multipart/form-data")
}

// notFound is the one answer for every unknown path and token: it tells
// nothing about what exists.
func (s *Server) notFound(w http.ResponseWriter, r *http.Request) {
	s.notFoundPage(w, r)
}

func (s *Server) withHost(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		t := r.PathValue("token")
		if !validToken(t) || subtle.ConstantTimeCompare([]byte(t), []byte(s.host)) != 1 {
			s.notFound(w, r)
			return
		}
		h(w, r)
	}
}

type ctxKey struct{}

func (s *Server) withGame(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		gr, ok := s.lookup(r.PathValue("token"))
		if !ok {
			s.notFound(w, r)
			return
		}
		h(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, gr)))
	}
}

func current(r *http.Request) gameRole { return r.Context().Value(ctxKey{}).(gameRole) }

func writeJSON(w http.ResponseWriter, code int, body []byte) {
	w.Header()["Content-Type"] = []string{"application/json; charset=utf-8"}
	w.WriteHeader(code)
	_, _ = w.Write(body)
}

func jsonError(w http.ResponseWriter, code int, kind, msg string) {
	b, _ := table.JSON(map[string]any{"error": map[string]string{"kind": kind, "message": msg}})
	writeJSON(w, code, b)
}

// errorStatus is the HTTP status of an input (400) or storage (503) error,
// with its kind for {"error": …}.
func errorStatus(err error) (int, string) {
	if table.Storage(err) {
		return http.StatusServiceUnavailable, "storage"
	}
	return http.StatusBadRequest, "input"
}

// ---- views, built once per change ----

type viewKey struct {
	kind, id, lang string
}

// viewSet is every role's view of one game in one language, as Go values,
// as the JSON served and as the event sent, for one stamp of the save.
type viewSet struct {
	stamp string
	err   error
	value map[string]any
	json  map[string][]byte
	event map[string][]byte
	tag   map[string]string
}

// viewEntry holds a game's views; its lock makes one build per change,
// however many requests and streams ask at once.
type viewEntry struct {
	mu sync.Mutex
	vs *viewSet
}

// maxViews bounds the cache: past it, it starts afresh.
const maxViews = 1024

// views are a game's views in lang, built once per change of the save (its
// stamp) and language.
func (s *Server) views(gr gameRole, lang string) (*viewSet, error) {
	key := viewKey{gr.kind(), gr.id, lang}
	stamp := s.svc.Stamp(key.kind, key.id)
	s.mu.Lock()
	e := s.viewCache[key]
	if e == nil {
		if len(s.viewCache) >= maxViews {
			s.viewCache = map[viewKey]*viewEntry{}
		}
		e = &viewEntry{}
		s.viewCache[key] = e
	}
	s.mu.Unlock()
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.vs != nil && e.vs.stamp == stamp && stamp != "" {
		return e.vs, nil
	}
	vs := &viewSet{stamp: stamp, json: map[string][]byte{}, event: map[string][]byte{}, tag: map[string]string{}}
	vs.value, vs.err = gr.game.Views(s.svc, gr.id, localizer(lang))
	if vs.err != nil {
		e.vs = nil
		return nil, vs.err
	}
	for role, v := range vs.value {
		b, err := table.JSON(v)
		if err != nil {
			return nil, err
		}
		vs.json[role], vs.tag[role] = b, docStamp(b)
		vs.event[role] = eventBytes(vs.tag[role], b)
	}
	e.vs = vs
	return vs, nil
}

// view is a role's view of its game in lang: the game's view value, its
// JSON and the JSON's tag.
func (s *Server) view(gr gameRole, lang string) (any, []byte, string, error) {
	vs, err := s.views(gr, lang)
	if err != nil {
		return nil, nil, "", err
	}
	return vs.value[gr.role], vs.json[gr.role], vs.tag[gr.role], nil
}

func (s *Server) gamesJSON(w http.ResponseWriter, r *http.Request) {
	g := s.games()
	s.linkTable(g) // the links just handed out open at once
	if g == nil {
		g = []gameEntry{}
	}
	b, _ := table.JSON(map[string]any{"games": g})
	writeJSON(w, http.StatusOK, b)
}

func (s *Server) stateJSON(w http.ResponseWriter, r *http.Request) {
	gr := current(r)
	lang := s.lang(w, r)
	_, doc, _, err := s.view(gr, lang)
	if err != nil {
		code, kind := errorStatus(err)
		jsonError(w, code, kind, table.ErrorMessage(localizer(lang), err))
		return
	}
	writeJSON(w, http.StatusOK, doc)
}

// kindRequest is what a create request says first: the kind of game.
type kindRequest struct {
	Kind string `json:"kind"`
}

func (s *Server) kinds() string {
	var k []string
	for _, g := range s.o.Games {
		k = append(k, g.Kind)
	}
	return strings.Join(k, ", ")
}

func (s *Server) gameOf(kind string) *table.Game {
	for _, g := range s.o.Games {
		if g.Kind == kind {
			return g
		}
	}
	return nil
}

func (s *Server) createGame(w http.ResponseWriter, r *http.Request) {
	lang := s.lang(w, r)
	loc := localizer(lang)
	in, ok := readInput(w, r)
	if !ok {
		return
	}
	in.Lang = lang
	var req kindRequest
	if in.Form != nil {
		req.Kind = in.Form.Get("kind")
	} else if err := strictjson.Unmarshal(in.Body, &req); err != nil {
		jsonError(w, http.StatusBadRequest, "input", table.ErrorMessage(loc, table.BadRequest(err)))
		return
	}
	g := s.gameOf(req.Kind)
	if g == nil {
		msg := s.t(lang, "error.kind", "Kind", req.Kind, "Kinds", s.kinds())
		if in.Form != nil {
			s.redirect(w, r, s.HostPath(), "", msg)
			return
		}
		jsonError(w, http.StatusBadRequest, "input", msg)
		return
	}
	a := g.Create(s.svc, in)
	if a.Err == nil && a.Verdict == nil {
		s.forget()
	}
	if in.Form != nil {
		s.redirect(w, r, s.HostPath(), "", answerMessage(loc, a))
		return
	}
	if a.Err == nil && a.Verdict == nil {
		b, _ := table.JSON(s.entry(g, a.ID))
		writeJSON(w, http.StatusCreated, b)
		return
	}
	writeAnswer(w, loc, a)
}

// writeAnswer is an answer in JSON (SPEC §7): 200 with the document the CLI
// prints, 422 with the refusal's, 400 or 503 with {"error": …}.
func writeAnswer(w http.ResponseWriter, loc table.Localizer, a table.Answer) {
	switch {
	case a.Err != nil:
		code, kind := errorStatus(a.Err)
		jsonError(w, code, kind, table.ErrorMessage(loc, a.Err))
	case a.Verdict != nil:
		b, _ := table.JSON(a.Doc(loc))
		writeJSON(w, http.StatusUnprocessableEntity, b)
	default:
		b, _ := table.JSON(a.Doc(loc))
		writeJSON(w, http.StatusOK, b)
	}
}

// answerMessage is what a form's page shows of an answer: the refusal's or
// the error's message, "" when it was done.
func answerMessage(l table.Localizer, a table.Answer) string {
	switch {
	case a.Err != nil:
		return table.ErrorMessage(l, a.Err)
	case a.Verdict != nil:
		return table.Message(l, a.Verdict)
	}
	return ""
}

// act does a role's action through the game's registry entry: its JSON
// with the HTTP status of its outcome (JSON), or a 303 back to the page (a
// form) that shows the verdict.
func (s *Server) act(w http.ResponseWriter, r *http.Request) {
	gr := current(r)
	action := gr.game.Action(r.PathValue("action"))
	if action == nil {
		s.notFound(w, r)
		return
	}
	lang := s.lang(w, r)
	loc := localizer(lang)
	in, ok := readInput(w, r)
	if !ok {
		return
	}
	in.Lang = lang
	if !action.May(gr.role) {
		if in.Form != nil {
			http.Error(w, "this link may not do that", http.StatusForbidden)
			return
		}
		jsonError(w, http.StatusForbidden, "role", "this link may not do that")
		return
	}
	a := action.Do(s.svc, gr.id, gr.role, in)
	if in.Form != nil {
		reason := ""
		if a.Verdict != nil {
			reason = string(a.Verdict.Rule)
		}
		s.redirect(w, r, pagePath(r), reason, answerMessage(loc, a))
		return
	}
	writeAnswer(w, loc, a)
}

func pagePath(r *http.Request) string { return "/g/" + r.PathValue("token") + "/" }

// redirect answers a form post with 303 back to its page, carrying the
// verdict to show (its clause is linked there) and, when it refuses the
// post, the form's fields as they were typed (the page shows them again).
func (s *Server) redirect(w http.ResponseWriter, r *http.Request, path, reason, msg string) {
	q := ""
	if msg != "" {
		q = "?v=" + putFlash(msg, reason, r.PostForm)
	}
	http.Redirect(w, r, path+q, http.StatusSeeOther)
}

// events is the role's event stream: a "state" event on connecting and
// after every change of the game, from whatever source (the table's one
// watcher tells), a keep-alive comment when idle, and a deadline on every
// write: a client that stopped reading is dropped and its place freed.
func (s *Server) events(w http.ResponseWriter, r *http.Request) {
	gr := current(r)
	if n := s.streams.Add(1); n > MaxStreams {
		s.streams.Add(-1)
		http.Error(w, "too many event streams", http.StatusServiceUnavailable)
		return
	}
	defer s.streams.Add(-1)
	rc := http.NewResponseController(w)
	lang := s.lang(w, r)
	changes, cancel := s.svc.Watch(gr.kind(), gr.id)
	defer cancel()
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("X-Accel-Buffering", "no")
	write := func(b []byte) bool {
		_ = rc.SetWriteDeadline(time.Now().Add(s.o.WriteTimeout))
		if _, err := w.Write(b); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	var last string
	send := func() bool {
		vs, err := s.views(gr, lang)
		if err != nil || vs.tag[gr.role] == last {
			return true // a damaged or vanished save: the page says so on reload
		}
		last = vs.tag[gr.role]
		return write(vs.event[gr.role])
	}
	w.WriteHeader(http.StatusOK)
	if !send() {
		return
	}
	keepAlive := time.NewTicker(s.o.KeepAlive)
	defer keepAlive.Stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case <-s.done:
			return
		case <-keepAlive.C:
			if !write([]byte(": keep-alive\n\n")) {
				return
			}
		case <-changes:
			if !send() {
				return
			}
		}
	}
}

// eventBytes is a "state" event with its id and the document as data lines.
func eventBytes(tag string, doc []byte) []byte {
	var b strings.Builder
	b.Grow(len(doc) + len(doc)/8 + 64)
	b.WriteString("id: " + tag + "\nevent: state\n")
	for _, line := range strings.Split(strings.TrimSpace(string(doc)), "\n") {
		b.WriteString("data: ")
		b.WriteString(line)
		b.WriteByte('\n')
	}
	b.WriteByte('\n')
	return []byte(b.String())
}

// docStamp names a state document: a page and the events of its stream
// carry it, so the page refreshes only when the state it shows has changed.
func docStamp(doc []byte) string {
	sum := sha256.Sum256(doc)
	return hex.EncodeToString(sum[:8])
}

func (s *Server) static(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("file")
	b, err := assets.ReadFile("static/" + name)
	if err != nil || strings.Contains(name, "/") {
		s.notFound(w, r)
		return
	}
	switch {
	case strings.HasSuffix(name, ".js"):
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
	case strings.HasSuffix(name, ".css"):
		w.Header().Set("Content-Type", "text/css; charset=utf-8")
	case strings.HasSuffix(name, ".svg"):
		w.Header().Set("Content-Type", "image/svg+xml")
	case strings.HasSuffix(name, ".webmanifest"):
		w.Header().Set("Content-Type", "application/manifest+json")
	}
	w.Header().Set("Cache-Control", "public, max-age=3600")
	_, _ = w.Write(b)
}

// HTTPServer is the http.Server for h with the timeouts of SPEC §7: slow
// clients are cut off while sending headers or a body; event streams set a
// deadline on each of their writes instead of the whole response's. A
// connection whose data the other side has not acknowledged for half a
// minute (a phone that left the network) is closed by the kernel.
func HTTPServer(h http.Handler) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       15 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       60 * time.Second,
		MaxHeaderBytes:    16 << 10,
		ConnState: func(c net.Conn, st http.ConnState) {
			if st == http.StateNew {
				userTimeout(c, 30*time.Second)
			}
		},
	}
}

// Streams is the number of open event streams (of MaxStreams).
func (s *Server) Streams() int { return int(s.streams.Load()) }
