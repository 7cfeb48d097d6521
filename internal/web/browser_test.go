package web_test

// Tests in a real browser: Debian's chromium, driven through chromedp at a
// phone's viewport. On a machine without chromium they skip with one line;
// in CI (CI set) a missing browser is a failure.

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"codeberg.org/schiri/schiri/cmd"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The phone the pages are tried on (an iPhone 12-14 in CSS pixels).
const phoneW, phoneH = 390, 844

// roleEnv makes the test binary act as schiri: "another process" for the
// live tests, without building a second binary.
const roleEnv = "SCHIRI_WEB_TEST_ROLE"

func TestMain(m *testing.M) {
	if os.Getenv(roleEnv) == "schiri" {
		os.Exit(cmd.Main(os.Args[1:]))
	}
	os.Exit(m.Run())
}

// schiriProcess runs schiri as a separate process on the site's data dir.
func (s *site) schiriProcess(args ...string) string {
	s.t.Helper()
	c := exec.Command(os.Args[0], append([]string{"--data-dir", s.dir, "--lang", "en"}, args...)...)
	c.Env = append(os.Environ(), roleEnv+"=schiri", "HOME="+s.dir)
	out, err := c.CombinedOutput()
	require.NoError(s.t, err, "%v: %s", args, out)
	return string(out)
}

func chromiumPath() string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// browser starts one headless chromium for the test and returns its context.
func browser(t *testing.T) context.Context {
	t.Helper()
	path := chromiumPath()
	if path == "" {
		if os.Getenv("CI") != "" {
			t.Fatal("no chromium on this CI machine: .ci/run must install it (apt-get install -y chromium)")
		}
		t.Skip("no chromium on this machine (apt-get install chromium): browser tests skipped")
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.WindowSize(phoneW, phoneH),
	)
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(alloc)
	t.Cleanup(func() { cancel(); cancelAlloc() })
	require.NoError(t, chromedp.Do(ctx), "start chromium")
	return ctx
}

// tab is one phone's page, with everything it asked the network for and
// everything it wrote to its console.
type tab struct {
	t    *testing.T
	ctx  context.Context
	base string
	name string

	mu       sync.Mutex
	requests []string                     // every URL requested
	types    map[network.RequestID]string // mime type of each response
	urls     map[network.RequestID]string
	finished []network.RequestID // responses whose body is complete
	bytes    map[string]float64  // bytes on the wire per document load
	console  []string            // errors, warnings and exceptions
	doc      string              // the document URL of the last navigation
}

func (s *site) tab(bctx context.Context, t *testing.T, name string) *tab {
	t.Helper()
	ctx, cancel := chromedp.NewContext(bctx)
	t.Cleanup(cancel)
	tb := &tab{t: t, ctx: ctx, base: s.ts.URL, name: name,
		types: map[network.RequestID]string{}, urls: map[network.RequestID]string{}, bytes: map[string]float64{}}
	require.NoError(t, chromedp.Listen(ctx, tb.event))
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(phoneW, phoneH, chromedp.EmulateMobile, chromedp.EmulateTouch)))
	return tb
}

func (tb *tab) event(ev any) {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	switch e := ev.(type) {
	case *network.EventRequestWillBeSent:
		tb.requests = append(tb.requests, e.Request.URL)
		tb.urls[e.RequestID] = e.Request.URL
		if e.Type == network.ResourceTypeDocument {
			tb.doc = e.Request.URL
		}
	case *network.EventResponseReceived:
		tb.types[e.RequestID] = e.Response.MimeType
	case *network.EventLoadingFinished:
		tb.finished = append(tb.finished, e.RequestID)
		tb.bytes[tb.doc] += e.EncodedDataLength
	case *runtime.EventExceptionThrown:
		tb.console = append(tb.console, fmt.Sprintf("exception: %s at %s:%d", e.ExceptionDetails.Text, e.ExceptionDetails.URL, e.ExceptionDetails.LineNumber))
	case *runtime.EventConsoleAPICalled:
		if e.Type == runtime.ConsoleAPICalledTypeError || e.Type == runtime.ConsoleAPICalledTypeWarning {
			tb.console = append(tb.console, fmt.Sprintf("console.%s at %s", e.Type, tb.doc))
		}
	case *log.EventEntryAdded:
		if e.Entry.Level == log.EntryLevelError || e.Entry.Level == log.EntryLevelWarning {
			tb.console = append(tb.console, fmt.Sprintf("%s: %s (%s)", e.Entry.Level, e.Entry.Text, e.Entry.URL))
		}
	}
}

