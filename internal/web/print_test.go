package web_test

import (
	"html"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The host's dashboard offers every kind of the kit as a PDF download, and
// each game's own pad or board; the PDF is byte for byte the one the CLI
// prints with the same values.
func TestDashboardPrintsTheKit(t *testing.T) {
	s := newSite(t)
	s.create(`{"kind":"kodiak","players":["Ana","Jörg","Cleo"],"youngest":"Jörg","name":"abend"}`)
	s.create(`{"kind":"codenames","seed":"K7F3QX","board_code":"4HJ2PA","words":"de","size":"4x4","name":"cn"}`)
	res, page := s.get(s.host)
	require.Equal(t, 200, res.StatusCode)
	for _, kind := range []string{"codenames-keys", "codenames-board", "kodiak-pad", "instinkt-sheet"} {
		assert.Contains(t, page, `action="print/`+kind+`"`)
	}

	get := func(path string) (*http.Response, string) {
		t.Helper()
		res, body := s.get(s.host + path)
		if res.StatusCode == 200 {
			assert.Equal(t, "application/pdf", res.Header.Get("Content-Type"), path)
			assert.Contains(t, res.Header.Get("Content-Disposition"), "attachment", path)
			assert.Equal(t, "no-store", res.Header.Get("Cache-Control"), path)
		}
		return res, body
	}
	res, keys := get("print/codenames-keys?seed=K7F3Q-X9P2M&count=2&paper=letter")
	require.Equal(t, 200, res.StatusCode, keys)
	code, cli := s.cli("", "print", "codenames-keys", "--seed", "K7F3Q-X9P2M", "--count", "2", "--paper", "letter")
	require.Equal(t, 0, code)
	assert.Equal(t, cli, keys)

	// each game's own: its pad (players, first Kodiak, rounds), its board
	links := regexp.MustCompile(`href="(print/[^"]+)" data-print`).FindAllStringSubmatch(page, -1)
	require.Len(t, links, 2, "the pad of the Kodiak game and the board of the Codenames game")
	want := map[string][]string{
		"print/kodiak-pad":      {"print", "kodiak-pad", "--players", "Ana,Jörg,Cleo", "--youngest", "Jörg", "--rounds", "3"},
		"print/codenames-board": {"print", "codenames-board", "--board-code", "4HJ2PA", "--size", "4x4", "--words", "de"},
	}
	for _, l := range links {
		path := html.UnescapeString(l[1])
		res, pdf := get(path)
		require.Equal(t, 200, res.StatusCode, pdf)
		args := want[path[:strings.Index(path, "?")]]
		require.NotNil(t, args, path)
		code, cli := s.cli("", args...)
		require.Equal(t, 0, code)
		assert.Equal(t, cli, pdf, path)
	}

	// refusals: a bad value (400), a pad the rules refuse (422), no kind (404)
	res, body := get("print/codenames-keys?count=500")
	assert.Equal(t, 400, res.StatusCode, body)
	res, body = get("print/kodiak-pad?players=Ana,Ben,Cleo&rounds=4")
	assert.Equal(t, 422, res.StatusCode)
	assert.Contains(t, body, "kodiak.end.equal-turns")
	res, _ = get("print/instinkt-sheet?paper=a3")
	assert.Equal(t, 400, res.StatusCode)
	res, _ = get("print/katzundmaus-board")
	assert.Equal(t, 404, res.StatusCode)
}

// Key cards are the host's only: no role's page links the kit, and no
// role's token reaches it.
func TestKeyCardsOnlyForTheHost(t *testing.T) {
	s := newSite(t)
	k := s.create(`{"kind":"kodiak","players":["Ana","Ben"],"name":"abend"}`)
	c := s.create(`{"kind":"codenames","seed":"K7F3QX","board_code":"4HJ2PA","words":"en","name":"cn"}`)
	i := s.create(`{"kind":"instinkt","name":"ik"}`)
	for _, e := range []entry{k, c, i} {
		for role, link := range e.Links {
			res, page := s.get(link)
			require.Equal(t, 200, res.StatusCode, role)
			assert.NotContains(t, page, "print/", "%s %s links the kit", e.Kind, role)
			assert.NotContains(t, page, "codenames-keys", "%s %s", e.Kind, role)
			for _, kind := range []string{"codenames-keys?seed=K7F3QX", "codenames-board", "kodiak-pad?players=A,B", "instinkt-sheet"} {
				res, body := s.get(link + "print/" + kind)
				assert.Equal(t, 404, res.StatusCode, "%s %s: %s", e.Kind, role, kind)
				assert.NotContains(t, body, "%PDF")
			}
		}
	}
	// the host's link does
	res, _ := s.get(s.host + "print/codenames-keys?count=1")
	assert.Equal(t, 200, res.StatusCode)
}
