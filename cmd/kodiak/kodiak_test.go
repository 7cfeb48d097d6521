package kodiak_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"codeberg.org/schiri/schiri/cmd"
	"codeberg.org/schiri/schiri/cmd/kodiak"
	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/scripttest"
)

func TestMain(m *testing.M) { scripttest.Main(m) }

// TestScripts runs the end-to-end scripts in testdata/script with the real
// binary (as separate processes).
func TestScripts(t *testing.T) { scripttest.Run(t, filepath.Join("testdata", "script")) }

// env is one test's home: a temp dir holding the data dir and the files.
type env struct {
	t   *testing.T
	dir string
}

func newEnv(t *testing.T) *env { return &env{t: t, dir: t.TempDir()} }

func (e *env) dataDir() string { return filepath.Join(e.dir, "data") }

// file writes a file into the env and returns its path.
func (e *env) file(name, content string) string {
	e.t.Helper()
	p := filepath.Join(e.dir, name)
	require.NoError(e.t, os.WriteFile(p, []byte(content), 0o600))
	return p
}

type result struct {
	code        int
	out, stderr string
}

func (r result) json(t *testing.T) map[string]any {
	t.Helper()
	var m map[string]any
	require.NoError(t, json.Unmarshal([]byte(r.out), &m), "stdout: %s\nstderr: %s", r.out, r.stderr)
	return m
}

// run executes one schiri invocation in-process and returns its exit code
// and output.
func (e *env) run(stdin string, args ...string) result {
	e.t.Helper()
	ios, in, out, errOut := cli.Test()
	in.WriteString(stdin)
	f := cli.NewFactory("test")
	f.IO = ios
	vars := map[string]string{
		"SCHIRI_DATA_DIR": e.dataDir(),
		"XDG_CONFIG_HOME": filepath.Join(e.dir, "config"),
		"HOME":            e.dir,
		"LANG":            "en_US.UTF-8",
	}
	f.LookupEnv = func(k string) (string, bool) { v, ok := vars[k]; return v, ok }
	code := cmd.Run(f, args)
	return result{code: code, out: out.String(), stderr: errOut.String()}
}

func reasons(v any) []string {
	out := []string{}
	list, _ := v.([]any)
	for _, x := range list {
		if m, ok := x.(map[string]any); ok {
			out = append(out, m["reason"].(string))
		}
	}
	sort.Strings(out)
	return out
}

func TestScoreSamples(t *testing.T) {
	files, err := filepath.Glob("../../testdata/samples/kodiak/score/*.yaml")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	e := newEnv(t)
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			raw, err := os.ReadFile(strings.TrimSuffix(file, ".yaml") + ".json")
			require.NoError(t, err)
			var want struct {
				Valid    bool             `json:"valid"`
				Errors   []string         `json:"errors"`
				Warnings []string         `json:"warnings"`
				Players  []map[string]any `json:"players"`
			}
			require.NoError(t, json.Unmarshal(raw, &want))
			r := e.run("", "kodiak", "score", file, "--json")
			doc := r.json(t)
			wantCode := 0
			if !want.Valid {
				wantCode = 1
			}
			assert.Equal(t, wantCode, r.code)
			assert.Equal(t, want.Valid, doc["valid"])
			sort.Strings(want.Errors)
			sort.Strings(want.Warnings)
			assert.Equal(t, want.Errors, reasons(doc["errors"]))
			assert.Equal(t, want.Warnings, reasons(doc["warnings"]))
			got, _ := doc["players"].([]any)
			require.Len(t, got, len(want.Players))
			for i, p := range want.Players {
				assert.Equal(t, p, got[i], "seat %d", i+1)
			}
		})
	}
}

func TestScoreRunDirect(t *testing.T) {
	e := newEnv(t)
	ios, _, out, _ := cli.Test()
	f := cli.NewFactory("test")
	f.IO = ios
	f.SetConfig(&cli.Config{Lang: "de", DataDir: e.dataDir()})
	err := kodiak.RunScore(&kodiak.ScoreOptions{F: f, File: e.file("r.yaml",
		"kodiak: Ana\nplayers:\n  Ana: {cards: [1, 2], catches: 2}\n  Ben: {cards: [], catches: 1}\n")})
	assert.ErrorIs(t, err, cli.ErrVerdict)
	assert.Contains(t, out.String(), "Ben war Maus, hat aber 1 Fang")
	assert.Contains(t, out.String(), "(Regel kodiak.catch.only-kodiak)")
	assert.Contains(t, out.String(), "ungültiger Zettel")
}

func TestScoreText(t *testing.T) {
	e := newEnv(t)
	sheet := e.file("r.yaml", "kodiak: Ana\nplayers:\n  Ana: {cards: [3, red-king], catches: 1}\n  Ben: {cards: [], hairballs_out: 1}\n  Cleo: {cards: [hairball, 7, blue-king]}\n")
	r := e.run("", "kodiak", "score", sheet)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.out, "valid sheet")
	for _, want := range []string{"Ana", "Kodiak", "-4", "Ben", "mouse", "5", "Cleo", "30"} {
		assert.Contains(t, r.out, want)
	}
	assert.Empty(t, r.stderr)
}

