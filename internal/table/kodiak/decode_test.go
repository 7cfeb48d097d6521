package kodiak_test

import (
	"encoding/json"
	"testing"

	tk "codeberg.org/schiri/schiri/internal/table/kodiak"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// FuzzParseRounds: whatever ParseRounds reads is exactly what
// encoding/json reads (the round sheets of a save, read straight from
// their bytes); what it does not read is left to encoding/json.
func FuzzParseRounds(f *testing.F) {
	for _, s := range []string{
		`[{"kodiak":"Ana","players":[{"name":"Ana","cards":[],"catches":3},{"name":"Ben","cards":["5","rk","hairball"]}]}]`,
		"[\n    {\"kodiak\":\"Änne\",\"players\":[{\"name\":\"Änne\",\"cards\":[\"13\"],\"hairballs_out\":2}]},\n    {\"players\":[]}\n  ]",
		`[]`, `[{}]`, `[{"players":[{}]}]`,
		`[{"Kodiak":"Ana","players":[]}]`,                     // a key in capitals
		`[{"kodiak":"A\"na","players":[]}]`,                   // an escape
		`[{"players":[{"name":"Ana","cards":[5]}]}]`,          // a card as a number
		`[{"players":[{"name":"Ana","cards":null}]}]`,         // null
		`[{"players":[{"name":"Ana","catches":1.5}]}]`,        // not whole
		`[{"players":[{"name":"Ana","catches":-0}]}]`,         // minus zero
		`[{"players":[{"name":"Ana","cards":["PEEK-OWN"]}]}]`, // a token not as written
		`[{"players":[{"name":"Ana","extra":1}]}]`,
		`[{"players":[{"name":"Ana","cards":["99"]}]}]`,
		`[ { "kodiak" : "Ana" , "players" : [ ] } ]`,
		"[{\"kodiak\":\"\xff\"}]",
		`[{"players":[{"name":"Ana","catches":99999999999999999999}]}]`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		if !json.Valid(raw) {
			return // the store's decoder only hands it valid JSON
		}
		got, ok := tk.ParseRounds(raw)
		if !ok {
			return
		}
		var want []referee.Sheet
		require.NoError(t, json.Unmarshal(raw, &want), "ParseRounds read what encoding/json refuses: %q", raw)
		assert.Equal(t, want, got, "%q", raw)
	})
}

// A save as schiri writes it is read straight from its bytes; a save in
// another spelling the plain way, to the same game.
func TestParseRoundsReadsWhatSchiriWrites(t *testing.T) {
	raw := []byte("[\n    {\"kodiak\":\"Ana\",\"players\":[{\"name\":\"Ana\",\"cards\":[],\"catches\":3},{\"name\":\"Ben\",\"cards\":[\"5\",\"peek-own\",\"hairball\"],\"hairballs_out\":1}]}\n  ]")
	got, ok := tk.ParseRounds(raw)
	require.True(t, ok)
	var want []referee.Sheet
	require.NoError(t, json.Unmarshal(raw, &want))
	assert.Equal(t, want, got)
	for _, other := range []string{`[{"Kodiak":"Ana"}]`, `[{"kodiak":"A\u006ea"}]`, `[{"players":[{"name":"Ana","cards":[5]}]}]`} {
		_, ok := tk.ParseRounds([]byte(other))
		assert.False(t, ok, other)
	}
}
