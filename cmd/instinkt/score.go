package instinkt

import (
	"codeberg.org/schiri/schiri/internal/cli"
	ref "codeberg.org/schiri/schiri/referee/instinkt"
	score "codeberg.org/schiri/schiri/scoring/instinkt"
	"github.com/spf13/cobra"
)

// ScoreOptions are the inputs of `instinkt score FILE`.
type ScoreOptions struct {
	F    *cli.Factory
	File string
}

func newScoreCmd(f *cli.Factory, runF func(*ScoreOptions) error) *cobra.Command {
	opts := &ScoreOptions{F: f}
	return &cobra.Command{
		Use:     "score FILE",
		Short:   "instinkt.help.score.short",
		Long:    "instinkt.help.score.long",
		Example: "  schiri instinkt score final.txt\n  schiri instinkt score final.txt --json",
		Args:    cli.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			opts.File = args[0]
			return cli.RunOr(runF, RunScore, opts)
		},
	}
}

// RunScore scores a final layout; on any other layout it prints what check
// prints (with instinkt.layout.incomplete for empty cells) and exits 1.
func RunScore(o *ScoreOptions) error {
	f := o.F
	lf, err := readLayout(f, o.File)
	if err != nil {
		return err
	}
	grid, report := ref.CheckFinal(lf)
	if !report.Valid() {
		if err := printProblems(f, lf, report); err != nil {
			return err
		}
		return cli.ErrVerdict
	}
	res := score.Score(grid, lf.Hands)
	if f.JSON() {
		return f.PrintJSON(toScoreJSON(res))
	}
	s := newStyles(f)
	b, _ := lf.Board() // the file's first row and column are 0, as in moves and check
	return f.Print(s.scoreGrid(res, topLeft(b)) + "\n" + scoreText(f, s, res))
}
