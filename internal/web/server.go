// Package web is `schiri serve`: the saved games of a data dir, reachable
// from the phones at the table, each person through a link for their role
// (SPEC §7).
//
// The server holds no game logic. Every read and every action is one
// in-process schiri invocation (Runner) on the same data dir as the CLI, so
// the JSON a phone gets is byte for byte what the command prints, and every
// change goes through the store's lock and atomic write. The store is the
// single source of truth: event streams poll the game file and send the new
// state when it changes, whoever changed it.
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
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// Runner runs one schiri invocation in-process (args without the program
// name; --data-dir, --lang and --json are added by the server) and returns
// its exit code and standard output.
type Runner func(args []string, stdin []byte) (code int, stdout []byte)

// Options configure a Server.
type Options struct {
	DataDir  string
	Lang     string // the server's own language: "de" or "en"
	Run      Runner
	NewLinks bool // replace the secret: every older link stops working
	// Poll is how often an event stream looks at its game file
	// (default 200 ms; SPEC §7 wants a change shown within 1 s).
	Poll time.Duration
}

// Limits of SPEC §7.
const (
	MaxBody    = 64 << 10
	MaxStreams = 256
)

// Kinds are the games the server offers, with their roles in link order.
var Kinds = []string{"kodiak", "codenames", "instinkt"}

var roles = map[string][]string{
	"kodiak":    {"view", "scorer"},
	"codenames": {"board", "spymaster_red", "spymaster_blue", "host"},
	"instinkt":  {"view", "referee"},
}

// actions lists, per kind, which role may do which action.
var actions = map[string]map[string][]string{
	"kodiak":    {"round": {"scorer"}, "undo": {"scorer"}},
	"codenames": {"clue": {"spymaster_red", "spymaster_blue", "host"}, "guess": {"board", "host"}, "pass": {"board", "host"}, "undo": {"host"}},
	"instinkt":  {"step": {"referee"}, "undo": {"referee"}},
}

// Server serves one data dir.
type Server struct {
	o       Options
	secret  []byte
	host    string // the host token
	streams atomic.Int32
	done    chan struct{}
	once    sync.Once

	mu      sync.Mutex
	tokens  map[string]gameRole // token → game and role
	builtAt time.Time
	last    map[string]verdict // kind/id → the last refusal, shown to every role
}

type gameRole struct{ kind, id, role string }

type verdict struct {
	Reason  string `json:"reason"`
	Message string `json:"message"`
}

//go:embed static templates
var assets embed.FS

// New opens the server's secret in the data dir (creating it, mode 0600) and
// returns the server.
func New(o Options) (*Server, error) {
	if o.Poll == 0 {
		o.Poll = 200 * time.Millisecond
	}
	if o.Lang == "" {
		o.Lang = "en"
	}
	secret, err := loadSecret(o.DataDir, o.NewLinks)
	if err != nil {
		return nil, err
	}
	s := &Server{o: o, secret: secret, done: make(chan struct{}), last: map[string]verdict{}}
	s.host = s.token("host")
	return s, nil
}

// HostPath is the host dashboard's path, "/h/TOKEN/".
func (s *Server) HostPath() string { return "/h/" + s.host + "/" }

// Close ends every open event stream.
func (s *Server) Close() { s.once.Do(func() { close(s.done) }) }

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
			err = os.Rename(tmp, p)
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
	f, err := os.OpenFile(p, os.O_RDONLY|syscall.O_NOFOLLOW, 0)
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
	tmp, err := os.CreateTemp(dir, ".serve.key.*") // O_EXCL, 0600
	if err != nil {
		return nil, "", err
	}
	_, err = tmp.Write(b)
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		_ = os.Remove(tmp.Name())
		return nil, "", err
	}
	return b, tmp.Name(), nil
}

// createExclusive creates p with data, failing if it exists.
func createExclusive(p string, data []byte) error {
	f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL|syscall.O_NOFOLLOW, 0o600)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		_ = os.Remove(p)
	}
	return err
}

// syncDir makes a new name in dir durable.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		_ = d.Close()
	}
}

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
}

