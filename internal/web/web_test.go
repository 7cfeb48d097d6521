package web_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"codeberg.org/schiri/schiri/cmd"
	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/web"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// site is a server on a temp data dir, reached through httptest.
type site struct {
	t    testing.TB
	dir  string
	srv  *web.Server
	ts   *httptest.Server
	host string
}

func newSite(t testing.TB) *site {
	t.Helper()
	dir := t.TempDir()
	srv, err := web.New(web.Options{DataDir: dir, Lang: "en", Poll: 50 * time.Millisecond})
	require.NoError(t, err)
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { srv.Close(); ts.Close() })
	return &site{t: t, dir: dir, srv: srv, ts: ts, host: srv.HostPath()}
}

// cli runs schiri on the site's data dir, as a user in another terminal.
func (s *site) cli(stdin string, args ...string) (int, string) {
	var out bytes.Buffer
	f := cli.NewFactory(cmd.Version())
	f.IO = &cli.IOStreams{In: strings.NewReader(stdin), Out: &out, ErrOut: io.Discard}
	code := cmd.Run(f, append([]string{"--data-dir", s.dir, "--lang", "en"}, args...))
	return code, out.String()
}

func (s *site) do(method, path, contentType, body string, hdr ...string) (*http.Response, string) {
	s.t.Helper()
	req, err := http.NewRequest(method, s.ts.URL+path, strings.NewReader(body))
	require.NoError(s.t, err)
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	res, err := client.Do(req)
	require.NoError(s.t, err)
	defer func() { _ = res.Body.Close() }()
	b, err := io.ReadAll(res.Body)
	require.NoError(s.t, err)
	return res, string(b)
}

func (s *site) get(path string) (*http.Response, string) { return s.do("GET", path, "", "") }

func (s *site) postJSON(path, body string) (*http.Response, string) {
	return s.do("POST", path, "application/json", body)
}

type entry struct {
	Kind  string            `json:"kind"`
	Game  string            `json:"game"`
	Links map[string]string `json:"links"`
}

func (s *site) create(body string) entry {
	s.t.Helper()
	res, out := s.postJSON(s.host+"games", body)
	require.Equal(s.t, http.StatusCreated, res.StatusCode, out)
	var e entry
	require.NoError(s.t, json.Unmarshal([]byte(out), &e))
	return e
}

var tokenRE = regexp.MustCompile(`^/[gh]/[A-Za-z0-9_-]{43}/$`)

func TestLinksAndTokens(t *testing.T) {
	s := newSite(t)
	assert.Regexp(t, tokenRE, s.host)
	k := s.create(`{"kind":"kodiak","players":["Ana","Ben","Cleo"],"name":"abend"}`)
	c := s.create(`{"kind":"codenames","seed":"K7F3QX","board_code":"K7F3QX","words":"en","name":"cn"}`)
	i := s.create(`{"kind":"instinkt","marker":"black","name":"ik"}`)
	assert.Equal(t, []string{"scorer", "view"}, keys(k.Links))
	assert.Equal(t, []string{"board", "host", "spymaster_blue", "spymaster_red"}, keys(c.Links))
	assert.Equal(t, []string{"referee", "view"}, keys(i.Links))
	seen := map[string]bool{}
	for _, e := range []entry{k, c, i} {
		for _, l := range e.Links {
			assert.Regexp(t, tokenRE, l)
			assert.False(t, seen[l], "links are distinct")
			seen[l] = true
		}
	}
	// games.json lists the games, whoever created them (here: the CLI)
	code, out := s.cli("", "kodiak", "new", "--players", "X,Y", "--name", "cli")
	require.Equal(t, 0, code, out)
	res, body := s.get(s.host + "games.json")
	require.Equal(t, 200, res.StatusCode)
	assert.Contains(t, body, `"game": "cli"`)

	// the secret is a 0600 file in the data dir; links survive a restart
	fi, err := os.Stat(filepath.Join(s.dir, "serve.key"))
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), fi.Mode().Perm())
	again, err := web.New(web.Options{DataDir: s.dir})
	require.NoError(t, err)
	assert.Equal(t, s.host, again.HostPath())
	// --new-links replaces every link: the old ones are unknown now
	renewed, err := web.New(web.Options{DataDir: s.dir, NewLinks: true})
	require.NoError(t, err)
	assert.NotEqual(t, s.host, renewed.HostPath())
	ts := httptest.NewServer(renewed.Handler())
	defer ts.Close()
	for _, p := range []string{s.host, k.Links["view"] + "state.json"} {
		r, err := http.Get(ts.URL + p)
		require.NoError(t, err)
		_ = r.Body.Close()
		assert.Equal(t, 404, r.StatusCode, p)
	}
}

