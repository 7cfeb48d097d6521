package store

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// whole reads a game file the way every value without a saved game's shape
// is read: encoding/json over the whole file (partsOf finds no parts in it,
// for its extra field), after the strict check.
type whole struct {
	noted
	Extra string `json:"x-not-a-part"`
}

// FuzzReadInOnePass: a saved game's value (noted: setup, moves, notes) is
// read in one pass (readInto); what it reads, and whether the file is a
// saved game at all, are exactly what reading the whole file again gives.
func FuzzReadInOnePass(f *testing.F) {
	for _, s := range []string{
		`{"schema":2,"kind":"kodiak","id":"g","setup":"s","moves":[1,2],"notes":{"a":true}}`,
		`{"schema":2,"setup":null,"moves":[1]}`,
		`{"schema":2,"setup":"s","moves":null}`,
		`{"schema":2,"setup":"s"}`,
		`{"schema":2,"SETUP":"s","Moves":[3]}`,
		`{"schema":2,"ſetup":"s","moves":[3]}`,
		`{"schema":2,"setup":"s","moves":[1],"setup":"t"}`,
		`{"schema":2,"setup":"s","moves":[1]} {}`,
		`{"schema":2,"setup":5,"moves":["x"],"notes":{"a":true}}`,
		`{"schema":3,"setup":{"new":1},"moves":[{}]}`,
		`{"schema":1,"game":{"rounds":[1]}}`,
		`{"schema":"2","setup":"s","moves":[]}`,
		"\uFEFF{\"schema\":2,\"setup\":\"s\",\"moves\":[]}",
		`[1,2]`, ``, `{`, `{"schema":2,"setup" : null ,"moves":[]}`,
		// kind and id are those of the file's place (kodiak/g.json)
		`{"schema":2,"kind":"kodiak","id":"g","setup":"s","moves":[1]}`,
		`{"schema":2,"kind":"kodiak","id":"G","setup":"s","moves":[1]}`,
		`{"schema":2,"kind":"codenames","id":"other","setup":"s","moves":[1]}`,
		`{"schema":2,"KIND":"kodiak","Id":"g","setup":"s","moves":[1]}`,
		// encoding/json hands a time its bytes as written: an escape is no time
		`{"schema":2,"kind":"kodiak","id":"g","created":"2026-11-25T00:32:59.074914988\u005a","setup":"s","moves":[]}`,
		`{"schema":2,"kind":"kodiak","id":"g","updated":"2026-11-25T00:32:59Z","created":null,"setup":"s","moves":[]}`,
		`{"schema":2,"kind":"k\u006fdiak","id":"\u0067","setup":"s","moves":[]}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s := New(t.TempDir())
		require.NoError(t, os.MkdirAll(filepath.Join(s.Dir, "kodiak"), 0o700))
		require.NoError(t, os.WriteFile(filepath.Join(s.Dir, "kodiak", "g.json"), data, 0o600))
		var one noted
		env1, err1 := s.Load("kodiak", "g", &one)
		var two whole
		env2, err2 := s.Load("kodiak", "g", &two)
		require.Equal(t, err2 == nil, err1 == nil, "one pass: %v\nwhole: %v", err1, err2)
		if err1 != nil {
			assert.Equal(t, kindOf(err2), kindOf(err1))
			return
		}
		assert.Equal(t, two.noted, one)
		assert.Equal(t, env2.Schema, env1.Schema)
		assert.Equal(t, env2.Kind, env1.Kind)
		assert.True(t, env2.Created.Equal(env1.Created))
	})
}

// A time stamp with an escape in it ("…988\u005a") is what encoding/json
// refuses to read as a time: such a save is damaged however it is read
// (the one pass of a saved game's value, or the whole file), so whether a
// file loads never depends on the value it is loaded into.
func TestEscapedTimeIsDamaged(t *testing.T) {
	for _, key := range []string{"created", "updated"} {
		s := New(t.TempDir())
		require.NoError(t, os.MkdirAll(filepath.Join(s.Dir, "kodiak"), 0o700))
		body := `{"schema": 2, "kind": "kodiak", "id": "g", "` + key + `": "2026-11-25T00:32:59.074914988\u005a", "setup": "s", "moves": [1]}`
		require.NoError(t, os.WriteFile(filepath.Join(s.Dir, "kodiak", "g.json"), []byte(body), 0o600))
		var want struct {
			Created time.Time `json:"created"`
			Updated time.Time `json:"updated"`
		}
		require.Error(t, json.Unmarshal([]byte(body), &want), "encoding/json refuses it")
		for _, v := range []any{&noted{}, &whole{}, nil} {
			_, err := s.Load("kodiak", "g", v)
			assert.Truef(t, IsKind(err, Corrupt), "%s, read into %T: %v", key, v, err)
		}
	}
}

func kindOf(err error) Kind {
	if e, ok := err.(*Error); ok {
		return e.Kind
	}
	return -1
}

// A game file is written with its envelope indented and one move to a line
// (a long game's file is a third of what indenting every card made it),
// and reads back as it was; a file indented throughout (as schiri wrote
// before) reads the same.
func TestOneMoveALine(t *testing.T) {
	s := New(t.TempDir())
	g := &noted{Setup: "s", Moves: []int{1, 2, 3}, Notes: map[string]bool{"draft": true}}
	require.NoError(t, s.Create("kodiak", "g", g))
	data, err := os.ReadFile(filepath.Join(s.Dir, "kodiak", "g.json"))
	require.NoError(t, err)
	text := string(data)
	assert.Contains(t, text, "\n  \"moves\": [\n    1,\n    2,\n    3\n  ],\n  \"notes\": {\n    \"draft\": true\n  }\n}\n")
	assert.True(t, strings.HasPrefix(text, "{\n  \"schema\": 2,\n  \"kind\": \"kodiak\",\n  \"id\": \"g\",\n"), text)
	var back noted
	_, err = s.Load("kodiak", "g", &back)
	require.NoError(t, err)
	assert.Equal(t, *g, back)

	var indented bytes.Buffer
	require.NoError(t, json.Indent(&indented, data, "", "    "))
	require.NoError(t, os.WriteFile(filepath.Join(s.Dir, "kodiak", "g.json"), indented.Bytes(), 0o600))
	back = noted{}
	_, err = s.Load("kodiak", "g", &back)
	require.NoError(t, err)
	assert.Equal(t, *g, back)

	require.NoError(t, s.Create("kodiak", "h", &noted{Setup: "s"}))
	data, err = os.ReadFile(filepath.Join(s.Dir, "kodiak", "h.json"))
	require.NoError(t, err)
	assert.Contains(t, string(data), "\n  \"moves\": []\n}\n", "no moves yet, no notes")
}
