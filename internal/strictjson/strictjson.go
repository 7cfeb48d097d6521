// Package strictjson reads JSON the way SPEC §0 (third edition) wants it
// read everywhere — input files, saved games and request bodies to serve:
// exactly one document, no key twice in one object, nothing but white space
// after it. A leading UTF-8 byte order mark is ignored. Keys are compared as
// encoding/json matches them to fields, without case: "moves" and "Moves"
// are one key twice.
//
// The standard library's decoder takes the last of two equal keys and stops
// at the end of the first document, so a save with "moves" twice, or a
// second document appended, would load and then lose the rest at its next
// write. Check walks the tokens once and refuses both; Unmarshal is Check
// followed by encoding/json's Unmarshal, so every type decodes exactly as
// before.
package strictjson

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode"
)

// BOM is the UTF-8 byte order mark.
var BOM = []byte{0xEF, 0xBB, 0xBF}

// TrimBOM returns data without a leading byte order mark.
func TrimBOM(data []byte) []byte { return bytes.TrimPrefix(data, BOM) }

// Problem says how a document breaks the rules.
type Problem int

// The problems Check finds.
const (
	Syntax    Problem = iota + 1 // not JSON at all, or cut short
	Duplicate                    // a key twice in one object
	Trailing                     // something after the document
	Empty                        // nothing but white space
)

// Error is a document that is not one strict JSON document.
type Error struct {
	Problem Problem
	Line    int    // 1-based line of the offending byte
	Offset  int64  // byte offset (after any byte order mark)
	Key     string // the duplicate key (Duplicate)
	Err     error  // encoding/json's error (Syntax)
}

func (e *Error) Error() string {
	switch e.Problem {
	case Duplicate:
		return fmt.Sprintf("line %d: the key %q appears twice in one object", e.Line, e.Key)
	case Trailing:
		return fmt.Sprintf("line %d: text after the end of the JSON document", e.Line)
	case Empty:
		return "no JSON document"
	}
	if e.Err != nil {
		return fmt.Sprintf("line %d: %v", e.Line, e.Err)
	}
	return fmt.Sprintf("line %d: not JSON", e.Line)
}

func (e *Error) Unwrap() error { return e.Err }

// lineAt is the 1-based line of byte offset off in data.
func lineAt(data []byte, off int64) int {
	if off > int64(len(data)) {
		off = int64(len(data))
	}
	if off < 0 {
		off = 0
	}
	return bytes.Count(data[:off], []byte{'\n'}) + 1
}

// Check reports whether data (a byte order mark aside) is exactly one JSON
// document with no key twice in any object and nothing after it.
//
// A document that encoding/json's scanner finds valid (one value, nothing
// after it) is only walked for its keys, without a token stream: a saved
// game of hundreds of rounds is checked in a fraction of the time. Any
// other is walked token by token, which names the problem and its place.
func Check(data []byte) error {
	data = TrimBOM(data)
	if len(bytes.TrimSpace(data)) == 0 {
		return &Error{Problem: Empty, Line: 1}
	}
	if json.Valid(data) {
		return duplicates(data)
	}
	return checkTokens(data)
}

// CheckKeys is Check of a document encoding/json has already decoded
// whole (so one valid value with nothing after it, a byte order mark
// aside): only its keys are walked, for a key twice in one object.
func CheckKeys(data []byte) error { return duplicates(TrimBOM(data)) }

