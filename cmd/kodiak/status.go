package kodiak

import (
	"codeberg.org/schiri/schiri/internal/cli"
	"github.com/spf13/cobra"
)

func newStatusCmd(f *cli.Factory, runF func(*GameOptions) error) *cobra.Command {
	return newGameCmd(f, "status", RunStatus, runF)
}

// RunStatus prints a game's standings.
func RunStatus(o *GameOptions) error {
	id, g, err := pickGame(o.F, o.Game)
	if err != nil {
		return err
	}
	return printStatus(o.F, id, g, nil)
}
