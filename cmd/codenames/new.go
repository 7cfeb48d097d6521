package codenames

import (
	"errors"
	"fmt"

	"codeberg.org/schiri/schiri/internal/cli"
	tc "codeberg.org/schiri/schiri/internal/table/codenames"
	cn "codeberg.org/schiri/schiri/referee/codenames"
	"github.com/spf13/cobra"
)

// NewOptions are the inputs of `codenames new`.
type NewOptions struct {
	F *cli.Factory
	boardFlags
	Name string
	// Key and QR show the new game's key for the spymasters with the
	// answer: as status --key does, or as a QR code (text output only).
	Key, QR bool
}

func newNewCmd(f *cli.Factory, runF func(*NewOptions) error) *cobra.Command {
	opts := &NewOptions{F: f}
	c := &cobra.Command{
		Use:   "new",
		Short: "codenames.help.new.short",
		Long:  "codenames.help.new.long",
		Args:  cli.NoArgs,
		RunE:  func(*cobra.Command, []string) error { return cli.RunOr(runF, RunNew, opts) },
	}
	opts.add(c, "codenames.help.flag.words_new")
	c.Flags().StringVar(&opts.Name, "name", "", "codenames.help.flag.name")
	c.Flags().BoolVar(&opts.Key, "key", false, "codenames.help.flag.key")
	c.Flags().BoolVar(&opts.QR, "qr", false, "codenames.help.flag.qr_game")
	return c
}

// RunNew starts a saved game.
func RunNew(o *NewOptions) error {
	f := o.F
	b, err := o.resolve(f, false)
	if err != nil {
		return err
	}
	if o.Key && o.QR {
		return cli.NewInputError("codenames.err.key_and_qr")
	}
	warnLegacy(f, b.Code)
	setup, err := cn.NewSetup(b.Code, b.Board, b.Size, b.Starts, b.Lang)
	if err != nil {
		return cli.FromParseError(err, "", "Flag", "--words")
	}
	g, err := cn.New(setup)
	if err != nil {
		return err
	}
	id, err := tc.Create(svc(f), g, o.Name)
	if err != nil {
		return err
	}
	if err := printGame(f, id, g, o.Key); err != nil || f.JSON() || !o.QR {
		return cli.SavedNotShown(id, err)
	}
	err = printGameKeyQR(f, id, g)
	var ie *cli.InputError
	if errors.As(err, &ie) { // a terminal too small for the code: the game is saved all the same
		_, err = fmt.Fprintln(f.IO.ErrOut, cli.WrapFor(f.IO.ErrOut, f.T(ie.Key, ie.Args)+" "+
			f.T("codenames.key.qr_later", "Command", "schiri codenames status --game "+id+" --qr")))
	}
	return cli.SavedNotShown(id, err)
}
