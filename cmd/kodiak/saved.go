package kodiak

import (
	"encoding/json"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/store"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
)

// savedGame is a Kodiak game as the store keeps it: the referee's record —
// the setup and the round sheets, replayed on load — and the round being
// typed in, if any (notes).
type savedGame store.Saved[referee.Setup, referee.Sheet, *gameNotes]

// gameNotes are what a saved game keeps beside its rounds.
type gameNotes struct {
	Draft *roundDraft `json:"draft,omitempty"`
}

// saved is what to save of g: its record, without notes (a round saved or
// taken back makes a draft meaningless).
func saved(g *referee.Game) *savedGame {
	r := g.Record()
	return &savedGame{Setup: r.Setup, Moves: r.Moves}
}

// game replays the saved rounds; a game that does not replay is a damaged
// save (exit 3).
func (s *savedGame) game(f *cli.Factory, id string) (*referee.Game, error) {
	g, err := referee.Replay(referee.Record{Setup: s.Setup, Moves: s.Moves})
	if err != nil {
		return nil, f.Store().Damaged(kind, id, err)
	}
	return g, nil
}

// draft is the round being typed in, or nil.
func (s *savedGame) draft() *roundDraft {
	if s.Notes == nil {
		return nil
	}
	return s.Notes.Draft
}

// FromSchema1 reads a game saved with schema 1, which held the referee's
// Game (setup fields and "rounds") and the draft under "game"
// (store.Schema1).
func (s *savedGame) FromSchema1(game json.RawMessage) error {
	var old struct {
		referee.Game
		Draft *roundDraft `json:"draft,omitempty"`
	}
	if err := json.Unmarshal(game, &old); err != nil {
		return err
	}
	*s = savedGame{Setup: old.Setup, Moves: old.Rounds}
	if old.Draft != nil {
		s.Notes = &gameNotes{Draft: old.Draft}
	}
	return nil
}
