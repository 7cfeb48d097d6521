package codenames

import (
	"codeberg.org/schiri/schiri/internal/cli"
	"github.com/spf13/cobra"
)

// StatusOptions are the inputs of `codenames status`.
type StatusOptions struct {
	F    *cli.Factory
	Game string
	Key  bool
	QR   bool // the key as a QR code for the spymasters (text output)
}

func newStatusCmd(f *cli.Factory, runF func(*StatusOptions) error) *cobra.Command {
	opts := &StatusOptions{F: f}
	c := &cobra.Command{
		Use:   "status",
		Short: "codenames.help.status.short",
		Long:  "codenames.help.status.long",
		Args:  cli.NoArgs,
		RunE:  func(*cobra.Command, []string) error { return cli.RunOr(runF, RunStatus, opts) },
	}
	gameFlag(c, &opts.Game)
	c.Flags().BoolVar(&opts.Key, "key", false, "codenames.help.flag.key")
	c.Flags().BoolVar(&opts.QR, "qr", false, "codenames.help.flag.qr_game")
	return c
}

// RunStatus prints the game.
func RunStatus(o *StatusOptions) error {
	if o.Key && o.QR {
		return cli.NewInputError("codenames.err.key_and_qr")
	}
	id, g, err := load(o.F, o.Game)
	if err != nil {
		return err
	}
	if o.QR && !o.F.JSON() {
		return printGameKeyQR(o.F, id, g)
	}
	return printGame(o.F, id, g, o.Key)
}
