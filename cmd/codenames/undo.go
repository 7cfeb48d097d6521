package codenames

import (
	"errors"
	"io"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/safetext"
	tc "codeberg.org/schiri/schiri/internal/table/codenames"
	cn "codeberg.org/schiri/schiri/referee/codenames"
	"github.com/spf13/cobra"
)

// UndoOptions are the inputs of `codenames undo`.
type UndoOptions struct {
	F    *cli.Factory
	Game string
}

func newUndoCmd(f *cli.Factory, runF func(*UndoOptions) error) *cobra.Command {
	opts := &UndoOptions{F: f}
	c := &cobra.Command{
		Use:   "undo",
		Short: "codenames.help.undo.short",
		Long:  "codenames.help.undo.long",
		Args:  cli.NoArgs,
		RunE:  func(*cobra.Command, []string) error { return cli.RunOr(runF, RunUndo, opts) },
	}
	gameFlag(c, &opts.Game)
	return c
}

// RunUndo takes back the last clue, guess or pass.
func RunUndo(o *UndoOptions) error {
	f := o.F
	id, err := pick(f, o.Game)
	if err != nil {
		return err
	}
	before, g, err := tc.Undo(svc(f), id)
	if errors.Is(err, cn.ErrNothingToUndo) {
		return cli.NewInputError("codenames.err.nothing_to_undo", "ID", id)
	}
	if err != nil {
		return err
	}
	if !f.JSON() { // JSON prints the game document alone (SPEC §3)
		moves := before.Moves()
		if _, err := io.WriteString(f.IO.Out, takenBack(f, g, moves[len(moves)-1])+"\n"); err != nil {
			return err
		}
	}
	return printGame(f, id, g, false)
}

// takenBack says which move undo took back, and whose: the team whose turn
// it is again in the game after the undo.
func takenBack(f *cli.Factory, g *cn.Game, m cn.Move) string {
	team := teamName(f, g.Turn())
	switch m.Kind {
	case cn.MoveClue:
		return f.T("codenames.undo.clue", "Team", team, "Word", safetext.Escape(m.Word), "Number", m.Number)
	case cn.MoveGuess:
		word := itoa(m.Row) + "," + itoa(m.Col)
		if s := g.Setup(); s.Words != nil {
			word = safetext.Escape(s.Words[(m.Row-1)*s.Cols+m.Col-1])
		}
		return f.T("codenames.undo.guess", "Team", team, "Word", word)
	}
	return f.T("codenames.undo.pass", "Team", team)
}
