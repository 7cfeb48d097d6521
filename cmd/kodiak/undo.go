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
	var (
		s      savedGame
		g      *referee.Game
		round  int
		kodiak string
	)
	err = f.Store().Update(kind, id, &s, func() error {
		cur, err := s.game(f, id)
		if err != nil {
			return err
		}
		prev, err := cur.Undo()
		if err != nil {
			return cli.NewInputError("kodiak.error.nothing_to_undo", "Game", id)
		}
		round, kodiak = len(cur.Rounds), cur.KodiakAt(len(cur.Rounds)-1)
		g, s = prev, *saved(prev)
		return nil
	})
	if err != nil {
		return err
	}
	if !f.JSON() { // JSON prints the status document alone (SPEC §1)
		fmt.Fprintln(f.IO.Out, f.T("kodiak.undo.taken_back", "Round", round, "Kodiak", safetext.Escape(kodiak)))
	}
	return printStatus(f, id, g, nil)
}
