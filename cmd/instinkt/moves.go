package instinkt

import (
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	ref "codeberg.org/schiri/schiri/referee/instinkt"
	"codeberg.org/schiri/schiri/rules"
	"github.com/spf13/cobra"
)

// MovesOptions are the inputs of `instinkt moves FILE --card CARD`.
type MovesOptions struct {
	F    *cli.Factory
	File string
	Card string
}

func newMovesCmd(f *cli.Factory, runF func(*MovesOptions) error) *cobra.Command {
	opts := &MovesOptions{F: f}
	c := &cobra.Command{
		Use:     "moves FILE --card CARD",
		Short:   "instinkt.help.moves.short",
		Long:    "instinkt.help.moves.long",
		Example: "  schiri instinkt moves layout.txt --card W8\n  schiri instinkt moves layout.txt --card B10 --json",
		Args:    cli.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			opts.File = args[0]
			return cli.RunOr(runF, RunMoves, opts)
		},
	}
	c.Flags().StringVar(&opts.Card, "card", "", "instinkt.help.flag.card")
	return c
}

type pointJSON struct {
	Row int `json:"row"`
	Col int `json:"col"`
}

type moveJSON struct {
	Move    string     `json:"move"`
	Card    string     `json:"card,omitempty"` // the card a raccoon moves
	Row     *int       `json:"row,omitempty"`
	Col     *int       `json:"col,omitempty"`
	Line    string     `json:"line,omitempty"`
	Index   *int       `json:"index,omitempty"`
	From    string     `json:"from,omitempty"`
	Layout  [][]string `json:"layout,omitempty"`
	TopLeft *pointJSON `json:"top_left,omitempty"`
}

type movesJSON struct {
	Card  string     `json:"card"`
	Kind  string     `json:"kind"` // place, deer or raccoon_move
	Count int        `json:"count"`
	Moves []moveJSON `json:"moves"`
}

func intp(n int) *int { return &n }

// RunMoves lists every legal placement of a card on a layout (a deer: every
// line and side, with the resulting layout; a raccoon already on the table:
// every card it may move).
func RunMoves(o *MovesOptions) error {
	f := o.F
	if strings.TrimSpace(o.Card) == "" {
		return cli.NewInputError("instinkt.moves.card_missing")
	}
	card, err := parseCardFlag(o.Card)
	if err != nil {
		return err
	}
	lf, err := readLayout(f, o.File)
	if err != nil {
		return err
	}
	if report := ref.CheckLayout(lf); !report.Valid() {
		if err := printProblems(f, lf, report); err != nil {
			return err
		}
		return cli.ErrVerdict
	}
	b, _ := lf.Board()
	if card.IsSnake() {
		return movesVerdict(f, rules.NewVerdict(ref.RuleRevealSnake, "instinkt.msg.snake_never_placed", "Card", card.String()))
	}
	out := movesJSON{Card: card.String(), Moves: []moveJSON{}}
	var text strings.Builder
	if at, on := b.Find(card); on {
		if !card.IsRaccoon() {
			return movesVerdict(f, rules.NewVerdict(ref.RuleCardDuplicate, "instinkt.msg.card_on_table",
				"Card", card.String(), "Row", at.Row, "Col", at.Col))
		}
		raccoonMoves(f, b, card, &out, &text)
	} else if card.IsDeer() && b.Len() > 0 {
		deerMoves(f, b, card, &out, &text)
	} else {
		placeMoves(f, b, card, &out, &text)
	}
	out.Count = len(out.Moves)
	if f.JSON() {
		return f.PrintJSON(out)
	}
	return f.Print(text.String())
}

// raccoonMoves lists the moves of a raccoon already on the table.
func raccoonMoves(f *cli.Factory, b ref.Board, card ref.Card, out *movesJSON, text *strings.Builder) {
	out.Kind = "raccoon_move"
	for _, m := range b.AppendRaccoonMoves(card, nil) {
		mv := ref.Move{Kind: ref.MoveRaccoon, Card: m.Card, At: m.To}
		out.Moves = append(out.Moves, moveJSON{Move: mv.String(), Card: m.Card.String(), Row: intp(m.To.Row), Col: intp(m.To.Col)})
	}
	if len(out.Moves) == 0 {
		out.Moves = append(out.Moves, moveJSON{Move: "move none"})
		text.WriteString(f.T("instinkt.moves.raccoon_none", "Card", card.String()) + "\n")
	} else {
		text.WriteString(f.T("instinkt.moves.raccoon", "Card", card.String(), "Count", len(out.Moves)) + "\n")
		for _, m := range out.Moves {
			text.WriteString("  " + m.Move + "\n")
		}
	}
	text.WriteString("\n" + newStyles(f).boardGrid(b, nil))
}

// deerMoves lists each line and side a deer may enter, with the layout
// after the push.
func deerMoves(f *cli.Factory, b ref.Board, card ref.Card, out *movesJSON, text *strings.Builder) {
	s := newStyles(f)
	out.Kind = "deer"
	text.WriteString(f.T("instinkt.moves.deer", "Card", card.String(), "Count", len(b.AppendLines(nil))) + "\n")
	for _, l := range b.AppendLines(nil) {
		nb, v := b.Push(card, l)
		if v != nil {
			continue // cannot happen: AppendLines lists legal lines only
		}
		top, _, _ := nb.Box()
		mv := ref.Move{Kind: ref.MovePlace, Card: card, Line: l}
		out.Moves = append(out.Moves, moveJSON{Move: mv.String(), Line: l.Axis.String(), Index: intp(l.Index),
			From: l.From.String(), Layout: layoutStrings(nb), TopLeft: &pointJSON{top.Row, top.Col}})
		text.WriteString("\n" + s.title.Render(mv.String()) + "\n" + s.boardGrid(nb, nil))
	}
}

// placeMoves lists every cell a card may go on, marked on the layout.
func placeMoves(f *cli.Factory, b ref.Board, card ref.Card, out *movesJSON, text *strings.Builder) {
	out.Kind = "place"
	marks := map[ref.Point]string{}
	for _, p := range b.AppendPlacements(nil) {
		mv := ref.Move{Kind: ref.MovePlace, Card: card, At: p}
		out.Moves = append(out.Moves, moveJSON{Move: mv.String(), Row: intp(p.Row), Col: intp(p.Col)})
		marks[p] = "*"
	}
	if b.Len() == 0 {
		text.WriteString(f.T("instinkt.moves.first", "Card", card.String()) + "\n")
		return
	}
	text.WriteString(f.T("instinkt.moves.place", "Card", card.String(), "Count", len(out.Moves)) + "\n")
	text.WriteString("\n" + newStyles(f).boardGrid(b, marks) + "\n")
	for _, m := range out.Moves {
		text.WriteString("  " + m.Move + "\n")
	}
	if card.IsRaccoon() {
		text.WriteString("\n" + f.T("instinkt.moves.raccoon_then", "Card", card.String()) + "\n")
	}
}

// movesVerdict prints why the card cannot be placed at all (exit 1).
func movesVerdict(f *cli.Factory, v *rules.Verdict) error {
	if f.JSON() {
		if err := f.PrintJSON(checkJSON{Valid: false, Errors: []problemJSON{{Reason: string(v.Rule), Message: f.VerdictMessage(v)}}}); err != nil {
			return err
		}
		return cli.ErrVerdict
	}
	if err := f.Print(f.VerdictText(v) + "\n"); err != nil {
		return err
	}
	return cli.ErrVerdict
}
