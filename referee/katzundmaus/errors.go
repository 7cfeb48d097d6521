package katzundmaus

import (
	"fmt"
	"sort"
	"strings"

	"codeberg.org/schiri/schiri/rules"
)

// ParseError is malformed input: an unknown token, a bad line, a JSON syntax
// error. It is not a referee verdict (exit 2 in the CLI). Line is 1-based and
// 0 where the input has no lines (a move given as a command-line argument).
// Key and Args name a message in the locale catalogs.
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
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Fprintf(&b, " %s=%v", k, e.Args[k])
	}
	return b.String()
}

func parseErr(line int, token, key string, args ...any) *ParseError {
	e := &ParseError{Line: line, Token: token, Key: key}
	if len(args) > 0 {
		e.Args = make(map[string]any, len(args)/2)
		for i := 0; i+1 < len(args); i += 2 {
			if k, ok := args[i].(string); ok {
				e.Args[k] = args[i+1]
			}
		}
	}
	return e
}

// InvalidPosition is a position that cannot occur in a game
// (katzundmaus.position.invalid): every problem found, one verdict each.
type InvalidPosition struct {
	Problems []*rules.Verdict
}

func (e *InvalidPosition) Error() string {
	parts := make([]string, len(e.Problems))
	for i, p := range e.Problems {
		parts[i] = p.Error()
	}
	return strings.Join(parts, "; ")
}

// The clause IDs of SPEC §4.
const (
	RuleBuildSequence   = rules.KatzundmausBuildSequence
	RuleBuildJoker      = rules.KatzundmausBuildJoker
	RuleStockToBuild    = rules.KatzundmausSourceStockToBuild
	RuleDiscardToBuild  = rules.KatzundmausSourceDiscardToBuild
	RuleNotInHand       = rules.KatzundmausSourceNotInHand
	RuleSourceEmpty     = rules.KatzundmausSourceEmpty
	RuleDiscardEnds     = rules.KatzundmausTurnDiscardEnds
	RuleEndWithCards    = rules.KatzundmausTurnEndWithCards
	RuleNotYours        = rules.KatzundmausTurnNotYours
	RuleOver            = rules.KatzundmausEndOver
	RulePositionUnknown = rules.KatzundmausPositionUnknown
	RulePositionInvalid = rules.KatzundmausPositionInvalid
)
