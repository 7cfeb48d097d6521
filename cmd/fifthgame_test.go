package cmd

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"codeberg.org/schiri/schiri/cmd/menu"
	"codeberg.org/schiri/schiri/cmd/menu/item"
	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/store"
	"codeberg.org/schiri/schiri/internal/table"
	registry "codeberg.org/schiri/schiri/internal/table/games"
	"codeberg.org/schiri/schiri/internal/web"
	"codeberg.org/schiri/schiri/locales"
	"codeberg.org/schiri/schiri/scoring/stats"
)

// Tally is a fifth game that exists only in this test: a count of marks,
// over at 3. It is added the way docs/architecture.md says a game is
// added — its referee, table entry, command, catalogs (testdata/fifthgame/
// locales) and template (testdata/fifthgame/templates) in its own places,
// one registry line and one command line — and every front end serves it
// with no shared file changed.

// tallyGame is Tally's referee and save: marks to start with, a mark per
// move, over at three.
type tallyGame struct {
	Setup struct {
		Marks int `json:"marks"`
	} `json:"setup"`
	Moves []string `json:"moves"`
}

func (g *tallyGame) marks() int { return g.Setup.Marks + len(g.Moves) }
func (g *tallyGame) over() bool { return g.marks() >= 3 }

// tallyFigures are its statistics: finished games and their marks.
type tallyFigures struct {
	Games int `json:"games"`
	Marks int `json:"marks"`
}

func (f tallyFigures) Show() stats.Shown {
	return stats.Shown{Games: f.Games, Figures: []stats.Figure{stats.Whole("marks", f.Marks)}}
}

// tallyEntry is its table entry.
var tallyEntry = table.Game{
	Kind: "tally",
	Stats: table.StatsOf("tally", func(g *tallyGame) (any, error) {
		return g, nil
	}),
	Figures: func(saves []stats.Saved, o stats.Options) (stats.Figures, error) {
		var f tallyFigures
		for _, s := range saves {
			if g, ok := s.Game.(*tallyGame); ok && g.over() && o.Keeps(s.Created) {
				f.Games++
				f.Marks += g.marks()
			}
		}
		return f, nil
	},
	Roles:   []string{"view"},
	Example: `{"kind": "tally", "marks": 3}`,
	Create: func(s *table.Service, in table.Input) table.Answer {
		var req struct {
			Kind  string `json:"kind"`
			Marks int    `json:"marks"`
			Name  string `json:"name"`
		}
		if in.Form != nil {
			req.Marks, _ = strconv.Atoi(in.Form.Get("marks"))
			req.Name = in.Form.Get("name")
		} else if err := table.DecodeAll(in.Body, &req); err != nil {
			return table.Fail(err)
		}
		g := &tallyGame{Moves: []string{}}
		g.Setup.Marks = req.Marks
		id, err := s.Create("tally", req.Name, g)
		if err != nil {
			return table.Fail(err)
		}
		return table.Answer{ID: id, Doc: func(table.Localizer) any { return map[string]any{"game": id} }}
	},
	Views: func(s *table.Service, id string, _ table.Localizer) (map[string]any, error) {
		var g tallyGame
		if err := s.Load("tally", id, &g); err != nil {
			return nil, err
		}
		return map[string]any{"view": g.marks()}, nil
	},
	Page: table.PageOf(func(view int, _ string, _ url.Values, _ table.Localizer) any {
		return map[string]any{"Marks": view}
	}),
}

// newTallyCmd is its command: `tally status --game ID`.
func newTallyCmd(f *cli.Factory) *cobra.Command {
	root := &cobra.Command{Use: "tally", Short: "tally.help.short", Args: cli.NoArgs}
	status := &cobra.Command{Use: "status", Args: cli.NoArgs, RunE: func(c *cobra.Command, _ []string) error {
		id, _ := c.Flags().GetString("game")
		var g tallyGame
		if err := table.New(store.New(f.Config().DataDir)).Load("tally", id, &g); err != nil {
			return err
		}
		_, err := io.WriteString(f.IO.Out, f.T("tally.status", "Game", id, "Marks", g.marks())+"\n")
		return err
	}}
	status.Flags().String("game", "", "tally.help.short")
	root.AddCommand(status)
	return root
}

func tallyMenu() item.Game {
	return item.Game{Key: "tally.title", Actions: []item.Action{{Key: "tally.menu.status", Args: []string{"tally", "status"}}}}
}

