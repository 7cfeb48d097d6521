package cmd

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"codeberg.org/schiri/schiri/internal/cli"
	registry "codeberg.org/schiri/schiri/internal/table/games"
	"codeberg.org/schiri/schiri/internal/web"
)

// Every front end lists the games in the registry's order: the root's
// help, the menu (TestTheCommandsAreTheRegistrysGames), the rules list and
// its completion, the statistics in a terminal, as JSON and as a page, and
// the dashboard's forms.
func TestEveryListFollowsTheRegistry(t *testing.T) {
	dir := t.TempDir()
	run := func(args ...string) string {
		t.Helper()
		ios, _, out, errOut := cli.Test()
		f := cli.NewFactory("test")
		f.IO = ios
		require.Equal(t, 0, Run(f, append([]string{"--data-dir", dir, "--lang", "en"}, args...)), errOut.String())
		return out.String()
	}
	inOrder := func(what, text string, items []string) {
		t.Helper()
		at := -1
		for _, it := range items {
			i := strings.Index(text, it)
			require.GreaterOrEqualf(t, i, 0, "%s lists %q", what, it)
			assert.Greaterf(t, i, at, "%s lists %q after the one before it in the registry", what, it)
			at = i
		}
	}
	kinds, withRules := registry.Kinds(), registry.WithRules()
	var titles, served, headings []string
	for _, g := range registry.All {
		title := localize(g.Kind + ".title")
		titles = append(titles, title)
		headings = append(headings, "<h2>"+title+"</h2>")
		if g.Served() {
			served = append(served, `name="kind" value="`+g.Kind+`"`)
		}
	}

	inOrder("the root's help", strings.SplitN(run("--help"), "\n", 2)[0], titles)

	var rules struct{ Games []struct{ Game string } }
	require.NoError(t, json.Unmarshal([]byte(run("rules", "list", "--json")), &rules))
	var listed []string
	for _, g := range rules.Games {
		listed = append(listed, g.Game)
	}
	assert.Equal(t, withRules, listed, "rules list")
	assert.Equal(t, withRules, strings.Fields(strings.SplitN(run("__complete", "rules", "show", ""), ":", 2)[0]), "rules show's completion")

	dec := json.NewDecoder(strings.NewReader(run("stats", "--json")))
	var keys []string
	for dec.More() || len(keys) == 0 {
		tok, err := dec.Token()
		require.NoError(t, err)
		if s, ok := tok.(string); ok && dec.More() {
			keys = append(keys, s)
			var skip json.RawMessage
			require.NoError(t, dec.Decode(&skip))
		}
	}
	assert.Equal(t, append([]string{"since"}, kinds...), keys, "stats --json")
	var stats []string
	for _, k := range kinds {
		stats = append(stats, localize(k+".stats.title", "Count", 0))
	}
	inOrder("stats", run("stats"), stats)

	srv, err := web.New(web.Options{DataDir: dir, Lang: "en"})
	require.NoError(t, err)
	t.Cleanup(srv.Close)
	get := func(path string) string {
		rec := httptest.NewRecorder()
		srv.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
		require.Equal(t, http.StatusOK, rec.Code, path)
		return rec.Body.String()
	}
	inOrder("the dashboard's forms", get(srv.HostPath()+"?lang=en"), served)
	inOrder("the statistics page", get(srv.HostPath()+"stats?lang=en"), headings)
	rulesPage := get("/rules/?lang=en")
	var links []string
	for _, k := range withRules {
		links = append(links, `href="/rules/`+k+`"`)
	}
	require.Regexp(t, regexp.MustCompile(`href="/rules/[a-z]+"`), rulesPage)
	inOrder("the rules page", rulesPage, links)
}

// localize is a key in English.
func localize(key string, args ...any) string {
	ios, _, _, _ := cli.Test()
	f := &cli.Factory{IO: ios}
	f.SetConfig(&cli.Config{Lang: "en"})
	return f.T(key, args...)
}
