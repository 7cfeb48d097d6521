package codenames

import (
	"errors"

	"codeberg.org/schiri/schiri/internal/cli"
	tc "codeberg.org/schiri/schiri/internal/table/codenames"
	"codeberg.org/schiri/schiri/rules"
	"github.com/spf13/cobra"
)

// GuessOptions are the inputs of `codenames guess WORD|ROW,COL`.
type GuessOptions struct {
	F      *cli.Factory
	Game   string
	Target string
}

func newGuessCmd(f *cli.Factory, runF func(*GuessOptions) error) *cobra.Command {
	opts := &GuessOptions{F: f}
	c := &cobra.Command{
		Use:   "guess WORD|ROW,COL",
		Short: "codenames.help.guess.short",
		Long:  "codenames.help.guess.long",
		Args:  cli.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Target = args[0]
			return cli.RunOr(runF, RunGuess, opts)
		},
	}
	gameFlag(c, &opts.Game)
	return c
}

// RunGuess reveals a card for the team on turn (rulings C4, C5).
func RunGuess(o *GuessOptions) error {
	f := o.F
	id, err := pick(f, o.Game)
	if err != nil {
		return err
	}
	before, g, cellIdx, err := tc.Guess(svc(f), id, o.Target)
	var v *rules.Verdict
	if errors.As(err, &v) {
		return reject(f, v)
	}
	if err != nil {
		return cli.FromParseError(err, "", "Flag", o.Target)
	}
	card := g.Setup().Grid[cellIdx]
	turnOver := g.Over() || g.Turn() != before.Turn()
	if f.JSON() {
		return f.PrintJSON(tc.NewGuess(before, g, cellIdx, gameDoc(id, g)))
	}
	st := newStyles(f)
	word := g.Setup().Words[cellIdx]
	line := st.fill[card].Render(" "+string(card.Letter())+" ") + " " +
		f.T("codenames.guess.card."+card.String(), "Word", word)
	switch {
	case g.Over():
	case turnOver:
		line += " " + f.T("codenames.guess.turn_over", "Team", teamName(f, g.Turn()))
	default:
		line += " " + f.T("codenames.guess.go_on", "Team", teamName(f, g.Turn()))
	}
	if _, err := f.IO.Out.Write([]byte(line + "\n\n")); err != nil {
		return err
	}
	return printGame(f, id, g, false)
}
