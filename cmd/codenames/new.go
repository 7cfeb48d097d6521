package codenames

import (
	"codeberg.org/schiri/schiri/internal/cli"
	tc "codeberg.org/schiri/schiri/internal/table/codenames"
	cn "codeberg.org/schiri/schiri/referee/codenames"
	"github.com/spf13/cobra"
)

// NewOptions are the inputs of `codenames new`.
type NewOptions struct {
	F *cli.Factory
	boardFlags
	Name string
}

func newNewCmd(f *cli.Factory, runF func(*NewOptions) error) *cobra.Command {
	opts := &NewOptions{F: f}
	c := &cobra.Command{
		Use:   "new",
		Short: "codenames.help.new.short",
		Long:  "codenames.help.new.long",
		Args:  cli.NoArgs,
		RunE:  func(*cobra.Command, []string) error { return cli.RunOr(runF, RunNew, opts) },
	}
	opts.add(c, "codenames.help.flag.words_new")
	c.Flags().StringVar(&opts.Name, "name", "", "codenames.help.flag.name")
	return c
}

// RunNew starts a saved game.
func RunNew(o *NewOptions) error {
	f := o.F
	b, err := o.resolve(f, false)
	if err != nil {
		return err
	}
	warnLegacy(f, b.Code)
	setup, err := cn.NewSetup(b.Code, b.Board, b.Size, b.Starts, b.Lang)
	if err != nil {
		return cli.FromParseError(err, "", "Flag", "--words")
	}
	g, err := cn.New(setup)
	if err != nil {
		return err
	}
	id, err := tc.Create(svc(f), g, o.Name)
	if err != nil {
		return err
	}
	return cli.SavedNotShown(id, printGame(f, id, g, false))
}
