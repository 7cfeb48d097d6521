package codenames

import (
	"errors"

	"codeberg.org/schiri/schiri/internal/cli"
	tc "codeberg.org/schiri/schiri/internal/table/codenames"
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
	// Team, when set, is the team of the spymaster giving the clue: it is
	// refused on the other team's turn (codenames.clue.turn), decided
	// under the game's lock together with the clue itself.
	Team string
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
	c.Flags().StringVar(&opts.Team, "team", "", "codenames.help.flag.team")
	return c
}

// RunClue gives the clue of the team on turn (ruling C3).
func RunClue(o *ClueOptions) error {
	f := o.F
	n, ok := cn.ClueNumber(o.Number)
	if !ok {
		return cli.NewInputError("codenames.err.number", "Token", o.Number).At("", 0, o.Number)
	}
	var (
		team cn.Team
		err  error
	)
	if o.Team != "" {
		if team, err = cn.ParseTeam(o.Team); err != nil {
			return cli.FromParseError(err, "", "Flag", "--team")
		}
	}
	id, err := pick(f, o.Game)
	if err != nil {
		return err
	}
	g, err := tc.Clue(svc(f), id, team, o.Word, n)
	var v *rules.Verdict
	if errors.As(err, &v) {
		return reject(f, v)
	}
	if err != nil {
		return err
	}
	return printGame(f, id, g, false)
}
