// Package problem is what goes wrong, for every part of schiri alike: the
// errors and their classes (SPEC §0: a verdict, an input error, a storage
// error), "did you mean", and the one function that writes an error's
// message. The referee, the store, the table, the CLI and the web all use
// it; it uses nothing of theirs (a leaf: the standard library only), so a
// backend that reports an error pulls in no front end.
//
// Classify decides an error's class — the CLI's exit code and the web's
// HTTP status alike — and Describe writes its message in a language.
package problem

import (
	"errors"
	"fmt"
	"maps"
	"net/http"
)

// Class is what kind of failure an error is (SPEC §0).
type Class int

// The classes, in the order of their exit codes.
const (
	OK      Class = iota // no error
	Verdict              // the input was understood and the rules say no
	Input                // usage or input error
	Storage              // the saved games cannot be read or written
)

// ExitCode is the class's exit code (SPEC §0): 0, 1, 2 or 3.
func (c Class) ExitCode() int { return int(c) }

// Status is the class's HTTP status (SPEC §7): 200, 422 for a refusal,
// 400 for an input error, 503 for a storage error.
func (c Class) Status() int {
	switch c {
	case OK:
		return http.StatusOK
	case Verdict:
		return http.StatusUnprocessableEntity
	case Storage:
		return http.StatusServiceUnavailable
	}
	return http.StatusBadRequest
}

// Kind is the class's name in an {"error": {"kind": …}} document.
func (c Class) Kind() string {
	switch c {
	case OK:
		return ""
	case Verdict:
		return "verdict"
	case Storage:
		return "storage"
	}
	return "input"
}

// Classed is an error that knows its class (the store's errors, the
// referee's parse errors, this package's own).
type Classed interface {
	error
	Class() Class
}

// Classify is the class of err: that of the first error in its chain that
// knows its class; Input for any other (cobra's own errors, a cancelled
// form: nothing was done, as with a usage error).
func Classify(err error) Class {
	if err == nil {
		return OK
	}
	var c Classed
	if errors.As(err, &c) {
		return c.Class()
	}
	return Input
}

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

// Class is Input.
func (e *InputError) Class() Class { return Input }

// NewInputError builds an input error; args are key/value pairs.
func NewInputError(key string, args ...any) *InputError {
	return &InputError{Key: key, Args: Pairs(args...)}
}

// At sets where the error is: file, line (0 if none) and token.
func (e *InputError) At(file string, line int, token string) *InputError {
	e.File, e.Line, e.Token = file, line, token
	return e
}

// Cites sets the clause ID the error cites.
func (e *InputError) Cites(rule string) *InputError {
	e.Reason = rule
	return e
}

// Inputter is an error that is an input error when a front end reports it
// (a referee's parse error): Input is that error.
type Inputter interface {
	error
	Input() *InputError
}

// FromParseError is the one adapter from an error that is an input error
// when reported (a referee's *referee.ParseError) to the input error: the
// message key and arguments, where it is (file, line and token), the
// clause it cites, the suggestions for its token, and args as extra
// name/value pairs for the message (e.g. "Flag", "--seed"). Any other
// error comes back unchanged.
func FromParseError(err error, file string, args ...any) error {
	var in Inputter
	if !errors.As(err, &in) {
		return err
	}
	e := in.Input()
	a := maps.Clone(e.Args)
	if a == nil {
		a = map[string]any{}
	}
	maps.Copy(a, Pairs(args...))
	e.Args, e.Err, e.File = a, err, file
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

// Class is Storage.
func (e *StorageError) Class() Class { return Storage }

// VerdictError reports that the command printed a negative verdict (exit 1).
// Its output is already written; nothing more is printed.
type VerdictError struct{}

func (VerdictError) Error() string { return "the referee says no" }

// Class is Verdict.
func (VerdictError) Class() Class { return Verdict }

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

// Class is Input.
func (e *UsageError) Class() Class { return Input }

// NewUsageError is a usage error (exit 2) with the message key and its
// arguments; suggestions are told as "Did you mean …?".
func NewUsageError(key string, suggestions []string, args ...any) *UsageError {
	a := Pairs(args...)
	return &UsageError{Key: key, Args: a, Suggestions: suggestions, Err: fmt.Errorf("%s %v", key, a)}
}

// Pairs makes a message's arguments from name/value pairs ("Max", 6), or
// takes one map[string]any as it is; a name that is not a string is
// dropped.
func Pairs(args ...any) map[string]any {
	if len(args) == 0 {
		return nil
	}
	if len(args) == 1 {
		if m, ok := args[0].(map[string]any); ok {
			return m
		}
	}
	m := make(map[string]any, len(args)/2)
	for i := 0; i+1 < len(args); i += 2 {
		if k, ok := args[i].(string); ok {
			m[k] = args[i+1]
		}
	}
	return m
}
