package katzundmaus

import (
	"bytes"
	"encoding/json"
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/locales"
	km "codeberg.org/schiri/schiri/referee/katzundmaus"
	"codeberg.org/schiri/schiri/referee/katzundmaus/coach"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// samples are the shared examples, copied next to the referee.
const samples = "../../testdata/samples/katzundmaus/check"

type env struct {
	f           *cli.Factory
	in          *bytes.Buffer
	out, errOut *bytes.Buffer
}

func newEnv(t testing.TB, lang string, asJSON bool) *env {
	ios, in, out, errOut := cli.Test()
	f := &cli.Factory{
		IO:   ios,
		Now:  func() time.Time { return time.Unix(1700000000, 0) },
		Rand: func(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed)) },
	}
	dir := t.TempDir()
	f.SetConfig(&cli.Config{Lang: lang, JSON: asJSON, NoColor: true, DataDir: dir})
	return &env{f: f, in: in, out: out, errOut: errOut}
}

func (e *env) json(t *testing.T) map[string]any {
	var doc map[string]any
	require.NoError(t, json.Unmarshal(e.out.Bytes(), &doc), e.out.String())
	return doc
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", "golden", name)
	if *update {
		require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, string(want), got)
}

// TestCheckSamples runs every shared sample through the command, comparing
// what the contract's checker compares.
func TestCheckSamples(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(samples, "*.position.json"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, pos := range files {
		base := strings.TrimSuffix(pos, ".position.json")
		t.Run(filepath.Base(base), func(t *testing.T) {
			var want struct {
				Legal        bool       `json:"legal"`
				Applied      float64    `json:"applied"`
				TurnOver     bool       `json:"turn_over"`
				Winner       any        `json:"winner"`
				Error        any        `json:"error"`
				Build        [][]string `json:"build"`
				Mover        string     `json:"mover"`
				MoverDiscard [][]string `json:"mover_discard"`
				MoverStock   int        `json:"mover_stock_count"`
			}
			data, err := os.ReadFile(base + ".expected.json")
			require.NoError(t, err)
			require.NoError(t, json.Unmarshal(data, &want))
			moves, err := os.ReadFile(base + ".moves")
			require.NoError(t, err)

			e := newEnv(t, "en", true)
			err = RunCheck(&CheckOptions{F: e.f, Position: pos, Moves: strings.Fields(string(moves))})
			if want.Legal {
				require.NoError(t, err)
			} else {
				require.ErrorIs(t, err, cli.ErrVerdict)
			}
			doc := e.json(t)
			assert.Equal(t, want.Legal, doc["legal"])
			assert.Equal(t, want.Applied, doc["applied"])
			assert.Equal(t, want.TurnOver, doc["turn_over"])
			assert.Equal(t, want.Winner, doc["winner"])
			if want.Error != nil {
				werr, gerr := want.Error.(map[string]any), doc["error"].(map[string]any)
				assert.Equal(t, werr["index"], gerr["index"])
				assert.Equal(t, werr["reason"], gerr["reason"])
				assert.Equal(t, werr["move"], gerr["move"])
				assert.NotEmpty(t, gerr["message"])
			} else {
				assert.Nil(t, doc["error"])
			}
			var got struct {
				Build   [][]string `json:"build"`
				Players map[string]struct {
					Stock   []string   `json:"stock"`
					Discard [][]string `json:"discard"`
				} `json:"players"`
			}
			raw, err := json.Marshal(doc["position"])
			require.NoError(t, err)
			require.NoError(t, json.Unmarshal(raw, &got))
			assert.Equal(t, want.Build, got.Build)
			assert.Equal(t, want.MoverDiscard, got.Players[want.Mover].Discard)
			assert.Len(t, got.Players[want.Mover].Stock, want.MoverStock)
		})
	}
}

func TestCheckText(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		e := newEnv(t, lang, false)
		err := RunCheck(&CheckOptions{F: e.f, Position: filepath.Join(samples, "pos003.position.json"),
			Moves: []string{"d1-b3 h6-b2", "d1-b2", "h5-b2"}})
		require.ErrorIs(t, err, cli.ErrVerdict)
		golden(t, "check-pos003."+lang+".txt", e.out.String())

		e = newEnv(t, lang, false)
		require.NoError(t, RunCheck(&CheckOptions{F: e.f, Position: filepath.Join(samples, "pos008.position.json"),
			Moves: []string{"d3-b4", "hA-b1", "hQ-b2"}}))
		golden(t, "check-pos008."+lang+".txt", e.out.String())
	}
}

