package kodiak

import (
	"fmt"
	"sort"
)

// ParseError is a malformed input: a round sheet that cannot be read (bad
// YAML or JSON, an unknown key or card, a number that is not a number) or a
// flag value that makes no sense (Line 0 then). It is not a verdict: the rules were never
// asked. The CLI shows it localized through Key and Args, with exit code 2.
type ParseError struct {
	Line  int            // 1-based line in the input; 0 when no line applies
	Token string         // the offending text, as written
	Key   string         // message key in the locale catalogs
	Args  map[string]any // template arguments; always holds Line and Token too
}

// Error is the unlocalized text, for logs and tests.
// Message is the error's message key and arguments, for localizing it
// wherever it ends up (also inside a damaged-save report).
func (e *ParseError) Message() (string, map[string]any) { return e.Key, e.Args }

func (e *ParseError) Error() string {
	s := e.Key
	if e.Line > 0 {
		s = fmt.Sprintf("line %d: %s", e.Line, s)
	}
	if e.Token != "" {
		s += fmt.Sprintf(" %q", e.Token)
	}
	keys := make([]string, 0, len(e.Args))
	for k := range e.Args {
		if k == "Line" || k == "Token" {
			continue
		}
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		s += fmt.Sprintf(" %s=%v", k, e.Args[k])
	}
	return s
}

func parseErr(line int, token, key string, args ...any) *ParseError {
	e := &ParseError{Line: line, Token: token, Key: key}
	e.Args = make(map[string]any, len(args)/2+2)
	e.Args["Line"] = line
	e.Args["Token"] = token
	for i := 0; i+1 < len(args); i += 2 {
		if k, ok := args[i].(string); ok {
			e.Args[k] = args[i+1]
		}
	}
	return e
}
