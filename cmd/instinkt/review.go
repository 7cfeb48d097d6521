package instinkt

import (
	"bytes"

	"codeberg.org/schiri/schiri/internal/cli"
	ti "codeberg.org/schiri/schiri/internal/table/instinkt"
	ref "codeberg.org/schiri/schiri/referee/instinkt"
	"codeberg.org/schiri/schiri/referee/instinkt/coach"
	"github.com/spf13/cobra"
)

// ReviewOptions are the inputs of `instinkt review`.
type ReviewOptions struct {
	F        *cli.Factory
	Src      CoachSource
	Playouts int
	Seed     uint64
}

func newReviewCmd(f *cli.Factory, runF func(*ReviewOptions) error) *cobra.Command {
	opts := &ReviewOptions{F: f}
	c := &cobra.Command{
		Use:     "review [RECORD | --game ID]",
		Short:   "instinkt.help.review.short",
		Long:    "instinkt.help.review.long",
		Example: "  schiri instinkt review game.txt\n  schiri instinkt review --game instinkt-1 --json",
		Args:    cli.MaximumNArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			if len(args) == 1 {
				opts.Src.File = args[0]
			}
			return cli.RunOr(runF, RunReview, opts)
		},
	}
	addCoachFlags(c, &opts.Src, &opts.Playouts, &opts.Seed, coach.DefaultReviewPlayouts)
	return c
}

// RunReview judges every placement of a game.
func RunReview(o *ReviewOptions) error {
	f := o.F
	if err := checkPlayouts(o.Playouts); err != nil {
		return err
	}
	rec, _, err := o.Src.replayed(f)
	if err != nil {
		return err
	}
	res, lost, err := ti.ReviewRecord(rec, coach.Options{Playouts: o.Playouts, Seed: o.Seed})
	if err != nil {
		return err
	}
	if f.JSON() {
		return f.PrintJSON(ti.NewReviewDoc(res, lost))
	}
	return f.Print(reviewText(f, res, lost, o))
}

// reviewText is the review line by line and the totals.
func reviewText(f *cli.Factory, res []ti.Reviewed, lost [2]float64, o *ReviewOptions) string {
	var b bytes.Buffer
	st := newStyles(f)
	b.WriteString(st.title.Render(f.T("instinkt.coach.review.title", "Playouts", o.Playouts, "Seed", o.Seed)) + "\n")
	if len(res) == 0 {
		b.WriteString(f.T("instinkt.coach.review.none") + "\n")
		return b.String()
	}
	for _, r := range res {
		played := choiceText(f, r.Played.Choice)
		if r.Lost == 0 {
			b.WriteString(f.T("instinkt.coach.review.good", "Line", r.Line, "Played", played) + "\n")
			continue
		}
		b.WriteString(st.bad.Render(f.T("instinkt.coach.review.lost_line", "Line", r.Line, "Played", played,
			"Best", choiceText(f, r.Best.Choice), "Lost", decimal(f, r.Lost))) + "\n")
	}
	b.WriteString("\n" + f.T("instinkt.coach.review.total", "White", decimal(f, lost[ref.White]), "Black", decimal(f, lost[ref.Black])) + "\n")
	return b.String()
}
