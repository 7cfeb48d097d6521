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
// saved game's file, next to the rounds (key "draft"), written through the
// store like every change: an entry that is interrupted (the terminal
// closed, Ctrl-C, the end of piped input) is offered again by the next
// `kodiak round`. Every command that saves the game without it (a round,
// undo) drops it: it would no longer fit.
type roundDraft struct {
	Round int       `json:"round"` // the round it is for, 1-based
	Lines []string  `json:"lines"` // one quick line per player, in seat order
	Saved time.Time `json:"saved"`
}

// gameFile is a saved game as the round form reads and writes it: the game
// and the draft of its next round.
type gameFile struct {
	referee.Game
	Draft *roundDraft `json:"draft,omitempty"`
}

// errUnchanged stops a store update that would write nothing new.
var errUnchanged = errors.New("unchanged")

// loadDraft returns the draft kept for the game's next round, if any line
// of it holds something.
func loadDraft(f *cli.Factory, id string, g *referee.Game) *roundDraft {
	var gf gameFile
	if _, err := f.Store().Load(kind, id, &gf); err != nil || gf.Draft == nil {
		return nil
	}
	d := gf.Draft
	if d.Round != g.RoundsPlayed()+1 || len(d.Lines) != len(g.Players) || blank(d.Lines) {
		return nil
	}
	return d
}

// saveDraft keeps lines as the draft of round. Lines with nothing typed
// are not worth a write, nor are lines already kept.
func saveDraft(f *cli.Factory, id string, round int, lines []string) error {
	var gf gameFile
	err := f.Store().Update(kind, id, &gf, func() error {
		if gf.RoundsPlayed()+1 != round {
			return errUnchanged // the round was entered elsewhere meanwhile
		}
		if gf.Draft == nil && blank(lines) || gf.Draft != nil && gf.Draft.Round == round && slices.Equal(gf.Draft.Lines, lines) {
			return errUnchanged
		}
		gf.Draft = &roundDraft{Round: round, Lines: append([]string(nil), lines...), Saved: f.Store().Now().UTC()}
		return nil
	})
	if errors.Is(err, errUnchanged) {
		return nil
	}
	return err
}

// clearDraft drops the game's draft, if there is one.
func clearDraft(f *cli.Factory, id string) error {
	var gf gameFile
	err := f.Store().Update(kind, id, &gf, func() error {
		if gf.Draft == nil {
			return errUnchanged
		}
		gf.Draft = nil
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
	g, err := loadGame(f, id)
	if err != nil {
		return ""
	}
	if d := loadDraft(f, id, g); d != nil {
		return f.T("kodiak.form.draft_note", "Round", d.Round, "Lines", draftText(g.Players, d.Lines))
	}
	return ""
}
