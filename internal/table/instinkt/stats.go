package instinkt

import (
	"codeberg.org/schiri/schiri/internal/table"
	score "codeberg.org/schiri/schiri/scoring/instinkt"
)

// statsOf reads a saved game for the statistics (the registry's Stats).
var statsOf = table.StatsOf(Kind, func(s *Saved) (any, error) {
	g, err := s.Game()
	if err != nil {
		return nil, err
	}
	return score.Saved{Game: g, Hands: s.Hands()}, nil
})