func keys(m map[string]string) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sortStrings(out)
	return out
}

func sortStrings(a []string) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}

func TestUnknownIsAlways404(t *testing.T) {
	s := newSite(t)
	k := s.create(`{"kind":"kodiak","players":["Ana","Ben"]}`)
	_, want := s.get("/no/such/path")
	valid := strings.Trim(strings.TrimPrefix(k.Links["view"], "/g/"), "/")
	wrong := valid[:42] + string("ABCDEFGHIJ"[strings.IndexByte("ABCDEFGHIJ", valid[42])+1:][:1] + "A")[:1]
	if wrong == valid {
		wrong = "A" + valid[1:]
	}
	for _, p := range []string{"/h/short/", "/h/" + valid + "/", "/g/" + wrong + "/", "/g/" + wrong + "/state.json", "/g/%00/",
		"/h/" + strings.Repeat("A", 43) + "/games.json", "/g/" + valid + "/nosuch", "/rules/nosuchgame", "/rules/clause/no.such.clause", "/static/nosuch.js"} {
		res, body := s.get(p)
		assert.Equal(t, 404, res.StatusCode, p)
		assert.Equal(t, want, body, p)
	}
	res, _ := s.postJSON(k.Links["view"]+"explode", "{}")
	assert.Equal(t, 404, res.StatusCode)
}

func TestHeaders(t *testing.T) {
	s := newSite(t)
	k := s.create(`{"kind":"kodiak","players":["Ana","Ben"]}`)
	for _, p := range []string{"/", "/rules/", "/rules/kodiak", s.host, s.host + "games.json", k.Links["view"], k.Links["view"] + "state.json", "/nosuch", "/static/app.js"} {
		res, _ := s.get(p)
		csp := res.Header.Get("Content-Security-Policy")
		assert.Contains(t, csp, "default-src 'self'", p)
		assert.Contains(t, csp, "frame-ancestors 'none'", p)
		assert.NotContains(t, csp, "unsafe-inline", p)
		assert.Equal(t, "no-referrer", res.Header.Get("Referrer-Policy"), p)
		assert.Equal(t, "nosniff", res.Header.Get("X-Content-Type-Options"), p)
		if strings.HasPrefix(p, "/g/") || strings.HasPrefix(p, "/h/") {
			assert.Equal(t, "no-store", res.Header.Get("Cache-Control"), p)
		}
	}
}

func TestCrossSitePostsAreRefused(t *testing.T) {
	s := newSite(t)
	k := s.create(`{"kind":"kodiak","players":["Ana","Ben"]}`)
	before, _ := s.get(k.Links["view"] + "state.json")
	_ = before
	for _, h := range [][]string{
		{"Sec-Fetch-Site", "cross-site"},
		{"Origin", "http://evil.example"},
	} {
		res, _ := s.do("POST", k.Links["scorer"]+"undo", "application/json", "{}", h...)
		assert.Equal(t, 403, res.StatusCode, h)
		res, _ = s.do("POST", s.host+"games", "application/json", `{"kind":"kodiak","players":["A","B"]}`, h...)
		assert.Equal(t, 403, res.StatusCode, h)
	}
	_, body := s.get(s.host + "games.json")
	assert.Equal(t, 1, strings.Count(body, `"kind": "kodiak"`), "no game was created cross-site")
	// same-origin and non-browser clients are fine
	res, _ := s.do("POST", k.Links["scorer"]+"undo", "application/json", "{}", "Sec-Fetch-Site", "same-origin")
	assert.NotEqual(t, 403, res.StatusCode)
}

func TestBodyLimit(t *testing.T) {
	s := newSite(t)
	k := s.create(`{"kind":"kodiak","players":["Ana","Ben"]}`)
	big := `{"players": {"Ana": {"cards": [], "x": "` + strings.Repeat("a", 70<<10) + `"}}}`
	res, _ := s.postJSON(k.Links["scorer"]+"round", big)
	assert.Equal(t, http.StatusRequestEntityTooLarge, res.StatusCode)
	res, _ = s.postJSON(s.host+"games", big)
	assert.Equal(t, http.StatusRequestEntityTooLarge, res.StatusCode)
}