func (tb *tab) open(path string) {
	tb.t.Helper()
	require.NoError(tb.t, chromedp.Do(tb.ctx, chromedp.Navigate(tb.base+path), chromedp.WaitReady(chromedp.CSS("#main"))))
}

func (tb *tab) do(steps ...chromedp.Action[chromedp.Void]) {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, 10*time.Second)
	defer cancel()
	require.NoError(tb.t, chromedp.Do(ctx, steps...))
}

func eval[T any](tb *tab, js string) T {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, 10*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	require.NoError(tb.t, err, js)
	return v
}

// waitFor polls a JavaScript condition for up to limit: pages change live,
// without a reload.
func (tb *tab) waitFor(js string, limit time.Duration) bool {
	tb.t.Helper()
	deadline := time.Now().Add(limit)
	guarded := "(() => { try { return !!(" + js + "); } catch (e) { return false; } })()"
	for {
		ctx, cancel := context.WithTimeout(tb.ctx, 2*time.Second)
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](guarded))
		cancel()
		if err == nil && ok {
			return true
		}
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func (tb *tab) text(sel string) string {
	tb.t.Helper()
	return eval[string](tb, fmt.Sprintf(`(document.querySelector(%q)||{}).innerText||""`, sel))
}

// shot saves a screenshot of the whole page in the test's artifact dir
// (go test -artifacts -outputdir DIR keeps them), and in SCHIRI_SCREENSHOTS
// when set (how docs/img was made).
func (tb *tab) shot(name string) {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, 10*time.Second)
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	require.NoError(tb.t, err)
	dirs := []string{tb.t.ArtifactDir()}
	if d := os.Getenv("SCHIRI_SCREENSHOTS"); d != "" {
		dirs = append(dirs, d)
	}
	for _, d := range dirs {
		require.NoError(tb.t, os.WriteFile(filepath.Join(d, name+".png"), png, 0o644))
	}
}

// bodies returns every complete response body of the given mime types.
func (tb *tab) bodies(mimes ...string) map[string]string {
	tb.t.Helper()
	tb.mu.Lock()
	ids := append([]network.RequestID(nil), tb.finished...)
	types, urls := map[network.RequestID]string{}, map[network.RequestID]string{}
	for _, id := range ids {
		types[id], urls[id] = tb.types[id], tb.urls[id]
	}
	tb.mu.Unlock()
	out := map[string]string{}
	for i, id := range ids {
		want := false
		for _, m := range mimes {
			want = want || types[id] == m
		}
		if !want {
			continue
		}
		res, err := chromedp.Call(tb.ctx, network.GetResponseBody, network.GetResponseBodyParams{RequestID: id})
		if err != nil {
			continue // a body the browser no longer holds (an old document)
		}
		out[fmt.Sprintf("%d %s", i, urls[id])] = string(res.Body)
	}
	return out
}

// clean asserts that the tab saw no console error and asked no other host.
func (tb *tab) clean() {
	tb.t.Helper()
	text := tb.text("body")
	assert.NotRegexp(tb.t, `serve\.[a-z_.]+|\b[a-z]+\.(title|page\.|role\.|stats\.)[a-z_.]*|%!|<no value>`, text, "%s shows a raw message key or a broken format", tb.name)
	tb.mu.Lock()
	defer tb.mu.Unlock()
	assert.Empty(tb.t, tb.console, "%s: console errors", tb.name)
	for _, u := range tb.requests {
		if strings.HasPrefix(u, "data:") {
			continue
		}
		assert.Truef(tb.t, strings.HasPrefix(u, tb.base+"/"), "%s asked another host: %s", tb.name, u)
	}
	for doc, n := range tb.bytes {
		assert.Lessf(tb.t, n, 100_000.0, "%s: %s weighs %.0f bytes", tb.name, doc, n)
	}
}

func kodiakSheet(t *testing.T) string {
	sheet := filepath.Join(t.TempDir(), "r.yaml")
	require.NoError(t, os.WriteFile(sheet, []byte("players:\n  Ana: {cards: []}\n  Ben: {cards: [3]}\n  Cleo: {cards: [7]}\n"), 0o600))
	return sheet
}

