// Package katzundmaus implements `schiri katzundmaus`.
package katzundmaus

import (
	"github.com/schiri-app/schiri/internal/cli"
	"github.com/spf13/cobra"
)

// NewCmd returns `schiri katzundmaus` and its subcommands.
func NewCmd(f *cli.Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "katzundmaus",
		Short: "katzundmaus.help.short",
		Args:  cobra.NoArgs,
		RunE:  func(c *cobra.Command, _ []string) error { return c.Help() },
	}
}
