package kodiak

import (
	"codeberg.org/schiri/schiri/referee"
)

// ParseError is the referees' one parse-error type (package referee).
type ParseError = referee.ParseError

func parseErr(line int, token, key string, args ...any) *ParseError {
	return referee.NewParseError(line, token, key, args...)
}
