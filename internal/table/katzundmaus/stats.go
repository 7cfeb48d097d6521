package katzundmaus

import (
	"codeberg.org/schiri/schiri/internal/table"
	km "codeberg.org/schiri/schiri/referee/katzundmaus"
	score "codeberg.org/schiri/schiri/scoring/katzundmaus"
)

// statsOf reads a saved game for the statistics (the registry's Stats).
var statsOf = table.StatsOf(Kind, func(s *Saved) (score.Game, error) {
	g, _, err := s.Rebuild()
	if err != nil {
		return score.Game{}, err
	}
	// against the bot the person plays A (katzundmaus play)
	return score.Game{Game: g, VsBot: s.Setup.Vs == "bot", Human: km.A}, nil
})
