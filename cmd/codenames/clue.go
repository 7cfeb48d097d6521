package codenames

import (
	"errors"
	"strconv"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	cn "codeberg.org/schiri/schiri/referee/codenames"
	"codeberg.org/schiri/schiri/rules"
	"github.com/spf13/cobra"
)

// ClueOptions are the inputs of `codenames clue WORD NUMBER`.
type ClueOptions struct {
	F      *cli.Factory
	Game   string
	Word   string
	Number string
}

func newClueCmd(f *cli.Factory, runF func(*ClueOptions) error) *cobra.Command {
	opts := &ClueOptions{F: f}
	c := &cobra.Command{
		Use:   "clue WORD NUMBER",
		Short: "codenames.help.clue.short",
		Long:  "codenames.help.clue.long",
		Args:  cli.ExactArgs(2),
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Word, opts.Number = args[0], args[1]
			return cli.RunOr(runF, RunClue, opts)
		},
	}
	gameFlag(c, &opts.Game)
	return c
}

// RunClue gives the clue of the team on turn (ruling C3).
func RunClue(o *ClueOptions) error {
	f := o.F
	n, err := strconv.Atoi(strings.TrimSpace(o.Number))
	if err != nil {
		return cli.NewInputError("codenames.err.number", "Token", o.Number).At("", 0, o.Number)
	}
	id, _, g, err := update(f, o.Game, func(g *cn.Game) (*cn.Game, error) {
		return g.Apply(cn.ClueMove(o.Word, n))
	})
	var v *rules.Verdict
	if errors.As(err, &v) {
		return reject(f, v)
	}
	if err != nil {
		return err
	}
	return printGame(f, id, g, false)
}
