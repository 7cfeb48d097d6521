package instinkt

import (
	"github.com/schiri-app/schiri/internal/cli"
	"github.com/spf13/cobra"
)

func newPlayCmd(f *cli.Factory) *cobra.Command {
	return &cobra.Command{Use: "play", Short: "instinkt.help.play.short"}
}