// The Kodiak standings on a phone follow a round entered with
// `schiri kodiak round` in another process, without a reload.
func TestBrowserKodiakLive(t *testing.T) {
	s := newSite(t)
	b := browser(t)
	k := s.create(`{"kind":"kodiak","players":["Ana","Ben","Cleo"],"name":"abend"}`)
	view := s.tab(b, t, "kodiak view")
	view.open(k.Links["view"])
	require.Contains(t, view.text(".status"), "0")
	eval[bool](view, `window.__same = true`) // gone after a reload
	view.shot("kodiak-view-start")

	start := time.Now()
	s.schiriProcess("kodiak", "round", "--game", "abend", kodiakSheet(t))
	assert.True(t, view.waitFor(`document.querySelectorAll(".standings .total").length === 3 && document.querySelector(".status").innerText.includes("1 of 3")`, 3*time.Second),
		"the standings follow the round: %s", view.text("#main"))
	t.Logf("standings updated %v after the CLI started", time.Since(start))
	assert.True(t, eval[bool](view, `window.__same === true`), "updated live, not by a reload")
	assert.True(t, eval[bool](view, `!!document.querySelector(".live:not([hidden])")`), "the live badge shows")
	assert.Contains(t, view.text(".standings"), "Ana")
	assert.Equal(t, 3, eval[int](view, `document.querySelectorAll(".chart g.pt").length`), "the chart shows each player after the round")
	view.shot("kodiak-view")

	// the scorer enters the next round on the phone
	scorer := s.tab(b, t, "kodiak scorer")
	scorer.open(k.Links["scorer"])
	assert.GreaterOrEqual(t, eval[float64](scorer, `Math.min(...[...document.querySelectorAll("main button, main input:not([type=hidden])")].map(e => e.getBoundingClientRect().height))`), 44.0,
		"tap targets are at least 44 px high")
	assert.LessOrEqual(t, eval[float64](scorer, `document.documentElement.scrollWidth`), float64(phoneW), "nothing wider than the phone")
	scorer.shot("kodiak-scorer")
	// a sheet the referee refuses comes back with its clause, nothing saved
	scorer.do(chromedp.SendKeys(chromedp.CSS(`input[name="p1_cards"]`), "4 5"),
		chromedp.Tap(chromedp.CSS(`form[action="round"] button[type="submit"]`)),
		chromedp.WaitVisible(chromedp.CSS(".verdict")))
	assert.Contains(t, scorer.text(".verdict"), "kodiak.end.one-empty")
	scorer.shot("kodiak-scorer-refused")
	// Ben is Kodiak now; Ana is out first (Ben's refused line came back)
	assert.Equal(t, "4 5", eval[string](scorer, `document.querySelector('input[name="p1_cards"]').value`))
	eval[string](scorer, `document.querySelector('input[name="p1_cards"]').value = ""`)
	scorer.do(chromedp.SendKeys(chromedp.CSS(`input[name="p1_cards"]`), "2 3 4"),
		chromedp.SendKeys(chromedp.CSS(`input[name="p2_cards"]`), "6"),
		chromedp.Tap(chromedp.CSS(`form[action="round"] button[type="submit"]`)),
		chromedp.WaitNotPresent(chromedp.CSS(".verdict")))
	assert.True(t, view.waitFor(`document.querySelector(".status").innerText.includes("2 of 3")`, 5*time.Second), "the view follows the scorer: %s", view.text(".status"))
	assert.True(t, eval[bool](view, `window.__same === true`), "still without a reload")
	assert.True(t, view.waitFor(`document.querySelectorAll(".chart g.pt").length === 6 && document.querySelectorAll("table.rounds tbody tr").length === 2`, 5*time.Second),
		"the chart and the rounds follow live: %s", view.text(".history"))
	view.clean()
	scorer.clean()
}

