// Package kodiak implements `schiri kodiak`.
package kodiak

import (
	"github.com/schiri-app/schiri/internal/cli"
	"github.com/spf13/cobra"
)

// NewCmd returns `schiri kodiak` and its subcommands.
func NewCmd(f *cli.Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "kodiak",
		Short: "kodiak.help.short",
		Args:  cobra.NoArgs,
		RunE:  func(c *cobra.Command, _ []string) error { return c.Help() },
	}
}
