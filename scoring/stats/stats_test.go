package stats_test

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	cn "codeberg.org/schiri/schiri/referee/codenames"
	ins "codeberg.org/schiri/schiri/referee/instinkt"
	km "codeberg.org/schiri/schiri/referee/katzundmaus"
	kodiak "codeberg.org/schiri/schiri/referee/kodiak"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func day(d int) time.Time { return time.Date(2026, 3, d, 20, 0, 0, 0, time.UTC) }

// hand is one player's line of a round: the cards kept (nil: went out) and
// Kodiak's catches.
type hand struct {
	cards   []int
	catches int
}

// kodiakGame plays the rounds given (each: a hand per seat) and checks
// every sheet through the referee.
func kodiakGame(t *testing.T, players []string, rounds ...[]hand) *kodiak.Game {
	t.Helper()
	g, err := kodiak.NewGame(players, "", kodiak.Length{})
	require.NoError(t, err)
	for _, r := range rounds {
		s := &kodiak.Sheet{}
		for i, h := range r {
			e := kodiak.Entry{Name: players[i], Cards: []kodiak.Card{}, Catches: h.catches}
			for _, c := range h.cards {
				e.Cards = append(e.Cards, kodiak.Card(c))
			}
			s.Players = append(s.Players, e)
		}
		next, rep := g.Apply(s)
		require.True(t, rep.Valid(), "%v", rep.Errors)
		g = next
	}
	return g
}

func out(c int) hand      { return hand{cards: nil, catches: c} }
func keep(cs ...int) hand { return hand{cards: cs} }
func kodiakKeeps(c int, catches int) hand {
	return hand{cards: []int{c}, catches: catches}
}

// kodiakSet is three games worked out by hand (see TestKodiakByHand).
func kodiakSet(t *testing.T) []KodiakGame {
	// K1, day 1: Ana is Kodiak first. Totals Ana −4, Ben −7, Jörg 1: Ben wins.
	k1 := kodiakGame(t, []string{"Ana", "Ben", "Jörg"},
		[]hand{kodiakKeeps(2, 2), out(0), keep(7)}, // −8, 0, 7
		[]hand{keep(4), out(3), keep(1)},           // 4, −15, 1
		[]hand{out(0), keep(8), kodiakKeeps(3, 2)}, // 0, 8, −7
	)
	// K2, day 2: Jörg spelled "jörg", Ana "ANA". Totals Cleo −6, jörg −7,
	// ANA −7: a shared win.
	k2 := kodiakGame(t, []string{"Cleo", "jörg", "ANA"},
		[]hand{out(3), keep(6), keep(5)}, // −15, 6, 5
		[]hand{keep(9), out(3), keep(3)}, // 9, −15, 3
		[]hand{keep(0), keep(2), out(3)}, // 0, 2, −15
	)
	// K3, day 3: unfinished (one round of three); it counts for nothing but
	// the spelling of Ana's name and that Dave is a known player.
	k3 := kodiakGame(t, []string{"Ana", "Dave", "Ben"}, []hand{out(3), keep(4), keep(5)})
	require.True(t, k1.Finished())
	require.True(t, k2.Finished())
	require.False(t, k3.Finished())
	return []KodiakGame{{ID: "k1", Created: day(1), Game: k1}, {ID: "k2", Created: day(2), Game: k2}, {ID: "k3", Created: day(3), Game: k3}}
}

func TestKodiakByHand(t *testing.T) {
	doc, err := Compute(Games{Kodiak: kodiakSet(t)}, Options{})
	require.NoError(t, err)
	assert.Nil(t, doc.Since)
	assert.Equal(t, 2, doc.Kodiak.Games, "the unfinished game does not count")
	want := []Player{
		// Ben: K1 only, rounds 0, −15, 8; Kodiak in round 2 (−15, 3 catches).
		{Name: "Ben", Games: 1, Wins: 1, WinRate: 1, AverageTotal: -7, BestTotal: -7,
			Rounds: 3, AverageRound: -2.33, RoundsAsKodiak: 1, AverageRoundAsKodiak: -15, Catches: 3},
		// Ana: K1 −4 (−8, 4, 0) and K2 −7 (5, 3, −15), a shared win; named as in K3.
		{Name: "Ana", Games: 2, Wins: 1, WinRate: 0.5, AverageTotal: -5.5, BestTotal: -7,
			Rounds: 6, AverageRound: -1.83, RoundsAsKodiak: 2, AverageRoundAsKodiak: -11.5, Catches: 5},
		// Jörg: K1 1 (7, 1, −7) and K2 −7 (6, −15, 2), named as in K2.
		{Name: "jörg", Games: 2, Wins: 1, WinRate: 0.5, AverageTotal: -3, BestTotal: -7,
			Rounds: 6, AverageRound: -1, RoundsAsKodiak: 2, AverageRoundAsKodiak: -11, Catches: 5},
		// Cleo: K2 −6 (−15, 9, 0), no win.
		{Name: "Cleo", Games: 1, Wins: 0, WinRate: 0, AverageTotal: -6, BestTotal: -6,
			Rounds: 3, AverageRound: -2, RoundsAsKodiak: 1, AverageRoundAsKodiak: -15, Catches: 3},
	}
	require.Len(t, doc.Kodiak.Players, len(want))
	for i := range want {
		assert.Equal(t, want[i], doc.Kodiak.Players[i], "player %d", i)
	}
}

