// Package kodiak is Kodiak at the table: the saved game, its documents
// (SPEC §1), its load → replay → update loop and its role views, for the
// CLI and the server alike.
package kodiak

import (
	"encoding/json"
	"strings"
	"time"

	"codeberg.org/schiri/schiri/internal/store"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
)

// Kind is the store's name for Kodiak games.
const Kind = "kodiak"

// Saved is a Kodiak game as the store keeps it: the referee's record —
// the setup and the round sheets, replayed on load — and the round being
// typed in, if any (notes).
type Saved store.Saved[referee.Setup, referee.Sheet, *Notes]

// Notes are what a saved game keeps beside its rounds.
type Notes struct {
	Draft *Draft `json:"draft,omitempty"`
	// Later is a draft kept for a later round than Draft's: the lines of
	// round 4, half typed when round 3 was taken back, wait there while
	// round 3 is typed again.
	Later *Draft `json:"later,omitempty"`
}

// after is what of n to keep once the game has played rounds rounds: the
// drafts of the rounds still to come, the nearest first; nil if none.
func (n *Notes) after(rounds int) *Notes {
	if n == nil {
		return nil
	}
	var keep []*Draft
	for _, d := range []*Draft{n.Draft, n.Later} {
		if d != nil && d.Round > rounds && !Blank(d.Lines) {
			keep = append(keep, d)
		}
	}
	switch {
	case len(keep) == 0:
		return nil
	case len(keep) == 1:
		return &Notes{Draft: keep[0]}
	case keep[1].Round < keep[0].Round:
		keep[0], keep[1] = keep[1], keep[0]
	}
	return &Notes{Draft: keep[0], Later: keep[1]}
}

// Kept is the draft the notes keep for a round after the next one (the
// lines of round 4 while round 3 is to be typed again), or nil.
func (s *Saved) Kept(g *referee.Game) *Draft {
	n := s.Notes.after(g.RoundsPlayed() + 1)
	if n == nil {
		return nil
	}
	return n.Draft
}

// A Draft is a round being typed in and not yet saved. It lives in the
// saved game's file, in its notes next to the rounds, written through the
// store like every change: an entry that is interrupted (the terminal
// closed, Ctrl-C, the end of piped input) is offered again by the next
// `kodiak round`. A round saved drops the draft it was for; a draft for a
// later round is kept (Notes.Later), so taking a round back loses nothing
// typed for the next.
type Draft struct {
	Round int       `json:"round"` // the round it is for, 1-based
	Lines []string  `json:"lines"` // one quick line per player, in seat order
	Saved time.Time `json:"saved"`
}

// SavedOf is what to save of g: its record, without notes (a round saved
// or taken back makes a draft meaningless).
func SavedOf(g *referee.Game) *Saved {
	r := g.Record()
	return &Saved{Setup: r.Setup, Moves: r.Moves}
}

// Game replays the saved rounds; a game that does not replay is a damaged
// save (exit 3).
func (s *Saved) Game(st *store.Store, id string) (*referee.Game, error) {
	g, err := referee.Replay(referee.Record{Setup: s.Setup, Moves: s.Moves})
	if err != nil {
		return nil, st.Damaged(Kind, id, err)
	}
	return g, nil
}

// Draft is the round being typed in, or nil.
func (s *Saved) Draft() *Draft {
	if s.Notes == nil {
		return nil
	}
	return s.Notes.Draft
}

// NextDraft is the draft kept for g's next round, if any line of it holds
// something; nil otherwise.
func (s *Saved) NextDraft(g *referee.Game) *Draft {
	d := s.Draft()
	if d == nil || d.Round != g.RoundsPlayed()+1 || len(d.Lines) != len(g.Players) || Blank(d.Lines) {
		return nil
	}
	return d
}

// Blank reports whether no line holds anything.
func Blank(lines []string) bool {
	for _, l := range lines {
		if strings.TrimSpace(l) != "" {
			return false
		}
	}
	return true
}

// FromSchema1 reads a game saved with schema 1, which held the referee's
// Game (setup fields and "rounds") and the draft under "game"
// (store.Schema1).
func (s *Saved) FromSchema1(game json.RawMessage) error {
	var old struct {
		referee.Game
		Draft *Draft `json:"draft,omitempty"`
	}
	if err := json.Unmarshal(game, &old); err != nil {
		return err
	}
	*s = Saved{Setup: old.Setup, Moves: old.Rounds}
	if old.Draft != nil {
		s.Notes = &Notes{Draft: old.Draft}
	}
	return nil
}
