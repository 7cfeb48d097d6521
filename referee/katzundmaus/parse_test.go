package katzundmaus

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseCard(t *testing.T) {
	good := map[string]Card{"A": 1, "a": 1, "2": 2, "9": 9, "10": 10, "T": 10, "t": 10, "J": 11, "b": 11,
		"Q": 12, "D": 12, "d": 12, "K": 13, "k": 13}
	for s, want := range good {
		c, ok := ParseCard(s)
		assert.True(t, ok, s)
		assert.Equal(t, want, c, s)
	}
	for _, s := range []string{"", "1", "0", "11", "?", "X", "10 ", "AA", "C"} {
		_, ok := ParseCard(s)
		assert.False(t, ok, s)
	}
	assert.Equal(t, "10", Card(10).String())
	assert.Equal(t, "?", Unknown.String())
}

func TestParseMove(t *testing.T) {
	good := map[string]Move{
		"h5-b1":  {From: Hand, Rank: 5, To: Build, ToPile: 0},
		"HT-B4":  {From: Hand, Rank: 10, To: Build, ToPile: 3},
		"h10-d2": {From: Hand, Rank: 10, To: Discard, ToPile: 1},
		"hd-b2":  {From: Hand, Rank: Queen, To: Build, ToPile: 1},
		"s-b3":   {From: Stock, To: Build, ToPile: 2},
		"s-d1":   {From: Stock, To: Discard, ToPile: 0},
		"d4-b1":  {From: Discard, FromPile: 3, To: Build, ToPile: 0},
		"d1-d3":  {From: Discard, FromPile: 0, To: Discard, ToPile: 2},
		"end":    EndMove,
		"END":    EndMove,
	}
	for s, want := range good {
		m, err := ParseMove(s)
		require.NoError(t, err, s)
		assert.Equal(t, want, m, s)
	}
	assert.Equal(t, "h10-d2", good["h10-d2"].String())
	assert.Equal(t, "h10-b4", good["HT-B4"].String())
	assert.Equal(t, "d1-d3", good["d1-d3"].String())

	bad := map[string]string{
		"":       "katzundmaus.parse.move",
		"h5":     "katzundmaus.parse.move",
		"h5-":    "katzundmaus.parse.move",
		"h1-b1":  "katzundmaus.parse.move_rank",
		"hX-b1":  "katzundmaus.parse.move_rank",
		"h5-b5":  "katzundmaus.parse.move_pile",
		"h5-b0":  "katzundmaus.parse.move_pile",
		"h5-b12": "katzundmaus.parse.move_pile",
		"h5-b":   "katzundmaus.parse.move",
		"d-b1":   "katzundmaus.parse.move",
		"d9-b1":  "katzundmaus.parse.move_pile",
		"s1-b1":  "katzundmaus.parse.move",
		"b1-b2":  "katzundmaus.parse.move_from_build",
		"h5-s":   "katzundmaus.parse.move",
		"x-b1":   "katzundmaus.parse.move",
		"ende":   "katzundmaus.parse.move",
	}
	for s, key := range bad {
		_, err := ParseMove(s)
		var pe *ParseError
		require.ErrorAs(t, err, &pe, s)
		assert.Equal(t, key, pe.Key, s)
		assert.Equal(t, s, pe.Token, s)
	}
}

