// Package coach is Instinkt's engine (SPEC §2 "The coach"): it says what a
// good reveal or placement is from what the asking player knows — the cards
// revealed and placed so far, its own hand, and which cards of each colour
// are unseen — and plays over samples of what it does not know (the other
// hand and both piles). It also holds the two baselines every figure is
// measured against, random and greedy, exactly as SPEC §2 defines them.
//
// The search is determinized Monte Carlo over the asker's information set:
// every playout draws one determinization (the unseen cards dealt to the
// other hand and the piles) and plays the game out with both players on a
// greedy policy with some randomness. The asker's candidate choices are
// compared on the same determinizations and playout seeds (common random
// numbers), and successive halving spends the budget on the promising ones.
// Playouts run on every core; each result has its own slot and the slots are
// summed in a fixed order, so the same input, budget and seed give the same
// answer on any machine.
package coach

import (
	ref "codeberg.org/schiri/schiri/referee/instinkt"
	"codeberg.org/schiri/schiri/rules"
)

// ChoiceKind tells what a Choice decides.
type ChoiceKind uint8

// The kinds of choices.
const (
	Reveal ChoiceKind = iota + 1 // reveal Card
	Place                        // place Card (a raccoon with its move)
	Move                         // the raccoon Card already on the table moves Moved
)

// Choice is one decision of a player.
type Choice struct {
	Kind  ChoiceKind
	Card  ref.Card
	At    ref.Point // a placement's cell
	Line  ref.Line  // a deer's line (Axis 0: placed on a cell)
	Moved ref.Card  // a raccoon's moved card; NoCard: "move none"
	To    ref.Point // where Moved goes
}

// String is the choice in SPEC §2's spelling: "W9", "place W7 0 1",
// "place W10 row 0 from left", "place W11 1 0 move W7 1 -1" (or "… move
// none"), and "move W7 1 -1" for a raccoon already placed.
func (c Choice) String() string {
	switch c.Kind {
	case Reveal:
		return c.Card.String()
	case Move:
		return c.moveString()
	}
	s := ref.Move{Kind: ref.MovePlace, Card: c.Card, At: c.At, Line: c.Line}.String()
	if c.Card.IsRaccoon() {
		s += " " + c.moveString()
	}
	return s
}

func (c Choice) moveString() string {
	if c.Moved == ref.NoCard {
		return "move none"
	}
	return ref.Move{Kind: ref.MoveRaccoon, Card: c.Moved, At: c.To}.String()
}

// Moves are the referee's moves of a placement or a raccoon's move.
func (c Choice) Moves() []ref.Move {
	var out []ref.Move
	if c.Kind == Place {
		out = append(out, ref.Move{Kind: ref.MovePlace, Card: c.Card, At: c.At, Line: c.Line})
		if !c.Card.IsRaccoon() {
			return out
		}
	}
	if c.Moved == ref.NoCard {
		return append(out, ref.Move{Kind: ref.MoveRaccoonNone})
	}
	return append(out, ref.Move{Kind: ref.MoveRaccoon, Card: c.Moved, At: c.To})
}

// apply is the board after a placement choice (or a raccoon's move); ok is
// false when the rules refuse it (never for a choice listed by Placements).
func apply(b ref.Board, c Choice) (ref.Board, bool) {
	if c.Kind == Place {
		var v *rules.Verdict
		if c.Card.IsDeer() && b.Len() > 0 {
			b, v = b.Push(c.Card, c.Line)
		} else {
			b, v = b.Place(c.Card, c.At)
		}
		if v != nil {
			return b, false
		}
		if !c.Card.IsRaccoon() {
			return b, true
		}
	}
	if c.Moved == ref.NoCard {
		return b, true
	}
	nb, v := b.RaccoonMove(c.Card, c.Moved, c.To)
	return nb, v == nil
}

// AppendPlacements appends every legal placement of card on b in the order
// `instinkt moves` lists them: the cells row by row (on an empty layout
// only 0 0), a deer's lines rows first, a raccoon's cells each with each
// move of another own card (card by card in row order) or "move none" when
// there is none.
func AppendPlacements(dst []Choice, b *ref.Board, card ref.Card) []Choice {
	if card.IsDeer() && b.Len() > 0 {
		var buf [16]ref.Line
		for _, l := range b.AppendLines(buf[:0]) {
			dst = append(dst, Choice{Kind: Place, Card: card, Line: l})
		}
		return dst
	}
	var buf [49]ref.Point
	for _, p := range b.AppendPlacements(buf[:0]) {
		if !card.IsRaccoon() {
			dst = append(dst, Choice{Kind: Place, Card: card, At: p})
			continue
		}
		nb, v := b.Place(card, p)
		if v != nil {
			continue
		}
		dst = appendRaccoonMoves(dst, &nb, Choice{Kind: Place, Card: card, At: p})
	}
	return dst
}

// appendRaccoonMoves appends base with every move of the raccoon base.Card
// on b, or with "move none" when there is none.
func appendRaccoonMoves(dst []Choice, b *ref.Board, base Choice) []Choice {
	n := len(dst)
	var buf [64]ref.Relocation
	for _, r := range b.AppendRaccoonMoves(base.Card, buf[:0]) {
		c := base
		c.Moved, c.To = r.Card, r.To
		dst = append(dst, c)
	}
	if len(dst) == n {
		dst = append(dst, base)
	}
	return dst
}
