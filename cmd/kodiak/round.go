package kodiak

import (
	"errors"

	"codeberg.org/schiri/schiri/internal/cli"
	tk "codeberg.org/schiri/schiri/internal/table/kodiak"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	"github.com/spf13/cobra"
)

// RoundOptions are the inputs of `kodiak round [FILE]`.
type RoundOptions struct {
	F    *cli.Factory
	Game string
	File string
}

func newRoundCmd(f *cli.Factory, runF func(*RoundOptions) error) *cobra.Command {
	opts := &RoundOptions{F: f}
	c := &cobra.Command{
		Use:     "round [FILE]",
		Short:   "kodiak.help.round.short",
		Long:    "kodiak.help.round.long",
		Example: "kodiak.help.round.example",
		Args:    cli.MaximumNArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			if len(args) > 0 {
				opts.File = args[0]
			}
			return cli.RunOr(runF, RunRound, opts)
		},
	}
	gameFlag(c, &opts.Game)
	return c
}

// RunRound records the next round of a saved game from a sheet file, or
// from a form on a terminal. The sheet is checked against the game under
// the store's lock, so rounds sent at the same moment are all recorded, one
// after the other. A rejected round changes nothing and exits 1.
func RunRound(o *RoundOptions) error {
	f := o.F
	id, err := f.Table().Pick(kind, o.Game)
	if err != nil {
		return err
	}
	var sheet *referee.Sheet
	switch {
	case o.File != "":
		if sheet, err = readSheet(f, o.File); err != nil {
			return err
		}
	case f.CanPrompt():
		return enterRounds(f, id)
	default:
		return cli.NewInputError("kodiak.error.sheet_missing")
	}
	return saveRound(f, id, sheet)
}

// saveRound records sheet as the next round of game id, checked against
// the game under the store's lock, and prints the status with the round. A
// rejected round changes nothing and exits 1. Saving drops the draft of the
// round (see roundDraft).
func saveRound(f *cli.Factory, id string, sheet *referee.Sheet) error {
	g, judged, report, err := tk.Round(svc(f), id, sheet)
	if err != nil && !errors.Is(err, tk.ErrRejected) {
		return err
	}
	if perr := printStatus(f, id, g, newScoreDoc(f, judged, report)); perr != nil {
		if err == nil {
			return cli.SavedNotShown(id, perr) // the round is saved all the same
		}
		return perr
	}
	if err != nil {
		return cli.ErrVerdict
	}
	return nil
}
