package instinkt

import (
	"strconv"
	"strings"

	ref "codeberg.org/schiri/schiri/referee/instinkt"
)

// help is what can be typed at the prompt now, in the user's language.
func (p *player) help() string {
	f := p.f
	var b strings.Builder
	b.WriteString(f.T("instinkt.play.help.title") + "\n")
	switch g := p.game; g.Phase() {
	case ref.PhaseReveal:
		if p.seat != nil {
			b.WriteString(f.T("instinkt.play.help.reveal_against", "Example", ref.NewCard(p.seat.Colour.Other(), 7).String()) + "\n")
		} else {
			b.WriteString(f.T("instinkt.play.help.reveal") + "\n")
		}
	case ref.PhasePlace:
		if b2 := g.Board(); g.Due().IsDeer() && b2.Len() > 0 {
			b.WriteString(f.T("instinkt.play.help.deer", "Card", cardText(f, g.Due())) + "\n")
		} else {
			b.WriteString(f.T("instinkt.play.help.place", "Card", cardText(f, g.Due())) + "\n")
		}
	case ref.PhaseRaccoon:
		b.WriteString(f.T("instinkt.play.help.raccoon", "Card", cardText(f, g.Due())) + "\n")
	}
	b.WriteString(f.T("instinkt.play.help.words"))
	return b.String()
}

// legalText lists the legal answers now: the cells (or lines, or moves) of
// the card due, or before a reveal the cards not revealed yet.
func (p *player) legalText() string {
	f, g := p.f, p.game
	b := g.Board()
	var items []string
	switch g.Phase() {
	case ref.PhaseReveal:
		var out []string
		for _, col := range []ref.Colour{ref.White, ref.Black} {
			var cards []string
			for r := 1; r <= 12; r++ {
				if c := ref.NewCard(col, r); !g.Used().Has(c) {
					cards = append(cards, cardText(f, c))
				}
			}
			out = append(out, f.T("instinkt.play.moves.unrevealed", "Colour", f.T("instinkt.colour."+col.String()), "Cards", strings.Join(cards, " ")))
		}
		return strings.Join(out, "\n")
	case ref.PhasePlace:
		if g.Due().IsDeer() && b.Len() > 0 {
			for _, l := range b.AppendLines(nil) {
				items = append(items, lineText(f, l))
			}
		} else {
			for _, pt := range b.AppendPlacements(nil) {
				items = append(items, strconv.Itoa(pt.Row)+" "+strconv.Itoa(pt.Col))
			}
		}
	case ref.PhaseRaccoon:
		for _, m := range b.AppendRaccoonMoves(g.Due(), nil) {
			items = append(items, cardText(f, m.Card)+" "+strconv.Itoa(m.To.Row)+" "+strconv.Itoa(m.To.Col))
		}
		if len(items) == 0 {
			return f.T("instinkt.play.raccoon_none")
		}
	}
	return f.T("instinkt.play.moves.list", "Card", cardText(f, g.Due()), "Count", len(items), "Moves", strings.Join(items, ", "))
}
