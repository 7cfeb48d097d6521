package referee

import (
	"fmt"
	"maps"
	"sort"
	"strings"

	"codeberg.org/schiri/schiri/internal/problem"
	"codeberg.org/schiri/schiri/rules"
)

// ParseError is input a referee cannot read: which line and token, and a
// localizable message (Key in the locale catalogs, with Args). Every game
// reports its parse errors with this one type; the CLI turns it into an
// input error (exit 2) naming file, line and token.
type ParseError struct {
	Line  int            // 1-based line in the input; 0 when no line applies
	Token string         // the offending text, as written; "" when none
	Key   string         // message key in the locale catalogs
	Args  map[string]any // template arguments; always hold Line and Token too
	Rule  rules.ID       // the clause that applies, where there is one
	// Candidates are the tokens that would have been valid where Token was
	// refused (the card names, the words on the board), for a front end's
	// "did you mean"; nil where no list applies.
	Candidates []string
}

// WithCandidates sets the tokens that would have been valid instead.
func (e *ParseError) WithCandidates(c []string) *ParseError {
	e.Candidates = c
	return e
}

// NewParseError builds a parse error; args are name/value pairs ("Max", 6).
// A name that is not a string is dropped.
func NewParseError(line int, token, key string, args ...any) *ParseError {
	e := &ParseError{Line: line, Token: token, Key: key, Args: map[string]any{}}
	maps.Copy(e.Args, rules.Args(args...))
	e.Args["Line"], e.Args["Token"] = line, token
	return e
}

// Message is the error's message key and arguments, for localizing it
// wherever it ends up (also inside a damaged-save report).
func (e *ParseError) Message() (string, map[string]any) { return e.Key, e.Args }

// Input is the parse error as a front end reports it: an input error
// (problem.FromParseError) with its message, where it is, the clause it
// cites and what the user may have meant instead of its token.
func (e *ParseError) Input() *problem.InputError {
	ie := &problem.InputError{Key: e.Key, Args: e.Args, Suggestions: problem.Suggest(e.Token, e.Candidates)}
	ie.At("", e.Line, e.Token)
	if e.Rule != "" {
		ie.Cites(string(e.Rule))
	}
	return ie
}

// Error is the unlocalized text, for logs and tests.
func (e *ParseError) Error() string {
	var b strings.Builder
	if e.Line > 0 {
		fmt.Fprintf(&b, "line %d: ", e.Line)
	}
	b.WriteString(e.Key)
	if e.Token != "" {
		fmt.Fprintf(&b, " %q", e.Token)
	}
	keys := make([]string, 0, len(e.Args))
	for k := range e.Args {
		if k != "Line" && k != "Token" {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Fprintf(&b, " %s=%v", k, e.Args[k])
	}
	return b.String()
}
