package katzundmaus

import (
	"fmt"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	km "codeberg.org/schiri/schiri/referee/katzundmaus"
	"github.com/spf13/cobra"
)

// MovesOptions are the inputs of `katzundmaus moves POSITION`.
type MovesOptions struct {
	F        *cli.Factory
	Position string
}

func newMovesCmd(f *cli.Factory, runF func(*MovesOptions) error) *cobra.Command {
	opts := &MovesOptions{F: f}
	return &cobra.Command{
		Use:   "moves POSITION",
		Short: "katzundmaus.help.moves.short",
		Args:  cli.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Position = args[0]
			return cli.RunOr(runF, RunMoves, opts)
		},
	}
}

// group is the legal moves from one source: a hand rank, the stock, one
// discard pile, or end.
type group struct {
	Source string   `json:"source"` // "h5", "s", "d2", "end"
	Card   string   `json:"card,omitempty"`
	Moves  []string `json:"moves"`
}

// groups sorts the legal moves by source, in the order Legal lists them.
func groups(g *km.Game) []group {
	var out []group
	for _, m := range g.Legal() {
		var src, card string
		switch m.From {
		case km.Hand:
			src, card = "h"+m.Rank.String(), m.Rank.String()
		case km.Stock:
			src, card = "s", g.StockTop(g.Turn()).String()
		case km.Discard:
			pile := g.Discard(g.Turn(), int(m.FromPile))
			src, card = fmt.Sprintf("d%d", m.FromPile+1), pile[len(pile)-1].String()
		default:
			src = "end"
		}
		if n := len(out); n > 0 && out[n-1].Source == src {
			out[n-1].Moves = append(out[n-1].Moves, m.String())
			continue
		}
		out = append(out, group{Source: src, Card: card, Moves: []string{m.String()}})
	}
	return out
}

// RunMoves lists every legal move of the player to move, grouped by source.
func RunMoves(o *MovesOptions) error {
	f := o.F
	g, err := readPosition(f, o.Position)
	if err != nil {
		return err
	}
	gs := groups(g)
	all := []string{}
	for _, gr := range gs {
		all = append(all, gr.Moves...)
	}
	unknown := []string{}
	if !g.Over() {
		for _, c := range g.Hand(g.Turn()) {
			if c == km.Unknown {
				unknown = append(unknown, f.T("katzundmaus.moves.unknown_hand", "Player", g.Turn().String()))
				break
			}
		}
		if g.StockCount(g.Turn()) > 0 && g.StockTop(g.Turn()) == km.Unknown {
			unknown = append(unknown, f.T("katzundmaus.moves.unknown_stock", "Player", g.Turn().String()))
		}
	}
	if f.JSON() {
		if gs == nil {
			gs = []group{}
		}
		return f.PrintJSON(map[string]any{
			"turn": g.Turn().String(), "winner": winner(g), "count": len(all),
			"moves": all, "groups": gs, "unknown": unknown,
		})
	}
	s := newStyles(f)
	var b strings.Builder
	switch {
	case g.Over():
		b.WriteString(result(f, g) + "\n")
	case len(all) == 0:
		b.WriteString(f.T("katzundmaus.moves.none", "Player", g.Turn().String()) + "\n")
	default:
		b.WriteString(s.bold.Render(f.T("katzundmaus.moves.title", "Player", g.Turn().String(), "Count", len(all))) + "\n")
	}
	for _, gr := range gs {
		var label string
		switch gr.Source[0] {
		case 'h':
			label = f.T("katzundmaus.moves.src_hand", "Card", gr.Card)
		case 's':
			label = f.T("katzundmaus.moves.src_stock", "Card", gr.Card)
		case 'd':
			label = f.T("katzundmaus.moves.src_discard", "Pile", gr.Source[1:], "Card", gr.Card)
		default:
			label = f.T("katzundmaus.moves.src_end")
		}
		fmt.Fprintf(&b, "  %-16s %s\n", label+":", strings.Join(gr.Moves, " "))
	}
	for _, u := range unknown {
		b.WriteString(s.dim.Render(u) + "\n")
	}
	_, err = fmt.Fprint(f.IO.Out, b.String())
	return err
}
