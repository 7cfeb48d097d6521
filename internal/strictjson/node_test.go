package strictjson

import (
	"bytes"
	"encoding/json"
	"io"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"
)

func TestIsJSON(t *testing.T) {
	for s, want := range map[string]bool{`{}`: true, " \n\t[1]": true, "\uFEFF {\"a\":1}": true, "a: 1": false, "": false, "# {": false, "- [1]": false} {
		assert.Equal(t, want, IsJSON([]byte(s)), "%q", s)
	}
}

// Node reads every escape JSON allows and keeps each value's line; what
// Check refuses it refuses.
func TestNode(t *testing.T) {
	doc, err := Node([]byte("\uFEFF{\"a\\/b\": \"Cl\\ud83c\\udfb2\",\n \"n\": [1, 2.5, -3e2, true, null, {}]}"))
	require.NoError(t, err)
	require.Equal(t, yaml.DocumentNode, doc.Kind)
	m := doc.Content[0]
	require.Equal(t, yaml.MappingNode, m.Kind)
	require.Len(t, m.Content, 4)
	assert.Equal(t, "a/b", m.Content[0].Value)
	assert.Equal(t, "Cl🎲", m.Content[1].Value)
	assert.Equal(t, "!!str", m.Content[1].Tag)
	assert.Equal(t, 1, m.Content[1].Line)
	seq := m.Content[3]
	assert.Equal(t, 2, seq.Line)
	var tags []string
	for _, n := range seq.Content {
		tags = append(tags, n.Tag+" "+n.Value)
	}
	assert.Equal(t, []string{"!!int 1", "!!float 2.5", "!!float -3e2", "!!bool true", "!!null null", "!!map "}, tags)

	for s, p := range map[string]Problem{`{"a":1,"a":2}`: Duplicate, `{"a":1} x`: Trailing, `{"a":}`: Syntax, `{"a":"\x"}`: Syntax} {
		_, err := Node([]byte(s))
		var e *Error
		require.ErrorAs(t, err, &e, s)
		assert.Equal(t, p, e.Problem, s)
	}
}

// FuzzNode: Node never panics, reads exactly what Check accepts, and gives
// every string as encoding/json decodes it.
func FuzzNode(f *testing.F) {
	for _, s := range []string{`{"a\/b": "Cl\ud83c\udfb2", "n": [1, 2.5, true, null]}`, `[]`, `{"a":1,"a":2}`, `{} x`, "\uFEFF[\"\\u00e9\"]", `[[[[{}]]]]`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		doc, err := Node(data)
		if (err == nil) != (Check(data) == nil) {
			t.Fatalf("Node and Check disagree on %q: %v", data, err)
		}
		if err != nil {
			return
		}
		var walk func(n *yaml.Node)
		walk = func(n *yaml.Node) {
			for _, c := range n.Content {
				walk(c)
			}
		}
		walk(doc)
		// numbers as json.Number: a number too large for a float64 is JSON
		// all the same (a field that reads it refuses it as out of range)
		var v any
		dec := json.NewDecoder(bytes.NewReader(TrimBOM(data)))
		dec.UseNumber()
		if err := dec.Decode(&v); err != nil {
			t.Fatalf("Node read what encoding/json refuses: %q", data)
		}
		if _, err := dec.Token(); err != io.EOF {
			t.Fatalf("Node read more than one JSON document: %q", data)
		}
		if s, ok := v.(string); ok && doc.Content[0].Value != s {
			t.Fatalf("%q: %q, encoding/json %q", data, doc.Content[0].Value, s)
		}
	})
}