func TestKodiakSince(t *testing.T) {
	// from day 2 at midnight UTC: K2 and K3; the time of day does not matter
	doc, err := Compute(Games{Kodiak: kodiakSet(t)}, Options{Since: at(time.Date(2026, 3, 2, 23, 59, 0, 0, time.UTC))})
	require.NoError(t, err)
	require.NotNil(t, doc.Since)
	assert.Equal(t, "2026-03-02", *doc.Since)
	assert.Equal(t, 1, doc.Kodiak.Games)
	want := []Player{
		{Name: "Ana", Games: 1, Wins: 1, WinRate: 1, AverageTotal: -7, BestTotal: -7,
			Rounds: 3, AverageRound: -2.33, RoundsAsKodiak: 1, AverageRoundAsKodiak: -15, Catches: 3},
		{Name: "jörg", Games: 1, Wins: 1, WinRate: 1, AverageTotal: -7, BestTotal: -7,
			Rounds: 3, AverageRound: -2.33, RoundsAsKodiak: 1, AverageRoundAsKodiak: -15, Catches: 3},
		{Name: "Cleo", Games: 1, Wins: 0, WinRate: 0, AverageTotal: -6, BestTotal: -6,
			Rounds: 3, AverageRound: -2, RoundsAsKodiak: 1, AverageRoundAsKodiak: -15, Catches: 3},
	}
	assert.Equal(t, want, doc.Kodiak.Players, "ties broken by name; Ben played no game since")

	doc, err = Compute(Games{Kodiak: kodiakSet(t)}, Options{Since: at(day(4))})
	require.NoError(t, err)
	assert.Equal(t, 0, doc.Kodiak.Games)
	assert.Equal(t, []Player{}, doc.Kodiak.Players)
}

func TestPlayer(t *testing.T) {
	games := Games{Kodiak: kodiakSet(t)}
	for _, name := range []string{"JÖRG", "jo\u0308rg", " Jörg "} {
		doc, err := Compute(games, Options{Player: name})
		require.NoError(t, err, name)
		require.Len(t, doc.Kodiak.Players, 1, name)
		assert.Equal(t, "jörg", doc.Kodiak.Players[0].Name)
		assert.Equal(t, 2, doc.Kodiak.Players[0].Games)
		assert.Equal(t, 2, doc.Kodiak.Games, "--player keeps the games count of all players")
	}

	// Dave played only the unfinished game: known, but with nothing to show
	doc, err := Compute(games, Options{Player: "dave"})
	require.NoError(t, err)
	assert.Equal(t, []Player{}, doc.Kodiak.Players)

	_, err = Compute(games, Options{Player: "Jorg"})
	var up *UnknownPlayerError
	require.ErrorAs(t, err, &up)
	assert.Equal(t, "Jorg", up.Name)
	assert.Equal(t, []string{"Ana", "Ben", "Cleo", "Dave", "jörg"}, up.Known, "every known player, as last spelled")
	assert.Equal(t, up.Known, Players(games.Kodiak))
}

// codenamesWon plays a game in which the starting team finds all its cards.
func codenamesWon(t *testing.T, g *cn.Game) *cn.Game {
	t.Helper()
	s := g.Setup()
	team := g.Turn()
	var mine []int
	for i, c := range s.Grid {
		if c.Team() == team {
			mine = append(mine, i)
		}
	}
	var err error
	g, err = g.Apply(cn.ClueMove(clueWord(s.Words), len(mine)))
	require.NoError(t, err)
	for _, i := range mine {
		g, err = g.Apply(cn.GuessMove(i/s.Cols+1, i%s.Cols+1))
		require.NoError(t, err)
	}
	require.True(t, g.Over())
	return g
}

// codenamesAssassin plays a game in which the starting team hits the assassin.
func codenamesAssassin(t *testing.T, g *cn.Game) *cn.Game {
	t.Helper()
	s := g.Setup()
	g, err := g.Apply(cn.ClueMove(clueWord(s.Words), 1))
	require.NoError(t, err)
	for i, c := range s.Grid {
		if c == cn.CardAssassin {
			g, err = g.Apply(cn.GuessMove(i/s.Cols+1, i%s.Cols+1))
			require.NoError(t, err)
		}
	}
	require.True(t, g.Over())
	return g
}

