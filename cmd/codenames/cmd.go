// Package codenames implements `schiri codenames`.
package codenames

import (
	"github.com/schiri-app/schiri/internal/cli"
	"github.com/spf13/cobra"
)

// NewCmd returns `schiri codenames` and its subcommands.
func NewCmd(f *cli.Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "codenames",
		Short: "codenames.help.short",
		Args:  cobra.NoArgs,
		RunE:  func(c *cobra.Command, _ []string) error { return c.Help() },
	}
}
