package katzundmaus

import (
	"fmt"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	km "codeberg.org/schiri/schiri/referee/katzundmaus"
	"codeberg.org/schiri/schiri/referee/katzundmaus/coach"
	"github.com/spf13/cobra"
)

// ReviewOptions are the inputs of `katzundmaus review RECORD [--playouts N] [--seed N]`.
type ReviewOptions struct {
	F        *cli.Factory
	Record   string
	Playouts int
	Seed     uint64
}

// DefaultReviewPlayouts is a review's budget per decision: a whole game
// (a hundred decisions and more) in a few seconds.
const DefaultReviewPlayouts = 600

// noise is the win share below which a better choice is not called better:
// the engine's own spread at the review's budget.
const noise = 0.03

func newReviewCmd(f *cli.Factory, runF func(*ReviewOptions) error) *cobra.Command {
	opts := &ReviewOptions{F: f}
	c := &cobra.Command{
		Use:     "review RECORD",
		Short:   "katzundmaus.help.review.short",
		Long:    "katzundmaus.help.review.long",
		Example: "katzundmaus.help.review.example",
		Args:    cli.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Record = args[0]
			return cli.RunOr(runF, RunReview, opts)
		},
	}
	c.Flags().IntVar(&opts.Playouts, "playouts", DefaultReviewPlayouts, "katzundmaus.help.flag.playouts")
	c.Flags().Uint64Var(&opts.Seed, "seed", 1, "katzundmaus.help.flag.coach_seed")
	return c
}

// decisionJSON is one choice in a game: the moves played from a turn's
// start (or from a card that showed) up to the next card that shows or the
// turn's end, and the engine's best choice there.
type decisionJSON struct {
	Line      int     `json:"line"`
	Player    string  `json:"player"`
	Played    string  `json:"played"`
	Best      string  `json:"best"`
	WinPlayed float64 `json:"win_played"`
	WinBest   float64 `json:"win_best"`
	Lost      float64 `json:"lost"`
}

type reviewJSON struct {
	Playouts  int                `json:"playouts"`
	Seed      uint64             `json:"seed"`
	Decisions []decisionJSON     `json:"decisions"`
	Lost      map[string]float64 `json:"lost"`
	Better    map[string]int     `json:"better"`
}

// RunReview plays a record through and, at every choice, asks the engine
// what it would have played; it marks the choices where a better one existed.
func RunReview(o *ReviewOptions) error {
	f := o.F
	if err := checkPlayouts(o.Playouts); err != nil {
		return err
	}
	rec, err := readRecord(f, o.Record)
	if err != nil {
		return err
	}
	if res := km.Replay(rec); res.Verdict != nil {
		return cli.NewInputError("katzundmaus.review.illegal", "Line", res.Line, "Move", res.Move,
			"Message", f.VerdictText(res.Verdict)).At(o.Record, res.Line, res.Move)
	}
	doc := reviewJSON{Playouts: o.Playouts, Seed: o.Seed, Decisions: []decisionJSON{},
		Lost: map[string]float64{"A": 0, "B": 0}, Better: map[string]int{"A": 0, "B": 0}}
	for i, d := range decisionsOf(rec) {
		dj, err := judge(d, coach.Options{Playouts: o.Playouts, Seed: o.Seed + uint64(i)})
		if err != nil {
			return err
		}
		doc.Decisions = append(doc.Decisions, dj)
		if dj.Lost > 0 {
			doc.Lost[dj.Player] = round2(doc.Lost[dj.Player] + dj.Lost)
			doc.Better[dj.Player]++
		}
	}
	if f.JSON() {
		return f.PrintJSON(doc)
	}
	return f.Print(reviewText(f, doc))
}

// decision is a position where the mover chose, and what it played.
type decision struct {
	game   *km.Game
	line   int
	played []km.Move
}

// decisionsOf splits a legal record into its decisions: a new one at each
// turn's start and after each move that showed a card the mover could not
// know before (a stock card played, a hand emptied while the talon holds cards).
func decisionsOf(rec *km.Record) []decision {
	g := km.Deal(rec.Seed)
	var out []decision
	var cur *decision
	for _, t := range rec.Turns {
		for _, m := range t.Moves {
			if cur == nil {
				out = append(out, decision{game: g.Clone(), line: t.Line})
				cur = &out[len(out)-1]
			}
			p := g.Turn()
			hand, talon := g.HandCount(p), g.TalonCount()
			g.Play(m) // the record replayed legally
			cur.played = append(cur.played, m)
			if g.Over() || g.Turn() != p || m.From == km.Stock || (m.From == km.Hand && hand == 1 && talon > 0) {
				cur = nil
			}
		}
	}
	if cur != nil { // a record that stops within a choice: not judged
		out = out[:len(out)-1]
	}
	return out
}

// judge asks the engine at d, with the played moves played out beside its own.
func judge(d decision, o coach.Options) (decisionJSON, error) {
	res, err := coach.Hint(d.game, o, d.played)
	if err != nil {
		return decisionJSON{}, err
	}
	played, best := res.Choices[0], res.Choices[0]
	for _, c := range res.Choices {
		if slicesEqual(c.Moves, d.played) {
			played = c
			break
		}
	}
	dj := decisionJSON{Line: d.line, Player: d.game.Turn().String(), Played: movesText(d.played),
		Best: movesText(best.Moves), WinPlayed: round2(played.Win), WinBest: round2(best.Win)}
	if lost := best.Win - played.Win; lost > noise {
		dj.Lost = round2(lost)
	} else {
		dj.Best = dj.Played
		dj.WinBest = dj.WinPlayed
	}
	return dj, nil
}

func slicesEqual(a, b []km.Move) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func movesText(ms []km.Move) string {
	parts := make([]string, len(ms))
	for i, m := range ms {
		parts[i] = m.String()
	}
	return strings.Join(parts, " ")
}

func reviewText(f *cli.Factory, doc reviewJSON) string {
	s := newStyles(f)
	var b strings.Builder
	b.WriteString(s.bold.Render(f.T("katzundmaus.review.title", "Count", len(doc.Decisions), "Playouts", doc.Playouts, "Seed", doc.Seed)) + "\n")
	marked := 0
	for _, d := range doc.Decisions {
		if d.Lost == 0 {
			continue
		}
		marked++
		fmt.Fprintf(&b, "  %s\n", f.T("katzundmaus.review.better", "Line", d.Line, "Player", d.Player, "Played", d.Played,
			"Best", d.Best, "WinPlayed", percent(f, d.WinPlayed), "WinBest", percent(f, d.WinBest)))
	}
	if marked == 0 {
		b.WriteString(s.good.Render(f.T("katzundmaus.review.none")) + "\n")
	}
	for _, p := range []string{"A", "B"} {
		b.WriteString(f.T("katzundmaus.review.sum", "Player", p, "Count", doc.Better[p], "Lost", percent(f, doc.Lost[p])) + "\n")
	}
	b.WriteString(s.dim.Render(f.T("katzundmaus.hint.legend")) + "\n")
	return b.String()
}
