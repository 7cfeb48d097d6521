package web_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// statsSite is a site with one finished Kodiak game (Ben wins on −7, Ana
// −4, Jörg 1) and one damaged save, and a GET that returns status and body.
func statsSite(t *testing.T) (host string, get func(path string, hdr ...string) (int, string)) {
	t.Helper()
	s := newSite(t)
	run := func(stdin string, args ...string) {
		code, out := s.cli(stdin, args...)
		require.Equal(t, 0, code, out)
	}
	run("", "kodiak", "new", "--players", "Ana,Ben,Jörg", "--name", "k1")
	for _, sheet := range []string{
		`{"players": {"Ana": {"cards": ["2"], "catches": 2}, "Ben": {"cards": []}, "Jörg": {"cards": ["7"]}}}`,
		`{"players": {"Ana": {"cards": ["4"]}, "Ben": {"cards": [], "catches": 3}, "Jörg": {"cards": ["1"]}}}`,
		`{"players": {"Ana": {"cards": []}, "Ben": {"cards": ["8"]}, "Jörg": {"cards": ["3"], "catches": 2}}}`,
	} {
		run(sheet, "kodiak", "round", "--game", "k1", "-")
	}
	require.NoError(t, os.WriteFile(filepath.Join(s.dir, "kodiak", "broken.json"), []byte("{broken"), 0o600))
	return s.host, func(path string, hdr ...string) (int, string) {
		res, body := s.do("GET", path, "", "", hdr...)
		return res.StatusCode, body
	}
}

func TestStatsPage(t *testing.T) {
	host, get := statsSite(t)
	code, dash := get(host)
	require.Equal(t, 200, code)
	assert.Contains(t, dash, `<a href="stats" class="navlink">Statistics across every game</a>`, "the dashboard links the page")

	code, page := get(host + "stats")
	require.Equal(t, 200, code, page)
	assert.Contains(t, page, `lang="en"`)
	assert.Contains(t, page, "<h1>Statistics</h1>")
	assert.Contains(t, page, "2 finished games"[2:], "plural forms") // "finished games" for Codenames' 0
	assert.Contains(t, page, "<p>1 finished game</p>", "Kodiak: the damaged save is left out")
	assert.Contains(t, page, "1 damaged saved game was left out.")
	ben, ana := section(page, "Ben"), section(page, "Ana")
	assert.Contains(t, ben, `<meter min="0" max="1" value="1" aria-label="Win rate: 100%">100%</meter> Win rate 100% (1/1)`)
	for figure, value := range map[string]string{"Games": "1", "Wins": "1", "Ø total": "-7", "Best": "-7", "Rounds": "3",
		"Ø round": "-2.33", "As Kodiak": "1", "Ø as Kodiak": "-15", "Catches": "3"} {
		assert.Contains(t, ben, `<th scope="row">`+figure+`</th><td class="num">`+value+`</td>`)
	}
	assert.Contains(t, ana, `<th scope="row">Ø round</th><td class="num">-1.33</td>`)
	assert.Contains(t, ana, `<th scope="row">Catches</th><td class="num">2</td>`)
	assert.Less(t, strings.Index(page, "<h3>Ben</h3>"), strings.Index(page, "<h3>Ana</h3>"), "ordered by wins")

	code, de := get(host+"stats?lang=de&player=j%C3%96rg", "Accept-Language", "en")
	require.Equal(t, 200, code, de)
	assert.Contains(t, de, `lang="de"`)
	assert.Contains(t, de, "<h1>Statistik</h1>")
	assert.Contains(t, section(de, "Jörg"), `<th scope="row">Ø Runde</th><td class="num">0,33</td>`, "German decimal comma")
	assert.NotContains(t, de, `<h3>Ben</h3>`, "--player keeps that player only")

	code, typo := get(host + "stats?player=Bem")
	assert.Equal(t, 400, code)
	assert.Contains(t, typo, "No saved game has a player “Bem”. Did you mean Ben?")

	code, _ = get(host + "stats?since=2999-01-01")
	assert.Equal(t, 200, code)
	code, bad := get(host + "stats?since=yesterday&lang=de")
	assert.Equal(t, 400, code)
	assert.Contains(t, bad, "„yesterday“ ist kein Tag")

	code, _ = get("/h/" + strings.Repeat("A", 43) + "/stats")
	assert.Equal(t, 404, code, "only the host link opens the statistics")
}

func TestStatsPageEscapes(t *testing.T) {
	host, get := statsSite(t)
	_, page := get(host + "stats?player=%3Cscript%3E")
	assert.NotContains(t, page, "<script>")
}

// section is the part of a statistics page about one Kodiak player.
func section(page, name string) string {
	i := strings.Index(page, "<h3>"+name+"</h3>")
	if i < 0 {
		return ""
	}
	rest := page[i:]
	if j := strings.Index(rest, "</section>"); j >= 0 {
		rest = rest[:j]
	}
	return rest
}
