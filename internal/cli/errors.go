package cli

import (
	"codeberg.org/schiri/schiri/internal/problem"
)

// Exit codes, SPEC §0. They are decided in one place: problem.Classify
// (its class's ExitCode).
const (
	ExitOK      = 0 // success; for referee commands: legal / valid
	ExitVerdict = 1 // the input was understood and the rules say no
	ExitInput   = 2 // usage or input error
	ExitStorage = 3 // storage error
)

// The errors of package problem, under the names the commands use.
type (
	// InputError is a usage or input error (exit 2).
	InputError = problem.InputError
	// StorageError is a failure of the saved-game store (exit 3).
	StorageError = problem.StorageError
	// VerdictError reports that the command printed a negative verdict
	// (exit 1).
	VerdictError = problem.VerdictError
	// UsageError is a command-line usage error from flag parsing (exit 2).
	UsageError = problem.UsageError
)

// NewInputError builds an input error; args are key/value pairs.
func NewInputError(key string, args ...any) *InputError { return problem.NewInputError(key, args...) }

// FromParseError is the one adapter from a referee's *referee.ParseError to
// the input error (exit 2): see problem.FromParseError.
func FromParseError(err error, file string, args ...any) error {
	return problem.FromParseError(err, file, args...)
}

// ErrVerdict is returned by a command that has printed an illegal/invalid
// verdict.
var ErrVerdict = problem.ErrVerdict

// ErrCancel is returned when the user cancels an interactive form.
var ErrCancel = problem.ErrCancel

// ExitCode maps an error to SPEC §0's exit codes.
func ExitCode(err error) int { return problem.Classify(err).ExitCode() }
