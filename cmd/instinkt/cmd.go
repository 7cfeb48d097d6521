// Package instinkt implements `schiri instinkt`.
package instinkt

import (
	"github.com/schiri-app/schiri/internal/cli"
	"github.com/spf13/cobra"
)

// NewCmd returns `schiri instinkt` and its subcommands.
func NewCmd(f *cli.Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "instinkt",
		Short: "instinkt.help.short",
		Args:  cobra.NoArgs,
		RunE:  func(c *cobra.Command, _ []string) error { return c.Help() },
	}
}
