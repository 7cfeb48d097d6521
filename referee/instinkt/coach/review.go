package coach

import (
	ref "codeberg.org/schiri/schiri/referee/instinkt"
)

// DefaultReviewPlayouts is the budget of one placement's review when none
// is given: a whole game's 16 placements take a few seconds.
const DefaultReviewPlayouts = 1000

// Judged is one placement of a game, reviewed: what was played, the best
// choice the engine found, and the margin the played one gave up (0 when
// it was the best or within the engine's noise).
type Judged struct {
	Played, Best Rated
	Lost         float64
}

// Judge reviews the placement played in g (its card due now; a raccoon's
// choice with its move) as the player placing it knew the game, both hands
// unknown (a record holds none). The played choice is measured on every
// sample the best one is.
func Judge(g *ref.Game, played Choice, o Options) (Judged, error) {
	r, err := newRoot(Knowledge{Game: g, As: g.Due().Colour()})
	if err != nil {
		return Judged{}, err
	}
	asListed := played
	if b := g.Board(); b.Len() == 0 {
		asListed.At = ref.Point{} // the first card may go anywhere; all cells are one
	}
	pin := -1
	for i, c := range r.cands {
		if c == asListed {
			pin = i
		}
	}
	if pin < 0 {
		return Judged{}, &Refusal{Reason: RefuseOther, Card: played.Card}
	}
	res := r.search(o, pin)
	j := Judged{Best: res.rated[0]}
	best := -1
	for i, c := range r.cands {
		if c == j.Best.Choice {
			best = i
		}
	}
	for _, x := range res.rated {
		if x.Choice == asListed {
			j.Played = x
			j.Played.Choice = played
		}
	}
	if best != pin {
		// the margin given up, on the samples both were played on; within
		// two standard errors it is noise
		gap, se := pairedGap(res.margins[best], res.margins[pin])
		if gap > 2*se {
			j.Lost = gap
		}
	}
	return j, nil
}

// PlayedChoice is the placement choice of a record line's moves: m the
// placement, then the raccoon's move (nil: none given).
func PlayedChoice(m ref.Move, then *ref.Move) Choice {
	c := Choice{Kind: Place, Card: m.Card, At: m.At, Line: m.Line}
	if m.IsLine() {
		c.At = ref.Point{}
	}
	if then != nil && then.Kind == ref.MoveRaccoon {
		c.Moved, c.To = then.Card, then.At
	}
	return c
}
