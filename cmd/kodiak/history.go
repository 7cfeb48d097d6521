package kodiak

import (
	"codeberg.org/schiri/schiri/internal/cli"
	"github.com/spf13/cobra"
)

func newHistoryCmd(f *cli.Factory, runF func(*GameOptions) error) *cobra.Command {
	return newGameCmd(f, "history", RunHistory, runF)
}

// RunHistory prints every round: who was Kodiak, each player's points and
// running total.
func RunHistory(o *GameOptions) error {
	f := o.F
	id, g, err := pickGame(f, o.Game)
	if err != nil {
		return err
	}
	if f.JSON() {
		return f.PrintJSON(newHistoryDoc(id, g))
	}
	return f.Print(renderHistory(f, id, g))
}
