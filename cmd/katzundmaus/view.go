package katzundmaus

import (
	"fmt"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/safetext"
	km "codeberg.org/schiri/schiri/referee/katzundmaus"
	"github.com/charmbracelet/lipgloss"
)

type styles struct {
	bold, top, dim, good, bad lipgloss.Style
}

func newStyles(f *cli.Factory) styles {
	t := f.Theme()
	return styles{
		bold: t.Bold,
		top:  t.Accent.Bold(true),
		dim:  t.Dim,
		good: t.Good,
		bad:  t.Bad,
	}
}

// pile writes a pile bottom → top with its top card highlighted, "–" if empty.
func (s styles) pile(cs []km.Card) string {
	if len(cs) == 0 {
		return s.dim.Render("–")
	}
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.String()
	}
	parts[len(parts)-1] = s.top.Render(parts[len(parts)-1])
	return strings.Join(parts, " ")
}

// picture draws the position: whose turn, the talon, the build piles with the
// rank each needs next, and both players' stock tops and discard piles. The
// hands of the players in show are listed; the others only counted.
func picture(f *cli.Factory, g *km.Game, show [2]bool) string {
	s := newStyles(f)
	var b strings.Builder
	if g.Over() {
		b.WriteString(s.bold.Render(result(f, g)) + "\n")
	} else {
		b.WriteString(s.bold.Render(f.T("katzundmaus.view.turn", "Player", g.Turn().String())) + " · ")
	}
	b.WriteString(f.T("katzundmaus.view.starts", "Player", g.Starts().String()))
	b.WriteString(" · " + f.T("katzundmaus.view.talon", "Count", g.TalonCount()) + "\n\n")

	b.WriteString(f.T("katzundmaus.view.build") + "\n")
	for i := range 4 {
		pile := g.Build(i)
		need := km.Card(len(pile) + 1)
		line := fmt.Sprintf("  b%d  %s", i+1, s.pile(pile))
		pad := max(0, 30-lipgloss.Width(line))
		b.WriteString(line + strings.Repeat(" ", pad) + s.dim.Render(f.T("katzundmaus.view.next", "Card", need.String())) + "\n")
	}
	for _, p := range []km.Player{km.A, km.B} {
		b.WriteString("\n")
		name := p.String()
		if p == g.Turn() && !g.Over() {
			name = s.bold.Render(name + " ▶")
		} else {
			name += "  "
		}
		b.WriteString(name + " " + stockText(f, s, g, p) + "\n")
		b.WriteString("    " + f.T("katzundmaus.view.discard"))
		for j := range 4 {
			fmt.Fprintf(&b, "  d%d: %s", j+1, s.pile(g.Discard(p, j)))
		}
		b.WriteString("\n    " + handText(f, s, g.Hand(p), show[p]) + "\n")
	}
	return b.String()
}

func stockText(f *cli.Factory, s styles, g *km.Game, p km.Player) string {
	n := g.StockCount(p)
	if n == 0 {
		return f.T("katzundmaus.view.stock_empty")
	}
	top := g.StockTop(p).String()
	return f.T("katzundmaus.view.stock", "Top", safetext.Safe(s.top.Render(safetext.Escape(top))), "Count", n)
}

func handText(f *cli.Factory, s styles, hand []km.Card, show bool) string {
	switch {
	case len(hand) == 0:
		return f.T("katzundmaus.view.hand_empty")
	case !show:
		return f.T("katzundmaus.view.hand_hidden", "Count", len(hand))
	}
	parts := make([]string, len(hand))
	for i, c := range hand {
		parts[i] = s.bold.Render(safetext.Escape(c.String()))
	}
	// styled by schiri: the message must not escape the styles again
	return f.T("katzundmaus.view.hand", "Cards", safetext.Safe(strings.Join(parts, " ")))
}

// only shows one player's hand.
func only(p km.Player) [2]bool {
	var show [2]bool
	show[p] = true
	return show
}
