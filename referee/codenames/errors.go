package codenames

import (
	"fmt"
	"sort"
)

// ParseError is malformed input (a bad seed code, size, team, language or
// guess target): not a verdict of the rules but an input error (exit 2).
// Key and Args are a message in the codenames locale catalog; Token is the
// offending input. Line is 0 where the input is not a file.
type ParseError struct {
	Line  int
	Token string
	Key   string
	Args  map[string]any
}

// Message is the error's message key and arguments, for localizing it
// wherever it ends up (also inside a damaged-save report).
func (e *ParseError) Message() (string, map[string]any) { return e.Key, e.Args }

func (e *ParseError) Error() string {
	s := e.Key
	if e.Line > 0 {
		s = fmt.Sprintf("line %d: %s", e.Line, s)
	}
	s += fmt.Sprintf(" %q", e.Token)
	keys := make([]string, 0, len(e.Args))
	for k := range e.Args {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		s += fmt.Sprintf(" %s=%v", k, e.Args[k])
	}
	return s
}

func parseErr(token, key string, args ...any) *ParseError {
	e := &ParseError{Token: token, Key: key, Args: map[string]any{"Token": token}}
	for i := 0; i+1 < len(args); i += 2 {
		if k, ok := args[i].(string); ok {
			e.Args[k] = args[i+1]
		}
	}
	return e
}
