// Package rules holds the embedded rule texts of every game and the clause
// registry. A clause ID such as "game.section.clause" names one rule; every
// verdict the referees give cites one.
package rules

import (
	"fmt"
	"sort"

	prob "codeberg.org/schiri/schiri/internal/problem"
)

// ID is a stable clause identifier, e.g. "game.section.clause".
type ID string

// Verdict is a referee's "no" (or a warning): the clause it applies and a
// localizable message. Referee packages return verdicts as values; commands
// render them in the user's language through the message Key and Args.
type Verdict struct {
	Rule ID             // the clause enforced; JSON calls it "reason"
	Key  string         // message key in the locale catalogs
	Args map[string]any // template arguments of the message
	// Cell is the one cell of a grid the verdict concerns (a layout's
	// card), nil when it is about no one cell.
	Cell *Cell
}

// Cell is a place in a grid: row and column, 1-based as the input counts
// them.
type Cell struct{ Row, Col int }

// NewVerdict builds a verdict; args are key/value pairs ("Row", 2, "Col", 3).
func NewVerdict(rule ID, key string, args ...any) *Verdict {
	return &Verdict{Rule: rule, Key: key, Args: Args(args...)}
}

// At sets the cell the verdict concerns and returns the verdict.
func (v *Verdict) At(row, col int) *Verdict {
	v.Cell = &Cell{Row: row, Col: col}
	return v
}

// Report is what a check of a whole input finds, in every game the same
// shape: the errors that make it invalid and the warnings that leave it
// valid, each a verdict citing its clause. (A move refused on its own is a
// single *Verdict.)
type Report struct {
	Errors   []*Verdict
	Warnings []*Verdict
}

// Valid reports whether there are no errors.
func (r Report) Valid() bool { return len(r.Errors) == 0 }

// Fail adds an error.
func (r *Report) Fail(rule ID, key string, args ...any) {
	r.Errors = append(r.Errors, NewVerdict(rule, key, args...))
}

// Warn adds a warning.
func (r *Report) Warn(rule ID, key string, args ...any) {
	r.Warnings = append(r.Warnings, NewVerdict(rule, key, args...))
}

// Args turns a message's arguments into the map its template reads: either
// name/value pairs ("Row", 2, "Col", 3) or one map already made. A name that
// is not a string is dropped, as is a last name without a value; no
// arguments are nil. Every message of schiri (verdicts, parse and input
// errors, catalog lookups) collects its arguments here.
func Args(args ...any) map[string]any { return prob.Pairs(args...) }

// Message is the verdict's message key and arguments.
func (v *Verdict) Message() (string, map[string]any) { return v.Key, v.Args }

// Error makes a verdict usable as an error value; the text is not localized
// and meant for logs and tests only.
func (v *Verdict) Error() string {
	if v == nil {
		return "<nil verdict>"
	}
	s := string(v.Rule) + ": " + v.Key
	if len(v.Args) > 0 {
		keys := make([]string, 0, len(v.Args))
		for k := range v.Args {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			s += " " + k + "=" + fmt.Sprint(v.Args[k])
		}
	}
	return s
}