func TestKodiakRolesAndStatuses(t *testing.T) {
	s := newSite(t)
	k := s.create(`{"kind":"kodiak","players":["Ana","Ben","Cleo"]}`)
	res, body := s.get(k.Links["view"] + "state.json")
	require.Equal(t, 200, res.StatusCode)
	_, cliOut := s.cli("", "kodiak", "status", "--game", k.Game, "--json")
	assert.Equal(t, cliOut, body, "state.json is what the CLI prints")

	sheet := `{"players": {"Ana": {"cards": ["3", "red-king"], "catches": 1}, "Ben": {"cards": [], "hairballs_out": 1}, "Cleo": {"cards": ["hairball", "7", "blue-king"]}}}`
	res, _ = s.postJSON(k.Links["view"]+"round", sheet)
	assert.Equal(t, 403, res.StatusCode, "view may not enter a round")
	res, body = s.postJSON(k.Links["scorer"]+"round", sheet)
	require.Equal(t, 200, res.StatusCode, body)
	assert.Contains(t, body, `"rounds_played": 1`)
	// a refusal by the rules: 422 with the reason
	res, body = s.postJSON(k.Links["scorer"]+"round", `{"players": {"Ana": {"cards": []}, "Ben": {"cards": [], "catches": 1}, "Cleo": {"cards": [1]}}}`)
	assert.Equal(t, 422, res.StatusCode, body)
	assert.Contains(t, body, `"reason"`)
	// an input error: 400 with {"error": …}
	res, body = s.postJSON(k.Links["scorer"]+"round", `{"players": {"Ana": {"cards": ["haarbal"]}}}`)
	assert.Equal(t, 400, res.StatusCode, body)
	assert.Contains(t, body, `"error"`)
	res, body = s.postJSON(k.Links["scorer"]+"undo", ``)
	assert.Equal(t, 200, res.StatusCode, body)
	assert.Contains(t, body, `"rounds_played": 0`)

	// a damaged save: 503
	require.NoError(t, os.WriteFile(filepath.Join(s.dir, "kodiak", k.Game+".json"), []byte("{broken"), 0o600))
	res, _ = s.get(k.Links["view"] + "state.json")
	assert.Equal(t, 503, res.StatusCode)
}

func TestCreateErrors(t *testing.T) {
	s := newSite(t)
	res, out := s.postJSON(s.host+"games", `{"kind":"kodiak","players":["Ana"]}`)
	assert.Equal(t, 422, res.StatusCode, "a refusal by the rules")
	assert.Contains(t, out, `"reason": "kodiak.players.count"`)
	for _, body := range []string{`{"kind":"chess"}`, `not json`, `{"kind":"kodiak","players":["A","B"],"name":"../x"}`, `{"kind":"kodiak","typo":1}`} {
		res, out := s.postJSON(s.host+"games", body)
		assert.Equal(t, 400, res.StatusCode, body)
		assert.Contains(t, out, `"error"`, body)
	}
}

// The board never receives the colour of an unrevealed card: not in its
// HTML, its JSON, its event stream or the answers to its actions.
func TestBoardNeverSeesTheKey(t *testing.T) {
	s := newSite(t)
	c := s.create(`{"kind":"codenames","seed":"K7F3QX","board_code":"4HJ2PA","words":"en","name":"cn"}`)
	res, body := s.get(c.Links["spymaster_red"] + "state.json")
	require.Equal(t, 200, res.StatusCode)
	var full struct {
		Grid  [][]*string `json:"grid"`
		Words [][]string  `json:"words"`
	}
	require.NoError(t, json.Unmarshal([]byte(body), &full))

	res, body = s.postJSON(c.Links["spymaster_red"]+"clue", `{"word":"ocean","number":2}`)
	require.Equal(t, 200, res.StatusCode, body)
	res, guess := s.postJSON(c.Links["board"]+"guess", `{"target":"1,1"}`)
	require.Equal(t, 200, res.StatusCode, guess)

	check := func(name, doc string) {
		type g struct {
			Grid     [][]*string `json:"grid"`
			Revealed [][]bool    `json:"revealed"`
		}
		var outer struct {
			g
			Game json.RawMessage `json:"game"`
		}
		require.NoError(t, json.Unmarshal([]byte(doc), &outer), name)
		d := outer.g
		if len(outer.Game) > 0 && outer.Game[0] == '{' {
			require.NoError(t, json.Unmarshal(outer.Game, &d), name)
		}
		grid, rev := d.Grid, d.Revealed
		require.NotEmpty(t, grid, name)
		for r := range grid {
			for col := range grid[r] {
				if rev[r][col] {
					assert.Equal(t, *full.Grid[r][col], *grid[r][col], name)
				} else {
					assert.Nil(t, grid[r][col], "%s: unrevealed %d,%d has a colour", name, r+1, col+1)
				}
			}
		}
	}
	check("guess answer", guess)
	_, st := s.get(c.Links["board"] + "state.json")
	check("state.json", st)
	event := firstEvent(t, s.ts.URL+c.Links["board"]+"events")
	check("event", event)
	_, page := s.get(c.Links["board"])
	_, pass := s.postJSON(c.Links["board"]+"pass", ``)
	// the key code (third edition, ruling C2): in nothing the board receives
	for name, doc := range map[string]string{"guess answer": guess, "state.json": st, "event": event, "page": page, "pass answer": pass} {
		assert.NotContains(t, strings.ToUpper(doc), "K7F3QX", name)
		assert.NotContains(t, doc, `"seed"`, name)
	}
	assert.Contains(t, st, `"board_code": "4HJ2PA"`)
	assert.NotContains(t, page, "key-red\" data-target=\"1,2", "no colour class on an unrevealed card")
	assert.Equal(t, 1, strings.Count(page, "key-"), "only the revealed card carries its colour:\n"+page)
	_, spy := s.get(c.Links["spymaster_red"])
	assert.Equal(t, 25, strings.Count(spy, "class=\"letter\""), "the spymaster sees all 25 colours")
	_, js := s.get("/static/app.js")
	assert.NotContains(t, js, "assassin")
}

