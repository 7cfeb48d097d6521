package instinkt

import (
	"time"

	"codeberg.org/schiri/schiri/internal/table"
	"codeberg.org/schiri/schiri/scoring/stats"
)

// statsOf is the game's part of the statistics (the registry's Stats).
var statsOf = table.StatsOf(Kind, func(s *Saved, id string, created time.Time) (stats.Games, error) {
	g, err := s.Game()
	if err != nil {
		return stats.Games{}, err
	}
	return stats.Games{Instinkt: []stats.InstinktGame{{ID: id, Created: created, Game: g, Hands: s.Hands()}}}, nil
})
