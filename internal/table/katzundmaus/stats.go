package katzundmaus

import (
	"time"

	"codeberg.org/schiri/schiri/internal/table"
	km "codeberg.org/schiri/schiri/referee/katzundmaus"
	"codeberg.org/schiri/schiri/scoring/stats"
)

// statsOf is the game's part of the statistics (the registry's Stats).
var statsOf = table.StatsOf(Kind, func(s *Saved, id string, created time.Time) (stats.Games, error) {
	g, _, err := s.Rebuild()
	if err != nil {
		return stats.Games{}, err
	}
	// against the bot the person plays A (katzundmaus play)
	return stats.Games{Katz: []stats.KatzGame{{ID: id, Created: created, Game: g, VsBot: s.Setup.Vs == "bot", Human: km.A}}}, nil
})
