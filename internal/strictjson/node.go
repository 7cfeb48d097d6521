package strictjson

import (
	"bytes"
	"encoding/json"

	"go.yaml.in/yaml/v3"
)

// A file that may be YAML or JSON (SPEC §0, fourth edition: a round sheet,
// a layout, a position) is JSON when its first character after white space
// and a byte order mark is "{" or "[", and is then read by the JSON rules,
// every escape JSON allows included ("\/", "\u00e9", surrogate pairs); a
// YAML parser would refuse some of them. IsJSON tells which; Node reads the
// JSON strictly into the same tree a YAML parser makes, with each value's
// line, so one reader of that tree serves both formats.

// IsJSON reports whether data is to be read as JSON.
func IsJSON(data []byte) bool {
	t := bytes.TrimLeft(TrimBOM(data), " \t\r\n")
	return len(t) > 0 && (t[0] == '{' || t[0] == '[')
}

// Node reads data as one strict JSON document (Check) into a YAML document
// node: objects become mappings (keys in their order), arrays sequences,
// strings !!str, whole numbers !!int, other numbers !!float, true and false
// !!bool, null !!null; every node carries its line (1-based, after any byte
// order mark). A document Check refuses is its *Error.
func Node(data []byte) (*yaml.Node, error) {
	data = TrimBOM(data)
	if err := Check(data); err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	root, err := readNode(dec, data)
	if err != nil {
		return nil, &Error{Problem: Syntax, Line: lineAt(data, dec.InputOffset()), Offset: dec.InputOffset(), Err: err}
	}
	return &yaml.Node{Kind: yaml.DocumentNode, Line: root.Line, Content: []*yaml.Node{root}}, nil
}

// readNode reads the next value of a document Check accepted. A JSON token
// never spans lines, so the line after it is its line.
func readNode(dec *json.Decoder, data []byte) (*yaml.Node, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	n := &yaml.Node{Line: lineAt(data, dec.InputOffset())}
	switch t := tok.(type) {
	case json.Delim:
		n.Kind, n.Tag = yaml.SequenceNode, "!!seq"
		if t == '{' {
			n.Kind, n.Tag = yaml.MappingNode, "!!map"
		}
		for dec.More() {
			if n.Kind == yaml.MappingNode {
				k, err := dec.Token()
				if err != nil {
					return nil, err
				}
				key, _ := k.(string)
				n.Content = append(n.Content, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: key,
					Style: yaml.DoubleQuotedStyle, Line: lineAt(data, dec.InputOffset())})
			}
			v, err := readNode(dec, data)
			if err != nil {
				return nil, err
			}
			n.Content = append(n.Content, v)
		}
		if _, err := dec.Token(); err != nil { // the closing delimiter
			return nil, err
		}
	case string:
		n.Kind, n.Tag, n.Value, n.Style = yaml.ScalarNode, "!!str", t, yaml.DoubleQuotedStyle
	case json.Number:
		n.Kind, n.Tag, n.Value = yaml.ScalarNode, "!!int", string(t)
		if bytes.ContainsAny([]byte(t), ".eE") {
			n.Tag = "!!float"
		}
	case bool:
		n.Kind, n.Tag, n.Value = yaml.ScalarNode, "!!bool", "false"
		if t {
			n.Value = "true"
		}
	case nil:
		n.Kind, n.Tag, n.Value = yaml.ScalarNode, "!!null", "null"
	}
	return n, nil
}
