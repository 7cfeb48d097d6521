package kodiak

import (
	"codeberg.org/schiri/schiri/internal/table"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
)

// statsOf reads a saved game for the statistics (the registry's Stats).
var statsOf = table.StatsOf(Kind, func(s *Saved) (*referee.Game, error) {
	return referee.Replay(referee.Record{Setup: s.Setup, Moves: s.Moves})
})