// clueWord is a clue that clashes with none of the board's words.
func clueWord(words []string) string {
	for _, w := range []string{"Quokka", "Zebu", "Yak"} {
		clash := false
		for _, b := range words {
			clash = clash || cn.Clash(w, b, cn.English)
		}
		if !clash {
			return w
		}
	}
	panic("no clue word")
}

func TestCodenames(t *testing.T) {
	var games []CodenamesGame
	for i, play := range []func(*testing.T, *cn.Game) *cn.Game{codenamesWon, codenamesAssassin, codenamesAssassin, nil} {
		g := newCodenames(t, i, []cn.Team{cn.Red, cn.Red, cn.Blue, cn.Red}[i])
		if play != nil {
			g = play(t, g)
		}
		games = append(games, CodenamesGame{ID: fmt.Sprint("c", i), Created: day(i + 1), Game: g})
	}
	// 1: red finds all (red wins); 2: red hits the assassin (blue wins);
	// 3: blue hits the assassin (red wins); 4: unfinished
	doc, err := Compute(Games{Codenames: games}, Options{})
	require.NoError(t, err)
	assert.Equal(t, CodenamesDoc{Games: 3, Wins: Teams{Red: 2, Blue: 1}, Assassin: 2}, doc.Codenames)

	doc, err = Compute(Games{Codenames: games}, Options{Since: at(day(3))})
	require.NoError(t, err)
	assert.Equal(t, CodenamesDoc{Games: 1, Wins: Teams{Red: 1}, Assassin: 1}, doc.Codenames)
}

// instinktGame replays a sample record, keeping its first lines only when
// lines > 0.
func instinktGame(t *testing.T, name string, lines int) *ins.Game {
	t.Helper()
	data, err := os.ReadFile("../../testdata/samples/instinkt/replay/" + name + ".txt")
	require.NoError(t, err)
	text := string(data)
	if lines > 0 {
		text = strings.Join(strings.Split(text, "\n")[:lines], "\n")
	}
	rec, err := ins.ParseRecord(strings.NewReader(text))
	require.NoError(t, err)
	res := ins.Replay(rec)
	require.True(t, res.OK())
	return res.Game
}

func TestInstinkt(t *testing.T) {
	w2, _ := ins.ParseCard("W2")
	b2, _ := ins.ParseCard("B2")
	level := [2]ins.Hand{ins.White: {Given: true, Cards: []ins.Card{w2}}, ins.Black: {Given: true, Cards: []ins.Card{b2}}}
	games := []InstinktGame{
		// 8:8 with 3 scoring cards each; the level hands make it a draw
		{Created: day(1), Game: instinktGame(t, "game000-ok", 0), Hands: level},
		{Created: day(2), Game: instinktGame(t, "game001-ok", 0)}, // white 11:8
		{Created: day(3), Game: instinktGame(t, "game002-ok", 0)}, // white 5:4
		{Created: day(4), Game: instinktGame(t, "game003-ok", 0)}, // black 9:8
		{Created: day(5), Game: instinktGame(t, "game001-ok", 6)}, // unfinished
	}
	doc, err := Compute(Games{Instinkt: games}, Options{})
	require.NoError(t, err)
	assert.Equal(t, InstinktDoc{Games: 4, Wins: InstinktWins{White: 2, Black: 1, Draw: 1},
		AveragePoints: Colours{White: 8, Black: 7.25}}, doc.Instinkt)

	// without the hands, game000 is undecided: finished, but no one's win
	games[0].Hands = [2]ins.Hand{}
	doc, err = Compute(Games{Instinkt: games}, Options{})
	require.NoError(t, err)
	assert.Equal(t, InstinktWins{White: 2, Black: 1}, doc.Instinkt.Wins)
	assert.Equal(t, 4, doc.Instinkt.Games)
}

// katzPosition is a Katz und Maus game from a position (SPEC §4) with the
// given stocks, talon and hands, after the moves.
func katzPosition(t *testing.T, stockA, stockB, talon string, moves ...string) *km.Game {
	t.Helper()
	pos := fmt.Sprintf(`{"turn": "B", "starts": "A", "talon": %s, "build": [[], [], [], []],
	 "players": {"A": {"stock": %s, "hand": ["9"], "discard": [[], [], [], []]},
	             "B": {"stock": %s, "hand": ["9", "8"], "discard": [[], [], [], []]}}}`, talon, stockA, stockB)
	g, err := km.ParsePosition(strings.NewReader(pos))
	require.NoError(t, err)
	for _, m := range moves {
		mv, err := km.ParseMove(m)
		require.NoError(t, err)
		g, err = g.Apply(mv)
		require.NoError(t, err)
	}
	return g
}