func TestParsePositionFormats(t *testing.T) {
	in := `{"turn": "a", "starts": "B", "talon": 30,
 "build": [["A","2","3"], [], ["a","k"], []],
 "players": {
   "A": {"stock_top": "4", "stock_count": 9, "hand": ["5","K","9","T","2"],
         "discard": [["7","3"], [], [], []]},
   "B": {"stock_top": null, "stock_count": 12, "hand_count": 5,
         "discard": [[], [], [], ["b","d"]]}}}`
	g, err := ParsePosition(strings.NewReader(in))
	require.NoError(t, err)
	assert.Equal(t, A, g.Turn())
	assert.Equal(t, B, g.Starts())
	assert.Equal(t, 30, g.TalonCount())
	assert.Equal(t, Card(4), g.StockTop(A))
	assert.Equal(t, Unknown, g.StockTop(B))
	out, err := json.Marshal(g)
	require.NoError(t, err)
	assert.JSONEq(t, `{"turn":"A","starts":"B","talon":30,
 "build":[["A","2","3"],[],["A","K"],[]],
 "players":{
  "A":{"stock_top":"4","stock_count":9,"hand":["5","K","9","10","2"],"discard":[["7","3"],[],[],[]]},
  "B":{"stock_top":null,"stock_count":12,"hand_count":5,"discard":[[],[],[],["J","Q"]]}}}`, string(out))

	// Lists stay lists, with "?" where a card is not known; starts defaults to A.
	in = `{"turn":"B","talon":["?","5"],"build":[[],[],[],[]],"players":{
 "A":{"stock":["?","Q"],"hand":["?"],"discard":[[],[],[],[]]},
 "B":{"stock":["3"],"hand":[],"discard":[[],[],[],[]]}}}`
	g, err = ParsePosition(strings.NewReader(in))
	require.NoError(t, err)
	assert.Equal(t, A, g.Starts())
	out, err = json.Marshal(g)
	require.NoError(t, err)
	// B, to move with an empty hand, has drawn the talon at once (M5)
	assert.JSONEq(t, `{"turn":"B","starts":"A","talon":[],"build":[[],[],[],[]],"players":{
 "A":{"stock":["?","Q"],"hand":["?"],"discard":[[],[],[],[]]},
 "B":{"stock":["3"],"hand":["5","?"],"discard":[[],[],[],[]]}}}`, string(out))
}

func TestParsePositionErrors(t *testing.T) {
	valid := tp{aHand: "2"}.json(t)
	tests := []struct {
		name, in, key, token string
		line                 int
	}{
		{"empty", "  \n ", "katzundmaus.parse.empty", "", 0},
		{"syntax", "{\n\"turn\": \"A\",\n\"talon\" 3}", "katzundmaus.parse.json", "3", 3},
		{"cut short", "{\n\"turn\": \"A\",\n", "katzundmaus.parse.json", "", 3},
		{"trailing", valid + "\n{}", "katzundmaus.parse.trailing", "{", 2},
		{"not an object", "[1]", "katzundmaus.parse.want_object", "[…]", 1},
		{"unknown key", strings.Replace(valid, `"turn"`, `"trun"`, 1), "katzundmaus.parse.unknown_key", "trun", 1},
		{"missing key", `{"turn":"A","talon":3,"build":[[],[],[],[]]}`, "katzundmaus.parse.missing_key", "position", 1},
		{"bad player", strings.Replace(valid, `"turn":"A"`, `"turn":"C"`, 1), "katzundmaus.parse.player", "C", 1},
		{"bad card", strings.Replace(valid, `"hand":["2"]`, `"hand":["2","X"]`, 1), "katzundmaus.parse.card", "X", 1},
		{"unknown on a build pile", strings.Replace(valid, `"build":[[]`, `"build":[["?"]`, 1), "katzundmaus.parse.unknown_face_up", "?", 1},
		{"three build piles", strings.Replace(valid, `"build":[[],`, `"build":[`, 1), "katzundmaus.parse.four_piles", "build", 1},
		{"bad count", strings.Replace(valid, `"talon":[]`, `"talon":2.5`, 1), "katzundmaus.parse.count", "2.5", 1},
		{"stock twice", strings.Replace(valid, `"stock":["9"]`, `"stock":["9"],"stock_count":1`, 1), "katzundmaus.parse.stock_both", "stock", 1},
		{"stock top without a count", strings.Replace(valid, `"stock":["9"]`, `"stock_top":"9"`, 1), "katzundmaus.parse.missing_key", "players.A", 1},
		{"hand twice", strings.Replace(valid, `"hand":["2"]`, `"hand":["2"],"hand_count":1`, 1), "katzundmaus.parse.hand_both", "hand", 1},
		{"duplicate key", strings.Replace(valid, `"turn":"A"`, `"turn":"A","turn":"B"`, 1), "katzundmaus.parse.duplicate_key", "turn", 1},
		{"nested deep", strings.Repeat("[", 100), "katzundmaus.parse.too_deep", "[", 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParsePosition(strings.NewReader(tc.in))
			var pe *ParseError
			require.ErrorAs(t, err, &pe)
			assert.Equal(t, tc.key, pe.Key)
			assert.Equal(t, tc.token, pe.Token)
			assert.Equal(t, tc.line, pe.Line)
		})
	}
}

