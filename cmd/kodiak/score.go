package kodiak

import (
	"bytes"

	"codeberg.org/schiri/schiri/internal/cli"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	"github.com/spf13/cobra"
)

// ScoreOptions are the inputs of `kodiak score FILE`.
type ScoreOptions struct {
	F    *cli.Factory
	File string
}

func newScoreCmd(f *cli.Factory, runF func(*ScoreOptions) error) *cobra.Command {
	opts := &ScoreOptions{F: f}
	return &cobra.Command{
		Use:     "score FILE",
		Short:   "kodiak.help.score.short",
		Long:    "kodiak.help.score.long",
		Example: "kodiak.help.score.example",
		Args:    cli.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			opts.File = args[0]
			return cli.RunOr(runF, RunScore, opts)
		},
	}
}

// readSheet reads and parses a round sheet file ("-" is stdin).
func readSheet(f *cli.Factory, file string) (*referee.Sheet, error) {
	data, err := f.ReadInput(file)
	if err != nil {
		return nil, err
	}
	s, err := referee.ParseSheet(bytes.NewReader(data))
	if err != nil {
		return nil, cli.FromParseError(err, file)
	}
	return s, nil
}

// RunScore judges one round sheet on its own and prints each player's
// points with their parts, the errors and the warnings. An invalid sheet
// exits 1 after printing.
func RunScore(o *ScoreOptions) error {
	f := o.F
	s, err := readSheet(f, o.File)
	if err != nil {
		return err
	}
	r := s.Check()
	doc := newScoreDoc(f, s, r)
	if f.JSON() {
		err = f.PrintJSON(doc)
	} else {
		err = f.Print(renderScore(f, doc))
	}
	if err != nil {
		return err
	}
	if !r.Valid() {
		return cli.ErrVerdict
	}
	return nil
}