func TestKatz(t *testing.T) {
	wonA := katzPosition(t, `[]`, `["5"]`, `["3"]`)
	wonB := katzPosition(t, `["5"]`, `[]`, `["3"]`)
	// the round ends with an empty talon and equal stocks: a draw (M4)
	drawn := katzPosition(t, `["5"]`, `["6"]`, `[]`, "h9-d1")
	running := katzPosition(t, `["5"]`, `["6"]`, `["3"]`)
	require.Equal(t, km.WonByA, wonA.Result())
	require.Equal(t, km.WonByB, wonB.Result())
	require.Equal(t, km.Drawn, drawn.Result())
	require.False(t, running.Over())
	games := []KatzGame{
		{Created: day(1), Game: wonA, VsBot: true, Human: km.A},
		{Created: day(1), Game: wonB, VsBot: true, Human: km.A},
		{Created: day(2), Game: wonB, VsBot: true, Human: km.A},
		{Created: day(2), Game: drawn, VsBot: true, Human: km.A},
		{Created: day(3), Game: wonA, VsBot: false},
		{Created: day(3), Game: wonB, VsBot: true, Human: km.B},
		{Created: day(3), Game: running, VsBot: true, Human: km.A},
	}
	doc, err := Compute(Games{Katz: games}, Options{})
	require.NoError(t, err)
	assert.Equal(t, KatzDoc{Games: 6, VsBot: Results{Won: 2, Lost: 2, Draw: 1}}, doc.Katz)
}

func TestEmptyDocument(t *testing.T) {
	doc, err := Compute(Games{}, Options{})
	require.NoError(t, err)
	b, err := json.Marshal(doc)
	require.NoError(t, err)
	assert.JSONEq(t, `{"since": null,
		"kodiak": {"games": 0, "players": []},
		"codenames": {"games": 0, "wins": {"red": 0, "blue": 0}, "assassin": 0},
		"instinkt": {"games": 0, "wins": {"white": 0, "black": 0, "draw": 0}, "average_points": {"white": 0, "black": 0}},
		"katzundmaus": {"games": 0, "vs_bot": {"won": 0, "lost": 0, "draw": 0}}}`, string(b))
}

func TestDocumentKeys(t *testing.T) {
	doc, err := Compute(Games{Kodiak: kodiakSet(t)}, Options{Player: "ben", Since: at(day(1))})
	require.NoError(t, err)
	b, err := json.Marshal(doc)
	require.NoError(t, err)
	var m map[string]any
	require.NoError(t, json.Unmarshal(b, &m))
	assert.Equal(t, "2026-03-01", m["since"])
	p := m["kodiak"].(map[string]any)["players"].([]any)[0].(map[string]any)
	assert.Equal(t, map[string]any{"name": "Ben", "games": 1.0, "wins": 1.0, "win_rate": 1.0,
		"average_total": -7.0, "best_total": -7.0, "rounds": 3.0, "average_round": -2.33,
		"rounds_as_kodiak": 1.0, "average_round_as_kodiak": -15.0, "catches": 3.0}, p)
}

func TestMean(t *testing.T) {
	for _, c := range []struct {
		sum, n int
		want   float64
	}{
		{0, 0, 0}, {2, 5, 0.4}, {206, 25, 8.24}, {1, 3, 0.33}, {2, 3, 0.67}, {-1, 3, -0.33}, {-2, 3, -0.67},
		{1, 8, 0.13}, {-1, 8, -0.13}, {3, 8, 0.38}, {1649, 200, 8.25}, {-11, 6, -1.83}, {55, 2, 27.5},
	} {
		assert.Equal(t, c.want, Mean(c.sum, c.n), "%d/%d", c.sum, c.n)
	}
}

func at(t time.Time) *time.Time { return &t }

// The first day of year 1 is a day like any other (issue 29.7: it printed
// "since": null, taken for "no --since").
func TestSinceYearOne(t *testing.T) {
	doc, err := Compute(Games{Kodiak: kodiakSet(t)}, Options{Since: at(time.Date(1, 1, 1, 0, 0, 0, 0, time.UTC))})
	require.NoError(t, err)
	require.NotNil(t, doc.Since)
	assert.Equal(t, "0001-01-01", *doc.Since)
	all, err := Compute(Games{Kodiak: kodiakSet(t)}, Options{})
	require.NoError(t, err)
	assert.Equal(t, all.Sections, doc.Sections, "every game is created after year 1")
}
