package katzundmaus

import (
	"fmt"
	"strings"

	"codeberg.org/schiri/schiri/rules"

	"codeberg.org/schiri/schiri/internal/cli"
	km "codeberg.org/schiri/schiri/referee/katzundmaus"
	"github.com/spf13/cobra"
)

// ReplayOptions are the inputs of `katzundmaus replay RECORD`.
type ReplayOptions struct {
	F      *cli.Factory
	Record string // the record file, "-" for stdin
}

func newReplayCmd(f *cli.Factory, runF func(*ReplayOptions) error) *cobra.Command {
	opts := &ReplayOptions{F: f}
	return &cobra.Command{
		Use:     "replay RECORD",
		Short:   "katzundmaus.help.replay.short",
		Long:    "katzundmaus.help.replay.long",
		Example: "katzundmaus.help.replay.example",
		Args:    cli.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Record = args[0]
			return cli.RunOr(runF, RunReplay, opts)
		},
	}
}

type replayErrorJSON struct {
	Line    int     `json:"line"`
	Index   int     `json:"index"`
	Move    *string `json:"move"`
	Reason  string  `json:"reason"`
	Message string  `json:"message"`
}

type replayJSON struct {
	OK        bool             `json:"ok"`
	Seed      uint64           `json:"seed"`
	Turns     int              `json:"turns"`
	Moves     int              `json:"moves"`
	Error     *replayErrorJSON `json:"error"`
	Finished  bool             `json:"finished"`
	Winner    *string          `json:"winner"`
	DecidedBy *rules.ID        `json:"decided_by"`
	Position  *km.Game         `json:"position"`
}

// RunReplay deals the record's seed and checks it move by move; it stops at
// the first illegal move (exit 1) and tells the result if the game ended.
func RunReplay(o *ReplayOptions) error {
	f := o.F
	rec, err := readRecord(f, o.Record)
	if err != nil {
		return err
	}
	res := km.Replay(rec)
	g := res.Game
	if v := res.Verdict; v != nil && v.Rule == km.RulePositionUnknown {
		// cannot happen: a dealt game shows every card
		return unknownError(f, v, res.Index, res.Move)
	}
	if f.JSON() {
		doc := replayJSON{OK: res.Verdict == nil, Seed: rec.Seed, Turns: res.Turns, Moves: res.Moves,
			Finished: g.Over(), Winner: winner(g), Position: g}
		if rule := g.EndRule(); rule != "" {
			doc.DecidedBy = &rule
		}
		if v := res.Verdict; v != nil {
			doc.Error = &replayErrorJSON{Line: res.Line, Index: res.Index, Reason: string(v.Rule), Message: f.VerdictMessage(v)}
			if res.Move != "" {
				doc.Error.Move = &res.Move
			}
		}
		if err := f.PrintJSON(doc); err != nil {
			return err
		}
	} else {
		s := newStyles(f)
		var b strings.Builder
		if v := res.Verdict; v != nil {
			where := f.T("katzundmaus.replay.illegal", "Line", res.Line, "Index", res.Index, "Move", res.Move)
			if res.Move == "" {
				where = f.T("katzundmaus.replay.unfinished", "Line", res.Line)
			}
			b.WriteString(s.bad.Render(where) + " " + f.VerdictText(v) + "\n")
			b.WriteString(f.T("katzundmaus.replay.before", "Count", res.Moves) + "\n\n")
			b.WriteString(picture(f, g, only(g.Turn())))
		} else {
			b.WriteString(s.good.Render(f.T("katzundmaus.replay.ok", "Count", res.Moves, "Turns", res.Turns)) + "\n")
			if g.Over() {
				b.WriteString(s.bold.Render(result(f, g)) + "\n")
			} else {
				b.WriteString(f.T("katzundmaus.replay.running", "Player", g.Turn().String()) + "\n\n")
				b.WriteString(picture(f, g, only(g.Turn())))
			}
		}
		if _, err := fmt.Fprint(f.IO.Out, b.String()); err != nil {
			return err
		}
	}
	if res.Verdict != nil {
		return cli.ErrVerdict
	}
	return nil
}