func writeFile(t *testing.T, name, content string) string {
	path := filepath.Join(t.TempDir(), name)
	require.NoError(t, os.WriteFile(path, []byte(content), 0o600))
	return path
}

const smallPosition = `{"turn": "A", "starts": "A", "talon": 30,
 "build": [["A","2","3"], [], ["A","K"], []],
 "players": {
   "A": {"stock_top": "4", "stock_count": 9, "hand": ["5","K","9","9","2"],
         "discard": [["7","3"], [], [], []]},
   "B": {"stock_top": "J", "stock_count": 12, "hand_count": 5,
         "discard": [[], [], [], []]}}}`

func TestCheckInvalidPosition(t *testing.T) {
	pos := writeFile(t, "p.json", strings.Replace(smallPosition, `["A","2","3"]`, `["A","3"]`, 1))
	e := newEnv(t, "en", true)
	err := RunCheck(&CheckOptions{F: e.f, Position: pos, Moves: []string{"h5-b1"}})
	require.ErrorIs(t, err, cli.ErrVerdict)
	doc := e.json(t)
	assert.Equal(t, false, doc["legal"])
	assert.Nil(t, doc["position"])
	assert.Equal(t, "katzundmaus.position.invalid", doc["error"].(map[string]any)["reason"])
	assert.Equal(t, "build pile 1 is out of sequence: card 2 is 3, where only 2 or a king can lie",
		doc["error"].(map[string]any)["message"])
	assert.Len(t, doc["problems"], 1)

	e = newEnv(t, "de", false)
	err = RunMoves(&MovesOptions{F: e.f, Position: pos})
	require.ErrorIs(t, err, cli.ErrVerdict)
	assert.Equal(t, "Diese Stellung kann in keinem Spiel vorkommen:\n"+
		"  - Spielstapel 1 ist nicht in Folge: Karte 2 ist 3, dort darf aber nur 2 oder ein König liegen (Regel katzundmaus.position.invalid)\n",
		e.out.String())
}

func TestCheckInputErrors(t *testing.T) {
	pos := writeFile(t, "p.json", smallPosition)
	bad := writeFile(t, "bad.json", strings.Replace(smallPosition, `"9","2"`, `"9","X"`, 1))
	tests := []struct {
		name, pos string
		moves     []string
		key       string
		file      string
		line      int
		token     string
	}{
		{"bad move", pos, []string{"h5-b1", "h5-b9"}, "katzundmaus.error.move", "", 0, "h5-b9"},
		{"bad card", bad, nil, "katzundmaus.parse.card", bad, 4, "X"},
		{"missing file", "nope.json", nil, "core.error.file_missing", "nope.json", 0, ""},
		{"unknown stock card", pos, []string{"s-b1", "s-b3"}, "katzundmaus.error.unknown", "", 0, "s-b3"},
		{"unknown hand card", pos, []string{"h9-d1", "h5-b1"}, "katzundmaus.error.unknown", "", 0, "h5-b1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := newEnv(t, "en", true)
			err := RunCheck(&CheckOptions{F: e.f, Position: tc.pos, Moves: tc.moves})
			var ie *cli.InputError
			require.ErrorAs(t, err, &ie)
			assert.Equal(t, tc.key, ie.Key)
			assert.Equal(t, tc.file, ie.File)
			assert.Equal(t, tc.line, ie.Line)
			assert.Equal(t, tc.token, ie.Token)
			assert.Empty(t, e.out.String(), "the error document is printed centrally")
			msg := e.f.T(ie.Key, ie.Args)
			assert.NotContains(t, msg, "<no value>")
			assert.NotEqual(t, ie.Key, msg)
		})
	}
	e := newEnv(t, "en", false)
	err := RunCheck(&CheckOptions{F: e.f, Position: pos, Moves: []string{"s-b1", "hK-b2", "s-b3"}})
	var ie *cli.InputError
	require.ErrorAs(t, err, &ie)
	assert.Equal(t, "move 3 (s-b3): the position does not show A's stock top, so this move cannot be decided (rule katzundmaus.position.unknown)",
		e.f.T(ie.Key, ie.Args))
}

