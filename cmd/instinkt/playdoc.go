package instinkt

import (
	"strconv"

	ref "codeberg.org/schiri/schiri/referee/instinkt"
)

type playJSON struct {
	Game     string     `json:"game"`
	Steps    int        `json:"steps"`
	Layout   [][]string `json:"layout"`
	Marker   string     `json:"marker"`
	Finished bool       `json:"finished"`
	Score    *scoreJSON `json:"score"`
	// Top is the record coordinates of layout[0][0] (null while empty), so
	// a client can turn a cell of the layout into a step.
	Top  *[2]int  `json:"top"`
	Next nextJSON `json:"next"`
}

// nextJSON is what the game waits for, with every legal answer.
type nextJSON struct {
	Phase    string   `json:"phase"`    // reveal, place, raccoon, over
	Card     string   `json:"card"`     // the card to place, or the raccoon that moves
	Revealed []string `json:"revealed"` // this round's cards in placement order
	Cells    [][2]int `json:"cells"`    // legal cells for the card (record coordinates)
	Lines    []string `json:"lines"`    // a deer's legal lines ("row 0 from left")
	Moves    []string `json:"moves"`    // a raccoon's legal moves ("move W7 1 -1", "move none")
	// After is, for a raccoon still to be placed, the legal moves that
	// follow a placement on each legal cell ("R,C" → moves), so a client
	// can offer the whole raccoon line (ruling I8) in one go.
	After map[string][]string `json:"after,omitempty"`
}

var phaseNames = map[ref.Phase]string{ref.PhaseReveal: "reveal", ref.PhasePlace: "place", ref.PhaseRaccoon: "raccoon", ref.PhaseOver: "over"}

// playDoc is the game as `play --json` and `step --json` print it.
func playDoc(id string, steps int, g *ref.Game) playJSON {
	b := g.Board()
	out := playJSON{Game: id, Steps: steps, Layout: layoutStrings(b), Marker: g.Marker().String(), Finished: g.Over()}
	if top, _, ok := b.Box(); ok {
		out.Top = &[2]int{top.Row, top.Col}
	}
	n := nextJSON{Phase: phaseNames[g.Phase()], Revealed: []string{}, Cells: [][2]int{}, Lines: []string{}, Moves: []string{}}
	for _, c := range g.Revealed() {
		if c != ref.NoCard {
			n.Revealed = append(n.Revealed, c.String())
		}
	}
	switch g.Phase() {
	case ref.PhasePlace:
		n.Card = g.Due().String()
		if g.Due().IsDeer() && b.Len() > 0 {
			for _, l := range b.AppendLines(nil) {
				n.Lines = append(n.Lines, l.String())
			}
		} else {
			for _, pt := range b.AppendPlacements(nil) {
				n.Cells = append(n.Cells, [2]int{pt.Row, pt.Col})
			}
			if g.Due().IsRaccoon() {
				n.After = raccoonAfter(g, b.AppendPlacements(nil))
			}
		}
	case ref.PhaseRaccoon:
		n.Card = g.Due().String()
		for _, m := range b.AppendRaccoonMoves(g.Due(), nil) {
			n.Moves = append(n.Moves, ref.Move{Kind: ref.MoveRaccoon, Card: m.Card, At: m.To}.String())
		}
		if len(n.Moves) == 0 {
			n.Moves = append(n.Moves, ref.Move{Kind: ref.MoveRaccoonNone}.String())
		}
	}
	out.Next = n
	return out
}

// raccoonAfter lists, for each legal cell of the raccoon due, the moves
// that its placement there allows ("move none" where there is none).
func raccoonAfter(g *ref.Game, cells []ref.Point) map[string][]string {
	after := make(map[string][]string, len(cells))
	for _, pt := range cells {
		ng, v := g.ApplyVerdict(ref.Move{Kind: ref.MovePlace, Card: g.Due(), At: pt})
		if v != nil {
			continue
		}
		var moves []string
		nb := ng.Board()
		for _, m := range nb.AppendRaccoonMoves(ng.Due(), nil) {
			moves = append(moves, ref.Move{Kind: ref.MoveRaccoon, Card: m.Card, At: m.To}.String())
		}
		if len(moves) == 0 {
			moves = []string{ref.Move{Kind: ref.MoveRaccoonNone}.String()}
		}
		after[strconv.Itoa(pt.Row)+","+strconv.Itoa(pt.Col)] = moves
	}
	return after
}