func TestPositionInvalid(t *testing.T) {
	twelveAces := strings.Repeat("A ", 12)
	tests := []struct {
		name string
		pos  tp
		keys []string
	}{
		{"13 of a rank", tp{aHand: "A", talon: twelveAces}, []string{"katzundmaus.msg.invalid_rank"}},
		{"build pile out of sequence", tp{build: [4]string{"", "A 2 4"}}, []string{"katzundmaus.msg.invalid_build_sequence"}},
		{"build pile must start with an ace", tp{build: [4]string{"2"}}, []string{"katzundmaus.msg.invalid_build_sequence"}},
		{"build pile of 12", tp{build: [4]string{"A 2 3 4 5 6 7 8 9 10 J Q"}}, []string{"katzundmaus.msg.invalid_build_full"}},
		{"hand over 5", tp{aHand: "2 3 4 5 6 7"}, []string{"katzundmaus.msg.invalid_hand"}},
		{"hand count over 5", tp{extraB: map[string]any{"hand": nil, "hand_count": 6}}, []string{"katzundmaus.msg.invalid_hand"}},
		{"negative hand count", tp{extraB: map[string]any{"hand": nil, "hand_count": -1}}, []string{"katzundmaus.msg.invalid_negative"}},
		{"negative stock count", tp{extraB: map[string]any{"stock": nil, "stock_count": -2}}, []string{"katzundmaus.msg.invalid_negative"}},
		{"negative talon", tp{talonCount: intp(-1)}, []string{"katzundmaus.msg.invalid_negative"}},
		{"stock over 15", tp{extraA: map[string]any{"stock": nil, "stock_count": 16}}, []string{"katzundmaus.msg.invalid_stock"}},
		{"talon over 116", tp{talonCount: intp(117)}, []string{"katzundmaus.msg.invalid_talon"}},
		{"a stock top on an empty stock", tp{extraA: map[string]any{"stock": nil, "stock_count": 0, "stock_top": "5"}},
			[]string{"katzundmaus.msg.invalid_stock_top"}},
		{"both stocks empty", tp{extraA: map[string]any{"stock": []string{}}, extraB: map[string]any{"stock": []string{}}},
			[]string{"katzundmaus.msg.invalid_both_empty"}},
		{"more cards outside the stocks than there are", tp{talonCount: intp(116), aHand: "2 3 4 5 6", bHand: "2 3 4 5 6", aDiscard: [4]string{"7"}},
			[]string{"katzundmaus.msg.invalid_outside"}},
		{"every problem is listed", tp{aHand: "2 3 4 5 6 7", build: [4]string{"3"}},
			[]string{"katzundmaus.msg.invalid_build_sequence", "katzundmaus.msg.invalid_hand"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParsePosition(strings.NewReader(tc.pos.json(t)))
			var inv *InvalidPosition
			require.ErrorAs(t, err, &inv)
			var keys []string
			for _, p := range inv.Errors {
				assert.Equal(t, RulePositionInvalid, p.Rule)
				keys = append(keys, p.Key)
			}
			assert.Equal(t, tc.keys, keys)
		})
	}
}

func TestPositionAcceptsWhatCanOccur(t *testing.T) {
	for name, p := range map[string]tp{
		"kings anywhere":                   {build: [4]string{"K K K 4", "A K", "K"}},
		"a full round of 11":               {build: [4]string{"A 2 3 4 5 6 7 8 9 10 J", "K K K K K K K K K K K"}},
		"an opponent short of hand cards":  {aHand: "2", bHand: "3 4", talon: "5 6 7"},
		"an empty stock has won":           {extraA: map[string]any{"stock": []string{}}},
		"exactly 12 of a rank":             {talon: strings.Repeat("A ", 12)},
		"the full 126 cards outside stock": {talonCount: intp(116), aHand: "2 3 4 5 6", bHand: "2 3 4 5 6"},
	} {
		_, err := ParsePosition(strings.NewReader(p.json(t)))
		assert.NoError(t, err, name)
	}
	g := tp{extraA: map[string]any{"stock": []string{}}}.game(t)
	assert.Equal(t, WonByA, g.Result())
}
