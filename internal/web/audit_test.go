package web_test

// The audit of every page in a real browser at 360 px (SPEC §7 "Pages"):
// axe-core's WCAG 2.2 A and AA rules, tap targets, words split inside
// themselves, page weight with all it loads and requests to other hosts,
// for every role, both languages, light and dark. It also writes the
// screenshot gallery (docs/screenshots.sh copies a few into docs/img).

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// axeVersion is the axe-core that .ci/run installs with npm into the cache
// dir; SCHIRI_AXE names another axe.min.js.
const axeVersion = "4.14.1"

func axeSource(t *testing.T) string {
	t.Helper()
	p := os.Getenv("SCHIRI_AXE")
	if p == "" {
		cache, err := os.UserCacheDir()
		if err == nil {
			p = filepath.Join(cache, "schiri", "axe-core-"+axeVersion, "node_modules", "axe-core", "axe.min.js")
		}
	}
	b, err := os.ReadFile(p)
	if err != nil || !strings.Contains(string(b[:min(len(b), 200)]), "axe") {
		msg := fmt.Sprintf("no axe-core %s at %q (npm install --prefix ~/.cache/schiri/axe-core-%s axe-core@%s, or set SCHIRI_AXE)", axeVersion, p, axeVersion, axeVersion)
		if os.Getenv("CI") != "" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	return string(b)
}

// axeTags are the rules the pages must pass: WCAG 2.0, 2.1 and 2.2, A and AA.
var axeTags = []string{"wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"}

// The checks run in the page. Each returns a list of findings ([] is clean).
const (
	// every visible thing one can tap or focus, each box of it (a link
	// that wraps has one per line) at least 44×44 px
	jsSmallTargets = `[...document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex="-1"])')]
		.flatMap(e => [...e.getClientRects()].filter(r => r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== "hidden")
			.filter(r => r.width < 43.5 || r.height < 43.5)
			.map(r => Math.round(r.width) + "x" + Math.round(r.height) + " " + e.outerHTML.slice(0, 90)))`
	// every word (a run of non-space characters in one text node) whose
	// boxes lie on more than one line
	jsSplitWords = `(() => {
		const out = [];
		const w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
		for (let n; (n = w.nextNode());) {
			const re = /\S{2,}/g;
			for (let m; (m = re.exec(n.nodeValue));) {
				const r = document.createRange();
				r.setStart(n, m.index); r.setEnd(n, m.index + m[0].length);
				const rects = [...r.getClientRects()].filter(x => x.width > 0 && x.height > 0);
				if (rects.some(x => x.top >= rects[0].bottom - 2 || x.bottom <= rects[0].top + 2)) {
					out.push(m[0] + " in " + (n.parentElement.className || n.parentElement.tagName));
				}
			}
		}
		return out;
	})()`
	jsAxe = `axe.run(document, {runOnly: {type: "tag", values: %s}, resultTypes: ["violations"]}).then(r =>
		r.violations.flatMap(v => v.nodes.slice(0, 4).map(n => v.id + " (" + v.impact + "): " + n.target.join(" ") + " — " + (n.failureSummary || "").replace(/\s+/g, " ").slice(0, 200))))`
)

// auditSite is a data dir with a game of every kind in a state that shows
// most of what its pages can show, and twelve games in all for the
// dashboard.
type auditSite struct {
	*site
	kodiak, cn, cn8, ik entry
	cnOver              entry  // ended on the assassin
	last                entry  // the dashboard's last game
	refused             string // the scorer's page showing a refused round
}

func newAuditSite(t *testing.T) *auditSite {
	s := &auditSite{site: newSite(t)}
	s.kodiak = s.create(`{"kind":"kodiak","players":["Anastasia","Bartholomäus","Cleo","Dana"],"name":"abend"}`)
	for _, sheet := range []string{
		`{"players":{"Anastasia":{"cards":[],"catches":1},"Bartholomäus":{"cards":["3"]},"Cleo":{"cards":["7"]},"Dana":{"cards":["2","5"]}}}`,
		`{"players":{"Anastasia":{"cards":["2","3","4"]},"Bartholomäus":{"cards":[]},"Cleo":{"cards":["6"]},"Dana":{"cards":["9"]}}}`,
	} {
		res, out := s.postJSON(s.kodiak.Links["scorer"]+"round", sheet)
		require.Equal(t, http.StatusOK, res.StatusCode, out)
	}

	// Codenames: red guesses right then a neutral card, blue gets a clue
	// and guesses right once: one guess left
	s.cn = s.create(`{"kind":"codenames","seed":"K7F3QX","words":"en","starts":"red","name":"cn"}`)
	host := s.cn.Links["host"]
	colour := func(want string) string {
		_, out := s.get(host + "state.json")
		var d struct {
			Grid     [][]*string `json:"grid"`
			Revealed [][]bool    `json:"revealed"`
		}
		require.NoError(t, json.Unmarshal([]byte(out), &d))
		for r, row := range d.Grid {
			for c, col := range row {
				if col != nil && *col == want && !d.Revealed[r][c] {
					return fmt.Sprintf("%d,%d", r+1, c+1)
				}
			}
		}
		t.Fatalf("no unrevealed %s card", want)
		return ""
	}
	clue := func(link string) {
		for _, w := range []string{"ocean", "zebra", "quartz", "violin"} {
			if res, _ := s.postJSON(link+"clue", `{"word":"`+w+`","number":2}`); res.StatusCode == http.StatusOK {
				return
			}
		}
		t.Fatal("no clue accepted")
	}
	guess := func(target string) {
		res, out := s.postJSON(host+"guess", `{"target":"`+target+`"}`)
		require.Equal(t, http.StatusOK, res.StatusCode, out)
	}
	clue(s.cn.Links["spymaster_red"])
	guess(colour("red"))
	guess(colour("neutral"))
	clue(s.cn.Links["spymaster_blue"])
	guess(colour("blue"))

	// a game that ended on the assassin
	s.cnOver = s.create(`{"kind":"codenames","seed":"K7F3QX","words":"en","starts":"red","name":"aus"}`)
	host = s.cnOver.Links["host"]
	clue(s.cnOver.Links["spymaster_red"])
	guess(colour("assassin"))

	// a round refused on the scorer's form: its page shows the verdict
	res, _ := s.do("POST", s.kodiak.Links["scorer"]+"round", "application/x-www-form-urlencoded",
		url.Values{"p0_name": {"Anastasia"}, "p0_cards": {"4 5"}, "p1_name": {"Bartholomäus"}, "p1_cards": {"3"}, "p2_name": {"Cleo"}, "p2_cards": {"7"}, "p3_name": {"Dana"}, "p3_cards": {"9"}}.Encode())
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	s.refused = res.Header.Get("Location")

	s.cn8 = s.create(`{"kind":"codenames","size":"8x8","words":"de","seed":"K7F3QX","name":"gross"}`)

	s.ik = s.create(`{"kind":"instinkt","marker":"white","name":"ik"}`)
	var out string
	for _, step := range []string{"reveal W7 B3", "place W7 0 0"} {
		res, out = s.postJSON(s.ik.Links["referee"]+"step", `{"step":"`+step+`"}`)
		require.Equal(t, http.StatusOK, res.StatusCode, out)
	}
	res, out = s.postJSON(s.ik.Links["referee"]+"step", `{"step":"reveal W7 B5"}`)
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, "a refused step leaves its verdict on the pages: %s", out)

	// twelve games on the dashboard, half of them Codenames (four links each)
	for i := 0; i < 4; i++ {
		s.create(fmt.Sprintf(`{"kind":"codenames","words":"de","name":"runde-%d"}`, i))
	}
	s.create(`{"kind":"kodiak","players":["Ana","Ben"],"name":"kurz"}`)
	s.create(`{"kind":"kodiak","players":["Ana","Ben","Cleo"],"name":"lang"}`)
	s.create(`{"kind":"instinkt","marker":"black","name":"ik-2"}`)
	s.last = s.create(`{"kind":"instinkt","marker":"white","name":"ik-3"}`)
	return s
}

