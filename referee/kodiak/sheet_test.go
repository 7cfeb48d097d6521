package kodiak

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func parse(t *testing.T, src string) *Sheet {
	t.Helper()
	s, err := ParseSheet(strings.NewReader(src))
	require.NoError(t, err)
	return s
}

func names(s *Sheet) []string { return s.names() }

func TestParseSheetKeepsSeatOrder(t *testing.T) {
	s := parse(t, `kodiak: Ana
players:                    # clockwise seat order
  Zoe:  {cards: [3, red-king], catches: 1}
  Ana:  {cards: [], hairballs_out: 1}
  Gül: {cards: [hairball, 7, Blauer-König]}
  bert: {cards: ["12"], catches: "0"}
`)
	assert.Equal(t, "Ana", s.Kodiak)
	assert.Equal(t, []string{"Zoe", "Ana", "Gül", "bert"}, names(s))
	assert.Equal(t, []Card{3, RedKing}, s.Players[0].Cards)
	assert.Equal(t, 1, s.Players[0].Catches)
	assert.Equal(t, 3, s.Players[0].Line)
	assert.Empty(t, s.Players[1].Cards)
	assert.Equal(t, 1, s.Players[1].HairballsOut)
	assert.Equal(t, []Card{Hairball, 7, BlueKing}, s.Players[2].Cards)
	assert.Equal(t, []Card{12}, s.Players[3].Cards)
}

func TestParseSheetJSON(t *testing.T) {
	src := "{\n\t\"kodiak\": \"Ben\",\n\t\"players\": {\n" +
		"\t\t\"Cleo\": {\"cards\": [\"hairball\", 7, \"blue-king\"]},\n" +
		"\t\t\"Ben\": {\"cards\": [3, \"red-king\"], \"catches\": 1},\n" +
		"\t\t\"Ana\": {\"cards\": [], \"hairballs_out\": 1}\n\t}\n}\n"
	s := parse(t, src)
	assert.Equal(t, "Ben", s.Kodiak)
	assert.Equal(t, []string{"Cleo", "Ben", "Ana"}, names(s))
	assert.Equal(t, 1, s.Players[1].Catches)
	assert.Equal(t, 5, s.Players[1].Line)
}

func TestParseSheetDefaults(t *testing.T) {
	s := parse(t, "players:\n  Ana:\n  Ben: {cards: [1]}\n  Cleo: {catches: ~, hairballs_out: null, cards: null}\n")
	assert.Equal(t, "", s.Kodiak)
	require.Len(t, s.Players, 3)
	assert.Empty(t, s.Players[0].Cards)
	assert.Zero(t, s.Players[2].Catches)
	assert.Zero(t, s.Players[2].HairballsOut)
}

func TestParseSheetAliases(t *testing.T) {
	s := parse(t, "kodiak: &k Ana\nplayers:\n  *k : {cards: &c [1, 2]}\n  Ben: {cards: *c}\n")
	assert.Equal(t, []string{"Ana", "Ben"}, names(s))
	assert.Equal(t, []Card{1, 2}, s.Players[1].Cards)
}

