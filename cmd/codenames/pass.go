package codenames

import (
	"errors"

	"codeberg.org/schiri/schiri/internal/cli"
	tc "codeberg.org/schiri/schiri/internal/table/codenames"
	"codeberg.org/schiri/schiri/rules"
	"github.com/spf13/cobra"
)

// PassOptions are the inputs of `codenames pass`.
type PassOptions struct {
	F    *cli.Factory
	Game string
}

func newPassCmd(f *cli.Factory, runF func(*PassOptions) error) *cobra.Command {
	opts := &PassOptions{F: f}
	c := &cobra.Command{
		Use:   "pass",
		Short: "codenames.help.pass.short",
		Long:  "codenames.help.pass.long",
		Args:  cli.NoArgs,
		RunE:  func(*cobra.Command, []string) error { return cli.RunOr(runF, RunPass, opts) },
	}
	gameFlag(c, &opts.Game)
	return c
}

// RunPass ends the turn of the team on turn (ruling C4).
func RunPass(o *PassOptions) error {
	f := o.F
	id, err := pick(f, o.Game)
	if err != nil {
		return err
	}
	g, err := tc.Pass(svc(f), id)
	var v *rules.Verdict
	if errors.As(err, &v) {
		return reject(f, v)
	}
	if err != nil {
		return err
	}
	if !f.JSON() { // say what stopping early left owed (C4) before the board
		team, key := g.Turn().Other(), "codenames.pass.owed" // a pass always ends the turn
		if g.Owed(team) == 0 {
			key = "codenames.pass.owed_none"
		}
		if err := f.Print(f.T(key, "Team", teamName(f, team), "Count", g.Owed(team)) + "\n"); err != nil {
			return err
		}
	}
	return printGame(f, id, g, false)
}
