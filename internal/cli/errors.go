package cli

import (
	"errors"
	"fmt"
	"maps"

	"codeberg.org/schiri/schiri/referee"
	"codeberg.org/schiri/schiri/rules"
)

// Exit codes, SPEC §0. They are decided in one place: ExitCode.
const (
	ExitOK      = 0 // success; for referee commands: legal / valid
	ExitVerdict = 1 // the input was understood and the rules say no
	ExitInput   = 2 // usage or input error
	ExitStorage = 3 // storage error
)

// InputError is a usage or input error (exit 2). Key and Args are a message
// in the locale catalogs; File, Line and Token say where, when known.
type InputError struct {
	Key   string
	Args  map[string]any
	File  string
	Line  int
	Token string
	// Reason is the clause ID an input error cites, if any
	// ("game.section.clause"); JSON shows it as "reason".
	Reason string
	Err    error // the underlying error, if any (not shown to users)
	// Suggestions are what the user may have meant instead of Token, told
	// as "Did you mean …?".
	Suggestions []string
}

func (e *InputError) Error() string {
	s := e.Key
	if e.File != "" {
		s = fmt.Sprintf("%s:%d: %s", e.File, e.Line, s)
	}
	if e.Token != "" {
		s += fmt.Sprintf(" (%q)", e.Token)
	}
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}

func (e *InputError) Unwrap() error { return e.Err }

// NewInputError builds an input error; args are key/value pairs.
func NewInputError(key string, args ...any) *InputError {
	return &InputError{Key: key, Args: pairs(args)}
}

// At sets where the error is: file, line (0 if none) and token.
func (e *InputError) At(file string, line int, token string) *InputError {
	e.File, e.Line, e.Token = file, line, token
	return e
}

// FromParseError is the one adapter from a referee's *referee.ParseError to
// the CLI's input error (exit 2): the message key and arguments, where it is
// (file, line and token), the clause it cites, and args as extra name/value pairs for the message (e.g.
// "Flag", "--seed"). Any other error comes back unchanged.
func FromParseError(err error, file string, args ...any) error {
	var pe *referee.ParseError
	if !errors.As(err, &pe) {
		return err
	}
	a := maps.Clone(pe.Args)
	if a == nil {
		a = map[string]any{}
	}
	maps.Copy(a, pairs(args))
	e := &InputError{Key: pe.Key, Args: a, Err: err, Suggestions: Suggest(pe.Token, pe.Candidates)}
	e.At(file, pe.Line, pe.Token)
	if pe.Rule != "" {
		e.Cites(string(pe.Rule))
	}
	return e
}

// Cites sets the clause ID the error cites.
func (e *InputError) Cites(rule string) *InputError {
	e.Reason = rule
	return e
}

// StorageError is a failure of the saved-game store (exit 3).
type StorageError struct {
	Key  string
	Args map[string]any
	File string
	Err  error
}

func (e *StorageError) Error() string {
	s := e.Key + ": " + e.File
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}

func (e *StorageError) Unwrap() error { return e.Err }

// VerdictError reports that the command printed a negative verdict (exit 1).
// Its output is already written; nothing more is printed.
type VerdictError struct{}

func (VerdictError) Error() string { return "the referee says no" }

// ErrVerdict is returned by a command that has printed an illegal/invalid
// verdict.
var ErrVerdict error = VerdictError{}

// ErrCancel is returned when the user cancels an interactive form.
var ErrCancel = errors.New("cancelled")

// UsageError is a command-line usage error from flag parsing (exit 2).
type UsageError struct {
	Err error
	// Key and Args are the message in the catalogs ("" for an error cobra
	// or pflag produced that has none); Suggestions are the names the user
	// may have meant, told as "Did you mean …?".
	Key         string
	Args        map[string]any
	Suggestions []string
}

func (e *UsageError) Error() string { return e.Err.Error() }
func (e *UsageError) Unwrap() error { return e.Err }

func pairs(args []any) map[string]any { return rules.Args(args...) }
