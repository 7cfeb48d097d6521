package kodiak

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	referee "codeberg.org/schiri/schiri/referee/kodiak"
	"codeberg.org/schiri/schiri/rules"
)

// sample is the expected result of a file in testdata/samples/kodiak/score, copied from
// the shared examples (the CLI's `score --json` minus the messages).
type sample struct {
	Valid    bool     `json:"valid"`
	Errors   []string `json:"errors"`
	Warnings []string `json:"warnings"`
	Players  []Points `json:"players"`
}

func reasons(vs []*rules.Verdict) []string {
	out := []string{}
	for _, v := range vs {
		out = append(out, string(v.Rule))
	}
	sort.Strings(out)
	return out
}

func sorted(s []string) []string {
	out := append([]string{}, s...)
	sort.Strings(out)
	return out
}

func TestScoreSamples(t *testing.T) {
	files, err := filepath.Glob("../../testdata/samples/kodiak/score/*.yaml")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			raw, err := os.ReadFile(strings.TrimSuffix(file, ".yaml") + ".json")
			require.NoError(t, err)
			var want sample
			require.NoError(t, json.Unmarshal(raw, &want))

			f, err := os.Open(file)
			require.NoError(t, err)
			defer f.Close()
			s, err := referee.ParseSheet(f)
			require.NoError(t, err)

			r := s.Check()
			assert.Equal(t, want.Valid, r.Valid())
			assert.Equal(t, sorted(want.Errors), reasons(r.Errors))
			assert.Equal(t, sorted(want.Warnings), reasons(r.Warnings))
			assert.Equal(t, want.Players, Round(s), "points in seat order, as far as they can be computed")
		})
	}
}

func TestRoundPoints(t *testing.T) {
	s := &referee.Sheet{Kodiak: "Ana", Players: []referee.Entry{
		{Name: "Ana", Cards: []referee.Card{3, referee.RedKing}, Catches: 1},
		{Name: "Ben", Cards: []referee.Card{}, HairballsOut: 1},
		{Name: "Cleo", Cards: []referee.Card{referee.Hairball, 7, referee.BlueKing}},
		{Name: "Dana", Cards: []referee.Card{referee.PeekOwn, referee.PeekOther, referee.Swap, referee.Energy, 0}},
	}}
	want := []Points{
		{Name: "Ana", Role: referee.RoleKodiak, CardsSum: 1, Catches: 1, Total: -4},
		{Name: "Ben", Role: referee.RoleMouse, HairballsOut: 1, Total: 5},
		{Name: "Cleo", Role: referee.RoleMouse, CardsSum: 20, HairballsIn: 1, Total: 30},
		{Name: "Dana", Role: referee.RoleMouse, CardsSum: 40, Total: 40},
	}
	assert.Equal(t, want, Round(s))
}

func TestRoundJSONKeys(t *testing.T) {
	s := &referee.Sheet{Kodiak: "Ana", Players: []referee.Entry{{Name: "Ana", Cards: []referee.Card{}, Catches: 3}}}
	b, err := json.Marshal(Round(s))
	require.NoError(t, err)
	assert.JSONEq(t, `[{"name":"Ana","role":"kodiak","cards_sum":0,"hairballs_in":0,"hairballs_out":0,"catches":3,"total":-15}]`, string(b))
}

// play records rounds where the given player of each round went out with
// no cards and everyone else keeps one card of the given values.
func play(t *testing.T, g *referee.Game, rounds ...map[string]int) *referee.Game {
	t.Helper()
	for _, values := range rounds {
		s := &referee.Sheet{}
		for _, p := range g.Players {
			e := referee.Entry{Name: p, Cards: []referee.Card{}}
			if v, ok := values[p]; ok {
				e.Cards = []referee.Card{referee.Card(v)}
			}
			s.Players = append(s.Players, e)
		}
		// Kodiak catches the rest of their three cards.
		next, _ := g.KodiakNext()
		for i := range s.Players {
			if s.Players[i].Name == next {
				s.Players[i].Catches = referee.KodiakCards - len(s.Players[i].Cards)
			}
		}
		var r referee.Report
		g, r = g.Apply(s)
		require.True(t, r.Valid(), "%v", r.Errors)
	}
	return g
}

func TestTotalsWinnersHistory(t *testing.T) {
	g, err := referee.NewGame([]string{"Ana", "Ben", "Cleo"}, "Ben", referee.Length{})
	require.NoError(t, err)
	assert.Equal(t, []string{}, Winners(g))
	assert.Equal(t, []Standing{{"Ana", 0}, {"Ben", 0}, {"Cleo", 0}}, Totals(g))

	// Round 1: Ben is Kodiak and went out with 3 catches (−15), Ana keeps a 7, Cleo a 0.
	// Round 2: Cleo is Kodiak with one card 2 and 2 catches (2 − 10), Ana out, Ben keeps 13.
	g = play(t, g, map[string]int{"Ana": 7, "Cleo": 0}, map[string]int{"Cleo": 2, "Ben": 13})
	assert.Equal(t, []Standing{{"Ana", 7}, {"Ben", -2}, {"Cleo", -8}}, Totals(g))
	assert.Equal(t, []string{}, Winners(g), "no winners before the end")
	assert.Equal(t, []string{"Cleo"}, Leaders(Totals(g)))

	// Round 3: Ana is Kodiak, Ben went out, Cleo keeps a 6: a three-way tie at −2.
	g = play(t, g, map[string]int{"Ana": 1, "Cleo": 6})
	require.True(t, g.Finished())
	assert.Equal(t, []Standing{{"Ana", -2}, {"Ben", -2}, {"Cleo", -2}}, Totals(g))
	assert.Equal(t, []string{"Ana", "Ben", "Cleo"}, Winners(g), "equal totals share the win")

	h := History(g)
	require.Len(t, h, 3)
	assert.Equal(t, []string{"Ben", "Cleo", "Ana"}, []string{h[0].Kodiak, h[1].Kodiak, h[2].Kodiak})
	assert.Equal(t, 1, h[0].Number)
	assert.Equal(t, []Standing{{"Ana", 7}, {"Ben", -15}, {"Cleo", 0}}, h[0].Running)
	assert.Equal(t, Totals(g), h[2].Running)
	assert.Equal(t, -8, h[1].Points[2].Total)
}

func TestLeaders(t *testing.T) {
	assert.Nil(t, Leaders(nil))
	assert.Equal(t, []string{"B"}, Leaders([]Standing{{"A", 3}, {"B", -1}, {"C", 0}}))
	assert.Equal(t, []string{"A", "C"}, Leaders([]Standing{{"A", 0}, {"B", 1}, {"C", 0}}))
}