func TestScoreInputErrors(t *testing.T) {
	tests := []struct {
		name, content string
		line          float64
		token         string
	}{
		{"unknown key", "kodiak: Ana\nplayers:\n  Ana: {cards: [], catch: 3}\n", 3, "catch"},
		{"unknown top key", "kodiak: Ana\nplayer:\n  Ana: {cards: []}\n", 2, "player"},
		{"unknown card", "kodiak: Ana\nplayers:\n  Ana: {cards: []}\n  Ben: {cards: [3, queen]}\n", 4, "queen"},
		{"json syntax", "{\"kodiak\": \"Ana\",\n \"players\": {\"Ana\": {\"cards\": [}}\n", 2, "}}"},
	}
	e := newEnv(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			file := e.file(strings.ReplaceAll(tt.name, " ", "_")+".yaml", tt.content)
			r := e.run("", "kodiak", "score", file, "--json")
			assert.Equal(t, 2, r.code)
			doc := r.json(t)
			errDoc, ok := doc["error"].(map[string]any)
			require.True(t, ok, r.out)
			assert.Equal(t, "input", errDoc["kind"])
			assert.Equal(t, file, errDoc["file"])
			assert.Equal(t, tt.line, errDoc["line"])
			assert.Equal(t, tt.token, errDoc["token"])
			assert.Contains(t, r.stderr, tt.token)
		})
	}
	t.Run("comments only", func(t *testing.T) {
		r := e.run("", "kodiak", "score", e.file("empty.yaml", "# nothing\n\n"))
		assert.Equal(t, 2, r.code)
		assert.Empty(t, r.out)
	})
	t.Run("missing file", func(t *testing.T) {
		r := e.run("", "kodiak", "score", filepath.Join(e.dir, "nope.yaml"))
		assert.Equal(t, 2, r.code)
	})
}

func TestScoreGerman(t *testing.T) {
	e := newEnv(t)
	sheet := e.file("r.yaml", "kodiak: Ana\nplayers:\n  Ana: {cards: [roter-könig], catches: 2}\n  Ben: {cards: [Haarball, 3, 4]}\n  Cleo: {cards: []}\n")
	r := e.run("", "kodiak", "score", sheet, "--lang", "de")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.out, "gültiger Zettel")
	assert.Contains(t, r.out, "Maus")
}

// factory is a Factory with in-memory streams, configured directly (no
// flags), for calling the Run… functions.
func (e *env) factory(stdin string, cfg cli.Config) (*cli.Factory, *bytes.Buffer, *bytes.Buffer) {
	ios, in, out, errOut := cli.Test()
	in.WriteString(stdin)
	f := cli.NewFactory("test")
	f.IO = ios
	cfg.DataDir = e.dataDir()
	if cfg.Lang == "" {
		cfg.Lang = "en"
	}
	f.SetConfig(&cfg)
	return f, out, errOut
}

func TestRunFunctionsDirect(t *testing.T) {
	e := newEnv(t)
	f, out, _ := e.factory("", cli.Config{JSON: true})
	require.NoError(t, kodiak.RunNew(&kodiak.NewOptions{F: f, Players: []string{"Ana", "Gül"}, Youngest: "gül", Cycles: 2, CyclesSet: true}))
	var doc map[string]any
	require.NoError(t, json.Unmarshal(out.Bytes(), &doc))
	assert.Equal(t, "kodiak-1", doc["game"])
	assert.Equal(t, "Gül", doc["kodiak_next"])
	assert.Equal(t, float64(4), doc["rounds_total"])

	// the form, answered line by line from piped input
	f, out, errOut := e.factory("1 2\nc2\ny\n", cli.Config{JSON: true, Accessible: true})
	require.NoError(t, kodiak.RunRound(&kodiak.RoundOptions{F: f}))
	doc = nil
	require.NoError(t, json.Unmarshal(out.Bytes(), &doc), errOut.String())
	assert.Equal(t, map[string]any{"Ana": float64(3), "Gül": float64(-10)}, doc["totals"])
	round := doc["round"].(map[string]any)
	assert.Equal(t, []string{"kodiak.catch.card-count"}, reasons(round["warnings"]))

	f, out, _ = e.factory("", cli.Config{})
	require.NoError(t, kodiak.RunStatus(&kodiak.GameOptions{F: f, Game: "kodiak-1"}))
	assert.Contains(t, out.String(), "1 of 4 rounds played · Kodiak next: Ana · 3 rounds left")

	f, _, _ = e.factory("", cli.Config{})
	err := kodiak.RunExport(&kodiak.ExportOptions{F: f, Format: "xml", FormatSet: true})
	var ie *cli.InputError
	require.ErrorAs(t, err, &ie)
	assert.Equal(t, "kodiak.error.format", ie.Key)
}

