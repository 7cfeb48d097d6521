// Package instinkt is Instinkt at the table: the saved game, the play
// document (SPEC §2), the load → replay → update loop and the role views,
// for the CLI and the server alike.
package instinkt

import (
	"encoding/json"
	"errors"
	"strings"

	"codeberg.org/schiri/schiri/internal/store"
	ref "codeberg.org/schiri/schiri/referee/instinkt"
)

// Saved is what the store keeps of a game at the table: the setup is
// who holds the marker first, the moves are every step in the record's
// spelling, the notes the hand cards. The state is rebuilt by applying the
// steps, so a save can never hold a position the referee did not accept.
// Kind is the store's name for Instinkt games.
const Kind = "instinkt"

type Saved store.Saved[Setup, string, Notes]

// Setup is what an Instinkt game starts from.
type Setup struct {
	Marker string `json:"marker"` // who holds the tiebreak marker first
	// Against is "schiri" when schiri plays the colour other than As, with
	// its own cards dealt from Seed (SPEC §2 "The coach"); empty for a game
	// between two people.
	Against string `json:"against,omitempty"`
	As      string `json:"as,omitempty"`
	Seed    uint64 `json:"seed,omitempty"`
}

// Schiri is the Against of a game schiri plays in.
const Schiri = "schiri"

// Notes are what a game keeps beside its steps.
type Notes struct {
	// Hands are the hand cards at the end ("white"/"black" → cards), asked
	// for when the layouts are level and the hand sums decide (ruling I7).
	Hands map[string][]string `json:"hands,omitempty"`
}

// FromSchema1 reads a game saved with schema 1 (store.Schema1), which held
// marker, steps and hands under "game", and the --record path of older
// versions, which is dropped: a record file is only written when the run
// names it.
func (s *Saved) FromSchema1(game json.RawMessage) error {
	var old struct {
		Marker string              `json:"marker"`
		Steps  []string            `json:"steps"`
		Hands  map[string][]string `json:"hands"`
	}
	if err := json.Unmarshal(game, &old); err != nil {
		return err
	}
	*s = Saved{Setup: Setup{Marker: old.Marker}, Moves: old.Steps, Notes: Notes{Hands: old.Hands}}
	return nil
}

// Hands are the saved hand cards, for the scoring.
func (s *Saved) Hands() [2]ref.Hand {
	var out [2]ref.Hand
	for _, col := range []ref.Colour{ref.White, ref.Black} {
		cards, ok := s.Notes.Hands[col.String()]
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

// Game replays the saved steps through the referee.
func (s *Saved) Game() (*ref.Game, error) {
	marker, ok := ref.ParseColour(s.Setup.Marker)
	if !ok {
		return nil, errors.New("bad marker " + s.Setup.Marker)
	}
	moves := make([]ref.Move, len(s.Moves))
	for i, st := range s.Moves {
		m, err := ref.ParseStep(st)
		if err != nil {
			return nil, err
		}
		moves[i] = m
	}
	return ref.ReplayMoves(marker, moves)
}

// RecordText is the game record of the saved steps (raccoon moves join
// their placement's line), as replay reads it.
func (s *Saved) RecordText() string {
	var b strings.Builder
	b.WriteString("marker " + s.Setup.Marker + "\n")
	for i, st := range s.Moves {
		if strings.HasPrefix(st, "move ") {
			b.WriteString(" " + st)
			continue
		}
		if i > 0 {
			b.WriteString("\n")
		}
		b.WriteString(st)
	}
	if len(s.Moves) > 0 {
		b.WriteString("\n")
	}
	return b.String()
}

// Undo takes back the last step through the referee (Game.Undo: the game
// replayed without its last move) and drops the saved steps that went with
// it. With wholeLine, a raccoon's move ("move W7 1 -1", "move none") goes
// back together with its placement, the record line they share (ruling
// I8). It returns the game before them and the steps taken back; none when
// there is nothing to take back.
func (s *Saved) Undo(cur *ref.Game, wholeLine bool) (*ref.Game, []string, error) {
	moves := cur.Moves()
	if len(moves) == 0 || len(moves) != len(s.Moves) {
		return nil, nil, nil
	}
	ng, err := cur.Undo()
	if err != nil {
		return nil, nil, err
	}
	if k := moves[len(moves)-1].Kind; wholeLine && (k == ref.MoveRaccoon || k == ref.MoveRaccoonNone) && len(moves) > 1 {
		if ng, err = ng.Undo(); err != nil {
			return nil, nil, err
		}
	}
	n := len(ng.Moves())
	taken := append([]string(nil), s.Moves[n:]...)
	s.Moves = s.Moves[:n]
	return ng, taken, nil
}
