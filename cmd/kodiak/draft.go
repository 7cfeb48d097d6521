package kodiak

import (
	"errors"
	"slices"
	"strings"
	"time"

	"codeberg.org/schiri/schiri/internal/cli"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
)

// A draft is a round being typed in and not yet saved. It lives in the
// saved game's file, in its notes next to the rounds, written through the
// store like every change: an entry that is interrupted (the terminal
// closed, Ctrl-C, the end of piped input) is offered again by the next
// `kodiak round`. Every command that saves the game without it (a round,
// undo) drops it: it would no longer fit.
type roundDraft struct {
	Round int       `json:"round"` // the round it is for, 1-based
	Lines []string  `json:"lines"` // one quick line per player, in seat order
	Saved time.Time `json:"saved"`
}

// errUnchanged stops a store update that would write nothing new.
var errUnchanged = errors.New("unchanged")

// nextDraft is the draft kept for g's next round, if any line of it holds
// something; nil otherwise.
func (s *savedGame) nextDraft(g *referee.Game) *roundDraft {
	d := s.draft()
	if d == nil || d.Round != g.RoundsPlayed()+1 || len(d.Lines) != len(g.Players) || blank(d.Lines) {
		return nil
	}
	return d
}

// saveDraft keeps lines as the draft of round. Lines with nothing typed
// are not worth a write, nor are lines already kept.
func saveDraft(f *cli.Factory, id string, round int, lines []string) error {
	var s savedGame
	err := f.Store().Update(kind, id, &s, func() error {
		if len(s.Moves)+1 != round {
			return errUnchanged // the round was entered elsewhere meanwhile
		}
		d := s.draft()
		if d == nil && blank(lines) || d != nil && d.Round == round && slices.Equal(d.Lines, lines) {
			return errUnchanged
		}
		s.Notes = &gameNotes{Draft: &roundDraft{Round: round, Lines: append([]string(nil), lines...), Saved: f.Store().Now().UTC()}}
		return nil
	})
	if errors.Is(err, errUnchanged) {
		return nil
	}
	return err
}

// clearDraft drops the game's draft, if there is one.
func clearDraft(f *cli.Factory, id string) error {
	var s savedGame
	err := f.Store().Update(kind, id, &s, func() error {
		if s.draft() == nil {
			return errUnchanged
		}
		s.Notes = nil
		return nil
	})
	if errors.Is(err, errUnchanged) {
		return nil
	}
	return err
}

func blank(lines []string) bool {
	for _, l := range lines {
		if strings.TrimSpace(l) != "" {
			return false
		}
	}
	return true
}

// DraftNote is a line for the menu when the latest game has a round half
// typed in (which "Enter a round" offers to resume); "" otherwise.
func DraftNote(f *cli.Factory) string {
	id, err := f.Store().Pick(kind, "")
	if err != nil {
		return ""
	}
	g, d, err := loadGameAndDraft(f, id)
	if err != nil {
		return ""
	}
	if d != nil {
		return f.T("kodiak.form.draft_note", "Round", d.Round, "Lines", draftText(g.Players, d.Lines))
	}
	return ""
}

// Playing reports whether the latest Kodiak game can take a round: there
// is one and it is not over (the menu then offers "Enter a round" first).
func Playing(f *cli.Factory) bool {
	id, err := f.Store().Pick(kind, "")
	if err != nil {
		return false
	}
	g, err := loadGame(f, id)
	return err == nil && !g.Finished()
}

// LastRound is the latest game and how many rounds it has (the menu asks
// before taking the last one back); ok is false without a readable game.
func LastRound(f *cli.Factory) (id string, rounds int, ok bool) {
	id, err := f.Store().Pick(kind, "")
	if err != nil {
		return "", 0, false
	}
	g, err := loadGame(f, id)
	if err != nil {
		return "", 0, false
	}
	return id, g.RoundsPlayed(), true
}