func TestMoves(t *testing.T) {
	pos := writeFile(t, "p.json", smallPosition)
	e := newEnv(t, "en", true)
	require.NoError(t, RunMoves(&MovesOptions{F: e.f, Position: pos}))
	doc := e.json(t)
	assert.Equal(t, "A", doc["turn"])
	assert.EqualValues(t, 22, doc["count"])
	var gs []group
	raw, _ := json.Marshal(doc["groups"])
	require.NoError(t, json.Unmarshal(raw, &gs))
	var sources []string
	for _, g := range gs {
		sources = append(sources, g.Source)
	}
	assert.Equal(t, []string{"h2", "h5", "h9", "hK", "s", "d1"}, sources)
	assert.Equal(t, []string{"s-b1"}, gs[4].Moves)
	assert.Equal(t, []string{"d1-b3"}, gs[5].Moves)

	e = newEnv(t, "en", false)
	require.NoError(t, RunMoves(&MovesOptions{F: e.f, Position: pos}))
	golden(t, "moves.en.txt", e.out.String())
}

func TestDeal(t *testing.T) {
	e := newEnv(t, "en", true)
	require.NoError(t, RunDeal(&DealOptions{F: e.f, Seed: 42, SeedSet: true}))
	assert.Empty(t, e.errOut.String())
	want, err := json.Marshal(km.Deal(42))
	require.NoError(t, err)
	assert.JSONEq(t, string(want), e.out.String())

	// Without --json: the board, both hands open.
	e = newEnv(t, "en", false)
	require.NoError(t, RunDeal(&DealOptions{F: e.f, Seed: 42, SeedSet: true}))
	assert.Contains(t, e.out.String(), "hand: 10 10 3 2 Q")
	assert.Contains(t, e.out.String(), "hand: 6 8 4 Q 7")
	assert.NotContains(t, e.out.String(), "{")

	// Without a seed one is drawn and named, so the deal can be repeated.
	e = newEnv(t, "en", true)
	require.NoError(t, RunDeal(&DealOptions{F: e.f}))
	m := regexp.MustCompile(`seed (\d+)`).FindStringSubmatch(e.errOut.String())
	require.Len(t, m, 2, e.errOut.String())
	seed, err := km.ParseSeed(m[1])
	require.NoError(t, err)
	again := newEnv(t, "en", true)
	require.NoError(t, RunDeal(&DealOptions{F: again.f, Seed: seed, SeedSet: true}))
	assert.Equal(t, again.out.String(), e.out.String())
}

// botGame plays seed to its end with the bot on both sides and returns the
// record and the lines A typed.
func botGame(t *testing.T, seed uint64) (*km.Record, *km.Game) {
	g := km.Deal(seed)
	rec := &km.Record{Seed: seed}
	bots := [2]km.Strategy{&km.Bot{}, &km.Bot{}}
	for !g.Over() {
		p := g.Turn()
		m := bots[p].Next(g)
		require.Nil(t, g.Play(m))
		rec.Add(p, m)
	}
	return rec, g
}

func TestReplay(t *testing.T) {
	rec, end := botGame(t, 9)
	file := writeFile(t, "game.txt", "# bot against bot\n"+rec.String())
	e := newEnv(t, "en", true)
	require.NoError(t, RunReplay(&ReplayOptions{F: e.f, Record: file}))
	doc := e.json(t)
	assert.Equal(t, true, doc["ok"])
	assert.Equal(t, true, doc["finished"])
	assert.Equal(t, end.Result().String(), doc["winner"])
	assert.Equal(t, string(end.EndRule()), doc["decided_by"])
	assert.Nil(t, doc["error"])

	bad := writeFile(t, "bad.txt", "seed 1\nA: h6-d1\nB: h3-d1 h8-d2\n")
	e = newEnv(t, "en", true)
	require.ErrorIs(t, RunReplay(&ReplayOptions{F: e.f, Record: bad}), cli.ErrVerdict)
	doc = e.json(t)
	assert.Equal(t, false, doc["ok"])
	assert.Equal(t, map[string]any{"line": 3.0, "index": 2.0, "move": "h8-d2", "reason": "katzundmaus.turn.discard-ends",
		"message": "B's turn ended with h3-d1: the next move is the other player's, on the next line"}, doc["error"])

	e = newEnv(t, "de", false)
	require.ErrorIs(t, RunReplay(&ReplayOptions{F: e.f, Record: bad}), cli.ErrVerdict)
	golden(t, "replay-bad.de.txt", e.out.String())

	broken := writeFile(t, "broken.txt", "seed 1\nA: h6-d1\nB: h3-x1\n")
	e = newEnv(t, "en", true)
	err := RunReplay(&ReplayOptions{F: e.f, Record: broken})
	var ie *cli.InputError
	require.ErrorAs(t, err, &ie)
	assert.Equal(t, 3, ie.Line)
	assert.Equal(t, "h3-x1", ie.Token)
	assert.Equal(t, broken, ie.File)
}

