// Package stats implements `schiri stats` (SPEC §8): the figures of every
// saved game in the data dir, as tables with win rates as bars, or as one
// JSON document.
package stats

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/problem"
	"codeberg.org/schiri/schiri/internal/savedgames"
	figures "codeberg.org/schiri/schiri/scoring/stats"
	"github.com/spf13/cobra"
)

// Options are the inputs of `schiri stats`.
type Options struct {
	F      *cli.Factory
	Player string
	Since  string
	// Source gives the saved games (nil: the data dir's).
	Source savedgames.Source
}

// NewCmd returns `schiri stats`.
func NewCmd(f *cli.Factory, runF func(*Options) error) *cobra.Command {
	opts := &Options{F: f}
	c := &cobra.Command{
		Use:     "stats",
		Short:   "stats.help.short",
		Long:    "stats.help.long",
		Example: "stats.help.example",
		Args:    cli.NoArgs,
		RunE:    func(*cobra.Command, []string) error { return cli.RunOr(runF, Run, opts) },
	}
	c.Flags().StringVar(&opts.Player, "player", "", "stats.help.flag.player")
	c.Flags().StringVar(&opts.Since, "since", "", "stats.help.flag.since")
	_ = c.RegisterFlagCompletionFunc("player", func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		return playerNames(opts), cobra.ShellCompDirectiveNoFileComp
	})
	return c
}

// Run computes and prints the figures. Damaged saves are named on stderr
// and left out; the command still answers.
func Run(o *Options) error {
	f := o.F
	doc, err := Compute(o)
	if err != nil {
		return err
	}
	if f.JSON() {
		return f.PrintJSON(doc)
	}
	return f.Print(Render(f, doc, f.IO.TerminalWidth()))
}

// Compute reads the games, names the damaged ones on stderr and works out
// the figures; a --since or --player that cannot be taken is an input error.
func Compute(o *Options) (*figures.Doc, error) {
	f := o.F
	var opts figures.Options
	if o.Since != "" {
		day, err := time.Parse(figures.SinceLayout, strings.TrimSpace(o.Since))
		if err != nil {
			return nil, cli.NewInputError("stats.error.since", "Token", o.Since).At("", 0, o.Since)
		}
		opts.Since = &day
	}
	opts.Player = strings.TrimSpace(o.Player)
	if o.Player != "" && opts.Player == "" {
		return nil, cli.NewInputError("stats.error.player_empty").At("", 0, o.Player)
	}
	src := o.Source
	if src == nil {
		src = savedgames.Table(f.Table())
	}
	games, damaged, err := src.Games()
	if err != nil {
		return nil, err
	}
	for _, d := range damaged {
		fmt.Fprintf(f.IO.ErrOut, "schiri: %s\n", DamagedText(f, d))
	}
	doc, err := figures.Compute(games, opts)
	var up *figures.UnknownPlayerError
	if errors.As(err, &up) {
		e := cli.NewInputError("stats.error.player_unknown", "Name", up.Name).At("", 0, up.Name)
		e.Suggestions = cli.Suggest(up.Name, up.Known)
		return nil, e
	}
	return doc, err
}

// playerNames are the players of the saved games, for completing
// --player (damaged saves are left out without a word).
func playerNames(o *Options) []string {
	src := o.Source
	if src == nil {
		src = savedgames.Table(o.F.Table())
	}
	games, _, err := src.Games()
	if err != nil {
		return nil
	}
	names, _ := games.Players()
	return names
}

// DamagedText says which saved game was left out and why, in the user's
// language (the file and the cause, as the error's description has them).
func DamagedText(f *cli.Factory, err error) string {
	d := problem.Describe(f, err)
	if d.Cause == "" {
		return f.T("stats.damaged", "File", "", "Err", err.Error())
	}
	return f.T("stats.damaged", "File", d.File, "Err", d.Cause)
}