// games lists every game of the data dir with its role links.
func (s *Server) games() []gameEntry {
	var out []gameEntry
	for _, kind := range Kinds {
		dir := filepath.Join(s.o.DataDir, kind)
		entries, err := os.ReadDir(dir)
		if err != nil {
			continue
		}
		var ids []string
		for _, e := range entries {
			name := e.Name()
			if !e.Type().IsRegular() || !strings.HasSuffix(name, ".json") || strings.HasPrefix(name, ".") {
				continue
			}
			ids = append(ids, strings.TrimSuffix(name, ".json"))
		}
		sort.Strings(ids)
		for _, id := range ids {
			links := map[string]string{}
			for _, r := range roles[kind] {
				links[r] = "/g/" + s.gameToken(kind, id, r) + "/"
			}
			out = append(out, gameEntry{Kind: kind, Game: id, Links: links})
		}
	}
	return out
}

// lookup finds the game and role of a token, comparing in constant time.
func (s *Server) lookup(t string) (gameRole, bool) {
	if !validToken(t) {
		return gameRole{}, false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for try := 0; try < 2; try++ {
		if s.tokens == nil || try == 1 || time.Since(s.builtAt) > 2*time.Second {
			s.tokens = map[string]gameRole{}
			for _, g := range s.games() {
				for role, link := range g.Links {
					s.tokens[strings.Trim(strings.TrimPrefix(link, "/g/"), "/")] = gameRole{g.Kind, g.Game, role}
				}
			}
			s.builtAt = time.Now()
		}
		for tok, gr := range s.tokens {
			if subtle.ConstantTimeCompare([]byte(tok), []byte(t)) == 1 {
				return gr, true
			}
		}
	}
	return gameRole{}, false
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

// headers sets SPEC §7's headers on every response.
func headers(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		if strings.HasPrefix(r.URL.Path, "/h/") || strings.HasPrefix(r.URL.Path, "/g/") {
			h.Set("Cache-Control", "no-store")
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
		r.Body = http.MaxBytesReader(w, r.Body, MaxBody)
		next.ServeHTTP(w, r)
	})
}

// readBody reads a request body; false (and 413 sent) when it is too large.
func readBody(w http.ResponseWriter, r *http.Request) ([]byte, bool) {
	b, err := io.ReadAll(r.Body)
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			http.Error(w, "request body too large", http.StatusRequestEntityTooLarge)
		} else {
			http.Error(w, "cannot read the request", http.StatusBadRequest)
		}
		return nil, false
	}
	return b, true
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

// run is one schiri invocation in lang on the data dir, with --json.
func (s *Server) run(lang string, stdin []byte, args ...string) (int, []byte) {
	full := append([]string{"--json", "--lang", lang, "--data-dir", s.o.DataDir}, args...)
	return s.o.Run(full, stdin)
}

// status maps an exit code (SPEC §0) to the HTTP status of §7.
func status(code int) int {
	switch code {
	case 0:
		return http.StatusOK
	case 1:
		return http.StatusUnprocessableEntity
	case 2:
		return http.StatusBadRequest
	}
	return http.StatusServiceUnavailable
}

func writeJSON(w http.ResponseWriter, code int, body []byte) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(code)
	_, _ = w.Write(body)
}

func jsonError(w http.ResponseWriter, code int, kind, msg string) {
	b, _ := json.Marshal(map[string]any{"error": map[string]string{"kind": kind, "message": msg}})
	writeJSON(w, code, append(b, '\n'))
}

// state is a role's view of its game as JSON: what the CLI prints, with
// what the role may not see taken out.
func (s *Server) state(gr gameRole, lang string) (int, []byte) {
	var code int
	var out []byte
	switch gr.kind {
	case "kodiak":
		code, out = s.run(lang, nil, "kodiak", "status", "--game", gr.id)
	case "codenames":
		if gr.role == "board" { // the guessers' document: no key code, no covered colour
			code, out = s.run(lang, nil, "codenames", "board", "--game", gr.id)
		} else {
			code, out = s.run(lang, nil, "codenames", "status", "--game", gr.id)
		}
	case "instinkt":
		code, out = s.run(lang, []byte("quit\n"), "instinkt", "play", "--accessible", "--game", gr.id)
		if code == 0 && gr.role != "referee" {
			out = hideLegal(out)
		}
	}
	if code == 0 {
		out = s.withLast(gr, out)
	}
	return code, out
}

