package coach

import (
	km "codeberg.org/schiri/schiri/referee/katzundmaus"
)

// A Plan is one choice of the mover: the moves of its turn up to the move
// that ends the turn, or up to the move that shows a card the mover cannot
// know yet (the stock's next card, a hand refilled from the talon) — after
// that move the mover knows more and chooses again.
type Plan struct {
	Moves  []km.Move
	Reveal km.Place // km.Stock or km.Hand when the last move shows an unknown card; km.NoPlace when the turn (or the game) ends
	state  km.TurnState
	last   km.Move
	static int // the plan's rank before any playout (higher is better)
}

// Ends reports whether the plan ends the turn or the game.
func (p Plan) Ends() bool { return p.Reveal == km.NoPlace }

// maxStates bounds the positions a turn's planning visits.
const maxStates = 20000

// plans lists the mover's plans from g: every sequence of moves that shows
// no new card, ending in a move that ends the turn or shows a card. Orders
// of moves that reach the same position are one plan, and so are moves
// onto piles that are alike (two build piles of the same height, two empty
// discard piles).
func plans(g *km.Game) []Plan {
	pl := planner{seen: map[km.TurnState]bool{}}
	pl.walk(g, nil)
	return pl.out
}

type planner struct {
	seen map[km.TurnState]bool
	out  []Plan
}

func (pl *planner) walk(g *km.Game, path []km.Move) {
	st := g.State()
	if pl.seen[st] || len(pl.seen) >= maxStates {
		return
	}
	pl.seen[st] = true
	p := g.Turn()
	for _, m := range g.AppendLegal(nil) {
		if alike(g, m) {
			continue
		}
		next := *g
		handBefore := g.HandCount(p)
		talon := g.TalonCount()
		if next.Play(m) != nil {
			continue
		}
		moves := append(path[:len(path):len(path)], m)
		switch {
		case next.Over() || next.Turn() != p || m.From == km.End:
			pl.out = append(pl.out, Plan{Moves: moves, state: st, last: m})
		case m.From == km.Stock:
			pl.out = append(pl.out, Plan{Moves: moves, Reveal: km.Stock, state: st, last: m})
		case m.From == km.Hand && handBefore == 1 && talon > 0:
			pl.out = append(pl.out, Plan{Moves: moves, Reveal: km.Hand, state: st, last: m})
		default:
			pl.walk(&next, moves)
		}
	}
}

// alike reports whether m goes onto a pile like an earlier one, so that
// the same move onto that pile has been tried.
func alike(g *km.Game, m km.Move) bool {
	switch m.To {
	case km.Build:
		for i := range int(m.ToPile) {
			if g.BuildValue(i) == g.BuildValue(int(m.ToPile)) {
				return true
			}
		}
	case km.Discard:
		p := g.Turn()
		if _, n := g.DiscardTop(p, int(m.ToPile)); n == 0 {
			for j := range int(m.ToPile) {
				if _, n := g.DiscardTop(p, j); n == 0 {
					return true
				}
			}
		}
	}
	return false
}
