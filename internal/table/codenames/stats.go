package codenames

import (
	"codeberg.org/schiri/schiri/internal/table"
	cn "codeberg.org/schiri/schiri/referee/codenames"
)

// statsOf reads a saved game for the statistics (the registry's Stats).
var statsOf = table.StatsOf(Kind, func(s *Saved) (*cn.Game, error) {
	return cn.Replay(cn.Record(*s))
})
