// Package instinkt implements `schiri instinkt`: check and score layouts,
// replay game records, list legal moves, and referee a game at the table.
package instinkt

import (
	"codeberg.org/schiri/schiri/internal/cli"
	"github.com/spf13/cobra"
)

// NewCmd returns `schiri instinkt` and its subcommands.
func NewCmd(f *cli.Factory) *cobra.Command {
	c := &cobra.Command{
		Use:   "instinkt",
		Short: "instinkt.help.short",
		Long:  "instinkt.help.long",
		Args:  cli.NoArgs,
		RunE:  func(c *cobra.Command, _ []string) error { return c.Help() },
	}
	c.AddCommand(newCheckCmd(f, nil), newScoreCmd(f, nil), newReplayCmd(f, nil), newMovesCmd(f, nil), newPlayCmd(f, nil), newStepCmd(f, nil), newHintCmd(f, nil), newReviewCmd(f, nil))
	return c
}
