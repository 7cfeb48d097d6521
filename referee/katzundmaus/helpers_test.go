package katzundmaus

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// tp describes a test position compactly: piles as space-separated ranks,
// bottom → top. Empty stocks default to one card ("9") so the game runs.
type tp struct {
	turn, starts       string
	talon              string
	talonCount         *int
	build              [4]string
	aStock, bStock     string
	aHand, bHand       string
	aDiscard, bDiscard [4]string
	extraA, extraB     map[string]any // replaces or adds keys of a player
}

func cards(s string) []string {
	f := strings.Fields(s)
	if f == nil {
		return []string{}
	}
	return f
}

func piles(p [4]string) [][]string {
	out := make([][]string, 4)
	for i, s := range p {
		out[i] = cards(s)
	}
	return out
}

func (p tp) json(t testing.TB) string {
	or := func(s, def string) string {
		if s == "" {
			return def
		}
		return s
	}
	side := func(stock, hand string, discard [4]string, extra map[string]any) map[string]any {
		m := map[string]any{"stock": cards(or(stock, "9")), "hand": cards(hand), "discard": piles(discard)}
		for k, v := range extra {
			if v == nil {
				delete(m, k)
			} else {
				m[k] = v
			}
		}
		return m
	}
	doc := map[string]any{
		"turn":   or(p.turn, "A"),
		"starts": or(p.starts, "A"),
		"talon":  cards(p.talon),
		"build":  piles(p.build),
		"players": map[string]any{
			"A": side(p.aStock, p.aHand, p.aDiscard, p.extraA),
			"B": side(p.bStock, p.bHand, p.bDiscard, p.extraB),
		},
	}
	if p.talonCount != nil {
		doc["talon"] = *p.talonCount
	}
	b, err := json.Marshal(doc)
	require.NoError(t, err)
	return string(b)
}

func (p tp) game(t testing.TB) *Game {
	g, err := ParsePosition(strings.NewReader(p.json(t)))
	require.NoError(t, err)
	return g
}

func moves(t testing.TB, s string) []Move {
	var out []Move
	for _, f := range strings.Fields(s) {
		m, err := ParseMove(f)
		require.NoError(t, err, f)
		out = append(out, m)
	}
	return out
}

func intp(n int) *int { return &n }

func playerJSON(t testing.TB, g *Game, p string) string {
	var doc struct {
		Players map[string]json.RawMessage `json:"players"`
	}
	b, err := json.Marshal(g)
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &doc))
	return string(doc.Players[p])
}

func jsonField(t testing.TB, g *Game, key string) string {
	var doc map[string]json.RawMessage
	b, err := json.Marshal(g)
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &doc))
	return string(doc[key])
}
