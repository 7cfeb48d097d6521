package katzundmaus

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"sort"
)

// jnode is a JSON value with the line it starts on, so that every problem
// in a position file can name its line and token.
type jnode struct {
	kind  byte // '{' object, '[' array, 's' string, 'n' number, 'b' bool, '0' null
	line  int
	str   string   // string value or number text
	items []*jnode // array elements, or object values
	keys  []string // object keys, in order
}

func (n *jnode) get(key string) *jnode {
	for i, k := range n.keys {
		if k == key {
			return n.items[i]
		}
	}
	return nil
}

// token is how a problem names the value: the string or number itself, or
// the kind of value.
func (n *jnode) token() string {
	switch n.kind {
	case 's', 'n':
		return n.str
	case '{':
		return "{…}"
	case '[':
		return "[…]"
	case '0':
		return "null"
	case 'b':
		return n.str
	}
	return ""
}

const (
	maxInput = 1 << 20
	maxDepth = 32
)

type jsonReader struct {
	data  []byte
	lines []int // offsets of '\n'
	dec   *json.Decoder
}

func (jr *jsonReader) lineAt(off int64) int {
	return 1 + sort.SearchInts(jr.lines, int(off))
}

// readJSON reads one JSON document. Syntax errors become *ParseError with
// the line of the offending token.
func readJSON(r io.Reader) (*jnode, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxInput+1))
	if err != nil {
		return nil, parseErr(0, "", "katzundmaus.parse.read", "Detail", err.Error())
	}
	if len(data) > maxInput {
		return nil, parseErr(0, "", "katzundmaus.parse.too_big", "Max", maxInput)
	}
	data = bytes.TrimPrefix(data, []byte("\ufeff")) // a byte order mark is ignored (SPEC §0)
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, parseErr(0, "", "katzundmaus.parse.empty")
	}
	jr := &jsonReader{data: data, dec: json.NewDecoder(bytes.NewReader(data))}
	for i, b := range data {
		if b == '\n' {
			jr.lines = append(jr.lines, i)
		}
	}
	jr.dec.UseNumber()
	n, err := jr.value(0)
	if err != nil {
		return nil, err
	}
	off := jr.dec.InputOffset()
	if rest := bytes.TrimLeft(data[off:], " \t\r\n"); len(rest) > 0 {
		off = int64(len(data) - len(rest))
		return nil, parseErr(jr.lineAt(off), jr.snippet(off), "katzundmaus.parse.trailing")
	}
	return n, nil
}

func (jr *jsonReader) snippet(off int64) string {
	rest := bytes.TrimLeft(jr.data[min(int(off), len(jr.data)):], " \t\r\n")
	if i := bytes.IndexAny(rest, " \t\r\n,:]}"); i > 0 {
		rest = rest[:i]
	} else if i == 0 {
		rest = rest[:1]
	}
	if len(rest) > 20 {
		rest = rest[:20]
	}
	return string(rest)
}

func (jr *jsonReader) syntax(err error) error {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		off := max(se.Offset-1, 0)
		return parseErr(jr.lineAt(off), jr.snippet(off), "katzundmaus.parse.json", "Detail", se.Error())
	}
	off := int64(len(jr.data))
	return parseErr(jr.lineAt(off), "", "katzundmaus.parse.json", "Detail", err.Error())
}

func (jr *jsonReader) value(depth int) (*jnode, error) {
	tok, err := jr.dec.Token()
	if err != nil {
		return nil, jr.syntax(err)
	}
	return jr.node(tok, depth)
}

func (jr *jsonReader) node(tok json.Token, depth int) (*jnode, error) {
	n := &jnode{line: jr.lineAt(jr.dec.InputOffset() - 1)}
	switch t := tok.(type) {
	case json.Delim:
		if depth >= maxDepth {
			return nil, parseErr(n.line, string(t), "katzundmaus.parse.too_deep")
		}
		n.kind = byte(t)
		if t == '{' {
			for jr.dec.More() {
				kt, err := jr.dec.Token()
				if err != nil {
					return nil, jr.syntax(err)
				}
				key, _ := kt.(string)
				if n.get(key) != nil {
					return nil, parseErr(jr.lineAt(jr.dec.InputOffset()-1), key, "katzundmaus.parse.duplicate_key")
				}
				v, err := jr.value(depth + 1)
				if err != nil {
					return nil, err
				}
				n.keys = append(n.keys, key)
				n.items = append(n.items, v)
			}
		} else {
			for jr.dec.More() {
				v, err := jr.value(depth + 1)
				if err != nil {
					return nil, err
				}
				n.items = append(n.items, v)
			}
		}
		if _, err := jr.dec.Token(); err != nil { // the closing delimiter
			return nil, jr.syntax(err)
		}
	case string:
		n.kind, n.str = 's', t
	case json.Number:
		n.kind, n.str = 'n', string(t)
	case bool:
		n.kind = 'b'
		n.str = "false"
		if t {
			n.str = "true"
		}
	case nil:
		n.kind = '0'
	}
	return n, nil
}
