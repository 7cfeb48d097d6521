package codenames

import (
	"errors"

	"codeberg.org/schiri/schiri/internal/cli"
	cn "codeberg.org/schiri/schiri/referee/codenames"
	"github.com/spf13/cobra"
)

// UndoOptions are the inputs of `codenames undo`.
type UndoOptions struct {
	F    *cli.Factory
	Game string
}

func newUndoCmd(f *cli.Factory) *cobra.Command {
	opts := &UndoOptions{F: f}
	c := &cobra.Command{
		Use:   "undo",
		Short: "codenames.help.undo.short",
		Long:  "codenames.help.undo.long",
		Args:  cobra.NoArgs,
		RunE:  func(*cobra.Command, []string) error { return RunUndo(opts) },
	}
	gameFlag(c, &opts.Game)
	return c
}

// RunUndo takes back the last clue, guess or pass.
func RunUndo(o *UndoOptions) error {
	f := o.F
	id, _, g, err := update(f, o.Game, func(g *cn.Game) (*cn.Game, error) { return g.Undo() })
	if errors.Is(err, cn.ErrNothingToUndo) {
		return cli.NewInputError("codenames.err.nothing_to_undo", "ID", id)
	}
	if err != nil {
		return err
	}
	return printGame(f, id, g, false)
}