// A spymaster sees the key, the board never does (DOM and every response),
// a clashing clue is refused on the spymaster's phone, and a tap on a word
// reveals it on every open page.
func TestBrowserCodenames(t *testing.T) {
	s := newSite(t)
	b := browser(t)
	c := s.create(`{"kind":"codenames","seed":"K7F3QX","board_code":"K7F3QX","words":"en","starts":"red","name":"cn"}`)
	spy := s.tab(b, t, "spymaster")
	board := s.tab(b, t, "board")
	spy.open(c.Links["spymaster_red"])
	board.open(c.Links["board"])

	assert.Equal(t, 25, eval[int](spy, `document.querySelectorAll(".grid .word .letter").length`), "the spymaster sees every colour")
	assert.Equal(t, 0, eval[int](board, `document.querySelectorAll(".grid .letter, .grid [class*='key-']").length`), "the board sees no colour")
	assert.Equal(t, 25, eval[int](board, `document.querySelectorAll(".grid button.word").length`), "every word is a tap target")
	board.shot("codenames-board")
	spy.shot("codenames-spymaster")

	// a clue that is a word on the board: refused privately, with its clause
	spy.do(chromedp.SendKeys(chromedp.CSS(`#clue-form input[name="word"]`), "moon"),
		chromedp.Tap(chromedp.CSS(`#clue-form button`)), chromedp.WaitVisible(chromedp.CSS(".verdict")))
	verdict := spy.text(".verdict")
	assert.Contains(t, verdict, "codenames.clue.on-board")
	assert.Equal(t, "/rules/clause/codenames.clue.on-board", eval[string](spy, `new URL(document.querySelector(".verdict a").href).pathname`))
	spy.shot("codenames-spymaster-refused")
	assert.NotContains(t, board.text(".status"), "moon", "the refused clue is never shown to the table")

	assert.Equal(t, "moon", eval[string](spy, `document.querySelector('#clue-form input[name="word"]').value`), "the refused clue comes back as typed")
	eval[string](spy, `document.querySelector('#clue-form input[name="word"]').value = ""`)
	spy.do(chromedp.SendKeys(chromedp.CSS(`#clue-form input[name="word"]`), "ocean"),
		chromedp.Tap(chromedp.CSS(`#clue-form button`)), chromedp.WaitReady(chromedp.CSS("#main")))
	assert.True(t, board.waitFor(`document.querySelector(".status").innerText.includes("ocean")`, 5*time.Second), "the board shows the clue live")

	// a guesser taps the first word on the shared board
	word := eval[string](board, `document.querySelector(".grid button.word").innerText`)
	board.do(chromedp.Tap(chromedp.CSS(`.grid button.word`)), chromedp.WaitReady(chromedp.CSS("#main")))
	assert.True(t, board.waitFor(`document.querySelectorAll(".grid .revealed").length === 1`, 5*time.Second))
	assert.True(t, spy.waitFor(`document.querySelectorAll(".grid .revealed").length === 1`, 5*time.Second), "the spymaster sees the reveal live")
	assert.Equal(t, word, eval[string](spy, `document.querySelector(".grid .revealed").innerText.replace(/^[A-Z]\s*/, "")`))
	assert.Equal(t, 1, eval[int](board, `document.querySelectorAll(".grid [class*='key-']").length`), "only the revealed card has its colour on the board")
	board.shot("codenames-board-revealed")

	// every document, fetch and script the board's phone received: only
	// the one revealed card carries a colour
	bodies := board.bodies("text/html", "application/json", "text/javascript", "application/javascript")
	require.NotEmpty(t, bodies)
	for name, body := range bodies {
		assert.LessOrEqualf(t, strings.Count(body, "key-"), 1, "%s shows colours of unrevealed cards", name)
		assert.LessOrEqualf(t, strings.Count(body, `class="letter"`), 1, "%s shows letters of unrevealed cards", name)
		assert.NotContainsf(t, body, "assassin", "%s", name)
	}
	board.clean()
	spy.clean()
}

// The board's own event stream, read by the page itself, holds no colour of
// an unrevealed card.
func TestBrowserBoardStream(t *testing.T) {
	s := newSite(t)
	b := browser(t)
	c := s.create(`{"kind":"codenames","seed":"K7F3QX","board_code":"K7F3QX","words":"en","name":"cn"}`)
	board := s.tab(b, t, "board")
	board.open(c.Links["board"])
	grid, err := chromedp.Run(board.ctx, chromedp.Evaluate[[][]*string](`new Promise(ok => {
		const es = new EventSource(document.body.dataset.events);
		es.addEventListener("state", e => { es.close(); const d = JSON.parse(e.data); ok(d.grid); }); })`, chromedp.EvalAwaitPromise))
	require.NoError(t, err)
	require.Len(t, grid, 5)
	for r, row := range grid {
		for col, colour := range row {
			assert.Nil(t, colour, "unrevealed %d,%d has a colour in the board's stream", r+1, col+1)
		}
	}
	board.clean()
}

