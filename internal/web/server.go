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
	"crypto/subtle"
	"embed"
	"net"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

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
	tokens  map[[32]byte]link // sha256 of a token → game and role
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
	svc := table.Open(o.DataDir)
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
	return headers(cop.Handler(limitBody(s.statePolls(mux))))
}

// statePolls answers GET /g/{token}/state.json — what every phone asks
// for again and again — without the mux's pattern matching (a third of
// the server's work for one answer); every other request goes to next.
func (s *Server) statePolls(next http.Handler) http.Handler {
	const prefix, suffix = "/g/", "/state.json"
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := r.URL.Path
		if r.Method != http.MethodGet || len(p) != len(prefix)+tokenLen+len(suffix) ||
			!strings.HasPrefix(p, prefix) || !strings.HasSuffix(p, suffix) || r.URL.RawPath != "" {
			next.ServeHTTP(w, r)
			return
		}
		gr, ok := s.lookup(p[len(prefix) : len(prefix)+tokenLen])
		if !ok {
			s.notFound(w, r)
			return
		}
		s.stateJSON(w, r, gr)
	})
}

const csp = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

// The values of the headers every response has, made once: a response
// that changes one replaces its slice (Header.Set) or appends to a full
// one (Header.Add), never writes into these.
var (
	cspValue      = []string{csp}
	noReferrer    = []string{"no-referrer"}
	noSniff       = []string{"nosniff"}
	denyFrames    = []string{"DENY"}
	noStore       = []string{"no-store"}
	jsonMediaType = []string{"application/json; charset=utf-8"}
)

// headers sets SPEC §7's headers on every response.
func headers(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h["Content-Security-Policy"] = cspValue[:1:1]
		h["Referrer-Policy"] = noReferrer[:1:1]
		h["X-Content-Type-Options"] = noSniff[:1:1]
		h["X-Frame-Options"] = denyFrames[:1:1]
		if strings.HasPrefix(r.URL.Path, "/h/") || strings.HasPrefix(r.URL.Path, "/g/") {
			h["Cache-Control"] = noStore[:1:1]
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

// withGame serves a game's path to the game and role its token names.
func (s *Server) withGame(h func(http.ResponseWriter, *http.Request, gameRole)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		gr, ok := s.lookup(r.PathValue("token"))
		if !ok {
			s.notFound(w, r)
			return
		}
		h(w, r, gr)
	}
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
