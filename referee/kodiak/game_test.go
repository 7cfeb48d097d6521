package kodiak

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"codeberg.org/schiri/schiri/rules"
)

// nextRound is a valid sheet for the game's next round (Kodiak left out):
// Kodiak caught three mice and has no cards left; everyone else holds one card.
func nextRound(g *Game) *Sheet {
	kodiak, _ := g.KodiakNext()
	s := &Sheet{}
	for _, p := range g.Players {
		e := Entry{Name: p, Cards: []Card{5}}
		if p == kodiak {
			e = Entry{Name: p, Cards: []Card{}, Catches: 3}
		}
		s.Players = append(s.Players, e)
	}
	return s
}

func newGame(t *testing.T, players []string, youngest string, cycles, rounds int) *Game {
	t.Helper()
	g, err := NewGame(players, youngest, lengthOf(cycles, rounds))
	require.NoError(t, err)
	return g
}

func TestRotationOverSeveralCycles(t *testing.T) {
	players := []string{"Ana", "Ben", "Cleo", "Dana"}
	g := newGame(t, players, "cleo", 3, 0)
	require.Equal(t, 12, g.RoundsTotal)
	assert.Equal(t, "Cleo", g.Youngest)

	var seen []string
	for !g.Finished() {
		next, ok := g.KodiakNext()
		require.True(t, ok)
		seen = append(seen, next)
		var r Report
		g, r = g.Apply(nextRound(g))
		require.True(t, r.Valid(), "%v", r.Errors)
		assert.Equal(t, next, g.Rounds[len(g.Rounds)-1].Kodiak)
	}
	want := []string{"Cleo", "Dana", "Ana", "Ben", "Cleo", "Dana", "Ana", "Ben", "Cleo", "Dana", "Ana", "Ben"}
	assert.Equal(t, want, seen)
	counts := map[string]int{}
	for _, k := range seen {
		counts[k]++
	}
	for _, p := range players {
		assert.Equal(t, 3, counts[p], "everyone is Kodiak equally often (K6)")
	}
	_, ok := g.KodiakNext()
	assert.False(t, ok)
	assert.Zero(t, g.RoundsLeft())
	require.NoError(t, g.Validate())
}

func TestNewGameLength(t *testing.T) {
	tests := []struct {
		name           string
		players        []string
		cycles, rounds int
		want           int
	}{
		{"default one cycle", []string{"A", "B", "C"}, 0, 0, 3},
		{"cycles", []string{"A", "B", "C"}, 2, 0, 6},
		{"rounds multiple", []string{"A", "B"}, 0, 8, 8},
		{"max players", []string{"A", "B", "C", "D", "E", "F"}, 0, 6, 6},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newGame(t, tt.players, "", tt.cycles, tt.rounds)
			assert.Equal(t, tt.want, g.RoundsTotal)
			assert.Equal(t, tt.players[0], g.Youngest, "default first Kodiak is the first seat")
			assert.Equal(t, tt.players[0], g.KodiakAt(0))
		})
	}
}

func TestNewGameRejects(t *testing.T) {
	tests := []struct {
		name           string
		players        []string
		youngest       string
		cycles, rounds int
		rule           rules.ID // a verdict…
		key            string   // …or an input error
	}{
		{"rounds not a multiple", []string{"Ana", "Ben", "Cleo"}, "", 0, 7, RuleEqualTurns, ""},
		{"rounds fewer than players", []string{"Ana", "Ben", "Cleo"}, "", 0, 2, RuleEqualTurns, ""},
		{"one player", []string{"Ana"}, "", 0, 0, RulePlayersCount, ""},
		{"seven players", []string{"A", "B", "C", "D", "E", "F", "G"}, "", 0, 0, RulePlayersCount, ""},
		{"duplicate", []string{"Ana", "ana"}, "", 0, 0, RulePlayersNames, ""},
		{"empty name", []string{"Ana", " "}, "", 0, 0, RulePlayersNames, ""},
		{"unknown youngest", []string{"Ana", "Ben"}, "Zoe", 0, 0, "", "kodiak.flag.youngest_unknown"},
		{"both lengths", []string{"Ana", "Ben"}, "", 1, 2, "", "kodiak.flag.length_both"},
		{"negative cycles", []string{"Ana", "Ben"}, "", -1, 0, "", "kodiak.flag.cycles_range"},
		{"absurd cycles", []string{"Ana", "Ben"}, "", 1 << 62, 0, "", "kodiak.flag.cycles_range"},
		{"negative rounds", []string{"Ana", "Ben"}, "", 0, -2, "", "kodiak.flag.rounds_range"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := NewGame(tt.players, tt.youngest, lengthOf(tt.cycles, tt.rounds))
			require.Error(t, err)
			assert.Nil(t, g)
			if tt.rule != "" {
				var v *rules.Verdict
				require.True(t, errors.As(err, &v), "want a verdict, got %v", err)
				assert.Equal(t, tt.rule, v.Rule)
				return
			}
			var pe *ParseError
			require.True(t, errors.As(err, &pe), "want an input error, got %v", err)
			assert.Equal(t, tt.key, pe.Key)
		})
	}
}

