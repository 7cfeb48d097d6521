package katzundmaus

import (
	"fmt"

	"codeberg.org/schiri/schiri/internal/cli"
	km "codeberg.org/schiri/schiri/referee/katzundmaus"
	"github.com/spf13/cobra"
)

// DealOptions are the inputs of `katzundmaus deal [--seed N]`.
type DealOptions struct {
	F       *cli.Factory
	Seed    uint64
	SeedSet bool // without --seed a seed is drawn and told on stderr
}

func newDealCmd(f *cli.Factory, runF func(*DealOptions) error) *cobra.Command {
	opts := &DealOptions{F: f}
	c := &cobra.Command{
		Use:   "deal [--seed N]",
		Short: "katzundmaus.help.deal.short",
		Long:  "katzundmaus.help.deal.long",
		Args:  cli.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			opts.SeedSet = c.Flags().Changed("seed")
			return cli.RunOr(runF, RunDeal, opts)
		},
	}
	c.Flags().Uint64Var(&opts.Seed, "seed", 0, "katzundmaus.help.flag.seed")
	return c
}

// newSeed draws a seed when none was given.
func newSeed(f *cli.Factory) uint64 {
	return f.Rand(uint64(f.Now().UnixNano())).Uint64()
}

// RunDeal shows a whole deal: as the board (both hands open: a deal is
// for looking at), or with --json as a position in the format that check,
// moves and play read, every card known, A to move.
func RunDeal(o *DealOptions) error {
	f := o.F
	if !o.SeedSet {
		o.Seed = newSeed(f)
		fmt.Fprintln(f.IO.ErrOut, f.T("katzundmaus.deal.seed", "Seed", o.Seed))
	}
	g := km.Deal(o.Seed)
	if f.JSON() {
		return f.PrintJSON(g)
	}
	return f.Print(f.T("katzundmaus.deal.title", "Seed", o.Seed) + "\n\n" + picture(f, g, [2]bool{true, true}) +
		"\n" + newStyles(f).dim.Render(f.T("katzundmaus.deal.as_json", "Seed", o.Seed)) + "\n")
}
