package codenames

import (
	"time"

	"codeberg.org/schiri/schiri/internal/table"
	cn "codeberg.org/schiri/schiri/referee/codenames"
	"codeberg.org/schiri/schiri/scoring/stats"
)

// statsOf is the game's part of the statistics (the registry's Stats).
var statsOf = table.StatsOf(Kind, func(s *Saved, id string, created time.Time) (stats.Games, error) {
	g, err := cn.Replay(cn.Record(*s))
	if err != nil {
		return stats.Games{}, err
	}
	return stats.Games{Codenames: []stats.CodenamesGame{{ID: id, Created: created, Game: g}}}, nil
})
