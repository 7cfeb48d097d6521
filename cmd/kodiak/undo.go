package kodiak

import (
	"fmt"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/safetext"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	"github.com/spf13/cobra"
)

func newUndoCmd(f *cli.Factory, runF func(*GameOptions) error) *cobra.Command {
	return newGameCmd(f, "undo", RunUndo, runF)
}

// RunUndo takes back a game's last round and prints the status.
func RunUndo(o *GameOptions) error {
	f := o.F
	id, err := f.Store().Pick(kind, o.Game)
	if err != nil {
		return err
	}
	var g referee.Game
	var round int
	var kodiak string
	err = f.Store().Update(kind, id, &g, func() error {
		if err := g.Validate(); err != nil {
			return f.Store().Damaged(kind, id, err)
		}
		prev, err := g.Undo()
		if err != nil {
			return cli.NewInputError("kodiak.error.nothing_to_undo", "Game", id)
		}
		round, kodiak = len(g.Rounds), g.KodiakAt(len(g.Rounds)-1)
		g = *prev
		return nil
	})
	if err != nil {
		return err
	}
	if !f.JSON() { // JSON prints the status document alone (SPEC §1)
		fmt.Fprintln(f.IO.Out, f.T("kodiak.undo.taken_back", "Round", round, "Kodiak", safetext.Escape(kodiak)))
	}
	return printStatus(f, id, &g, nil)
}