// firstEvent reads the first "state" event of a stream.
func firstEvent(t testing.TB, url string) string {
	t.Helper()
	res, err := http.Get(url)
	require.NoError(t, err)
	defer func() { _ = res.Body.Close() }()
	require.Equal(t, "text/event-stream", res.Header.Get("Content-Type"))
	return readEvent(t, bufio.NewReader(res.Body))
}

func readEvent(t testing.TB, r *bufio.Reader) string {
	t.Helper()
	var data strings.Builder
	event := ""
	for {
		line, err := r.ReadString('\n')
		require.NoError(t, err)
		line = strings.TrimRight(line, "\n")
		switch {
		case strings.HasPrefix(line, "event: "):
			event = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			data.WriteString(strings.TrimPrefix(line, "data: ") + "\n")
		case line == "" && event == "state":
			return data.String()
		}
	}
}

func TestSpymasterClueIsCheckedPrivately(t *testing.T) {
	s := newSite(t)
	c := s.create(`{"kind":"codenames","seed":"K7F3QX","board_code":"K7F3QX","words":"en","starts":"red"}`)
	res, body := s.postJSON(c.Links["spymaster_red"]+"clue", `{"word":"moon","number":2}`)
	assert.Equal(t, 422, res.StatusCode)
	assert.Contains(t, body, `"reason": "codenames.clue.on-board"`)
	res, body = s.postJSON(c.Links["spymaster_blue"]+"clue", `{"word":"ocean","number":2}`)
	assert.Equal(t, 422, res.StatusCode, "not blue's turn")
	assert.Contains(t, body, `"reason": "codenames.clue.turn"`)
	_, st := s.get(c.Links["host"] + "state.json")
	assert.Contains(t, st, `"clue": null`, "a refused clue is not saved")
	res, _ = s.postJSON(c.Links["board"]+"clue", `{"word":"ocean","number":2}`)
	assert.Equal(t, 403, res.StatusCode)
	res, _ = s.postJSON(c.Links["spymaster_red"]+"guess", `{"target":"1,1"}`)
	assert.Equal(t, 403, res.StatusCode)
	res, _ = s.postJSON(c.Links["board"]+"undo", ``)
	assert.Equal(t, 403, res.StatusCode)
	// a form post answers 303 back to the page, which shows the verdict
	// with its clause linked
	res, _ = s.do("POST", c.Links["spymaster_red"]+"clue", "application/x-www-form-urlencoded", "word=moon&number=2")
	require.Equal(t, 303, res.StatusCode)
	loc := res.Header.Get("Location")
	assert.True(t, strings.HasPrefix(loc, c.Links["spymaster_red"]), loc)
	_, page := s.get(loc)
	assert.Contains(t, page, `href="/rules/clause/codenames.clue.on-board"`)
	_, rule := s.get("/rules/clause/codenames.clue.on-board")
	assert.Contains(t, rule, "codenames.clue.on-board")
}

