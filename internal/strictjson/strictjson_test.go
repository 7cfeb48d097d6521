package strictjson

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCheck(t *testing.T) {
	ok := []string{
		`{}`, `[]`, `1`, `"x"`, `null`, ` {"a":1} `, "{\"a\":1}\n\n",
		`{"a":{"b":1},"b":{"b":2}}`, `[{"a":1},{"a":1}]`, `{"a":[1,{"a":2}],"b":"a"}`,
		"\uFEFF{\"a\":1}", `{"a":"a","b":"a"}`,
	}
	for _, s := range ok {
		assert.NoError(t, Check([]byte(s)), s)
	}
	bad := map[string]Problem{
		`{"a":1,"a":2}`:                 Duplicate,
		`{"a":{"b":1,"b":1}}`:           Duplicate,
		`[{"k":1,"x":[],"k":2}]`:        Duplicate,
		`{"moves":[],"x":1,"moves":[]}`: Duplicate,
		`{"a":1} {"a":2}`:               Trailing,
		`{"a":1}x`:                      Trailing,
		`[] []`:                         Trailing,
		`1 2`:                           Trailing,
		``:                              Empty,
		"  \n ":                         Empty,
		`{"a":`:                         Syntax,
		`{"a" 1}`:                       Syntax,
		`[1,]`:                          Syntax,
		`{`:                             Syntax,
	}
	for s, want := range bad {
		err := Check([]byte(s))
		var e *Error
		require.ErrorAs(t, err, &e, s)
		assert.Equal(t, want, e.Problem, s)
	}
}

func TestLineAndKey(t *testing.T) {
	err := Check([]byte("{\n \"a\": 1,\n \"a\": 2\n}"))
	var e *Error
	require.ErrorAs(t, err, &e)
	assert.Equal(t, 3, e.Line)
	assert.Equal(t, "a", e.Key)
	err = Check([]byte("{}\n\n{}"))
	require.ErrorAs(t, err, &e)
	assert.Equal(t, Trailing, e.Problem)
	assert.Equal(t, 3, e.Line)
}

func TestUnmarshal(t *testing.T) {
	var v struct{ A []int }
	require.NoError(t, Unmarshal([]byte("\uFEFF{\"A\":[1,2]}"), &v))
	assert.Equal(t, []int{1, 2}, v.A)
	v.A = nil
	require.Error(t, Unmarshal([]byte(`{"A":[1],"A":[2]}`), &v))
	assert.Nil(t, v.A, "a refused document leaves v alone")
	require.Error(t, UnmarshalKnown([]byte(`{"A":[1],"B":2}`), &v))
}

func FuzzCheck(f *testing.F) {
	for _, s := range []string{`{}`, `{"a":1,"a":2}`, `[1,{"b":[]}] x`, "\uFEFF[]", `{"a":{"a":{"a":1}}}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		err := Check(data) // never panics
		// the quick walk of a valid document finds what the token stream does
		if d := TrimBOM(data); json.Valid(d) {
			assert.Equal(t, checkTokens(d), err, "%q", data)
		}
	})
}

// A valid document is walked for its keys quickly; the result is the token
// stream's: the key twice named as written, at its place, in objects of
// any size, with escapes and case folded as encoding/json matches keys.
func TestQuickWalkAgreesWithTokens(t *testing.T) {
	many := `{`
	for i := range 40 {
		many += `"k` + strconv.Itoa(i) + `":` + strconv.Itoa(i) + `,`
	}
	for _, s := range []string{
		`{"a":1,"b":{"a":2},"c":[{"a":3,"a":4}]}`,
		`{"a\u0062":1,"ab":2}`,
		`{"x":"\"a\"","\"a\"":1,"\u0022a\u0022":2}`,
		`[{"moves":[]},{"Moves":[]}]`,
		"{\"k\":1,\"\u212a\":2}",
		many + `"K7":1}`,
		many + `"z":1}`,
		`{"straße":1,"STRASSE":2,"Straße":3}`,
		"{\n  \"setup\": {},\n  \"moves\": [],\n  \"Setup\": 1\n}",
	} {
		require.True(t, json.Valid([]byte(s)), s)
		assert.Equal(t, checkTokens([]byte(s)), Check([]byte(s)), s)
	}
	var e *Error
	require.ErrorAs(t, Check([]byte(many+`"K7":1}`)), &e)
	assert.Equal(t, "K7", e.Key)
}

// saveLike is a document shaped like a saved Kodiak game of 590 rounds.
func saveLike() []byte {
	var sb strings.Builder
	sb.WriteString(`{"schema": 2, "kind": "kodiak", "moves": [`)
	for i := range 590 {
		if i > 0 {
			sb.WriteString(",")
		}
		sb.WriteString(`{"kodiak": "Ana", "players": [{"name": "Ana", "cards": [], "catches": 3}, {"name": "Ben", "cards": ["5"]}, {"name": "Cleo", "cards": ["5"]}]}`)
	}
	sb.WriteString(`]}`)
	return []byte(sb.String())
}

// BenchmarkCheck: the quick walk of a valid document beside the token
// stream it replaces for one (about 7 times faster here).
func BenchmarkCheck(b *testing.B) {
	data := saveLike()
	for _, bc := range []struct {
		name  string
		check func([]byte) error
	}{{"quick", Check}, {"tokens", checkTokens}} {
		b.Run(bc.name, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				if err := bc.check(data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
