package katzundmaus

import (
	"strings"

	"codeberg.org/schiri/schiri/referee"

	"codeberg.org/schiri/schiri/rules"
)

// ParseError is the referees' one parse-error type (package referee).
type ParseError = referee.ParseError

func parseErr(line int, token, key string, args ...any) *ParseError {
	return referee.NewParseError(line, token, key, args...)
}

// InvalidPosition is a position that cannot occur in a game
// (katzundmaus.position.invalid): the check's report, in the shape every
// referee reports a check, with every problem found as an error.
type InvalidPosition struct {
	rules.Report
}

func (e *InvalidPosition) Error() string {
	parts := make([]string, len(e.Errors))
	for i, p := range e.Errors {
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