// TestPlayWholeGame types the bot's own moves for A, so the game runs to
// the same end as a bot-against-bot game.
func TestPlayWholeGame(t *testing.T) {
	rec, end := botGame(t, 5)
	var input strings.Builder
	input.WriteString("help\nmoves\nh1-b1\n") // words and a bad move first
	for _, turn := range rec.Turns {
		if turn.Player != km.A {
			continue
		}
		for _, m := range turn.Moves {
			input.WriteString(m.String() + " ")
		}
		input.WriteString("\n")
	}
	e := newEnv(t, "en", true)
	e.in.WriteString(input.String())
	recFile := filepath.Join(t.TempDir(), "game.txt")
	require.NoError(t, RunPlay(&PlayOptions{F: e.f, Seed: 5, SeedSet: true, Vs: "bot", Level: coach.LevelBot, Record: recFile}))
	doc := e.json(t)
	assert.Equal(t, true, doc["finished"])
	assert.Equal(t, end.Result().String(), doc["winner"])
	assert.Equal(t, rec.String(), doc["record"])
	saved, err := os.ReadFile(recFile)
	require.NoError(t, err)
	assert.Equal(t, rec.String(), string(saved))
	dialogue := e.errOut.String()
	assert.Contains(t, dialogue, "You play A and start")
	assert.Contains(t, dialogue, "h<rank>-b<pile>")
	assert.Contains(t, dialogue, `"h1-b1": "1" is not a rank`)
	assert.Contains(t, dialogue, "The bot (B) plays:")
}

func TestPlayRefusesAndStops(t *testing.T) {
	e := newEnv(t, "en", false)
	// Deal(1): A holds 6 2 10 9 Q, the stock top is K.
	e.in.WriteString("h6-b1\nh6-d1 h2-d1\nquit\n")
	require.NoError(t, RunPlay(&PlayOptions{F: e.f, Seed: 1, SeedSet: true, Vs: "human"}))
	out := e.out.String()
	assert.Contains(t, out, "h6-b1 is not allowed: build pile 1 is empty: it starts with an ace (or a king); a 6 does not fit (rule katzundmaus.build.sequence)")
	assert.Contains(t, out, "Your turn is over; not played: h2-d1")
	assert.Contains(t, out, "B> ")
	assert.Contains(t, out, "Game stopped before its end; it is saved: schiri katzundmaus play --game katzundmaus-1 goes on.")

	e = newEnv(t, "en", false)
	err := RunPlay(&PlayOptions{F: e.f, Vs: "cat"})
	var ie *cli.InputError
	require.ErrorAs(t, err, &ie)
	assert.Equal(t, "cat", ie.Token)
}

// TestMessagesExist: every message key the game uses is in both catalogs,
// and every plural message gets its Count.
func TestMessagesExist(t *testing.T) {
	re := regexp.MustCompile(`"(katzundmaus\.[a-z_]+\.[a-z_.]+)"`)
	keys := map[string]bool{}
	for _, dir := range []string{".", "../../referee/katzundmaus"} {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		require.NoError(t, err)
		for _, file := range files {
			if strings.HasSuffix(file, "_test.go") {
				continue
			}
			src, err := os.ReadFile(file)
			require.NoError(t, err)
			for _, m := range re.FindAllStringSubmatch(string(src), -1) {
				keys[m[1]] = true
			}
		}
	}
	require.Greater(t, len(keys), 50)
	all := make([]string, 0, len(keys))
	for k := range keys {
		all = append(all, k)
	}
	sort.Strings(all)
	for _, lang := range locales.Languages {
		l := locales.New(lang)
		for _, k := range all {
			if strings.HasPrefix(k, "katzundmaus.end.") || strings.HasPrefix(k, "katzundmaus.build.") ||
				strings.HasPrefix(k, "katzundmaus.source.") || strings.HasPrefix(k, "katzundmaus.turn.") ||
				strings.HasPrefix(k, "katzundmaus.position.") {
				continue // clause IDs, not messages
			}
			assert.True(t, l.Has(k), "%s: %s", lang, k)
		}
	}
}