// maskKey sets every unrevealed card's colour in a Codenames game document
// (or in the "game" of a guess's answer) to null and drops the key code:
// the board role never receives the key.
func maskKey(doc []byte) []byte {
	var m map[string]json.RawMessage
	if json.Unmarshal(doc, &m) != nil {
		return []byte("{}\n")
	}
	if inner, ok := m["game"]; ok && len(inner) > 0 && inner[0] == '{' {
		m["game"] = json.RawMessage(maskKey(inner))
		return remarshal(m)
	}
	delete(m, "seed")
	if _, ok := m["grid"]; !ok {
		return remarshal(m)
	}
	var revealed [][]bool
	var grid [][]*string
	_ = json.Unmarshal(m["revealed"], &revealed)
	_ = json.Unmarshal(m["grid"], &grid)
	for r := range grid {
		for c := range grid[r] {
			if r >= len(revealed) || c >= len(revealed[r]) || !revealed[r][c] {
				grid[r][c] = nil
			}
		}
	}
	m["grid"], _ = json.Marshal(grid)
	return remarshal(m)
}

// hideLegal drops the legal cells, lines and moves from an Instinkt game
// document for the view role.
func hideLegal(doc []byte) []byte {
	var m map[string]json.RawMessage
	if json.Unmarshal(doc, &m) != nil {
		return doc
	}
	var next map[string]json.RawMessage
	if json.Unmarshal(m["next"], &next) == nil {
		delete(next, "cells")
		delete(next, "lines")
		delete(next, "moves")
		delete(next, "after")
		m["next"], _ = json.Marshal(next)
	}
	return remarshal(m)
}

// withLast adds the last refusal of a game's action ("last_verdict") to an
// Instinkt document, so every phone shows why a step was refused.
func (s *Server) withLast(gr gameRole, doc []byte) []byte {
	if gr.kind != "instinkt" {
		return doc
	}
	s.mu.Lock()
	v, ok := s.last[gr.kind+"/"+gr.id]
	s.mu.Unlock()
	var m map[string]json.RawMessage
	if json.Unmarshal(doc, &m) != nil {
		return doc
	}
	if ok {
		m["last_verdict"], _ = json.Marshal(v)
	} else {
		m["last_verdict"] = json.RawMessage("null")
	}
	return remarshal(m)
}

func remarshal(m map[string]json.RawMessage) []byte {
	b, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return []byte("{}\n")
	}
	return append(b, '\n')
}

func (s *Server) gamesJSON(w http.ResponseWriter, r *http.Request) {
	g := s.games()
	if g == nil {
		g = []gameEntry{}
	}
	b, _ := json.MarshalIndent(map[string]any{"games": g}, "", "  ")
	writeJSON(w, http.StatusOK, append(b, '\n'))
}

func (s *Server) stateJSON(w http.ResponseWriter, r *http.Request) {
	code, out := s.state(current(r), s.lang(w, r))
	writeJSON(w, status(code), out)
}

// createReq is the body of POST /h/TOKEN/games.
type createReq struct {
	Kind      string   `json:"kind"`
	Players   []string `json:"players"`
	Youngest  string   `json:"youngest"`
	Cycles    int      `json:"cycles"`
	Rounds    int      `json:"rounds"`
	Name      string   `json:"name"`
	Seed      string   `json:"seed"`
	BoardCode string   `json:"board_code"`
	Size      string   `json:"size"`
	Starts    string   `json:"starts"`
	Words     string   `json:"words"`
	Marker    string   `json:"marker"`
}

// createArgs is the CLI command that creates the game a request asks for.
func createArgs(c createReq) ([]string, []byte, error) {
	opt := func(args []string, flag, v string) []string {
		if v != "" {
			return append(args, flag, v)
		}
		return args
	}
	num := func(args []string, flag string, v int) []string {
		if v != 0 {
			return append(args, flag, fmt.Sprint(v))
		}
		return args
	}
	switch c.Kind {
	case "kodiak":
		args := []string{"kodiak", "new", "--players", strings.Join(c.Players, ",")}
		args = opt(args, "--youngest", c.Youngest)
		args = num(args, "--cycles", c.Cycles)
		args = num(args, "--rounds", c.Rounds)
		return opt(args, "--name", c.Name), nil, nil
	case "codenames":
		args := []string{"codenames", "new"}
		for _, p := range [][2]string{{"--seed", c.Seed}, {"--board-code", c.BoardCode}, {"--size", c.Size}, {"--starts", c.Starts}, {"--words", c.Words}, {"--name", c.Name}} {
			args = opt(args, p[0], p[1])
		}
		return args, nil, nil
	case "instinkt":
		marker := c.Marker
		if marker == "" {
			marker = "white"
		}
		return opt([]string{"instinkt", "play", "--accessible", "--marker", marker}, "--name", c.Name), []byte("quit\n"), nil
	}
	return nil, nil, fmt.Errorf("unknown kind %q: kodiak, codenames or instinkt", c.Kind)
}

