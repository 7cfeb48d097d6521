// Package kodiak implements `schiri kodiak`: scoring a round sheet and
// keeping a saved game's rounds, rotation and standings (SPEC §1).
//
// Every subcommand follows cmd/rules: an options struct with the injected
// Factory and the flag values, a constructor that only wires flags, and an
// exported Run… function that tests call with in-memory streams.
package kodiak

import (
	"codeberg.org/schiri/schiri/internal/cli"
	tk "codeberg.org/schiri/schiri/internal/table/kodiak"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	"github.com/spf13/cobra"
)

// kind is the store's name for Kodiak games.
const kind = tk.Kind

// NewCmd returns `schiri kodiak` and its subcommands.
func NewCmd(f *cli.Factory) *cobra.Command {
	c := &cobra.Command{
		Use:   "kodiak",
		Short: "kodiak.help.short",
		Long:  "kodiak.help.long",
		Args:  cli.NoArgs,
		RunE:  func(c *cobra.Command, _ []string) error { return c.Help() },
	}
	c.AddCommand(
		newScoreCmd(f, nil),
		newNewCmd(f, nil),
		newRoundCmd(f, nil),
		newStatusCmd(f, nil),
		newHistoryCmd(f, nil),
		newUndoCmd(f, nil),
		newListCmd(f, nil),
		newExportCmd(f, nil),
	)
	return c
}

// gameFlag adds --game to a command that works on a saved game.
func gameFlag(c *cobra.Command, id *string) {
	c.Flags().StringVar(id, "game", "", "kodiak.help.flag.game")
}

// loadGame reads a saved game and checks that it makes sense; a file that
// parses but breaks the game's invariants is as corrupt as one that does not
// parse (exit 3), and is left as it is.
func loadGame(f *cli.Factory, id string) (*referee.Game, error) {
	g, _, err := loadGameAndDraft(f, id)
	return g, err
}

// pickGame is the game name picks (the latest when name is empty): its ID
// and the game.
func pickGame(f *cli.Factory, name string) (string, *referee.Game, error) {
	id, err := f.Table().Pick(kind, name)
	if err != nil {
		return "", nil, err
	}
	g, err := loadGame(f, id)
	return id, g, err
}

// loadGameAndDraft is loadGame with the draft of the game's next round
// (nil when there is none), from one read of the file.
func loadGameAndDraft(f *cli.Factory, id string) (*referee.Game, *roundDraft, error) {
	return tk.Load(svc(f), id)
}
