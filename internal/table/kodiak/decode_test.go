package kodiak_test

import (
	"encoding/json"
	"reflect"
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
		`[{"players":[{"name":"Ana"}],"players":[{}]}]`, // a key twice (issue 29.6)
		`[{"kodiak":"Ana","kodiak":"Ben"}]`,
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

// decode.go reads every field of the round sheets: a field added to
// referee.Sheet or referee.Entry that it does not read makes ParseRounds
// give up on every save (issue 30.4: all tests stayed green while every
// save went the slow way), and this test fails. Each field is filled with
// a value of its kind, written as schiri writes it, and must be read
// exactly as encoding/json reads it.
func TestParseRoundsReadsEveryField(t *testing.T) {
	var s referee.Sheet
	fill(t, reflect.ValueOf(&s).Elem())
	raw, err := json.Marshal([]referee.Sheet{s, s})
	require.NoError(t, err)
	got, ok := tk.ParseRounds(raw)
	require.True(t, ok, "ParseRounds does not read %s: teach decode.go the new field", raw)
	var want []referee.Sheet
	require.NoError(t, json.Unmarshal(raw, &want))
	assert.Equal(t, want, got)
}

// fill gives every exported field of v a value other than its zero one.
func fill(t *testing.T, v reflect.Value) {
	switch {
	case v.Type() == reflect.TypeOf(referee.Card(0)):
		v.Set(reflect.ValueOf(referee.RedKing))
	case v.Kind() == reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				fill(t, v.Field(i))
			}
		}
	case v.Kind() == reflect.Slice:
		v.Set(reflect.MakeSlice(v.Type(), 2, 2))
		fill(t, v.Index(0))
		fill(t, v.Index(1))
	case v.Kind() == reflect.String:
		v.SetString("Ana")
	case v.CanInt():
		v.SetInt(2)
	case v.CanUint():
		v.SetUint(2)
	case v.Kind() == reflect.Bool:
		v.SetBool(true)
	default:
		t.Fatalf("a field of kind %s: teach fill (and decode.go) to read it", v.Kind())
	}
}