func TestInstinktSteps(t *testing.T) {
	s := newSite(t)
	i := s.create(`{"kind":"instinkt","marker":"white","name":"ik"}`)
	res, body := s.postJSON(i.Links["referee"]+"step", `{"step":"reveal W7 B3"}`)
	require.Equal(t, 200, res.StatusCode, body)
	_, ref := s.get(i.Links["referee"] + "state.json")
	assert.Contains(t, ref, `"cells"`)
	_, view := s.get(i.Links["view"] + "state.json")
	assert.NotContains(t, view, `"cells"`, "view does not get the legal cells")
	res, _ = s.postJSON(i.Links["view"]+"step", `{"step":"place W7 0 0"}`)
	assert.Equal(t, 403, res.StatusCode)
	res, body = s.postJSON(i.Links["referee"]+"step", `{"step":"place W7 0 0"}`)
	require.Equal(t, 200, res.StatusCode, body)
	res, body = s.postJSON(i.Links["referee"]+"step", `{"step":"place B3 5 5"}`)
	assert.Equal(t, 422, res.StatusCode)
	assert.Contains(t, body, `"reason": "instinkt.place.adjacent"`)
	_, view = s.get(i.Links["view"] + "state.json")
	assert.Contains(t, view, `"last_verdict"`)
	assert.Contains(t, view, "instinkt.place.adjacent", "every role sees the last verdict")
	_, page := s.get(i.Links["referee"])
	assert.Contains(t, page, `value="place B3 `, "the legal cells are tap targets")
	_, page = s.get(i.Links["view"])
	assert.NotContains(t, page, `value="place B3 `)
	res, _ = s.postJSON(i.Links["referee"]+"undo", ``)
	assert.Equal(t, 200, res.StatusCode)
}

func TestEscaping(t *testing.T) {
	s := newSite(t)
	k := s.create(`{"kind":"kodiak","players":["<script>alert(1)</script>","Ben&Co"],"name":"x"}`)
	_, page := s.get(k.Links["view"])
	assert.NotContains(t, page, "<script>alert")
	assert.Contains(t, page, "&lt;script&gt;alert(1)&lt;/script&gt;")
	_, page = s.get("/rules/?q=%3Cimg+src%3Dx%3E")
	assert.NotContains(t, page, "<img src=x>")
	_, page = s.get(k.Links["view"] + "?msg=%3Cb%3Ehi%3C%2Fb%3E")
	assert.NotContains(t, page, "<b>hi</b>")
}

func TestLanguage(t *testing.T) {
	s := newSite(t)
	_, en := s.get("/rules/kodiak")
	assert.Contains(t, en, `lang="en"`)
	res, de := s.get("/rules/kodiak?lang=de")
	assert.Contains(t, de, `lang="de"`)
	var cookie string
	for _, c := range res.Cookies() {
		if c.Name == "lang" {
			cookie = c.Value
		}
	}
	assert.Equal(t, "de", cookie)
	_, de2 := s.do("GET", "/rules/", "", "", "Cookie", "lang=de")
	assert.Contains(t, de2, `lang="de"`)
	_, de3 := s.do("GET", "/", "", "", "Accept-Language", "de-AT,de;q=0.9,en;q=0.5")
	assert.Contains(t, de3, `lang="de"`)
	_, q := s.get("/rules/clause/kodiak.special.untouchable?lang=de")
	assert.Contains(t, q, "Festlegung K8")
}

// A change made anywhere — here the CLI in "another terminal" — reaches an
// open event stream within a second.
func TestLiveFromTheCLI(t *testing.T) {
	s := newSite(t)
	k := s.create(`{"kind":"kodiak","players":["Ana","Ben"],"name":"live"}`)
	res, err := http.Get(s.ts.URL + k.Links["view"] + "events")
	require.NoError(t, err)
	defer func() { _ = res.Body.Close() }()
	r := bufio.NewReader(res.Body)
	assert.Contains(t, readEvent(t, r), `"rounds_played": 0`)
	sheet := filepath.Join(t.TempDir(), "r.yaml")
	require.NoError(t, os.WriteFile(sheet, []byte("players:\n  Ana: {cards: []}\n  Ben: {cards: [3]}\n"), 0o600))
	start := time.Now()
	code, out := s.cli("", "kodiak", "round", "--game", "live", sheet)
	require.Equal(t, 0, code, out)
	got := make(chan string, 1)
	go func() { got <- readEvent(t, r) }()
	select {
	case ev := <-got:
		assert.Contains(t, ev, `"rounds_played": 1`)
		t.Logf("event after %v", time.Since(start))
	case <-time.After(time.Second):
		t.Fatal("no event within 1 s of the change")
	}
}

