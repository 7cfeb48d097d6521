package coach

import (
	"slices"

	km "codeberg.org/schiri/schiri/referee/katzundmaus"
)

// shortlist keeps the k plans that look best before any playout, and the
// plan the built-in bot would play.
func shortlist(g *km.Game, all []Plan, k int) []Plan {
	for i := range all {
		all[i].static = static(g, all[i].Moves)
		if all[i].Reveal == km.Hand {
			all[i].static += 300 // a new hand
		}
	}
	slices.SortStableFunc(all, func(a, b Plan) int { return b.static - a.static })
	out := all[:min(k-1, len(all))]
	out = append(out[:len(out):len(out)], botPlan(g))
	return out
}

// botPlan is what the built-in bot plays from g up to the end of its turn or
// the first card it cannot know yet.
func botPlan(g *km.Game) Plan {
	var bot km.Bot
	d := *g
	p := d.Turn()
	var moves []km.Move
	for len(moves) < 200 {
		m := bot.Next(&d)
		hand, talon := d.HandCount(p), d.TalonCount()
		if d.Play(m) != nil {
			break
		}
		moves = append(moves, m)
		switch {
		case d.Over() || d.Turn() != p || m.From == km.End:
			return Plan{Moves: moves}
		case m.From == km.Stock:
			return Plan{Moves: moves, Reveal: km.Stock}
		case m.From == km.Hand && hand == 1 && talon > 0:
			return Plan{Moves: moves, Reveal: km.Hand}
		}
	}
	return Plan{Moves: moves}
}

// key names what a plan does: the position before its last move and that
// move, onto the first of the piles alike.
type key struct {
	state km.TurnState
	last  km.Move
}

func keyOf(g *km.Game, moves []km.Move) (key, bool) {
	d := *g
	for _, m := range moves[:len(moves)-1] {
		if d.Play(m) != nil {
			return key{}, false
		}
	}
	last := moves[len(moves)-1]
	switch last.To {
	case km.Build:
		for i := range int(last.ToPile) {
			if d.BuildValue(i) == d.BuildValue(int(last.ToPile)) {
				last.ToPile = uint8(i)
				break
			}
		}
	case km.Discard:
		if _, n := d.DiscardTop(d.Turn(), int(last.ToPile)); n == 0 {
			for j := range int(last.ToPile) {
				if _, n := d.DiscardTop(d.Turn(), j); n == 0 {
					last.ToPile = uint8(j)
					break
				}
			}
		}
	}
	return key{d.State(), last}, true
}

// dedupe drops plans that do what an earlier one does; the last forced
// plans are kept whatever they do (a review's played moves).
func dedupe(g *km.Game, cands []Plan, forced int) []Plan {
	seen := map[key]bool{}
	var out []Plan
	for i, c := range cands {
		if len(c.Moves) == 0 {
			continue
		}
		k, ok := keyOf(g, c.Moves)
		if i >= len(cands)-forced {
			out = append(out, c)
			continue
		}
		if !ok || seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, c)
	}
	return out
}

// static ranks a plan by what it does at once, from what the mover sees:
// stock cards played (the race), a refilled hand, kings kept, discard tops
// cleared, no build pile left where the other stock card fits next, and a
// discard that keeps the pile in order.
func static(g *km.Game, moves []km.Move) int {
	d := *g
	p := d.Turn()
	score := 0
	for i, m := range moves {
		c := d.CardOf(m)
		if i == len(moves)-1 && m.To == km.Discard {
			score += discardScore(&d, p, m, c)
			break
		}
		switch {
		case m.From == km.Stock:
			score += 1000
		case m.From == km.Hand && m.To == km.Build && c == km.King:
			score -= 80
		case m.From == km.Discard:
			score += 15
		case m.From == km.Hand:
			score += 5
		}
		if d.Play(m) != nil {
			return -1 << 30
		}
		if d.Over() {
			return 1 << 30
		}
	}
	if opp := d.StockTop(p.Other()); opp != km.Unknown && opp != km.King {
		for i := range 4 {
			if km.Card(d.BuildValue(i)+1) == opp {
				score -= 500
				break
			}
		}
	}
	return score
}

// discardScore rates putting c on discard pile m.ToPile: on a card one
// higher best, then on its own rank, then an empty pile; burying a lower
// card costs; a king on a discard pile is a king lost.
func discardScore(d *km.Game, p km.Player, m km.Move, c km.Card) int {
	if c == km.King {
		return -200
	}
	top, n := d.DiscardTop(p, int(m.ToPile))
	s := int(c)
	switch {
	case n == 0:
		s += 20
	case top == c+1:
		s += 60
	case top == c:
		s += 40
	case top > c:
		s += 30 - int(top-c)
	default:
		s -= 5 * int(c-top)
	}
	return s
}
