package kodiak

import (
	"errors"
	"slices"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/safetext"
	"codeberg.org/schiri/schiri/internal/table"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	"codeberg.org/schiri/schiri/rules"
)

// Load reads and replays a saved game, with the draft of its next round
// (nil when there is none), from one read of the file.
func Load(svc *table.Service, id string) (*referee.Game, *Draft, error) {
	var s Saved
	if err := svc.Load(Kind, id, &s); err != nil {
		return nil, nil, err
	}
	g, err := s.Game(svc.Store, id)
	if err != nil {
		return nil, nil, err
	}
	return g, s.NextDraft(g), nil
}

// Update is one read → replay → change → write of a saved game under the
// store's lock: fn gets the saved value and the game replayed from it and
// changes the saved value (or returns an error: nothing is written).
func Update(svc *table.Service, id string, fn func(s *Saved, g *referee.Game) error) error {
	var s Saved
	return svc.Update(Kind, id, &s, func() error {
		g, err := s.Game(svc.Store, id)
		if err != nil {
			return err
		}
		return fn(&s, g)
	})
}

// New starts a saved game under name (a safe game ID, or "" for a fresh
// "kodiak-N"). A player list the rules refuse is a *rules.Verdict; a name
// the CLI could not take (a comma, a control character) or a nonsensical
// length is an input error.
func New(svc *table.Service, players []string, youngest string, length referee.Length, name string) (string, *referee.Game, error) {
	if len(players) == 0 {
		return "", nil, cli.NewInputError("kodiak.error.players_missing").At("", 0, "--players")
	}
	for _, p := range players {
		if safetext.Has(p) { // a name is shown on every status: no control characters
			return "", nil, cli.NewInputError("kodiak.error.name_control", "Name", p).At("", 0, p)
		}
		if strings.ContainsRune(p, ',') { // the CLI's --players splits at commas
			return "", nil, cli.NewInputError("kodiak.error.name_comma", "Name", p).At("", 0, p)
		}
	}
	g, err := referee.NewGame(players, youngest, length)
	if err != nil {
		var v *rules.Verdict
		if errors.As(err, &v) {
			return "", nil, v
		}
		return "", nil, cli.FromParseError(err, "")
	}
	g.Name = strings.TrimSpace(name)
	id, err := svc.Create(Kind, g.Name, SavedOf(g))
	if err != nil {
		return "", nil, err
	}
	return id, g, nil
}

// ErrRejected is Round's error when the referee rejects the sheet.
var ErrRejected = errors.New("round rejected")

// Round records sheet as the next round of game id, checked against the
// game under the store's lock, so rounds sent at the same moment are all
// recorded, one after the other. It returns the game (as it is now), the
// sheet as judged and the referee's report; a rejected round changes
// nothing and returns ErrRejected. Saving drops the draft of the round.
func Round(svc *table.Service, id string, sheet *referee.Sheet) (*referee.Game, *referee.Sheet, referee.Report, error) {
	var (
		game   *referee.Game
		judged *referee.Sheet
		report referee.Report
	)
	err := Update(svc, id, func(s *Saved, g *referee.Game) error {
		game = g
		next, r := g.Apply(sheet)
		judged, report = sheet, r
		if !r.Valid() {
			judged, _ = g.Check(sheet)
			return ErrRejected
		}
		judged = &next.Rounds[len(next.Rounds)-1]
		notes := s.Notes.after(len(next.Rounds)) // a draft of a later round stays
		game, *s = next, *SavedOf(next)
		s.Notes = notes
		return nil
	})
	return game, judged, report, err
}

// Undo takes back a game's last round: the game before it, the round's
// number and who was Kodiak in it. The lines half typed for the next round
// are kept, for when that round comes again (Saved.Kept).
func Undo(svc *table.Service, id string) (g *referee.Game, round int, kodiak string, err error) {
	g, round, kodiak, _, err = UndoKeeping(svc, id)
	return g, round, kodiak, err
}

// UndoKeeping is Undo that also returns the draft it kept (nil if none).
func UndoKeeping(svc *table.Service, id string) (g *referee.Game, round int, kodiak string, kept *Draft, err error) {
	err = Update(svc, id, func(s *Saved, cur *referee.Game) error {
		prev, err := cur.Undo()
		if err != nil {
			return cli.NewInputError("kodiak.error.nothing_to_undo", "Game", id)
		}
		round, kodiak = len(cur.Rounds), cur.KodiakAt(len(cur.Rounds)-1)
		notes := s.Notes.after(len(prev.Rounds))
		g, *s = prev, *SavedOf(prev)
		s.Notes = notes
		kept = s.Kept(prev)
		return nil
	})
	return g, round, kodiak, kept, err
}

// SaveDraft keeps lines as the draft of round. Lines with nothing typed
// are not worth a write, nor are lines already kept, nor a draft for a
// round entered elsewhere meanwhile.
func SaveDraft(svc *table.Service, id string, round int, lines []string) error {
	var s Saved
	err := svc.Update(Kind, id, &s, func() error {
		if len(s.Moves)+1 != round {
			return table.ErrUnchanged
		}
		d := s.Draft()
		if d == nil && Blank(lines) || d != nil && d.Round == round && slices.Equal(d.Lines, lines) {
			return table.ErrUnchanged
		}
		later := s.Notes.after(round) // a later round's lines stay
		s.Notes = &Notes{Draft: &Draft{Round: round, Lines: append([]string(nil), lines...), Saved: svc.Store.Now().UTC()}}
		if later != nil {
			s.Notes.Later = later.Draft
		}
		return nil
	})
	if errors.Is(err, table.ErrUnchanged) {
		return nil
	}
	return err
}

// ClearDraft drops the game's draft, if there is one.
func ClearDraft(svc *table.Service, id string) error {
	var s Saved
	err := svc.Update(Kind, id, &s, func() error {
		if s.Draft() == nil {
			return table.ErrUnchanged
		}
		s.Notes = s.Notes.after(len(s.Moves) + 1) // only the next round's lines go
		return nil
	})
	if errors.Is(err, table.ErrUnchanged) {
		return nil
	}
	return err
}
