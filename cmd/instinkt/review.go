package instinkt

import (
	"bytes"

	"codeberg.org/schiri/schiri/internal/cli"
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

// reviewJSON is SPEC §2's review document.
type reviewJSON struct {
	Placements []reviewedJSON     `json:"placements"`
	Lost       map[string]float64 `json:"lost"`
}

type reviewedJSON struct {
	Line   int     `json:"line"`
	Played string  `json:"played"`
	Best   string  `json:"best"`
	Lost   float64 `json:"lost"`
}

// Reviewed is one placement of a record, judged.
type Reviewed struct {
	Line int
	coach.Judged
}

// ReviewRecord judges every placement of a record that replays: each as
// its player knew the game then, both hands unknown.
func ReviewRecord(rec *ref.Record, o coach.Options) ([]Reviewed, [2]float64, error) {
	var out []Reviewed
	var lost [2]float64
	g := ref.NewGame(ref.White)
	for i, ln := range rec.Lines {
		if ln.Kind == ref.RecMarker {
			if i == 0 {
				g = ref.NewGame(ln.Marker)
			}
			continue
		}
		if ln.Kind == ref.RecPlace {
			j, err := coach.Judge(g, coach.PlayedChoice(ln.Move, ln.Then), o)
			if err != nil {
				return nil, lost, err
			}
			out = append(out, Reviewed{Line: ln.Line, Judged: j})
			lost[ln.Move.Card.Colour()] += j.Lost
		}
		moves := []ref.Move{ln.Move}
		if ln.Then != nil {
			moves = append(moves, *ln.Then)
		}
		for _, m := range moves {
			ng, err := g.Apply(m)
			if err != nil {
				return nil, lost, err
			}
			g = ng
		}
		if g.Phase() == ref.PhaseRaccoon { // a raccoon line without a move: none exists
			ng, err := g.Apply(ref.Move{Kind: ref.MoveRaccoonNone})
			if err != nil {
				return nil, lost, err
			}
			g = ng
		}
	}
	return out, lost, nil
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
	res, lost, err := ReviewRecord(rec, coach.Options{Playouts: o.Playouts, Seed: o.Seed})
	if err != nil {
		return err
	}
	if f.JSON() {
		out := reviewJSON{Placements: []reviewedJSON{}, Lost: map[string]float64{"white": round2(lost[ref.White]), "black": round2(lost[ref.Black])}}
		for _, r := range res {
			out.Placements = append(out.Placements, reviewedJSON{Line: r.Line, Played: r.Played.Choice.String(), Best: r.Best.Choice.String(), Lost: round2(r.Lost)})
		}
		return f.PrintJSON(out)
	}
	return f.Print(reviewText(f, res, lost, o))
}

// reviewText is the review line by line and the totals.
func reviewText(f *cli.Factory, res []Reviewed, lost [2]float64, o *ReviewOptions) string {
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
