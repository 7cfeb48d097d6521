package web_test

import (
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"codeberg.org/schiri/schiri/internal/strictjson"
	"codeberg.org/schiri/schiri/internal/table/games"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A page shows messages the server made, never text from its query string:
// a refused form comes back with a name for its verdict, not the verdict.
func TestMessagesNeverFromTheQuery(t *testing.T) {
	s := newSite(t)
	k := s.create(`{"kind":"kodiak","players":["Ana","Ben","Cleo"],"name":"abend"}`)
	_, page := s.get(k.Links["view"] + "?msg=Your+phone+is+hacked&reason=kodiak.end.one-empty")
	assert.NotContains(t, page, "hacked")
	assert.NotContains(t, page, `class="verdict"`)

	res, _ := s.do("POST", k.Links["scorer"]+"round", "application/x-www-form-urlencoded",
		url.Values{"p0_name": {"Ana"}, "p0_cards": {"4 5"}, "p1_name": {"Ben"}, "p1_cards": {"3"}, "p2_name": {"Cleo"}, "p2_cards": {"7"}}.Encode())
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	loc, err := url.Parse(res.Header.Get("Location"))
	require.NoError(t, err)
	assert.Equal(t, []string{"v"}, keysOf(loc.Query()), "only the verdict's name: %s", loc)
	assert.NotContains(t, loc.RawQuery, "kodiak")
	_, page = s.get(loc.String())
	assert.Contains(t, page, `class="verdict"`)
	assert.Contains(t, page, `href="/rules/clause/kodiak.end.one-empty"`)

	_, page = s.get(k.Links["scorer"] + "?v=" + strings.Repeat("A", 22))
	assert.NotContains(t, page, `class="verdict"`, "an unknown name shows nothing")

	// the refused form's fields come back under its verdict's name, as
	// typed, never from a crafted query
	assert.Contains(t, s.mustGet(loc.String()), `name="p0_cards" value="4 5"`)
	page = s.mustGet(k.Links["scorer"] + "?kept.p0_name=Ana&kept.p0_cards=Your+phone+is+hacked&p0_cards=hacked")
	assert.NotContains(t, page, "hacked")
	assert.Contains(t, page, `name="p0_cards" value=""`)
}

func (s *site) mustGet(path string) string {
	s.t.Helper()
	res, page := s.get(path)
	require.Equal(s.t, http.StatusOK, res.StatusCode, page)
	return page
}

func keysOf(v url.Values) []string {
	var out []string
	for k := range v {
		out = append(out, k)
	}
	return out
}

// Each spymaster is offered the clue form only when their team gives the
// next clue, and told what they wait for otherwise; guesses left have
// their plural forms.
func TestCodenamesEachRoleSeesWhatItCanUse(t *testing.T) {
	s := newSite(t)
	c := s.create(`{"kind":"codenames","seed":"K7F3QX","board_code":"K7F3QX","words":"en","starts":"red","name":"cn"}`)
	_, red := s.get(c.Links["spymaster_red"])
	_, blue := s.get(c.Links["spymaster_blue"])
	assert.Contains(t, red, `id="clue-form"`)
	assert.NotContains(t, blue, `id="clue-form"`, "not blue's turn")
	assert.Contains(t, blue, "Red&#39;s turn: your clue comes after it.")

	res, out := s.postJSON(c.Links["spymaster_red"]+"clue", `{"word":"ocean","number":1}`)
	require.Equal(t, http.StatusOK, res.StatusCode, out)
	_, red = s.get(c.Links["spymaster_red"])
	assert.NotContains(t, red, `id="clue-form"`, "a clue is out")
	assert.Contains(t, red, "Your team is guessing")
	_, board := s.get(c.Links["board"])
	assert.Contains(t, board, "1 guess left")
	assert.NotContains(t, board, "codenames.page.left")
	_, board = s.get(c.Links["board"] + "?lang=de")
	assert.Contains(t, board, "Noch 1 Versuch")
	assert.NotContains(t, board, "Noch 1 Versuche")
}

// Instinkt's pages name every card of the round with its animal, in the
// page's language, and what becomes of it.
func TestInstinktCardsByName(t *testing.T) {
	s := newSite(t)
	i := s.create(`{"kind":"instinkt","marker":"white","name":"ik"}`)
	for _, step := range []string{"reveal W7 B3", "place W7 0 0"} {
		res, out := s.postJSON(i.Links["referee"]+"step", `{"step":"`+step+`"}`)
		require.Equal(t, http.StatusOK, res.StatusCode, out)
	}
	_, en := s.get(i.Links["view"] + "?lang=en")
	assert.Contains(t, en, "white owl 7 <code>W7</code> — placed")
	assert.Contains(t, en, "black moth 3 <code>B3</code> — placed next")
	assert.Contains(t, en, "Next: black moth 3 (B3) is placed.")
	_, de := s.get(i.Links["view"] + "?lang=de")
	assert.Contains(t, de, "Motte 3, schwarz <code>B3</code> — wird als Nächstes gelegt")
	assert.Contains(t, de, `title="Eule 7, weiß"`, "the layout's cards are named too")
}

// The layout on an Instinkt page is labelled as a record names its cells
// (issue 22: one coordinate system a player sees): rows and columns from
// -1 around the first card at 0 0, the legal cells' steps the same.
func TestInstinktLayoutLabels(t *testing.T) {
	s := newSite(t)
	i := s.create(`{"kind":"instinkt","marker":"white","name":"ik"}`)
	for _, step := range []string{"reveal W7 B3", "place W7 0 0"} {
		res, out := s.postJSON(i.Links["referee"]+"step", `{"step":"`+step+`"}`)
		require.Equal(t, http.StatusOK, res.StatusCode, out)
	}
	_, page := s.get(i.Links["referee"] + "?lang=en")
	assert.Contains(t, page, `<div class="lrow lhead" aria-hidden="true"><span class="llabel"></span><span class="llabel">-1</span><span class="llabel">0</span><span class="llabel">1</span></div>`)
	assert.Contains(t, page, `<div class="lrow"><span class="llabel" aria-hidden="true">-1</span>`)
	assert.Contains(t, page, `<div class="lrow"><span class="llabel" aria-hidden="true">0</span><form method="post" action="step" class="lcell"><input type="hidden" name="step" value="place B3 0 -1">`,
		"row 0's first cell is column -1, and its step says so")
}

// The rule pages are rendered Markdown with a heading, an anchor and a
// link per clause; the index names the games; search marks what it found.
func TestRulePages(t *testing.T) {
	s := newSite(t)
	_, idx := s.get("/rules/?lang=de")
	assert.Contains(t, idx, "<h1>Regeln</h1>")
	assert.Contains(t, idx, "<strong>Katz und Maus</strong>")
	assert.Contains(t, idx, "Kodiak ist ein flottes Kartenspiel für 2 bis 6 Personen ab 7 Jahren, bei dem Tempo, Gedächtnis, Taktik und ein wenig Glück zählen.</span>")
	assert.NotContains(t, idx, ">katzundmaus<", "names, not slugs")

	_, game := s.get("/rules/kodiak?lang=en")
	assert.NotContains(t, game, "**")
	assert.Contains(t, game, `<article id="kodiak.cards.deck" class="clause"><h3><a href="/rules/clause/kodiak.cards.deck">The deck</a></h3>`)
	assert.Contains(t, game, "<li>number cards 0 to 13: as many points as the number shows,</li>", "a list is a list")

	_, hits := s.get("/rules/?q=hairball&lang=en")
	assert.Contains(t, hits, `<a class="hit" href="/rules/clause/kodiak.catch.hairball"><strong><mark>Hairball</mark> attack</strong>`)
}

// The Kodiak pages show the evening's rounds and its race as a chart.
func TestKodiakHistoryOnThePage(t *testing.T) {
	s := newSite(t)
	k := s.create(`{"kind":"kodiak","players":["Ana","Ben","Cleo"],"name":"abend"}`)
	_, page := s.get(k.Links["view"])
	assert.NotContains(t, page, `class="chart"`, "no rounds, no chart")
	res, out := s.postJSON(k.Links["scorer"]+"round", `{"players":{"Ana":{"cards":[]},"Ben":{"cards":["3"]},"Cleo":{"cards":["7"]}}}`)
	require.Equal(t, http.StatusOK, res.StatusCode, out)
	for _, link := range []string{k.Links["view"], k.Links["scorer"]} {
		_, page = s.get(link)
		assert.Contains(t, page, `<svg class="chart"`)
		assert.Contains(t, page, `<table class="rounds">`)
		assert.Contains(t, page, `<tr><th scope="row">1</th><td>Ana</td>`, "who was Kodiak in the round")
	}
}

// A phone can put a game on its home screen: every page names a manifest
// with icons that the server serves itself.
func TestManifest(t *testing.T) {
	s := newSite(t)
	_, page := s.get("/")
	assert.Contains(t, page, `<link rel="manifest" href="/static/manifest.webmanifest">`)
	res, body := s.get("/static/manifest.webmanifest")
	require.Equal(t, http.StatusOK, res.StatusCode)
	assert.Equal(t, "application/manifest+json", res.Header.Get("Content-Type"))
	var m struct {
		Name     string `json:"name"`
		StartURL string `json:"start_url"`
		Display  string `json:"display"`
		Icons    []struct {
			Src, Sizes, Type string
		} `json:"icons"`
	}
	require.NoError(t, strictjson.Unmarshal([]byte(body), &m))
	assert.Equal(t, "schiri", m.Name)
	assert.Empty(t, m.StartURL, "the page that was added is the one that opens (its role link)")
	assert.Equal(t, "standalone", m.Display)
	sizes := map[string]bool{}
	for _, icon := range m.Icons {
		res, _ := s.get(icon.Src)
		assert.Equal(t, http.StatusOK, res.StatusCode, icon.Src)
		assert.Equal(t, icon.Type, strings.Split(res.Header.Get("Content-Type"), ";")[0], icon.Src)
		sizes[icon.Sizes] = true
	}
	assert.True(t, sizes["192x192"] && sizes["512x512"], "the sizes a home screen asks for: %v", sizes)
}

// With many games the dashboard draws the QR codes of the first ones and
// offers the others' on demand, so it stays light.
func TestDashboardQRCodesOnDemand(t *testing.T) {
	s := newSite(t)
	var last entry
	for i := 0; i < 8; i++ {
		last = s.create(`{"kind":"codenames","words":"en"}`)
	}
	_, page := s.get(s.host)
	assert.Equal(t, 24, strings.Count(page, "<svg "), "the first six games' codes")
	assert.Equal(t, 2, strings.Count(page, "Show the QR codes"))
	assert.Less(t, len(page), 80_000)
	_, page = s.get(s.host + "?qr=" + url.QueryEscape(last.Links["board"]))
	assert.Equal(t, 24, strings.Count(page, "<svg "))
	for _, link := range last.Links {
		assert.Regexp(t, `href="`+link+`" data-role="[a-z_]+">[^<]+</a><span class="qr"><svg `, page, "the chosen game's codes are drawn")
	}
}

// An unknown path gets a page in the reader's language that does not even
// repeat what was asked for.
func TestNotFoundPage(t *testing.T) {
	s := newSite(t)
	res, page := s.do("GET", "/g/"+strings.Repeat("A", 43)+"/secret-looking", "", "", "Accept-Language", "de")
	assert.Equal(t, http.StatusNotFound, res.StatusCode)
	assert.Equal(t, "text/html; charset=utf-8", res.Header.Get("Content-Type"))
	assert.Contains(t, page, `<html lang="de">`)
	assert.Contains(t, page, "<h1>Nicht gefunden</h1>")
	assert.NotContains(t, page, "secret-looking")
	assert.NotContains(t, page, "AAAA")
}

// The host's new-game forms are the served games' own (their templates'
// <kind>.create), in the registry's order; Codenames' lets the key code
// say who starts (issue 32.13) and names its word lists in the page's
// language, and a form that leaves the start to the key code gets the key
// code's team.
func TestDashboardFormsAreTheGamesOwn(t *testing.T) {
	s := newSite(t)
	_, en := s.get(s.host + "?lang=en")
	kinds := regexp.MustCompile(`name="kind" value="([a-z]+)"`).FindAllStringSubmatch(en, -1)
	var got []string
	for _, k := range kinds {
		got = append(got, k[1])
	}
	var want []string
	for _, g := range games.Served() {
		want = append(want, g.Kind)
	}
	assert.Equal(t, want, got)
	assert.Contains(t, en, `<select name="starts"><option value="">as the key code says</option><option value="red">Red</option>`)
	assert.Contains(t, en, `<select name="words"><option value="en">English</option><option value="de">German</option></select>`)
	_, de := s.get(s.host + "?lang=de")
	assert.Contains(t, de, `<option value="">wie der Schlüsselcode sagt</option>`)
	assert.Contains(t, de, `<option value="de">Deutsch</option><option value="en">Englisch</option>`)

	res, _ := s.do("POST", s.host+"games", "application/x-www-form-urlencoded", "kind=codenames&seed=K7F3QX&size=5x5&starts=&words=en&name=vomcode")
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	code, out := s.cli("", "codenames", "status", "--game", "vomcode", "--json")
	require.Equal(t, 0, code, out)
	assert.Contains(t, out, `"starts": "red"`, "K7F3QX's key has red start")
	res, _ = s.do("POST", s.host+"games", "application/x-www-form-urlencoded", "kind=codenames&seed=K7F3QX&size=5x5&starts=blue&words=en&name=blau")
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	_, out = s.cli("", "codenames", "status", "--game", "blau", "--json")
	assert.Contains(t, out, `"starts": "blue"`)
}

// The role links' QR codes are blocks under their names, so the codes of
// a game line up whatever the length of a role's name (issue 32.13).
func TestDashboardQRCodesLineUp(t *testing.T) {
	s := newSite(t)
	_, css := s.get("/static/style.css")
	assert.Contains(t, css, ".qr{display:block}")
	assert.Contains(t, css, ".qr svg{display:block;")
}