// addTally registers Tally for the test: its registry line, its command
// line, its catalogs and its template.
func addTally(t *testing.T) {
	all := registry.All
	registry.All = append(append([]*table.Game(nil), all...), &tallyEntry)
	gameCmds["tally"] = gameCmd{newTallyCmd, tallyMenu}
	t.Cleanup(func() {
		registry.All = all
		delete(gameCmds, "tally")
	})
	locales.AddCatalogs(os.DirFS(filepath.Join("testdata", "fifthgame", "locales")))
	web.AddTemplates(os.DirFS(filepath.Join("testdata", "fifthgame", "templates")))
}

func TestAFifthGameIsServedByEveryFrontEnd(t *testing.T) {
	addTally(t)
	dir := t.TempDir()
	svc := table.New(store.New(dir))
	a := tallyEntry.Create(svc, table.Input{Body: []byte(`{"kind": "tally", "marks": 3, "name": "abend"}`)})
	require.NoError(t, a.Err)
	require.Equal(t, "abend", a.ID)

	run := func(lang string, args ...string) string {
		t.Helper()
		ios, _, out, errOut := cli.Test()
		f := cli.NewFactory("test")
		f.IO = ios
		code := Run(f, append([]string{"--data-dir", dir, "--lang", lang}, args...))
		require.Equal(t, 0, code, errOut.String())
		return out.String()
	}

	// the CLI: its command, and its help line in the root's help
	assert.Equal(t, "Tally abend: 3 marks\n", run("en", "tally", "status", "--game", "abend"))
	assert.Equal(t, "Strichliste abend: 3 Striche\n", run("de", "tally", "status", "--game", "abend"))
	help := run("en", "--help")
	assert.Contains(t, help, "Tally: count marks at the table")
	assert.Contains(t, help, "Kodiak, Codenames, Instinkt, Katz und Maus and Tally", "the help names every game")
	assert.Contains(t, run("de", "serve", "--help"), "  Strichliste: der Stand für alle")

	// completion: its saved games for --game
	assert.Contains(t, run("en", "__complete", "tally", "status", "--game", ""), "abend\t")

	// the menu: its entry after the other games, in accessible mode
	menus := gameMenus()
	require.Equal(t, "tally.title", menus[len(menus)-1].Key)
	ios, in, _, errOut := cli.Test()
	f := &cli.Factory{IO: ios}
	f.SetConfig(&cli.Config{Lang: "de", Accessible: true})
	in.WriteString(strconv.Itoa(len(menus)) + "\n1\n")
	args, err := menu.Run(f, menus)
	require.NoError(t, err)
	assert.Equal(t, []string{"tally", "status"}, args)
	assert.Contains(t, errOut.String(), "Strichliste")

	// the statistics: terminal and JSON
	assert.Contains(t, run("en", "stats"), "Tally — 1 finished game")
	var doc map[string]json.RawMessage
	require.NoError(t, json.Unmarshal([]byte(run("en", "stats", "--json")), &doc))
	assert.JSONEq(t, `{"games": 1, "marks": 3}`, string(doc["tally"]))

	// the server: the dashboard lists it with its links and its own form,
	// its page shows it, and the statistics page counts it
	srv, err := web.New(web.Options{DataDir: dir, Lang: "en", Games: registry.Served()})
	require.NoError(t, err)
	t.Cleanup(srv.Close)
	get := func(path string) string {
		t.Helper()
		rec := httptest.NewRecorder()
		srv.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
		require.Equal(t, http.StatusOK, rec.Code, path)
		return rec.Body.String()
	}
	dash := get(srv.HostPath() + "?lang=de")
	assert.Contains(t, dash, "Strichliste · abend")
	assert.Contains(t, dash, `<input type="hidden" name="kind" value="tally">`)
	assert.Contains(t, dash, `Striche zu Beginn <input name="marks"`)
	link := regexpFind(t, dash, `href="(/g/[^"]+/)" data-role="view"`, "Strichliste")
	assert.Contains(t, get(link+"?lang=en"), "Marks: 3")
	assert.Contains(t, get(srv.HostPath()+"stats?lang=en"), "Marks")
}

// regexpFind is the first link of a role after the text near in page.
func regexpFind(t *testing.T, page, pattern, near string) string {
	t.Helper()
	i := strings.Index(page, near)
	require.GreaterOrEqual(t, i, 0, near)
	m := regexpMust(pattern).FindStringSubmatch(page[i:])
	require.NotNil(t, m, pattern)
	return m[1]
}

func regexpMust(p string) *regexp.Regexp { return regexp.MustCompile(p) }
