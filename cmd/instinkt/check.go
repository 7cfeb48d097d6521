package instinkt

import (
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	ref "codeberg.org/schiri/schiri/referee/instinkt"
	"codeberg.org/schiri/schiri/rules"
	"github.com/spf13/cobra"
)

// CheckOptions are the inputs of `instinkt check FILE`.
type CheckOptions struct {
	F    *cli.Factory
	File string
}

func newCheckCmd(f *cli.Factory, runF func(*CheckOptions) error) *cobra.Command {
	opts := &CheckOptions{F: f}
	return &cobra.Command{
		Use:     "check FILE",
		Short:   "instinkt.help.check.short",
		Long:    "instinkt.help.check.long",
		Example: "  schiri instinkt check layout.txt\n  schiri instinkt check layout.txt --json",
		Args:    cli.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			opts.File = args[0]
			return cli.RunOr(runF, RunCheck, opts)
		},
	}
}

// RunCheck validates a partial or final layout and lists every problem.
func RunCheck(o *CheckOptions) error {
	f := o.F
	lf, err := readLayout(f, o.File)
	if err != nil {
		return err
	}
	report := ref.CheckLayout(lf)
	if err := printProblems(f, lf, report); err != nil {
		return err
	}
	if !report.Valid() {
		return cli.ErrVerdict
	}
	return nil
}

// printProblems prints check's result: the JSON document, or a line per
// problem (or a line saying the layout is valid).
func printProblems(f *cli.Factory, lf *ref.LayoutFile, report rules.Report) error {
	problems := report.Errors
	if f.JSON() {
		return f.PrintJSON(checkJSON{Valid: len(problems) == 0, Errors: problemsJSON(f, problems)})
	}
	s := newStyles(f)
	var b strings.Builder
	if len(problems) == 0 {
		var counts [2]int
		for _, c := range lf.Cells {
			if c != ref.NoCard {
				counts[c.Colour()]++
			}
		}
		b.WriteString(s.good.Render(f.T("instinkt.check.valid", "Count", counts[0]+counts[1], "White", counts[0], "Black", counts[1])) + "\n")
		return f.Print(b.String())
	}
	b.WriteString(s.bad.Render(f.T("instinkt.check.invalid", "Count", len(problems))) + "\n")
	for _, p := range problems {
		b.WriteString("  " + f.VerdictText(p) + "\n")
	}
	return f.Print(b.String())
}
