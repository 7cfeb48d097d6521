package kodiak

import (
	"codeberg.org/schiri/schiri/internal/cli"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	"github.com/spf13/cobra"
)

func newUndoCmd(f *cli.Factory) *cobra.Command { return newGameCmd(f, "undo", RunUndo) }

// RunUndo takes back a game's last round and prints the status.
func RunUndo(o *GameOptions) error {
	f := o.F
	id, err := f.Store().Pick(kind, o.Game)
	if err != nil {
		return err
	}
	var g referee.Game
	err = f.Store().Update(kind, id, &g, func() error {
		if err := g.Validate(); err != nil {
			return f.Store().Damaged(kind, id, err)
		}
		prev, err := g.Undo()
		if err != nil {
			return cli.NewInputError("kodiak.error.nothing_to_undo", "Game", id)
		}
		g = *prev
		return nil
	})
	if err != nil {
		return err
	}
	return printStatus(f, id, &g, nil)
}
