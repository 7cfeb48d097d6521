package strictjson

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// encoding/json fills a field from a key of any case, the last one winning:
// keys that differ only in case are the same key twice.
func TestKeysWithoutCase(t *testing.T) {
	for _, s := range []string{
		`{"moves":[1],"Moves":[2]}`,
		`{"MOVES":[1],"moves":[2]}`,
		`{"a":{"kind":"x","KIND":"y"}}`,
		"{\"k\":1,\"\u212a\":2}", // the Kelvin sign folds to k
		`{"straße":1,"STRASSE":2,"Straße":3}`,
	} {
		var e *Error
		require.ErrorAs(t, Check([]byte(s)), &e, s)
		assert.Equal(t, Duplicate, e.Problem, s)
	}
	var e *Error
	require.ErrorAs(t, Check([]byte(`{"moves":[],"Moves":[]}`)), &e)
	assert.Equal(t, "Moves", e.Key, "the key is named as written")

	// what the decoder really does with them: the reason for the rule
	var v struct{ Moves []int }
	require.NoError(t, json.Unmarshal([]byte(`{"moves":[1],"Moves":[2]}`), &v))
	assert.Equal(t, []int{2}, v.Moves)

	for _, s := range []string{`{"a":1,"b":2}`, `{"ab":1,"ba":2}`, `{"a":{"A":1},"A2":{"a":1}}`, `{"ß":1,"ss":2}`} {
		assert.NoError(t, Check([]byte(s)), s)
	}
}