func TestPageWeight(t *testing.T) {
	s := newSite(t)
	k := s.create(`{"kind":"kodiak","players":["Ana","Ben","Cleo","Dana","Emil","Fritz"]}`)
	c := s.create(`{"kind":"codenames","size":"8x8","words":"de"}`)
	i := s.create(`{"kind":"instinkt"}`)
	_, css := s.get("/static/style.css")
	_, js := s.get("/static/app.js")
	for _, p := range []string{"/", "/rules/", "/rules/kodiak", s.host, k.Links["scorer"], c.Links["host"], c.Links["spymaster_red"], i.Links["referee"]} {
		_, page := s.get(p)
		total := len(page) + len(css) + len(js)
		assert.Less(t, total, 100_000, "%s weighs %d bytes with its assets", p, total)
		assert.NotRegexp(t, `(src|href)="(https?:)?//`, page, "%s loads nothing from elsewhere", p)
	}
	_ = fmt.Sprint
	_ = bytes.MinRead
}

// A spymaster's clue is checked and applied in one step under the game's
// lock (SPEC §7, codenames.clue.turn): while the red spymaster sends a clue,
// the guessers pass the turn to blue. Whichever comes first, a red clue is
// never saved on blue's turn.
func TestSpymasterClueRacesAPass(t *testing.T) {
	s := newSite(t)
	for i := range 8 {
		c := s.create(`{"kind":"codenames","seed":"K7F3QX","board_code":"K7F3QX","words":"en","starts":"red"}`)
		_, st := s.get(c.Links["host"] + "state.json")
		var doc struct {
			Grid [][]string `json:"grid"`
		}
		require.NoError(t, json.Unmarshal([]byte(st), &doc))
		target := ""
		for r := range doc.Grid {
			for col := range doc.Grid[r] {
				if doc.Grid[r][col] == "red" && target == "" {
					target = fmt.Sprintf("%d,%d", r+1, col+1)
				}
			}
		}
		res, body := s.postJSON(c.Links["spymaster_red"]+"clue", `{"word":"ocean","number":2}`)
		require.Equal(t, 200, res.StatusCode, body)
		res, body = s.postJSON(c.Links["board"]+"guess", `{"target":"`+target+`"}`)
		require.Equal(t, 200, res.StatusCode, body)

		word := "zq" + string(rune('a'+i))
		var wg sync.WaitGroup
		var clueCode int
		var clueBody string
		wg.Add(2)
		go func() {
			defer wg.Done()
			res, _ := s.postJSON(c.Links["board"]+"pass", ``)
			assert.Equal(t, 200, res.StatusCode)
		}()
		go func() {
			defer wg.Done()
			res, b := s.postJSON(c.Links["spymaster_red"]+"clue", `{"word":"`+word+`","number":1}`)
			clueCode, clueBody = res.StatusCode, b
		}()
		wg.Wait()
		assert.Equal(t, 422, clueCode, "red's second clue is refused before the pass and after it: %s", clueBody)
		_, st = s.get(c.Links["host"] + "state.json")
		assert.NotContains(t, st, word, "the refused clue was saved")
		assert.Contains(t, st, `"turn": "blue"`)
	}
}

// The dashboard and games.json list exactly the games the CLI's `list`
// lists: files whose name is no game ID (a dot, a space, a leading dash,
// a non-ASCII letter) are not games, and no link is made for them.
func TestListsExactlyWhatTheCLIsListLists(t *testing.T) {
	s := newSite(t)
	s.create(`{"kind":"kodiak","players":["Ana","Ben"],"name":"real"}`)
	dir := filepath.Join(s.dir, "kodiak")
	src, err := os.ReadFile(filepath.Join(dir, "real.json"))
	require.NoError(t, err)
	for _, name := range []string{"x.y.json", "a b.json", "-lead.json", "ümlaut.json"} {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), src, 0o600))
	}
	code, out := s.cli("", "kodiak", "list", "--json")
	require.Equal(t, 0, code, out)
	var list struct{ Games []struct{ Game string } }
	require.NoError(t, json.Unmarshal([]byte(out), &list))
	var cliIDs []string
	for _, g := range list.Games {
		cliIDs = append(cliIDs, g.Game)
	}
	_, body := s.get(s.host + "games.json")
	var doc struct{ Games []entry }
	require.NoError(t, json.Unmarshal([]byte(body), &doc))
	var webIDs []string
	for _, g := range doc.Games {
		webIDs = append(webIDs, g.Game)
	}
	assert.Equal(t, []string{"real"}, cliIDs)
	assert.Equal(t, cliIDs, webIDs)
	_, page := s.get(s.host)
	for _, name := range []string{"x.y", "a b", "-lead", "ümlaut"} {
		assert.NotContains(t, page, name)
	}
}

