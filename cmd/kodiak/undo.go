package kodiak

import (
	"fmt"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/safetext"
	tk "codeberg.org/schiri/schiri/internal/table/kodiak"
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
	g, round, kodiak, kept, err := tk.UndoKeeping(svc(f), id)
	if err != nil {
		return err
	}
	if !f.JSON() { // JSON prints the status document alone (SPEC §1)
		fmt.Fprintln(f.IO.Out, f.T("kodiak.undo.taken_back", "Round", round, "Kodiak", safetext.Escape(kodiak)))
		if kept != nil { // never lost without a word
			fmt.Fprintln(f.IO.Out, f.T("kodiak.undo.draft_kept", "Round", kept.Round, "Lines", safetext.Escape(draftText(g.Players, kept.Lines))))
		}
	}
	return printStatus(f, id, g, nil)
}