func TestParseSheetErrors(t *testing.T) {
	tests := []struct {
		name  string
		src   string
		key   string
		line  int
		token string
	}{
		{"empty", "", "kodiak.parse.empty", 0, ""},
		{"comments only", "# nothing\n\n   # here\n", "kodiak.parse.empty", 0, ""},
		{"null document", "---\n", "kodiak.parse.empty", 0, ""},
		{"not a mapping", "- Ana\n- Ben\n", "kodiak.parse.not_mapping", 1, "[…]"},
		{"unknown top key", "kodiak: Ana\nplayer:\n  Ana: {cards: []}\n", "kodiak.parse.unknown_key", 2, "player"},
		{"unknown player key", "kodiak: Ana\nplayers:\n  Ana: {cards: [], catch: 1}\n", "kodiak.parse.unknown_player_key", 3, "catch"},
		{"unknown card", "kodiak: Ana\nplayers:\n  Ana: {cards: []}\n  Ben:\n    cards:\n      - 3\n      - queen\n", "kodiak.parse.unknown_card", 7, "queen"},
		{"card 14", "players:\n  Ana: {cards: [14]}\n", "kodiak.parse.unknown_card", 2, "14"},
		{"card float", "players:\n  Ana: {cards: [3.0]}\n", "kodiak.parse.unknown_card", 2, "3.0"},
		{"card list in card", "players:\n  Ana: {cards: [[1]]}\n", "kodiak.parse.unknown_card", 2, "[…]"},
		{"cards not a list", "players:\n  Ana: {cards: 3}\n", "kodiak.parse.cards_list", 2, "3"},
		{"catches float", "players:\n  Ana: {cards: [], catches: 1.5}\n", "kodiak.parse.number", 2, "1.5"},
		{"catches word", "players:\n  Ana: {cards: [], catches: two}\n", "kodiak.parse.number", 2, "two"},
		{"catches huge", "players:\n  Ana: {cards: [], catches: 100000000000000000000}\n", "kodiak.parse.number", 2, "100000000000000000000"},
		{"catches large", "players:\n  Ana: {cards: [], catches: 5000}\n", "kodiak.parse.number_range", 2, "5000"},
		{"hairballs negative", "players:\n  Ana: {cards: [], hairballs_out: -1}\n", "kodiak.parse.negative", 2, "-1"},
		{"duplicate top key", "kodiak: Ana\nkodiak: Ben\n", "kodiak.parse.duplicate_key", 2, "kodiak"},
		{"duplicate player key", "players:\n  Ana: {cards: [], cards: [1]}\n", "kodiak.parse.duplicate_key", 2, "cards"},
		{"kodiak list", "kodiak: [Ana, Ben]\n", "kodiak.parse.kodiak_name", 1, "[…]"},
		{"players list", "players:\n  - Ana\n", "kodiak.parse.players_mapping", 2, "[…]"},
		{"player not mapping", "players:\n  Ana: 3\n", "kodiak.parse.player_entry", 2, "3"},
		{"player key list", "players:\n  [Ana]: {cards: []}\n", "kodiak.parse.player_name", 2, "[…]"},
		{"syntax", "kodiak: Ana\nplayers:\n  Ana: {cards: [3,\n", "kodiak.parse.syntax", 3, "Ana: {cards: [3,"},
		{"syntax first line", "a: b: c\n", "kodiak.parse.syntax", 1, "a: b: c"},
		{"syntax bad indent", "kodiak: Ana\nplayers:\n  Ana: {cards: []}\n Ben: {cards: [1]}\n  Cleo: {}\n", "kodiak.parse.syntax", 4, "Ben: {cards: [1]}"},
		{"syntax extra bracket", "kodiak: Ana\nplayers:\n  Ana: {cards: [3]}\n  Ben: {cards: [3]]}\n  Cleo: {}\n", "kodiak.parse.syntax", 4, "Ben: {cards: [3]]}"},
		{"syntax tab", "kodiak: Ana\nplayers:\n\tAna: {}\n", "kodiak.parse.syntax", 3, "Ana: {}"},
		{"syntax json", "{\"kodiak\": \"Ana\",\n \"players\": {\"Ana\": {\"cards\": [}}\n", "kodiak.parse.syntax", 2, "}}"},
		// SPEC §0 (fourth edition): "{" first makes it JSON, read by JSON's rules
		{"a yaml flow mapping is read as json", "{kodiak: Ana, players: {Ana: {cards: []}, Ben: {cards: [1]}}}\n", "kodiak.parse.syntax", 1, "kodiak: Ana, players: {Ana: {cards: []}…"},
		{"json key twice", "{\"players\": {\"Ana\": {}},\n \"players\": {}}", "kodiak.parse.duplicate_json", 2, "players"},
		{"json trailing", "{\"players\": {}}\n{}", "kodiak.parse.trailing_json", 2, "{}"},
		{"two documents", "kodiak: Ana\n---\nkodiak: Ben\n", "kodiak.parse.documents", 2, "---"},
		{"bad utf-8", "kodiak: Ana\nplayers:\n  G\xfcl: {cards: []}\n", "kodiak.parse.encoding", 3, `"\xfc"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseSheet(strings.NewReader(tt.src))
			if tt.key == "" {
				require.NoError(t, err)
				return
			}
			var pe *ParseError
			require.True(t, errors.As(err, &pe), "want a *ParseError, got %v", err)
			assert.Equal(t, tt.key, pe.Key)
			assert.Equal(t, tt.line, pe.Line)
			if tt.token != "" {
				assert.Equal(t, tt.token, pe.Token)
			}
			assert.Equal(t, pe.Line, pe.Args["Line"])
			assert.Equal(t, pe.Token, pe.Args["Token"])
			assert.NotEmpty(t, pe.Error())
		})
	}
}

func TestParseSheetTooLarge(t *testing.T) {
	src := "players:\n  Ana: {cards: [" + strings.Repeat("1, ", MaxSheetBytes/3) + "1]}\n"
	_, err := ParseSheet(strings.NewReader(src))
	var pe *ParseError
	require.True(t, errors.As(err, &pe))
	assert.Equal(t, "kodiak.parse.too_large", pe.Key)
}

type failingReader struct{}

func (failingReader) Read([]byte) (int, error) { return 0, errors.New("disk on fire") }

func TestParseSheetReadError(t *testing.T) {
	_, err := ParseSheet(failingReader{})
	require.Error(t, err)
	var pe *ParseError
	assert.False(t, errors.As(err, &pe), "an I/O error is not a parse error")
}