// C2 (fourth edition): a game saved before the third edition, named after
// its key code, shows that part of its ID blanked in every page's title and
// heading, for every role; the key code is only in the JSON that asks for
// the key (the host's and the spymasters' state.json).
func TestOldGameIDHidesItsKeyCodeInPageTitles(t *testing.T) {
	s := newSite(t)
	code, out := s.cli("", "codenames", "new", "--seed", "K7F3QX", "--board-code", "4HJ2PA", "--size", "3x3", "--words", "en", "--name", "k7f3qx-1")
	require.Equal(t, 0, code, out)
	path := filepath.Join(s.dir, "codenames", "k7f3qx-1.json")
	raw, err := os.ReadFile(path)
	require.NoError(t, err)
	var save map[string]any
	require.NoError(t, json.Unmarshal(raw, &save))
	delete(save["setup"].(map[string]any), "board_code") // as the second edition saved it
	raw, err = json.Marshal(save)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(path, raw, 0o644))

	_, list := s.get(s.host + "games.json")
	var games struct{ Games []entry }
	require.NoError(t, json.Unmarshal([]byte(list), &games))
	require.Len(t, games.Games, 1)
	title := regexp.MustCompile(`<title>([^<]*)</title>`)
	for role, link := range games.Games[0].Links {
		res, page := s.get(link)
		require.Equal(t, 200, res.StatusCode, role)
		m := title.FindStringSubmatch(page)
		require.NotNil(t, m, role)
		assert.Equal(t, "······-1 · schiri", m[1], role)
		assert.NotContains(t, strings.ToLower(page), "k7f3qx", role)
	}
	_, st := s.get(games.Games[0].Links["host"] + "state.json")
	assert.Contains(t, st, `"seed": "K7F3QX"`, "the host's JSON asks for the key")
}

// C3 (fourth edition): a clue's number is at most the number of cards on
// the board, from phones as from the CLI (JSON and forms alike); the
// page's number field says so too.
func TestClueNumberBoundFromPhones(t *testing.T) {
	s := newSite(t)
	c := s.create(`{"kind":"codenames","seed":"K7F3Q-X9P2M","board_code":"4HJ2PA","size":"3x3","words":"en","starts":"red"}`)
	res, body := s.postJSON(c.Links["spymaster_red"]+"clue", `{"word":"zebra","number":9223372036854775807}`)
	assert.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, body)
	assert.Contains(t, body, `"reason": "codenames.clue.number"`)
	assert.Contains(t, body, "at most 9, the number of cards on the board")
	res, body = s.do("POST", c.Links["spymaster_red"]+"clue", "application/x-www-form-urlencoded", "word=zebra&number=99999999999999999999")
	require.Equal(t, http.StatusSeeOther, res.StatusCode, body)
	_, page := s.get(res.Header.Get("Location"))
	assert.Contains(t, page, "at most 9, the number of cards on the board")
	assert.Contains(t, page, `href="/rules/clause/codenames.clue.number"`)
	assert.Contains(t, page, `max="9"`)
	_, st := s.get(c.Links["host"] + "state.json")
	assert.Contains(t, st, `"clue": null`, "nothing was saved")
}

// serve reads a round's body by JSON's rules and then accepts the sheet
// it accepted: "\/" and an escaped surrogate pair included (issue 29.4;
// the sheet was read by a YAML parser after the strict check and refused).
func TestKodiakRoundBodyWithEveryJSONEscape(t *testing.T) {
	s := newSite(t)
	k := s.create(`{"kind":"kodiak","players":["A/na","Ben","Cl\ud83c\udfb2"]}`)
	res, body := s.postJSON(k.Links["scorer"]+"round",
		`{"kodiak": "A\/na", "players": {"A\/na": {"cards": [], "catches": 3}, "Ben": {"cards": ["7"]}, "Cl\ud83c\udfb2": {"cards": ["hairball", "10"]}}}`)
	require.Equal(t, http.StatusOK, res.StatusCode, body)
	assert.Contains(t, body, `"rounds_played": 1`)
	assert.Contains(t, body, `"Cl🎲": 20`)
}

