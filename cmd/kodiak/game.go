package kodiak

import (
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	"codeberg.org/schiri/schiri/rules"
	"github.com/spf13/cobra"
)

func printRejected(f *cli.Factory, v *rules.Verdict) error {
	if f.JSON() {
		msg := f.VerdictMessage(v)
		if err := f.PrintJSON(rejectedDoc{Reason: v.Rule, Message: msg,
			Errors: []verdictJSON{{Reason: v.Rule, Message: msg}}}); err != nil {
			return err
		}
	} else if err := f.Print(newStyles(f).bad.Render("✗") + " " + f.VerdictText(v) + "\n"); err != nil {
		return err
	}
	return cli.ErrVerdict
}

// printStatus prints the status document, or the standings as text, with
// the round just judged when there is one.
func printStatus(f *cli.Factory, id string, g *referee.Game, round *scoreDoc) error {
	doc := newStatusDoc(id, g)
	doc.Round = round
	if f.JSON() {
		return f.PrintJSON(doc)
	}
	var b strings.Builder
	if round != nil {
		b.WriteString(renderScore(f, round))
		b.WriteString("\n")
	}
	b.WriteString(renderStatus(f, g, doc))
	return f.Print(b.String())
}

// GameOptions are the inputs of the commands that only name a game.
type GameOptions struct {
	F    *cli.Factory
	Game string
}

func newGameCmd(f *cli.Factory, use string, run, runF func(*GameOptions) error) *cobra.Command {
	opts := &GameOptions{F: f}
	c := &cobra.Command{
		Use:   use,
		Short: "kodiak.help." + use + ".short",
		Args:  cli.NoArgs,
		RunE:  func(*cobra.Command, []string) error { return cli.RunOr(runF, run, opts) },
	}
	gameFlag(c, &opts.Game)
	return c
}