// pages are every page with the name its screenshots get.
func (s *auditSite) pages() [][2]string {
	return [][2]string{
		{"home", "/"},
		{"not-found", "/g/" + strings.Repeat("A", 43) + "/"},
		{"rules", "/rules/"},
		{"rules-search", "/rules/?q=Kodiak"},
		{"rules-kodiak", "/rules/kodiak"},
		{"rules-codenames", "/rules/codenames"},
		{"rules-instinkt", "/rules/instinkt"},
		{"rules-katzundmaus", "/rules/katzundmaus"},
		{"rule-clause", "/rules/clause/kodiak.special.untouchable"},
		{"dashboard", s.host},
		{"dashboard-qr", s.host + "?qr=" + url.QueryEscape(s.last.Links["view"])},
		{"stats", s.host + "stats"},
		{"kodiak-view", s.kodiak.Links["view"]},
		{"kodiak-scorer", s.kodiak.Links["scorer"]},
		{"kodiak-scorer-verdict", s.refused},
		{"codenames-board", s.cn.Links["board"]},
		{"codenames-spymaster-red", s.cn.Links["spymaster_red"]},
		{"codenames-spymaster-blue", s.cn.Links["spymaster_blue"]},
		{"codenames-host", s.cn.Links["host"]},
		{"codenames-over-board", s.cnOver.Links["board"]},
		{"codenames-over-spymaster", s.cnOver.Links["spymaster_blue"]},
		{"codenames-8x8-board", s.cn8.Links["board"]},
		{"codenames-8x8-spymaster", s.cn8.Links["spymaster_red"]},
		{"instinkt-view", s.ik.Links["view"]},
		{"instinkt-referee", s.ik.Links["referee"]},
	}
}