// C2 (fourth edition): the dashboard's Codenames form takes a printed
// 10-character key code (K7F3Q-X9P2M, 11 characters with its hyphen).
func TestDashboardTakesLongKeyCodes(t *testing.T) {
	s := newSite(t)
	_, page := s.get(s.host)
	m := regexp.MustCompile(`name="seed" maxlength="(\d+)"`).FindStringSubmatch(page)
	require.NotNil(t, m, "the key code field")
	n, err := strconv.Atoi(m[1])
	require.NoError(t, err)
	assert.GreaterOrEqual(t, n, len("K7F3Q-X9P2M"))
	assert.Contains(t, page, "10 characters")
	res, _ := s.do("POST", s.host+"games", "application/x-www-form-urlencoded", "kind=codenames&seed=K7F3Q-X9P2M&board_code=4HJ2PA&size=3x3&words=en&name=long")
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	_, games := s.get(s.host + "games.json")
	require.Contains(t, games, `"game": "long"`)
	code, out := s.cli("", "codenames", "status", "--game", "long", "--json")
	require.Equal(t, 0, code, out)
	assert.Contains(t, out, `"seed": "K7F3QX9P2M"`)
}

// C2 (fourth edition): a game made on the host's page with a 6-character
// key code is made, and the host is warned (as the CLI warns) that a
// program can find its key from the board; a 10-character code gets no
// warning. In both languages.
func TestDashboardWarnsOfShortKeyCodes(t *testing.T) {
	s := newSite(t)
	for _, c := range []struct{ lang, warning, text string }{
		{"en", "Warning", "has 6 characters"},
		{"de", "Warnung", "hat 6 Zeichen"},
	} {
		res, _ := s.do("POST", s.host+"games?lang="+c.lang, "application/x-www-form-urlencoded", "kind=codenames&seed=K7F3QX&board_code=4HJ2PA&size=3x3&words=en&name=short-"+c.lang)
		require.Equal(t, http.StatusSeeOther, res.StatusCode)
		_, page := s.get(res.Header.Get("Location") + "&lang=" + c.lang)
		assert.Contains(t, page, c.warning+":</strong>", c.lang)
		assert.Contains(t, page, c.text, c.lang)
		assert.NotContains(t, page, "/rules/clause/!warning", c.lang)
		_, games := s.get(s.host + "games.json")
		assert.Contains(t, games, `"game": "short-`+c.lang+`"`, "the game is made all the same")
	}
	res, _ := s.do("POST", s.host+"games", "application/x-www-form-urlencoded", "kind=codenames&seed=K7F3Q-X9P2M&board_code=4HJ2PA&size=3x3&words=en&name=long")
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	assert.NotContains(t, res.Header.Get("Location"), "?v=", "no message for a 10-character code")

	// a program that makes the game through JSON reads the warning in the
	// answer, in its language; games.json never carries it
	res, body := s.do("POST", s.host+"games?lang=de", "application/json", `{"kind":"codenames","seed":"K7F3QX","board_code":"4HJ2PA","size":"3x3","words":"en","name":"short-json"}`)
	require.Equal(t, http.StatusCreated, res.StatusCode, body)
	assert.Contains(t, body, `"warning": "`)
	assert.Contains(t, body, "hat 6 Zeichen")
	res, body = s.do("POST", s.host+"games", "application/json", `{"kind":"codenames","seed":"K7F3Q-X9P2M","board_code":"4HJ2PA","size":"3x3","words":"en","name":"long-json"}`)
	require.Equal(t, http.StatusCreated, res.StatusCode, body)
	assert.NotContains(t, body, "warning")
	_, games := s.get(s.host + "games.json")
	assert.NotContains(t, games, "warning")
}

// C2 (fourth edition): a 10-character key code reaches no board view —
// neither its canonical nor its printed form — and no page title; the
// host's and the spymasters' JSON carry it canonical.
func TestLongKeyCodeOnlyWhereAsked(t *testing.T) {
	s := newSite(t)
	c := s.create(`{"kind":"codenames","seed":"k7f3q-x9p2m","board_code":"4HJ2PA","words":"en"}`)
	_, st := s.get(c.Links["board"] + "state.json")
	_, page := s.get(c.Links["board"])
	event := firstEvent(t, s.ts.URL+c.Links["board"]+"events")
	_, games := s.get(s.host + "games.json")
	for name, doc := range map[string]string{"state.json": st, "page": page, "event": event, "games.json": games} {
		for _, form := range []string{"K7F3QX9P2M", "K7F3Q-X9P2M"} {
			assert.NotContains(t, strings.ToUpper(doc), form, name)
		}
	}
	for _, role := range []string{"host", "spymaster_red", "spymaster_blue"} {
		_, doc := s.get(c.Links[role] + "state.json")
		assert.Contains(t, doc, `"seed": "K7F3QX9P2M"`, role)
		_, html := s.get(c.Links[role])
		assert.NotContains(t, strings.ToUpper(html), "K7F3Q", role+" page")
	}
}
