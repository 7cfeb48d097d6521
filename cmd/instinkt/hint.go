package instinkt

import (
	"bytes"
	"fmt"

	"codeberg.org/schiri/schiri/internal/cli"
	ref "codeberg.org/schiri/schiri/referee/instinkt"
	"codeberg.org/schiri/schiri/referee/instinkt/coach"
	"github.com/spf13/cobra"
)

// HintOptions are the inputs of `instinkt hint`.
type HintOptions struct {
	F        *cli.Factory
	Src      CoachSource
	As       string
	Hand     string
	Playouts int
	Seed     uint64
}

func newHintCmd(f *cli.Factory, runF func(*HintOptions) error) *cobra.Command {
	opts := &HintOptions{F: f}
	c := &cobra.Command{
		Use:     "hint [RECORD | --game ID] --as white|black --hand CARDS",
		Short:   "instinkt.help.hint.short",
		Long:    "instinkt.help.hint.long",
		Example: "  schiri instinkt hint game.txt --as white --hand W3,W7,W9\n  schiri instinkt hint --game instinkt-1 --as black --hand B2,B8 --json",
		Args:    cli.MaximumNArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			if len(args) == 1 {
				opts.Src.File = args[0]
			}
			return cli.RunOr(runF, RunHint, opts)
		},
	}
	addCoachFlags(c, &opts.Src, &opts.Playouts, &opts.Seed, coach.DefaultPlayouts)
	c.Flags().StringVar(&opts.As, "as", "", "instinkt.help.flag.as")
	c.Flags().StringVar(&opts.Hand, "hand", "", "instinkt.help.flag.hand")
	return c
}

// hintJSON is SPEC §2's hint document.
type hintJSON struct {
	As       string         `json:"as"`
	Phase    string         `json:"phase"`
	Card     *string        `json:"card"`
	Playouts int            `json:"playouts"`
	Seed     uint64         `json:"seed"`
	Moves    []hintMoveJSON `json:"moves"`
}

type hintMoveJSON struct {
	Move   string  `json:"move"`
	Margin float64 `json:"margin"`
	Win    float64 `json:"win"`
}

// RunHint ranks the asking player's choices now.
func RunHint(o *HintOptions) error {
	f := o.F
	as, ok := ref.ParseColour(o.As)
	if o.As == "" || !ok {
		return cli.NewInputError("instinkt.coach.as", "Token", o.As).At("", 0, o.As)
	}
	hand, err := parseHand(o.Hand)
	if err != nil {
		return err
	}
	if err := checkPlayouts(o.Playouts); err != nil {
		return err
	}
	_, g, err := o.Src.replayed(f)
	if err != nil {
		return err
	}
	h, err := coach.Advise(coach.Knowledge{Game: g, As: as, Hand: hand}, coach.Options{Playouts: o.Playouts, Seed: o.Seed})
	if err != nil {
		return refusal(f, err, as, len(hand))
	}
	if f.JSON() {
		out := hintJSON{As: as.String(), Phase: "place", Playouts: o.Playouts, Seed: o.Seed, Moves: []hintMoveJSON{}}
		if h.Reveal {
			out.Phase = "reveal"
		} else {
			c := h.Card.String()
			out.Card = &c
		}
		for _, m := range h.Moves {
			out.Moves = append(out.Moves, hintMoveJSON{Move: m.Choice.String(), Margin: round2(m.Margin), Win: round2(m.Win)})
		}
		return f.PrintJSON(out)
	}
	return f.Print(hintText(f, g, as, h, o))
}

// hintShown is how many choices the text shows.
const hintShown = 5

// hintText is the best few choices with margin and win share, and the
// layout with the best placement marked.
func hintText(f *cli.Factory, g *ref.Game, as ref.Colour, h coach.Hint, o *HintOptions) string {
	var b bytes.Buffer
	st := newStyles(f)
	colour := f.T("instinkt.colour." + as.String())
	if h.Reveal {
		b.WriteString(st.title.Render(f.T("instinkt.coach.hint.reveal", "Colour", colour, "Playouts", o.Playouts, "Seed", o.Seed)) + "\n")
	} else {
		b.WriteString(st.title.Render(f.T("instinkt.coach.hint.place", "Colour", colour, "Card", cardText(f, h.Card), "Playouts", o.Playouts, "Seed", o.Seed)) + "\n")
	}
	for i, m := range h.Moves {
		if i == hintShown {
			b.WriteString(f.T("instinkt.coach.hint.more", "Count", len(h.Moves)-hintShown) + "\n")
			break
		}
		fmt.Fprintf(&b, "%2d. %s\n", i+1, f.T("instinkt.coach.hint.row", "Move", choiceText(f, m.Choice),
			"Margin", signed(f, m.Margin), "Win", int(m.Win*100+0.5)))
	}
	board := g.Board()
	if h.Reveal || len(h.Moves) == 0 {
		if grid := st.boardGrid(board, nil); grid != "" {
			b.WriteString("\n" + grid)
		}
		return b.String()
	}
	best := h.Moves[0].Choice
	if best.Kind == coach.Place && best.Line.Axis == 0 {
		b.WriteString("\n" + f.T("instinkt.coach.hint.marked", "Mark", "["+cardText(f, best.Card)+"]") + "\n")
		b.WriteString(st.boardGrid(board, map[ref.Point]string{best.At: "[" + cardText(f, best.Card) + "]"}))
		return b.String()
	}
	after := g
	for _, m := range best.Moves() {
		if ng, err := after.Apply(m); err == nil {
			after = ng
		}
	}
	b.WriteString("\n" + f.T("instinkt.coach.hint.after") + "\n")
	b.WriteString(st.boardGrid(after.Board(), nil))
	return b.String()
}