// TestBrowserAudit opens every page in both languages and both colour
// schemes on a 360 px phone and fails on any finding.
func TestBrowserAudit(t *testing.T) {
	axe := axeSource(t)
	s := newAuditSite(t)
	b := browser(t)
	tb := s.tab(b, t, "audit")
	_, err := chromedp.Call(tb.ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: axe})
	require.NoError(t, err)
	tb.do(chromedp.EmulateViewport(360, 740, chromedp.EmulateMobile, chromedp.EmulateTouch))
	_, err = chromedp.Call(tb.ctx, network.SetCacheDisabled, network.SetCacheDisabledParams{CacheDisabled: true})
	require.NoError(t, err)
	tags, _ := json.Marshal(axeTags)
	for _, scheme := range []string{"light", "dark"} {
		_, err := chromedp.Call(tb.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}})
		require.NoError(t, err)
		for _, pg := range s.pages() {
			for _, lang := range []string{"en", "de"} {
				name := fmt.Sprintf("%s-%s-%s", pg[0], lang, scheme)
				tb.mu.Lock()
				tb.bytes = map[string]float64{}
				tb.mu.Unlock()
				tb.open(pg[1] + sep(pg[1]) + "lang=" + lang)
				require.True(t, tb.waitFor(`document.readyState === "complete"`, 5*time.Second), name)
				time.Sleep(150 * time.Millisecond) // the icon and the manifest
				require.Equal(t, lang, eval[string](tb, `document.documentElement.lang`), name)

				assert.Emptyf(t, evalAwait[[]string](tb, fmt.Sprintf(jsAxe, tags)), "%s: axe-core finds WCAG 2.2 A/AA violations", name)
				assert.Emptyf(t, eval[[]string](tb, jsSmallTargets), "%s: tap targets under 44×44 px", name)
				assert.Emptyf(t, eval[[]string](tb, jsSplitWords), "%s: words split inside themselves", name)
				assert.LessOrEqualf(t, eval[float64](tb, `document.documentElement.scrollWidth`), 360.0, "%s scrolls sideways", name)
				tb.mu.Lock()
				var weight float64
				for _, n := range tb.bytes {
					weight += n
				}
				tb.mu.Unlock()
				if lang == "en" && scheme == "light" {
					t.Logf("%s: %.0f bytes with all it loads", pg[0], weight)
				}
				assert.Lessf(t, weight, 100_000.0, "%s weighs %.0f bytes with all it loads", name, weight)
				tb.shot(name)
				if pg[0] == "not-found" { // its 404 is the point, not an error of the page
					tb.mu.Lock()
					tb.console = slices.DeleteFunc(tb.console, func(c string) bool { return strings.Contains(c, "status of 404") })
					tb.mu.Unlock()
				}
			}
		}
	}
	tb.clean()
}

func sep(path string) string {
	if strings.Contains(path, "?") {
		return "&"
	}
	return "?"
}

func evalAwait[T any](tb *tab, js string) T {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, 30*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js, chromedp.EvalAwaitPromise))
	require.NoError(tb.t, err, js)
	return v
}

// The Codenames board keeps the screen awake where the browser allows it;
// where it does not, the page works as before.
func TestBrowserWakeLock(t *testing.T) {
	s := newSite(t)
	b := browser(t)
	c := s.create(`{"kind":"codenames","seed":"K7F3QX","words":"en","name":"cn"}`)
	denied := s.tab(b, t, "board without wake lock")
	_, err := chromedp.CallBrowser(denied.ctx, cdpbrowser.SetPermission, cdpbrowser.SetPermissionParams{
		Permission: &cdpbrowser.PermissionDescriptor{Name: "screen-wake-lock"}, Setting: cdpbrowser.PermissionSettingDenied})
	require.NoError(t, err)
	denied.open(c.Links["board"])
	time.Sleep(300 * time.Millisecond)
	assert.False(t, eval[bool](denied, `document.body.hasAttribute("data-awake")`))
	assert.Equal(t, 25, eval[int](denied, `document.querySelectorAll(".grid button.word").length`), "the board works without it")
	denied.clean()

	_, err = chromedp.CallBrowser(denied.ctx, cdpbrowser.SetPermission, cdpbrowser.SetPermissionParams{
		Permission: &cdpbrowser.PermissionDescriptor{Name: "screen-wake-lock"}, Setting: cdpbrowser.PermissionSettingGranted})
	require.NoError(t, err)
	board := s.tab(b, t, "board")
	board.open(c.Links["board"])
	assert.True(t, board.waitFor(`document.body.hasAttribute("data-awake")`, 3*time.Second), "the board holds a screen wake lock")
	spy := s.tab(b, t, "spymaster")
	spy.open(c.Links["spymaster_red"])
	time.Sleep(300 * time.Millisecond)
	assert.False(t, eval[bool](spy, `document.body.hasAttribute("data-awake")`), "a spymaster's phone may sleep")
	board.clean()
	spy.clean()
}