func (s *Server) createGame(w http.ResponseWriter, r *http.Request) {
	lang := s.lang(w, r)
	body, ok := readBody(w, r)
	if !ok {
		return
	}
	var req createReq
	form := isForm(r)
	if form {
		if err := parseForm(r, body); err != nil {
			http.Error(w, "bad form", http.StatusBadRequest)
			return
		}
		req = createReq{Kind: r.PostForm.Get("kind"), Youngest: r.PostForm.Get("youngest"), Name: r.PostForm.Get("name"),
			Seed: r.PostForm.Get("seed"), BoardCode: r.PostForm.Get("board_code"), Size: r.PostForm.Get("size"), Starts: r.PostForm.Get("starts"),
			Words: r.PostForm.Get("words"), Marker: r.PostForm.Get("marker")}
		for _, p := range strings.Split(r.PostForm.Get("players"), ",") {
			if p = strings.TrimSpace(p); p != "" {
				req.Players = append(req.Players, p)
			}
		}
		_, _ = fmt.Sscan(r.PostForm.Get("cycles"), &req.Cycles)
		_, _ = fmt.Sscan(r.PostForm.Get("rounds"), &req.Rounds)
	} else if err := decodeStrict(body, &req); err != nil {
		jsonError(w, http.StatusBadRequest, "input", err.Error())
		return
	}
	args, stdin, err := createArgs(req)
	if err != nil {
		if form {
			s.redirect(w, r, s.HostPath(), "", err.Error())
			return
		}
		jsonError(w, http.StatusBadRequest, "input", err.Error())
		return
	}
	code, out := s.run(lang, stdin, args...)
	if form {
		msg := ""
		if code != 0 {
			msg = errorMessage(out)
		}
		s.redirect(w, r, s.HostPath(), "", msg)
		return
	}
	if code != 0 {
		writeJSON(w, status(code), out)
		return
	}
	var doc struct {
		Game string `json:"game"`
	}
	_ = json.Unmarshal(out, &doc)
	for _, g := range s.games() {
		if g.Kind == req.Kind && g.Game == doc.Game {
			s.mu.Lock()
			s.tokens = nil
			s.mu.Unlock()
			b, _ := json.MarshalIndent(g, "", "  ")
			writeJSON(w, http.StatusCreated, append(b, '\n'))
			return
		}
	}
	jsonError(w, http.StatusServiceUnavailable, "storage", "the new game was not found in the data dir")
}

