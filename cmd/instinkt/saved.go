package instinkt

import (
	"errors"
	"strings"

	ref "codeberg.org/schiri/schiri/referee/instinkt"
)

// savedGame is what the store keeps of a game at the table: the marker and
// every step in the record's spelling. The state is rebuilt by applying the
// steps, so a save can never hold a position the referee did not accept.
type savedGame struct {
	Marker string   `json:"marker"`
	Steps  []string `json:"steps"`
	// Record was the --record path of older versions. It is no longer
	// written to: a record file is only written when this run names it.
	Record string `json:"record,omitempty"`
	// Hands are the hand cards at the end ("white"/"black" → cards), asked
	// for when the layouts are level and the hand sums decide (ruling I7).
	Hands map[string][]string `json:"hands,omitempty"`
}

// hands are the saved hand cards, for the scoring.
func (s *savedGame) hands() [2]ref.Hand {
	var out [2]ref.Hand
	for _, col := range []ref.Colour{ref.White, ref.Black} {
		cards, ok := s.Hands[col.String()]
		if !ok {
			continue
		}
		out[col].Given = true
		for _, t := range cards {
			if c, ok := ref.ParseCard(t); ok {
				out[col].Cards = append(out[col].Cards, c)
			}
		}
	}
	return out
}

// rebuild applies the saved steps.
func (s *savedGame) rebuild() (*ref.Game, error) {
	marker, ok := ref.ParseColour(s.Marker)
	if !ok {
		return nil, errors.New("bad marker " + s.Marker)
	}
	g := ref.NewGame(marker)
	for _, st := range s.Steps {
		m, err := ref.ParseStep(st)
		if err != nil {
			return nil, err
		}
		if g, err = g.Apply(m); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// recordText is the game record of the saved steps (raccoon moves join
// their placement's line), as replay reads it.
func (s *savedGame) recordText() string {
	var b strings.Builder
	b.WriteString("marker " + s.Marker + "\n")
	for i, st := range s.Steps {
		if strings.HasPrefix(st, "move ") {
			b.WriteString(" " + st)
			continue
		}
		if i > 0 {
			b.WriteString("\n")
		}
		b.WriteString(st)
	}
	if len(s.Steps) > 0 {
		b.WriteString("\n")
	}
	return b.String()
}
