package cmd

import (
	"github.com/spf13/cobra"

	"codeberg.org/schiri/schiri/internal/cli"
)

// HelpTree is the whole command tree with every help text in f's language,
// cobra's help and completion commands included: what the man pages of a
// release are made of (scripts/docgen).
func HelpTree(f *cli.Factory) *cobra.Command {
	root := NewRootCmd(f)
	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	localizeTree(f, root)
	return root
}