// decodeStrict decodes one JSON object, refusing unknown keys.
func decodeStrict(body []byte, v any) error {
	dec := json.NewDecoder(strings.NewReader(string(body)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("the request is not the JSON expected: %v", err)
	}
	return nil
}

func isForm(r *http.Request) bool {
	ct := r.Header.Get("Content-Type")
	return strings.HasPrefix(ct, "application/x-www-form-urlencoded") || strings.HasPrefix(ct, "multipart/form-data")
}

func parseForm(r *http.Request, body []byte) error {
	r.Body = io.NopCloser(strings.NewReader(string(body)))
	return r.ParseForm()
}

// errorMessage is the message of the CLI's JSON for a failure: a refusal's
// "message" or an error's "error.message".
func errorMessage(out []byte) string {
	msg, _ := refusal(out)
	return msg
}

// refusal reads what a command's JSON says went wrong, and the clause where
// there is one: an error, a verdict, or a Kodiak round sheet's first error.
// A command that failed without saying why still gets a message, so a form
// never comes back silent.
func refusal(out []byte) (msg, reason string) {
	var doc struct {
		Message string `json:"message"`
		Reason  string `json:"reason"`
		Error   *struct {
			Message string `json:"message"`
		} `json:"error"`
		Round *struct {
			Errors []struct {
				Message string `json:"message"`
				Reason  string `json:"reason"`
			} `json:"errors"`
		} `json:"round"`
	}
	if json.Unmarshal(out, &doc) != nil {
		return strings.TrimSpace(string(out)), ""
	}
	switch {
	case doc.Error != nil:
		return doc.Error.Message, ""
	case doc.Message != "":
		return doc.Message, doc.Reason
	case doc.Round != nil && len(doc.Round.Errors) > 0:
		e := doc.Round.Errors[0]
		return e.Message, e.Reason
	}
	return "", ""
}

// act runs a role's action: the CLI command, its JSON and exit code mapped
// to the HTTP status (JSON), or a 303 back to the page (a form).
func (s *Server) act(w http.ResponseWriter, r *http.Request) {
	gr, action := current(r), r.PathValue("action")
	allowed, known := actions[gr.kind][action]
	if !known {
		s.notFound(w, r)
		return
	}
	lang := s.lang(w, r)
	body, ok := readBody(w, r)
	if !ok {
		return
	}
	form := isForm(r)
	if form {
		if err := parseForm(r, body); err != nil {
			http.Error(w, "bad form", http.StatusBadRequest)
			return
		}
	}
	may := false
	for _, a := range allowed {
		may = may || a == gr.role
	}
	if !may {
		if form {
			http.Error(w, "this link may not do that", http.StatusForbidden)
			return
		}
		jsonError(w, http.StatusForbidden, "role", "this link may not do that")
		return
	}
	field := func(name string) (string, error) {
		if form {
			return r.PostForm.Get(name), nil
		}
		if len(strings.TrimSpace(string(body))) == 0 {
			return "", nil
		}
		var m map[string]any
		if err := json.Unmarshal(body, &m); err != nil {
			return "", fmt.Errorf("the request is not JSON: %v", err)
		}
		switch v := m[name].(type) {
		case string:
			return v, nil
		case float64:
			return fmt.Sprint(v), nil
		case nil:
			return "", nil
		}
		return "", fmt.Errorf("%s must be a string", name)
	}
	var (
		args  []string
		stdin []byte
		err   error
	)
	switch gr.kind + "." + action {
	case "kodiak.round":
		args, stdin = []string{"kodiak", "round", "--game", gr.id, "-"}, body
		if form {
			stdin = sheetFromForm(r)
		}
	case "kodiak.undo":
		args = []string{"kodiak", "undo", "--game", gr.id}
	case "codenames.clue":
		var word, number string
		if word, err = field("word"); err == nil {
			number, err = field("number")
		}
		args = []string{"codenames", "clue", "--game", gr.id}
		if gr.role != "host" { // a spymaster's clue only on their own team's turn, checked under the lock
			args = append(args, "--team", strings.TrimPrefix(gr.role, "spymaster_"))
		}
		args = append(args, "--", word, number)
	case "codenames.guess":
		var target string
		target, err = field("target")
		args = []string{"codenames", "guess", "--game", gr.id, "--", target}
	case "codenames.pass":
		args = []string{"codenames", "pass", "--game", gr.id}
	case "codenames.undo":
		args = []string{"codenames", "undo", "--game", gr.id}
	case "instinkt.step":
		var step string
		step, err = field("step")
		args = append([]string{"instinkt", "step", "--game", gr.id, "--"}, strings.Fields(step)...)
		if len(strings.Fields(step)) == 0 {
			args = append(args, "")
		}
	case "instinkt.undo":
		args = []string{"instinkt", "step", "--game", gr.id, "undo"}
	}
	if err != nil {
		if form {
			s.redirect(w, r, pagePath(r), "", err.Error())
			return
		}
		jsonError(w, http.StatusBadRequest, "input", err.Error())
		return
	}
	code, out := s.run(lang, stdin, args...)
	if gr.kind == "codenames" && gr.role == "board" {
		out = maskKey(out)
	}
	if gr.kind == "instinkt" {
		s.remember(gr, code, out)
	}
	if form {
		reason, msg := "", ""
		if code != 0 {
			msg, reason = refusal(out)
			if msg == "" {
				msg = s.t(lang, "refused")
			}
		}
		s.redirect(w, r, pagePath(r), reason, msg)
		return
	}
	writeJSON(w, status(code), out)
}

// remember keeps an Instinkt game's last refusal (cleared by the next
// accepted step), for every role's page.
func (s *Server) remember(gr gameRole, code int, out []byte) {
	key := gr.kind + "/" + gr.id
	s.mu.Lock()
	defer s.mu.Unlock()
	switch code {
	case 0:
		delete(s.last, key)
	case 1:
		var v verdict
		if json.Unmarshal(out, &v) == nil && v.Reason != "" {
			s.last[key] = v
		}
	}
}

func pagePath(r *http.Request) string { return "/g/" + r.PathValue("token") + "/" }

// redirect answers a form post with 303 back to its page, carrying the
// verdict to show (its clause is linked there).
func (s *Server) redirect(w http.ResponseWriter, r *http.Request, path, reason, msg string) {
	q := ""
	if msg != "" {
		q = "?v=" + putFlash(msg, reason)
	}
	http.Redirect(w, r, path+q, http.StatusSeeOther)
}

// events is the role's event stream: a "state" event on connecting and
// after every change of the game file, from whatever source.
func (s *Server) events(w http.ResponseWriter, r *http.Request) {
	gr := current(r)
	if n := s.streams.Add(1); n > MaxStreams {
		s.streams.Add(-1)
		http.Error(w, "too many event streams", http.StatusServiceUnavailable)
		return
	}
	defer s.streams.Add(-1)
	flusher, ok := w.(http.Flusher)
	if !ok {
		http.Error(w, "streaming unsupported", http.StatusInternalServerError)
		return
	}
	rc := http.NewResponseController(w)
	_ = rc.SetWriteDeadline(time.Time{}) // a stream lives on; each write is small
	lang := s.lang(w, r)
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	file := filepath.Join(s.o.DataDir, gr.kind, gr.id+".json")
	var lastStamp string
	var lastDoc []byte
	tick := time.NewTicker(s.o.Poll)
	defer tick.Stop()
	keepAlive := time.NewTicker(15 * time.Second)
	defer keepAlive.Stop()
	send := func() bool {
		stamp := fileStamp(file)
		if stamp == lastStamp && lastDoc != nil {
			return true
		}
		code, doc := s.state(gr, lang)
		lastStamp = stamp
		if code != 0 || string(doc) == string(lastDoc) {
			return true
		}
		lastDoc = doc
		if _, err := fmt.Fprintf(w, "id: %s\nevent: state\ndata: %s\n\n", docStamp(doc), strings.Join(strings.Split(strings.TrimSpace(string(doc)), "\n"), "\ndata: ")); err != nil {
			return false
		}
		flusher.Flush()
		return true
	}
	if !send() {
		return
	}
	for {
		select {
		case <-r.Context().Done():
			return
		case <-s.done:
			return
		case <-keepAlive.C:
			if _, err := io.WriteString(w, ": keep-alive\n\n"); err != nil {
				return
			}
			flusher.Flush()
		case <-tick.C:
			if !send() {
				return
			}
		}
	}
}

// docStamp names a state document: a page and the events of its stream
// carry it, so the page refreshes only when the state it shows has changed.
func docStamp(doc []byte) string {
	sum := sha256.Sum256(doc)
	return hex.EncodeToString(sum[:8])
}

// fileStamp changes whenever a game file is replaced (the store renames a
// new file over the old one: a new inode, size or time).
func fileStamp(p string) string {
	fi, err := os.Stat(p)
	if err != nil {
		return "gone"
	}
	st, _ := fi.Sys().(*syscall.Stat_t)
	ino := uint64(0)
	if st != nil {
		ino = st.Ino
	}
	return fmt.Sprintf("%d/%d/%d", fi.ModTime().UnixNano(), fi.Size(), ino)
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

// sheetFromForm turns the scorer page's form (p0_name, p0_cards, p0_catches,
// p0_out, p1_…) into a round sheet in JSON, as `kodiak round` reads it.
func sheetFromForm(r *http.Request) []byte {
	type entry struct {
		Cards        []string `json:"cards"`
		Catches      int      `json:"catches,omitempty"`
		HairballsOut int      `json:"hairballs_out,omitempty"`
	}
	players := map[string]entry{}
	for i := 0; i < 6; i++ {
		name := r.PostForm.Get(fmt.Sprintf("p%d_name", i))
		if name == "" {
			continue
		}
		e := entry{Cards: strings.FieldsFunc(r.PostForm.Get(fmt.Sprintf("p%d_cards", i)), func(c rune) bool { return c == ',' || c == ' ' || c == ';' })}
		if e.Cards == nil {
			e.Cards = []string{}
		}
		_, _ = fmt.Sscan(r.PostForm.Get(fmt.Sprintf("p%d_catches", i)), &e.Catches)
		_, _ = fmt.Sscan(r.PostForm.Get(fmt.Sprintf("p%d_out", i)), &e.HairballsOut)
		players[name] = e
	}
	b, _ := json.Marshal(map[string]any{"players": players})
	return b
}

// HTTPServer is the http.Server for h with the timeouts of SPEC §7: slow
// clients are cut off while sending headers or a body; event streams lift
// the write deadline for themselves.
func HTTPServer(h http.Handler) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       15 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       60 * time.Second,
		MaxHeaderBytes:    16 << 10,
	}
}
