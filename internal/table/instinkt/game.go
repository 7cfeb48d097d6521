package instinkt

import (
	"errors"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/table"
	ref "codeberg.org/schiri/schiri/referee/instinkt"
	"codeberg.org/schiri/schiri/rules"
	score "codeberg.org/schiri/schiri/scoring/instinkt"
)

// Load reads and replays a saved game.
func Load(svc *table.Service, id string) (*Saved, *ref.Game, error) {
	var s Saved
	if err := svc.Load(Kind, id, &s); err != nil {
		return nil, nil, err
	}
	g, err := s.Game()
	if err != nil {
		return nil, nil, svc.Store.Damaged(Kind, id, err)
	}
	return &s, g, nil
}

// Update is one read → replay → change → write of a saved game under the
// store's lock: fn gets the saved value and the game replayed from it and
// returns the new game, having changed the saved value (nil: write
// nothing). It returns the saved value and the game as they are now.
func Update(svc *table.Service, id string, fn func(s *Saved, cur *ref.Game) (*ref.Game, error)) (*Saved, *ref.Game, error) {
	var (
		s    Saved
		game *ref.Game
	)
	err := svc.Update(Kind, id, &s, func() error {
		cur, err := s.Game()
		if err != nil {
			return svc.Store.Damaged(Kind, id, err)
		}
		game = cur
		ng, err := fn(&s, cur)
		if err != nil {
			return err
		}
		if ng == nil {
			return table.ErrUnchanged
		}
		game = ng
		return nil
	})
	if errors.Is(err, table.ErrUnchanged) {
		err = nil
	}
	if err != nil {
		return nil, nil, err
	}
	return &s, game, nil
}

// Create starts a saved game with marker holding the tiebreak marker
// ("white" or "black"), under name (a safe game ID, or "" for a fresh
// "instinkt-N").
func Create(svc *table.Service, marker, name string) (string, *Saved, *ref.Game, error) {
	return CreateWith(svc, Setup{Marker: marker}, name)
}

// CreateWith starts a saved game from setup (its marker "white" or
// "black"), under name.
func CreateWith(svc *table.Service, setup Setup, name string) (string, *Saved, *ref.Game, error) {
	marker := setup.Marker
	col, ok := ref.ParseColour(marker)
	if !ok {
		return "", nil, nil, cli.NewInputError("instinkt.parse.colour", "Token", marker).At("", 0, marker)
	}
	setup.Marker = col.String()
	s := &Saved{Setup: setup, Moves: []string{}}
	id, err := svc.Create(Kind, name, s)
	if err != nil {
		return "", nil, nil, err
	}
	return id, s, ref.NewGame(col), nil
}

// Step applies one line of the game record's syntax (a raccoon line with
// its move part is one step: ruling I8) to a saved game, as one
// read-modify-write. A line the rules refuse comes back as the verdict,
// with nothing saved; a line that does not parse is an input error.
func Step(svc *table.Service, id, line string) (*Saved, *ref.Game, *rules.Verdict, error) {
	rl, err := ref.ParseRecordLine(1, strings.TrimSpace(line))
	if err != nil {
		var pe *ref.ParseError
		if errors.As(err, &pe) {
			return nil, nil, nil, cli.NewInputError(pe.Key, pe.Args).At("", 0, pe.Token)
		}
		return nil, nil, nil, err
	}
	if rl.Kind == ref.RecMarker {
		return nil, nil, nil, cli.NewInputError("instinkt.parse.keyword", "Token", "marker").At("", 0, "marker")
	}
	var verdict *rules.Verdict
	s, g, err := Update(svc, id, func(s *Saved, cur *ref.Game) (*ref.Game, error) {
		moves := []ref.Move{rl.Move}
		if rl.Then != nil {
			moves = append(moves, *rl.Then)
		}
		g := cur
		for _, m := range moves {
			ng, v := g.ApplyVerdict(m)
			if v != nil {
				verdict = v
				return nil, nil
			}
			g = ng
		}
		if b := g.Board(); rl.Kind == ref.RecPlace && g.Phase() == ref.PhaseRaccoon && rl.Then == nil && len(b.AppendRaccoonMoves(g.Due(), nil)) > 0 {
			// ruling I8: a raccoon line without its move where one exists
			_, verdict = g.ApplyVerdict(ref.Move{Kind: ref.MoveRaccoonNone})
			return nil, nil
		}
		for _, m := range moves {
			s.Moves = append(s.Moves, m.String())
		}
		return g, nil
	})
	return s, g, verdict, err
}

// UndoLine takes back the last line of the record (a raccoon's move goes
// back with its placement: ruling I8); false when there is nothing to take
// back.
func UndoLine(svc *table.Service, id string) (*Saved, *ref.Game, bool, error) {
	undone := false
	s, g, err := Update(svc, id, func(s *Saved, cur *ref.Game) (*ref.Game, error) {
		ng, taken, err := s.Undo(cur, true)
		if err != nil {
			return nil, svc.Store.Damaged(Kind, id, err)
		}
		undone = len(taken) > 0
		return ng, nil
	})
	return s, g, undone, err
}

// FinalScore scores a finished game (ok false otherwise), without hands.
func FinalScore(g *ref.Game) (score.Result, bool) {
	b := g.Board()
	grid, ok := b.Final()
	if !g.Over() || !ok {
		return score.Result{}, false
	}
	return score.Score(grid, [2]ref.Hand{}), true
}

// Final is a finished game's score with the hand cards told at the end
// (ruling I7); ok false while the game runs.
func Final(s *Saved, g *ref.Game) (score.Result, bool) {
	final, finished := FinalScore(g)
	if finished && len(s.Notes.Hands) > 0 {
		b := g.Board()
		grid, _ := b.Final()
		final = score.Score(grid, s.Hands())
	}
	return final, finished
}

// PlayOf is the play document of a saved game: the game, what it waits
// for and, once over, the final score.
func PlayOf(id string, s *Saved, g *ref.Game) Play {
	out := NewPlay(id, len(s.Moves), g)
	if final, finished := Final(s, g); finished {
		out.Score = NewScore(final)
	}
	return out
}

// Rejected is the JSON of a step the rules refuse.
type Rejected struct {
	Accepted bool   `json:"accepted"`
	Reason   string `json:"reason"`
	Message  string `json:"message"`
	Line     string `json:"line"`
}