func TestDefaultGameIsTheLatest(t *testing.T) {
	e := newEnv(t)
	require.Equal(t, 0, e.run("", "kodiak", "new", "--players", "Ana,Ben", "--name", "first").code)
	require.Equal(t, 0, e.run("", "kodiak", "new", "--players", "Cleo,Dana", "--name", "second").code)
	r := e.run("", "kodiak", "status", "--json")
	assert.Equal(t, "second", r.json(t)["game"])

	sheet := e.file("r.yaml", "players:\n  Ana: {cards: [], catches: 3}\n  Ben: {cards: [4]}\n")
	r = e.run("", "kodiak", "round", "--game", "first", sheet, "--json")
	require.Equal(t, 0, r.code, r.stderr)
	r = e.run("", "kodiak", "status", "--json")
	assert.Equal(t, "first", r.json(t)["game"], "the game changed last is the default")

	r = e.run("", "kodiak", "new", "--players", "X,Y", "--name", "first")
	assert.Equal(t, 2, r.code, "a name that is taken")
}

func TestNoGamesYet(t *testing.T) {
	e := newEnv(t)
	for _, args := range [][]string{{"status"}, {"undo"}, {"history"}, {"export"}} {
		r := e.run("", append([]string{"kodiak"}, args...)...)
		assert.Equal(t, 2, r.code, args)
		assert.Contains(t, r.stderr, "no saved game yet")
	}
	r := e.run("", "kodiak", "list", "--json")
	assert.Equal(t, 0, r.code)
	assert.JSONEq(t, `{"games": []}`, r.out)
}

func TestTruncatedStoreFileExitsThree(t *testing.T) {
	e := newEnv(t)
	require.Equal(t, 0, e.run("", "kodiak", "new", "--players", "Ana,Ben", "--name", "g").code)
	path := filepath.Join(e.dataDir(), "kodiak", "g.json")
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	cut := data[:len(data)/2]
	require.NoError(t, os.WriteFile(path, cut, 0o600))
	sheet := e.file("r.yaml", "players:\n  Ana: {cards: [], catches: 3}\n  Ben: {cards: [4]}\n")
	for _, args := range [][]string{{"status"}, {"round", sheet}, {"undo"}, {"history"}, {"export"}} {
		r := e.run("", append(append([]string{"kodiak"}, args...), "--game", "g", "--json")...)
		assert.Equal(t, 3, r.code, args)
		assert.Equal(t, "storage", r.json(t)["error"].(map[string]any)["kind"], args)
		after, err := os.ReadFile(path)
		require.NoError(t, err)
		assert.Equal(t, cut, after, "the damaged file is left as it was")
	}
}

func TestNamesKeepTheirSpelling(t *testing.T) {
	e := newEnv(t)
	require.Equal(t, 0, e.run("", "kodiak", "new", "--players", "Ana, Gül ,Ömer", "--name", "g").code)
	sheet := e.file("r.yaml", "kodiak: ana\nplayers:\n  ÖMER: {cards: [1]}\n  gül: {cards: []}\n  ANA: {cards: [], catches: 3}\n")
	r := e.run("", "kodiak", "round", sheet, "--json")
	require.Equal(t, 1, r.code, "two players without cards")
	sheet = e.file("r2.yaml", "kodiak: ana\nplayers:\n  ÖMER: {cards: [1]}\n  gül: {cards: [2]}\n  ANA: {cards: [], catches: 3}\n")
	r = e.run("", "kodiak", "round", sheet, "--json")
	require.Equal(t, 0, r.code, r.out)
	doc := r.json(t)
	assert.Equal(t, []any{"Ana", "Gül", "Ömer"}, doc["players"])
	assert.Contains(t, r.out, `"Gül": 2`)
	players := doc["round"].(map[string]any)["players"].([]any)
	assert.Equal(t, "Ana", players[0].(map[string]any)["name"], "seat order and spelling of the game")
	assert.Equal(t, "kodiak", players[0].(map[string]any)["role"])
}

// A round left half typed in is kept as a draft; the menu's note names it
// until the round is saved.
func TestDraftNote(t *testing.T) {
	e := newEnv(t)
	f, _, _ := e.factory("", cli.Config{})
	require.NoError(t, kodiak.RunNew(&kodiak.NewOptions{F: f, Players: []string{"Ana", "Ben"}, Name: "d"}))
	assert.Empty(t, kodiak.DraftNote(f))

	f, _, errOut := e.factory("3 c2\n", cli.Config{Accessible: true})
	err := kodiak.RunRound(&kodiak.RoundOptions{F: f})
	require.ErrorIs(t, err, cli.ErrCancel)
	assert.Contains(t, errOut.String(), "kept as a draft in game d")
	assert.Equal(t, `Round 1 is half typed in (Ana: 3 c2 · Ben: –): "Enter a round" goes on with it.`, kodiak.DraftNote(f))

	f, _, _ = e.factory("j\n\n\n\n", cli.Config{Accessible: true})
	require.NoError(t, kodiak.RunRound(&kodiak.RoundOptions{F: f}))
	assert.Empty(t, kodiak.DraftNote(f), "saving the round drops the draft")
}
