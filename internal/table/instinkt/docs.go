package instinkt

import (
	"strconv"

	ref "codeberg.org/schiri/schiri/referee/instinkt"
	score "codeberg.org/schiri/schiri/scoring/instinkt"
)

// Board is what every role sees of a game: the layout, the marker, the
// steps so far and, once it is over, the final score.
type Board struct {
	Game     string     `json:"game"`
	Steps    int        `json:"steps"`
	Layout   [][]string `json:"layout"`
	Marker   string     `json:"marker"`
	Finished bool       `json:"finished"`
	Score    *Score     `json:"score"`
	// Top is the record coordinates of layout[0][0] (null while empty), so
	// a client can turn a cell of the layout into a step.
	Top *[2]int `json:"top"`
}

// Play is the game as `play --json` and `step --json` print it: the board
// and what the game waits for, with every legal answer.
type Play struct {
	Board
	Next Next `json:"next"`
}

// Pending is what the game waits for, without the legal answers.
type Pending struct {
	Phase    string   `json:"phase"`    // reveal, place, raccoon, over
	Card     string   `json:"card"`     // the card to place, or the raccoon that moves
	Revealed []string `json:"revealed"` // this round's cards in placement order
}

// Next is what the game waits for, with every legal answer.
type Next struct {
	Pending
	Cells [][2]int `json:"cells"` // legal cells for the card (record coordinates)
	Lines []string `json:"lines"` // a deer's legal lines ("row 0 from left")
	Moves []string `json:"moves"` // a raccoon's legal moves ("move W7 1 -1", "move none")
	// After is, for a raccoon still to be placed, the legal moves that
	// follow a placement on each legal cell ("R,C" → moves), so a client
	// can offer the whole raccoon line (ruling I8) in one go.
	After map[string][]string `json:"after,omitempty"`
}

var phaseNames = map[ref.Phase]string{ref.PhaseReveal: "reveal", ref.PhasePlace: "place", ref.PhaseRaccoon: "raccoon", ref.PhaseOver: "over"}

// NewPlay is the game as `play --json` and `step --json` print it.
func NewPlay(id string, steps int, g *ref.Game) Play {
	b := g.Board()
	out := Play{Board: Board{Game: id, Steps: steps, Layout: LayoutStrings(b), Marker: g.Marker().String(), Finished: g.Over()}}
	if top, _, ok := b.Box(); ok {
		out.Top = &[2]int{top.Row, top.Col}
	}
	n := Next{Pending: Pending{Phase: phaseNames[g.Phase()], Revealed: []string{}}, Cells: [][2]int{}, Lines: []string{}, Moves: []string{}}
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

type Side struct {
	Points       int  `json:"points"`
	ScoringCards int  `json:"scoring_cards"`
	HandSum      *int `json:"hand_sum,omitempty"`
}

type Card struct {
	Row    int    `json:"row"`
	Col    int    `json:"col"`
	Card   string `json:"card"`
	Points int    `json:"points"`
}

type Score struct {
	White     Side   `json:"white"`
	Black     Side   `json:"black"`
	Cards     []Card `json:"cards"`
	Winner    string `json:"winner"`
	DecidedBy string `json:"decided_by"`
}

func NewScore(r score.Result) *Score {
	side := func(s score.Side) Side {
		j := Side{Points: s.Points, ScoringCards: s.ScoringCards}
		if s.HandGiven {
			h := s.HandSum
			j.HandSum = &h
		}
		return j
	}
	out := &Score{White: side(r.Sides[ref.White]), Black: side(r.Sides[ref.Black]),
		Winner: r.Winner, DecidedBy: r.DecidedBy, Cards: make([]Card, 16)}
	for i := range r.Cards {
		out.Cards[i] = Card{Row: i/4 + 1, Col: i%4 + 1, Card: r.Cards[i].String(), Points: r.Points[i]}
	}
	return out
}

// LayoutStrings is a board cropped to its box as the JSON shows it.
func LayoutStrings(b ref.Board) [][]string {
	out := [][]string{}
	for _, row := range b.Grid() {
		r := make([]string, len(row))
		for i, c := range row {
			r[i] = c.String()
		}
		out = append(out, r)
	}
	return out
}