func TestEqualTurnsSuggestsLengths(t *testing.T) {
	_, err := NewGame([]string{"Ana", "Ben", "Cleo"}, "", lengthOf(0, 7))
	var v *rules.Verdict
	require.True(t, errors.As(err, &v))
	assert.Equal(t, 6, v.Args["Lower"])
	assert.Equal(t, 9, v.Args["Higher"])
}

func TestUndoBackToZero(t *testing.T) {
	players := []string{"Ana", "Ben"}
	g := newGame(t, players, "Ben", 2, 0)
	start := g
	for range 3 {
		var r Report
		g, r = g.Apply(nextRound(g))
		require.True(t, r.Valid())
	}
	require.Equal(t, 3, g.RoundsPlayed())
	for want := 2; want >= 0; want-- {
		var err error
		g, err = g.Undo()
		require.NoError(t, err)
		assert.Equal(t, want, g.RoundsPlayed())
		next, ok := g.KodiakNext()
		require.True(t, ok)
		assert.Equal(t, g.KodiakAt(want), next)
	}
	assert.Equal(t, start, g)
	_, err := g.Undo()
	assert.ErrorIs(t, err, ErrNoRounds)
}

func TestApplyDoesNotChangeTheOldGame(t *testing.T) {
	players := []string{"Ana", "Ben"}
	g := newGame(t, players, "", 0, 0)
	g2, r := g.Apply(nextRound(g))
	require.True(t, r.Valid())
	assert.Empty(t, g.Rounds)
	assert.Len(t, g2.Rounds, 1)
}

func TestRoundAfterTheEnd(t *testing.T) {
	players := []string{"Ana", "Ben"}
	g := newGame(t, players, "", 0, 0)
	for range 2 {
		var r Report
		g, r = g.Apply(nextRound(g))
		require.True(t, r.Valid())
	}
	require.True(t, g.Finished())
	ng, r := g.Apply(nextRound(g))
	assert.Nil(t, ng)
	assert.Equal(t, []rules.ID{RuleFinished}, ruleIDs(r.Errors))
}

func TestGameCheck(t *testing.T) {
	players := []string{"Ana", "Ben", "Cleo"}
	tests := []struct {
		name   string
		sheet  string
		errors []rules.ID
		order  []string // seat order of the returned sheet
	}{
		{
			name:   "kodiak left out",
			sheet:  "players:\n  Ana: {cards: [1, 2, 3]}\n  Ben: {cards: [], catches: 3}\n  Cleo: {cards: [4]}\n",
			errors: []rules.ID{},
			order:  []string{"Ana", "Ben", "Cleo"},
		},
		{
			name:   "kodiak given, other order and case",
			sheet:  "kodiak: BEN\nplayers:\n  cleo: {cards: [4]}\n  ben: {cards: [], catches: 3}\n  ANA: {cards: [1, 2, 3]}\n",
			errors: []rules.ID{},
			order:  []string{"Ana", "Ben", "Cleo"},
		},
		{
			name:   "kodiak differs from the rotation",
			sheet:  "kodiak: Cleo\nplayers:\n  Ana: {cards: [1]}\n  Ben: {cards: [2]}\n  Cleo: {cards: [], catches: 3}\n",
			errors: []rules.ID{RuleRotation},
		},
		{
			name:   "a player missing",
			sheet:  "players:\n  Ana: {cards: [1]}\n  Ben: {cards: [], catches: 3}\n",
			errors: []rules.ID{RulePlayersNames},
		},
		{
			name:   "a stranger",
			sheet:  "players:\n  Ana: {cards: [1]}\n  Ben: {cards: [], catches: 3}\n  Cleo: {cards: [4]}\n  Zoe: {cards: [4]}\n",
			errors: []rules.ID{RulePlayersNames},
		},
		{
			name:   "a player twice",
			sheet:  "players:\n  Ana: {cards: [1]}\n  Ben: {cards: [], catches: 3}\n  ben: {cards: [4]}\n",
			errors: []rules.ID{RulePlayersNames, RulePlayersNames},
		},
		{
			name:   "rules of the round still apply",
			sheet:  "players:\n  Ana: {cards: [1], catches: 1}\n  Ben: {cards: [1, 2, 3]}\n  Cleo: {cards: [4]}\n",
			errors: []rules.ID{RuleOnlyKodiak, RuleOneEmpty},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newGame(t, players, "Ben", 0, 0)
			out, r := g.Check(parse(t, tt.sheet))
			require.NotNil(t, out)
			assert.Equal(t, tt.errors, ruleIDs(r.Errors))
			if tt.order != nil {
				assert.Equal(t, tt.order, names(out))
				assert.Equal(t, "Ben", out.Kodiak)
				assert.Equal(t, 1, out.KodiakIndex())
			}
			ng, r2 := g.Apply(parse(t, tt.sheet))
			assert.Equal(t, r.Valid(), ng != nil)
			assert.Equal(t, ruleIDs(r.Errors), ruleIDs(r2.Errors))
		})
	}
}