// The language switch turns the page German and the choice stays for the
// next page; the rule pages search.
func TestBrowserLanguageAndRules(t *testing.T) {
	s := newSite(t)
	b := browser(t)
	s.create(`{"kind":"kodiak","players":["Ana","Ben","Cleo"],"name":"abend"}`)
	s.create(`{"kind":"codenames","seed":"K7F3QX","words":"de","name":"cn"}`)
	home := s.tab(b, t, "dashboard")
	home.open(s.host)
	require.Equal(t, "en", eval[string](home, `document.documentElement.lang`))
	assert.Equal(t, 6, eval[int](home, `document.querySelectorAll("main svg").length`), "a QR code for each role link")
	assert.Equal(t, 1, eval[int](home, `new Set([...document.querySelectorAll("li.link")].map(li =>
		Math.round(li.querySelector(".qr svg").getBoundingClientRect().left - li.getBoundingClientRect().left))).size`),
		"every QR code at the same place in its link, whatever the role's name (issue 32.13)")
	home.shot("dashboard-en")
	home.do(chromedp.Tap(chromedp.ID("lang-switch")), chromedp.WaitReady(chromedp.CSS("#main")))
	assert.True(t, home.waitFor(`document.documentElement.lang === "de"`, 5*time.Second), "the page is German now")
	home.shot("dashboard-de")

	rules := s.tab(b, t, "rules")
	rules.open("/rules/")
	assert.Equal(t, "de", eval[string](rules, `document.documentElement.lang`), "the choice is remembered")
	rules.do(chromedp.SendKeys(chromedp.CSS(`input[name="q"]`), "Kodiak\n"), chromedp.WaitReady(chromedp.CSS("#main")))
	require.True(t, rules.waitFor(`location.search.includes("q=")`, 5*time.Second), "the search form was sent")
	u, err := url.Parse(eval[string](rules, `location.href`))
	require.NoError(t, err)
	assert.Equal(t, "Kodiak", u.Query().Get("q"))
	assert.True(t, rules.waitFor(`location.search.includes("q=Kodiak") && document.querySelectorAll("main a[href^='/rules/clause/']").length > 0`, 5*time.Second), "the search finds clauses")
	rules.shot("rules-search-de")
	rules.open("/rules/clause/kodiak.special.untouchable")
	assert.Contains(t, rules.text("#main"), "K8")
	light := eval[string](rules, `getComputedStyle(document.body).backgroundColor`)
	// dark mode: the page follows the phone's setting
	_, err = chromedp.Call(rules.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
		Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: "dark"}}})
	require.NoError(t, err)
	dark := eval[string](rules, `getComputedStyle(document.body).backgroundColor`)
	assert.NotEqual(t, light, dark, "dark mode has its own background")
	rules.shot("rule-clause-dark")
	home.clean()
	rules.clean()
}