// checkTokens is Check by encoding/json's token stream.
func checkTokens(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	fail := func(p Problem, key string, err error) error {
		off := dec.InputOffset()
		var se *json.SyntaxError
		if errors.As(err, &se) {
			off = se.Offset
		}
		return &Error{Problem: p, Line: lineAt(data, off), Offset: off, Key: key, Err: err}
	}
	// a stack of open containers: for objects, the keys seen so far and
	// whether the next string token is a key
	type frame struct {
		object bool
		keys   map[string]struct{}
		key    bool
	}
	var stack []*frame
	for {
		start := dec.InputOffset()
		tok, err := dec.Token()
		if err == io.EOF {
			if len(stack) > 0 {
				return fail(Syntax, "", io.ErrUnexpectedEOF)
			}
			break
		}
		if err != nil {
			return fail(Syntax, "", err)
		}
		var top *frame
		if len(stack) > 0 {
			top = stack[len(stack)-1]
		}
		if k, isKey := tok.(string); isKey && top != nil && top.object && top.key {
			k := fold(k)
			if _, dup := top.keys[k]; dup {
				for start < int64(len(data)) && bytes.IndexByte([]byte(" \t\r\n,{"), data[start]) >= 0 {
					start++ // to the key itself
				}
				return &Error{Problem: Duplicate, Line: lineAt(data, start), Offset: start, Key: tok.(string)}
			}
			top.keys[k] = struct{}{}
			top.key = false
			continue
		}
		switch d := tok.(type) {
		case json.Delim:
			switch d {
			case '{':
				stack = append(stack, &frame{object: true, keys: map[string]struct{}{}, key: true})
				continue
			case '[':
				stack = append(stack, &frame{})
				continue
			default: // '}' or ']'
				stack = stack[:len(stack)-1]
			}
		}
		if len(stack) == 0 {
			// the document is complete: only white space may follow
			rest := data[dec.InputOffset():]
			if t := bytes.TrimLeft(rest, " \t\r\n"); len(t) > 0 {
				off := int64(len(data) - len(t))
				return &Error{Problem: Trailing, Line: lineAt(data, off), Offset: off}
			}
			return nil
		}
		if top := stack[len(stack)-1]; top.object {
			top.key = true // a value ends: a key comes next
		}
	}
	return nil
}

// duplicates finds a key twice in one object of data, a valid JSON
// document: one scan of its bytes that keeps the keys of each open object
// (compared without case, as encoding/json matches them). The keys are
// slices of data itself and the open containers one reused stack, so a
// saved game of hundreds of rounds is walked without an allocation per
// object or key.
func duplicates(data []byte) error {
	type open struct {
		object bool
		first  int                 // the object's first key in keys
		set    map[string]struct{} // its keys, folded, once it has many
	}
	var (
		stack     []open
		keys      [][]byte // the keys of the open objects, in order
		expectKey bool
	)
	for i := 0; i < len(data); i++ {
		switch c := data[i]; c {
		case '{':
			stack = append(stack, open{object: true, first: len(keys)})
			expectKey = true
		case '[':
			stack = append(stack, open{})
			expectKey = false
		case '}', ']':
			if top := stack[len(stack)-1]; top.object {
				keys = keys[:top.first]
			}
			stack = stack[:len(stack)-1]
			expectKey = false
		case ',':
			expectKey = len(stack) > 0 && stack[len(stack)-1].object
		case '"':
			start := i
			escaped := false
			for i++; data[i] != '"'; i++ {
				if data[i] == '\\' {
					escaped = true
					i++
				}
			}
			if !expectKey {
				continue // a string value
			}
			expectKey = false
			key := data[start+1 : i]
			if escaped {
				var k string
				_ = json.Unmarshal(data[start:i+1], &k) // valid: it decodes
				key = []byte(k)
			}
			top := &stack[len(stack)-1]
			dup := false
			if top.set != nil {
				k := fold(string(key))
				_, dup = top.set[k]
				top.set[k] = struct{}{}
			} else {
				for _, seen := range keys[top.first:] {
					if bytes.EqualFold(seen, key) {
						dup = true
						break
					}
				}
				if keys = append(keys, key); len(keys)-top.first > 16 {
					top.set = make(map[string]struct{}, 2*(len(keys)-top.first))
					for _, seen := range keys[top.first:] {
						top.set[fold(string(seen))] = struct{}{}
					}
				}
			}
			if dup {
				return &Error{Problem: Duplicate, Line: lineAt(data, int64(start)), Offset: int64(start), Key: string(key)}
			}
		}
	}
	return nil
}

// fold is a key as encoding/json matches it to a field: without case
// (Unicode simple folding, as bytes.EqualFold), so "moves" and "Moves" in
// one object are the same key twice — the decoder would take the last.
// Each rune becomes the smallest rune of its folding orbit.
func fold(k string) string {
	var b strings.Builder
	b.Grow(len(k))
	for _, r := range k {
		least := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			least = min(least, f)
		}
		b.WriteRune(least)
	}
	return b.String()
}

// Unmarshal decodes the one strict JSON document in data (a byte order
// mark aside) into v, as encoding/json does. A document that Check refuses
// is an *Error and v is left alone.
func Unmarshal(data []byte, v any) error {
	data = TrimBOM(data)
	if err := Check(data); err != nil {
		return err
	}
	return json.Unmarshal(data, v)
}

// UnmarshalKnown is Unmarshal with unknown object keys refused (for typed requests).
func UnmarshalKnown(data []byte, v any) error {
	data = TrimBOM(data)
	if err := Check(data); err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}