func TestGameJSONRoundTrip(t *testing.T) {
	players := []string{"Ana", "Gül"}
	g := newGame(t, players, "Gül", 0, 4)
	g.Name = "Sunday"
	s := &Sheet{Players: []Entry{
		{Name: "Ana", Cards: []Card{Hairball, RedKing, 13}, HairballsOut: 2},
		{Name: "Gül", Cards: []Card{}, Catches: 3},
	}}
	g, r := g.Apply(s)
	require.True(t, r.Valid(), "%v", r.Errors)
	b, err := json.Marshal(g)
	require.NoError(t, err)
	assert.Contains(t, string(b), `"cards":["hairball","red-king","13"]`)
	var back Game
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, g, &back)
	require.NoError(t, back.Validate())
}

func TestValidateCorruptGames(t *testing.T) {
	good := func() *Game {
		g := newGame(t, []string{"Ana", "Ben"}, "", 0, 0)
		g, _ = g.Apply(nextRound(g))
		return g
	}
	tests := []struct {
		name    string
		corrupt func(g *Game)
	}{
		{"no players", func(g *Game) { g.Players = nil }},
		{"duplicate players", func(g *Game) { g.Players[1] = "ana" }},
		{"youngest gone", func(g *Game) { g.Youngest = "Zoe" }},
		{"zero rounds total", func(g *Game) { g.RoundsTotal = 0 }},
		{"uneven rounds total", func(g *Game) { g.RoundsTotal = 3 }},
		{"more rounds than total", func(g *Game) { g.Rounds = append(g.Rounds, g.Rounds[0], g.Rounds[0]) }},
		{"wrong kodiak", func(g *Game) { g.Rounds[0].Kodiak = "Ben" }},
		{"wrong seat", func(g *Game) { g.Rounds[0].Players[0].Name = "Zoe" }},
		{"missing seat", func(g *Game) { g.Rounds[0].Players = g.Rounds[0].Players[:1] }},
		{"negative hairballs", func(g *Game) { g.Rounds[0].Players[1].HairballsOut = -1 }},
	}
	require.NoError(t, good().Validate())
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := good()
			tt.corrupt(g)
			assert.Error(t, g.Validate())
		})
	}
}

func TestKodiakAtNeverPanics(t *testing.T) {
	var g Game
	assert.Equal(t, "", g.KodiakAt(0))
	g.Players = []string{"Ana"}
	assert.Equal(t, "", g.KodiakAt(-1))
	assert.Equal(t, "Ana", g.KodiakAt(5))
	assert.Zero(t, g.RoundsLeft())
}

// lengthOf is the length of NewGame's old signature: 0 means not given.
func lengthOf(cycles, rounds int) Length {
	var l Length
	if cycles != 0 {
		l.Cycles = &cycles
	}
	if rounds != 0 {
		l.Rounds = &rounds
	}
	return l
}

func TestLengthGivenAsZero(t *testing.T) {
	zero := 0
	for _, l := range []Length{{Cycles: &zero}, {Rounds: &zero}} {
		_, err := NewGame([]string{"Ana", "Ben"}, "", l)
		var pe *ParseError
		require.ErrorAs(t, err, &pe)
		assert.Contains(t, []string{"kodiak.flag.cycles_range", "kodiak.flag.rounds_range"}, pe.Key)
		assert.Equal(t, "0", pe.Token)
	}
	one := 1
	_, err := NewGame([]string{"Ana", "Ben"}, "", Length{Cycles: &zero, Rounds: &one})
	var pe *ParseError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, "kodiak.flag.length_both", pe.Key)
}