// The Instinkt referee taps a legal cell to place the card; the view follows.
func TestBrowserInstinkt(t *testing.T) {
	s := newSite(t)
	b := browser(t)
	i := s.create(`{"kind":"instinkt","marker":"white","name":"ik"}`)
	ref := s.tab(b, t, "instinkt referee")
	view := s.tab(b, t, "instinkt view")
	ref.open(i.Links["referee"])
	view.open(i.Links["view"])
	ref.do(chromedp.SendKeys(chromedp.CSS(`input[name="step"]`), "reveal W7 B3\n"), chromedp.WaitReady(chromedp.CSS("#main")))
	require.True(t, ref.waitFor(`document.querySelectorAll("button.legal").length > 0`, 5*time.Second), ref.text("#main"))
	assert.Equal(t, 0, eval[int](view, `document.querySelectorAll("button.legal").length`), "the view gets no tap targets")
	ref.shot("instinkt-referee")
	ref.do(chromedp.Tap(chromedp.CSS(`button.legal`)), chromedp.WaitReady(chromedp.CSS("#main")))
	require.True(t, ref.waitFor(`[...document.querySelectorAll(".lcell")].some(c => c.innerText.includes("W7"))`, 5*time.Second), ref.text("#main"))
	assert.True(t, view.waitFor(`[...document.querySelectorAll(".lcell")].some(c => c.innerText.includes("W7"))`, 5*time.Second), "the view shows the placed card: %s", view.text("#main"))

	// B3 by a tap, then a raccoon: a tap on its cell offers the moves that
	// placement allows, and one tap on a move sends the whole raccoon line
	ref.do(chromedp.Tap(chromedp.CSS(`button.legal`)), chromedp.WaitReady(chromedp.CSS("#main")))
	require.True(t, ref.waitFor(`document.querySelector(".status").innerText.includes("reveal")`, 5*time.Second), ref.text("#main"))
	ref.do(chromedp.SendKeys(chromedp.CSS(`input[name="step"]`), "reveal W11 B5\n"), chromedp.WaitVisible(chromedp.CSS(`a.legal`)))
	assert.Equal(t, 0, eval[int](ref, `document.querySelectorAll("button.legal").length`), "a raccoon's cell is a choice, not a half step")
	ref.do(chromedp.Tap(chromedp.CSS(`a.legal`)), chromedp.WaitVisible(chromedp.CSS(`.legal.chosen`)))
	choices := eval[[]string](ref, `[...document.querySelectorAll(".lines button")].map(b => b.innerText)`)
	require.NotEmpty(t, choices)
	assert.Contains(t, choices[0], "move W7")
	ref.shot("instinkt-raccoon")
	ref.do(chromedp.Tap(chromedp.CSS(`.lines button`)), chromedp.WaitReady(chromedp.CSS("#main")))
	require.True(t, ref.waitFor(`document.querySelector(".status").innerText.includes("B5")`, 5*time.Second), "the raccoon line was applied: %s", ref.text("#main"))
	assert.True(t, view.waitFor(`[...document.querySelectorAll(".lcell")].some(c => c.innerText.includes("W11"))`, 5*time.Second), "the view shows the raccoon: %s", view.text("#main"))
	assert.NotContains(t, eval[string](view, `document.documentElement.outerHTML`), "move W7", "the view gets no move choices")
	view.shot("instinkt-view")
	ref.clean()
	view.clean()
}

// Every page fits a 360 px phone (the narrowest SPEC §7 names) without
// sideways scrolling, its biggest grids included, and every tap target is
// at least 44 px high.
func TestBrowserNarrowPhone(t *testing.T) {
	s := newSite(t)
	b := browser(t)
	k := s.create(`{"kind":"kodiak","players":["Anastasia","Bartholomäus","Cleopatra","Dana","Emil","Fritz"]}`)
	c := s.create(`{"kind":"codenames","size":"8x8","words":"de","seed":"K7F3QX"}`)
	i := s.create(`{"kind":"instinkt"}`)
	tb := s.tab(b, t, "narrow")
	tb.do(chromedp.EmulateViewport(360, 740, chromedp.EmulateMobile, chromedp.EmulateTouch))
	for _, p := range []string{"/", "/rules/", "/rules/codenames", s.host, k.Links["scorer"], k.Links["view"],
		c.Links["host"], c.Links["board"], c.Links["spymaster_blue"], i.Links["referee"], i.Links["view"]} {
		for _, lang := range []string{"de", "en"} {
			tb.open(p + "?lang=" + lang)
			require.Equal(t, lang, eval[string](tb, `document.documentElement.lang`), p)
			assert.NotRegexpf(t, `serve\.[a-z_.]+|\b[a-z]+\.(title|page\.|role\.|stats\.)[a-z_.]*|%!|<no value>`, tb.text("body"), "%s in %s", p, lang)
		}
		tb.open(p)
		assert.LessOrEqualf(t, eval[float64](tb, `document.documentElement.scrollWidth`), 360.0, "%s scrolls sideways", p)
		small := eval[[]string](tb, `[...document.querySelectorAll("main button, main input:not([type=hidden]), main select")]
			.filter(e => e.getBoundingClientRect().height < 44).map(e => e.outerHTML.slice(0, 80))`)
		assert.Emptyf(t, small, "%s: tap targets under 44 px", p)
	}
	tb.open(c.Links["spymaster_blue"])
	spill := eval[[]string](tb, `[...document.querySelectorAll(".grid .word")].filter(e => e.scrollWidth > e.clientWidth + 1).map(e => e.innerText)`)
	assert.Empty(t, spill, "words wider than their cell on an 8x8 board")
	tb.shot("codenames-8x8-360")
	tb.clean()
}
