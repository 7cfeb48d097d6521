package strictjson

import (
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
		_ = Check(data) // never panics
	})
}
