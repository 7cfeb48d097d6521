package kodiak

import (
	"errors"

	"codeberg.org/schiri/schiri/internal/cli"
	tk "codeberg.org/schiri/schiri/internal/table/kodiak"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	"codeberg.org/schiri/schiri/rules"
	"github.com/spf13/cobra"
)

// NewOptions are the inputs of `kodiak new`.
type NewOptions struct {
	F                    *cli.Factory
	Players              []string
	Youngest             string
	Cycles, Rounds       int
	CyclesSet, RoundsSet bool
	Name                 string
}

func newNewCmd(f *cli.Factory, runF func(*NewOptions) error) *cobra.Command {
	opts := &NewOptions{F: f}
	c := &cobra.Command{
		Use:     "new --players NAME,NAME,… [--youngest NAME] [--cycles N | --rounds N] [--name NAME]",
		Short:   "kodiak.help.new.short",
		Long:    "kodiak.help.new.long",
		Example: "kodiak.help.new.example",
		Args:    cli.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			opts.CyclesSet = c.Flags().Changed("cycles")
			opts.RoundsSet = c.Flags().Changed("rounds")
			return cli.RunOr(runF, RunNew, opts)
		},
	}
	c.Flags().StringSliceVar(&opts.Players, "players", nil, "kodiak.help.flag.players")
	c.Flags().StringVar(&opts.Youngest, "youngest", "", "kodiak.help.flag.youngest")
	c.Flags().IntVar(&opts.Cycles, "cycles", 0, "kodiak.help.flag.cycles")
	c.Flags().IntVar(&opts.Rounds, "rounds", 0, "kodiak.help.flag.rounds")
	c.Flags().StringVar(&opts.Name, "name", "", "kodiak.help.flag.name")
	return c
}

// RunNew starts a saved game and prints its status.
func RunNew(o *NewOptions) error {
	f := o.F
	if len(o.Players) == 0 {
		return cli.NewInputError("kodiak.error.players_missing").At("", 0, "--players")
	}
	var length referee.Length
	if o.CyclesSet {
		length.Cycles = &o.Cycles
	}
	if o.RoundsSet {
		length.Rounds = &o.Rounds
	}
	id, g, err := tk.New(svc(f), o.Players, o.Youngest, length, o.Name)
	var v *rules.Verdict
	if errors.As(err, &v) {
		return printRejected(f, v)
	}
	if err != nil {
		return err
	}
	return cli.SavedNotShown(id, printStatus(f, id, g, nil))
}
