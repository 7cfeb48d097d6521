package instinkt

import (
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	ti "codeberg.org/schiri/schiri/internal/table/instinkt"
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

// RunStep applies one record line (a raccoon line with its move part as one
// step: ruling I8) or "undo" to a saved game, as one read-modify-write, and
// prints the game as `play --json` does. A refused line exits 1 and saves
// nothing.
func RunStep(o *StepOptions) error {
	f := o.F
	p := &player{f: f, o: &PlayOptions{F: f, Game: o.Game}, id: o.Game, out: f.IO.ErrOut, st: newStyles(f)}
	line := strings.TrimSpace(o.Line)
	var (
		s       *savedGame
		g       *ref.Game
		verdict *rules.Verdict
		err     error
	)
	if strings.EqualFold(line, "undo") {
		var undone bool
		s, g, undone, err = ti.UndoLine(svc(f), p.id)
		if err == nil && !undone {
			err = cli.NewInputError("instinkt.play.nothing_to_undo")
		}
	} else {
		s, g, verdict, err = ti.Step(svc(f), p.id, line)
	}
	if err != nil {
		return err
	}
	if verdict != nil {
		if f.JSON() {
			if err := f.PrintJSON(ti.Rejected{Reason: string(verdict.Rule), Message: f.VerdictMessage(verdict), Line: line}); err != nil {
				return err
			}
		} else if err := f.Print(f.VerdictText(verdict) + "\n"); err != nil {
			return err
		}
		return cli.ErrVerdict
	}
	p.saved, p.game = *s, g
	if !f.JSON() {
		p.out = f.IO.Out
		p.show()
		return nil
	}
	return p.finish()
}
