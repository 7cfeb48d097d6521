package katzundmaus

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	km "codeberg.org/schiri/schiri/referee/katzundmaus"
	"codeberg.org/schiri/schiri/referee/katzundmaus/coach"
	"github.com/spf13/cobra"
)

// HintOptions are the inputs of `katzundmaus hint POSITION [--playouts N] [--seed N]`.
type HintOptions struct {
	F        *cli.Factory
	Position string
	Playouts int
	Seed     uint64
}

// maxPlayouts bounds --playouts (a hint of a million playouts takes minutes).
const maxPlayouts = 1_000_000

func newHintCmd(f *cli.Factory, runF func(*HintOptions) error) *cobra.Command {
	opts := &HintOptions{F: f}
	c := &cobra.Command{
		Use:     "hint POSITION",
		Short:   "katzundmaus.help.hint.short",
		Long:    "katzundmaus.help.hint.long",
		Example: "katzundmaus.help.hint.example",
		Args:    cli.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Position = args[0]
			return cli.RunOr(runF, RunHint, opts)
		},
	}
	c.Flags().IntVar(&opts.Playouts, "playouts", coach.DefaultPlayouts, "katzundmaus.help.flag.playouts")
	c.Flags().Uint64Var(&opts.Seed, "seed", 1, "katzundmaus.help.flag.coach_seed")
	return c
}

// turnJSON is one choice of a hint: a turn (or its part up to a card that
// shows) with the engine's evaluation.
type turnJSON struct {
	Move     string   `json:"move"`  // the moves, as on a record line
	Moves    []string `json:"moves"` // the same, one by one
	EndsTurn bool     `json:"ends_turn"`
	Shows    *string  `json:"shows"` // "stock" or "hand": the last move shows a card the mover cannot know yet
	Margin   float64  `json:"margin"`
	Win      float64  `json:"win"`
	Playouts int      `json:"playouts"`
}

type hintJSON struct {
	As       string     `json:"as"`
	Playouts int        `json:"playouts"`
	Seed     uint64     `json:"seed"`
	Moves    []turnJSON `json:"moves"`
}

// checkPlayouts refuses a budget out of range.
func checkPlayouts(n int) error {
	if n < 1 || n > maxPlayouts {
		return cli.NewInputError("katzundmaus.error.playouts", "Value", n, "Max", maxPlayouts).At("", 0, fmt.Sprint(n))
	}
	return nil
}

// RunHint gives the mover's best turn in a position, and the runners-up.
func RunHint(o *HintOptions) error {
	f := o.F
	if err := checkPlayouts(o.Playouts); err != nil {
		return err
	}
	g, err := readPosition(f, o.Position)
	if err != nil {
		return err
	}
	res, err := coach.Hint(g, coach.Options{Playouts: o.Playouts, Seed: o.Seed})
	if err != nil {
		return refusal(f, g, err, o.Position)
	}
	doc := hintJSON{As: g.Turn().String(), Playouts: o.Playouts, Seed: o.Seed}
	for _, c := range res.Choices {
		doc.Moves = append(doc.Moves, choiceJSON(c))
	}
	if f.JSON() {
		return f.PrintJSON(doc)
	}
	return f.Print(hintText(f, doc))
}

func choiceJSON(c coach.Choice) turnJSON {
	t := turnJSON{EndsTurn: c.Ends(), Margin: round2(c.Margin), Win: round2(c.Win), Playouts: c.Playouts}
	for _, m := range c.Moves {
		t.Moves = append(t.Moves, m.String())
	}
	t.Move = strings.Join(t.Moves, " ")
	if s := shows(c.Reveal); s != "" {
		t.Shows = &s
	}
	return t
}

func shows(p km.Place) string {
	switch p {
	case km.Stock:
		return "stock"
	case km.Hand:
		return "hand"
	}
	return ""
}

func round2(x float64) float64 { return math.Round(x*100) / 100 }

// shownChoices is how many choices the text shows: the best and two runners-up.
const shownChoices = 3

func hintText(f *cli.Factory, doc hintJSON) string {
	s := newStyles(f)
	var b strings.Builder
	b.WriteString(s.bold.Render(f.T("katzundmaus.hint.title", "Player", doc.As, "Playouts", doc.Playouts, "Seed", doc.Seed)) + "\n")
	for i, t := range doc.Moves[:min(shownChoices, len(doc.Moves))] {
		line := fmt.Sprintf("  %d. %-28s %s", i+1, t.Move, f.T("katzundmaus.hint.eval", "Win", percent(f, t.Win), "Margin", signed(f, t.Margin)))
		if i == 0 {
			line = s.good.Render(line)
		}
		b.WriteString(line + "\n")
	}
	best := doc.Moves[0]
	if best.Shows != nil {
		last := best.Moves[len(best.Moves)-1]
		key := "katzundmaus.hint.then_stock"
		if *best.Shows == "hand" {
			key = "katzundmaus.hint.then_hand"
		}
		b.WriteString(f.T(key, "Move", last) + "\n")
	}
	b.WriteString(s.dim.Render(f.T("katzundmaus.hint.legend")) + "\n")
	return b.String()
}

// percent writes a share (0–1) as a whole percentage, in the reader's language.
func percent(f *cli.Factory, x float64) string {
	return f.T("katzundmaus.percent", "Value", fmt.Sprintf("%.0f", 100*x))
}

// signed writes a margin with its sign and one decimal, with the reader's decimal mark.
func signed(f *cli.Factory, x float64) string {
	s := fmt.Sprintf("%+.1f", math.Round(x*10)/10+0)
	if f.Lang() == "de" {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

// refusal is the input error for a position the engine cannot advise on.
func refusal(f *cli.Factory, g *km.Game, err error, file string) error {
	p := g.Turn().String()
	switch {
	case errors.Is(err, coach.ErrOver):
		return cli.NewInputError("katzundmaus.hint.over", "Result", result(f, g)).At(file, 0, "")
	case errors.Is(err, coach.ErrHandUnknown):
		return cli.NewInputError("katzundmaus.hint.unknown_hand", "Player", p, "Rule", km.RulePositionUnknown).At(file, 0, "hand_count")
	case errors.Is(err, coach.ErrStockUnknown):
		return cli.NewInputError("katzundmaus.hint.unknown_stock", "Player", p, "Rule", km.RulePositionUnknown).At(file, 0, "stock_top")
	}
	return err
}
