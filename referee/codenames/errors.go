package codenames

import (
	"codeberg.org/schiri/schiri/referee"
)

// ParseError is the referees' one parse-error type (package referee).
type ParseError = referee.ParseError

func parseErr(token, key string, args ...any) *ParseError {
	return referee.NewParseError(0, token, key, args...)
}
