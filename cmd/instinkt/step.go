package instinkt

import (
	"errors"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	ref "codeberg.org/schiri/schiri/referee/instinkt"
	"codeberg.org/schiri/schiri/rules"
	"github.com/spf13/cobra"
)

// StepOptions are the inputs of `instinkt step`.
type StepOptions struct {
	F    *cli.Factory
	Game string
	Line string // one line of the game record's syntax, or "undo"
}

func newStepCmd(f *cli.Factory, runF func(*StepOptions) error) *cobra.Command {
	opts := &StepOptions{F: f}
	c := &cobra.Command{
		Use:     "step LINE",
		Short:   "instinkt.help.step.short",
		Long:    "instinkt.help.step.long",
		Example: "  schiri instinkt step --game instinkt-1 reveal W7 B3\n  schiri instinkt step --game instinkt-1 place W11 1 0 move W7 1 -1\n  schiri instinkt step --game instinkt-1 undo",
		Args:    cli.MinimumNArgs(1),
		PreRunE: func(c *cobra.Command, _ []string) error {
			if !c.Flags().Changed("game") {
				return cli.RequireFlag(c, "game")
			}
			return nil
		},
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Line = strings.Join(args, " ")
			return cli.RunOr(runF, RunStep, opts)
		},
	}
	c.Flags().StringVar(&opts.Game, "game", "", "instinkt.help.flag.game")
	return c
}

// stepRejected is the JSON of a step the rules refuse.
type stepRejected struct {
	Accepted bool   `json:"accepted"`
	Reason   string `json:"reason"`
	Message  string `json:"message"`
	Line     string `json:"line"`
}

// RunStep applies one record line (a raccoon line with its move part as one
// step: ruling I8) or "undo" to a saved game, as one read-modify-write, and
// prints the game as `play --json` does. A refused line exits 1 and saves
// nothing.
func RunStep(o *StepOptions) error {
	f := o.F
	p := &player{f: f, o: &PlayOptions{F: f, Game: o.Game}, id: o.Game, out: f.IO.ErrOut, st: newStyles(f)}
	line := strings.TrimSpace(o.Line)
	var verdict *rules.Verdict
	if strings.EqualFold(line, "undo") {
		undone := false
		err := p.update(func(s *savedGame, cur *ref.Game) (*ref.Game, error) {
			ng, taken, err := s.undo(cur, true) // a raccoon line is undone whole
			if err != nil {
				return nil, f.Store().Damaged(kind, p.id, err)
			}
			undone = len(taken) > 0
			return ng, nil
		})
		if err != nil {
			return err
		}
		if !undone {
			return cli.NewInputError("instinkt.play.nothing_to_undo")
		}
	} else {
		rl, err := ref.ParseRecordLine(1, line)
		if err != nil {
			var pe *ref.ParseError
			if errors.As(err, &pe) {
				return cli.NewInputError(pe.Key, pe.Args).At("", 0, pe.Token)
			}
			return err
		}
		if rl.Kind == ref.RecMarker {
			return cli.NewInputError("instinkt.parse.keyword", "Token", "marker").At("", 0, "marker")
		}
		err = p.update(func(s *savedGame, cur *ref.Game) (*ref.Game, error) {
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
				_, v := g.ApplyVerdict(ref.Move{Kind: ref.MoveRaccoonNone})
				verdict = v
				return nil, nil
			}
			for _, m := range moves {
				s.Moves = append(s.Moves, m.String())
			}
			return g, nil
		})
		if err != nil {
			return err
		}
	}
	if verdict != nil {
		if f.JSON() {
			if err := f.PrintJSON(stepRejected{Reason: string(verdict.Rule), Message: f.VerdictMessage(verdict), Line: line}); err != nil {
				return err
			}
		} else if err := f.Print(f.VerdictText(verdict) + "\n"); err != nil {
			return err
		}
		return cli.ErrVerdict
	}
	if !f.JSON() {
		p.out = f.IO.Out
		p.show()
		return nil
	}
	return p.finish()
}
