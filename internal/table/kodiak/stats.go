package kodiak

import (
	"time"

	"codeberg.org/schiri/schiri/internal/table"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	"codeberg.org/schiri/schiri/scoring/stats"
)

// statsOf is the game's part of the statistics (the registry's Stats).
var statsOf = table.StatsOf(Kind, func(s *Saved, id string, created time.Time) (stats.Games, error) {
	g, err := referee.Replay(referee.Record{Setup: s.Setup, Moves: s.Moves})
	if err != nil {
		return stats.Games{}, err
	}
	return stats.Games{Kodiak: []stats.KodiakGame{{ID: id, Created: created, Game: g}}}, nil
})
