// Package instinkt scores a final Instinkt layout (SPEC §2, the table of
// cards and rulings I1 and I7): points per card, totals, the number of cards
// that scored, hand sums, and the winner with the tiebreak that decided.
package instinkt

import ref "codeberg.org/schiri/schiri/referee/instinkt"

// Side is one colour's totals.
type Side struct {
	Points       int
	ScoringCards int  // cards with more than 0 points
	HandSum      int  // sum of the hand cards' numbers (X = 0), when given
	HandGiven    bool // whether the hand was given
}

// Outcome words of the JSON output.
const (
	WinnerWhite     = "white"
	WinnerBlack     = "black"
	WinnerDraw      = "draw"
	WinnerUndecided = "undecided"

	ByPoints       = "points"
	ByScoringCards = "scoring_cards"
	ByHandSum      = "hand_sum"
	ByDraw         = "draw"
	ByUndecided    = "undecided"
)

// Result is the final score of a layout.
type Result struct {
	Cards     [16]ref.Card // the layout, row-major
	Points    [16]int      // each card's points, row-major
	Sides     [2]Side      // indexed by ref.White, ref.Black
	Winner    string       // white, black, draw or undecided
	DecidedBy string       // points, scoring_cards, hand_sum, draw or undecided
}

// Score scores a full 4×4 layout given row-major; hands are optional (only
// the last tiebreak needs them, ruling I7).
func Score(grid [16]ref.Card, hands [2]ref.Hand) Result {
	res := Result{Cards: grid}
	CardPoints(&grid, &res.Points)
	for i, c := range grid {
		s := &res.Sides[c.Colour()]
		if !c.Valid() {
			continue
		}
		s.Points += res.Points[i]
		if res.Points[i] > 0 {
			s.ScoringCards++
		}
	}
	for col := range hands {
		if hands[col].Given {
			res.Sides[col].HandGiven = true
			res.Sides[col].HandSum = hands[col].Sum()
		}
	}
	res.Winner, res.DecidedBy = decide(res.Sides)
	return res
}

// decide applies the tiebreaks of ruling I7.
func decide(s [2]Side) (winner, by string) {
	w, b := s[ref.White], s[ref.Black]
	pick := func(a, c int, by string) (string, string) {
		if a > c {
			return WinnerWhite, by
		}
		return WinnerBlack, by
	}
	switch {
	case w.Points != b.Points:
		return pick(w.Points, b.Points, ByPoints)
	case w.ScoringCards != b.ScoringCards:
		return pick(w.ScoringCards, b.ScoringCards, ByScoringCards)
	case !w.HandGiven || !b.HandGiven:
		return WinnerUndecided, ByUndecided
	case w.HandSum != b.HandSum:
		return pick(w.HandSum, b.HandSum, ByHandSum)
	}
	return WinnerDraw, ByDraw
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// CardPoints computes every card's points on a full 4×4 layout (row-major).
func CardPoints(grid *[16]ref.Card, pts *[16]int) {
	*pts = [16]int{}
	t := tableOf(grid)
	wolpertinger := [2]int{-1, -1}
	for i, c := range grid {
		switch {
		case !c.Valid():
		case c.Rank() == ref.RankWolpertinger:
			wolpertinger[c.Colour()] = i
		default:
			pts[i] = t.points(i)
		}
	}
	// Ruling I1: a Wolpertinger copies its best orthogonal own neighbour.
	for _, i := range wolpertinger {
		if i >= 0 {
			pts[i] = copiedPoints(grid, pts, i)
		}
	}
}

// layoutTable is what a card's points depend on beyond its neighbours:
// where the moths are and how many spiders of each colour sit in corners.
type layoutTable struct {
	grid            *[16]ref.Card
	mothW, mothB    int // -1: not on the layout
	spidersInCorner [2]int
}

func tableOf(grid *[16]ref.Card) layoutTable {
	t := layoutTable{grid: grid, mothW: -1, mothB: -1}
	for i, c := range grid {
		switch c {
		case ref.NewCard(ref.White, ref.RankMoth):
			t.mothW = i
		case ref.NewCard(ref.Black, ref.RankMoth):
			t.mothB = i
		}
		if r := c.Rank(); (r == ref.RankSpiderA || r == ref.RankSpiderB) && corner(i) {
			t.spidersInCorner[c.Colour()]++
		}
	}
	return t
}

// points is the points of the card on cell i by its rank (ruling I1); a
// Wolpertinger's are copied after the others'.
func (t layoutTable) points(i int) int {
	grid := t.grid
	c := grid[i]
	col := c.Colour()
	r, k := i/4, i%4
	switch c.Rank() {
	case ref.RankCrow: // beside one moth 1, beside both 3
		n := 0
		if t.mothW >= 0 && touches8(i, t.mothW) {
			n++
		}
		if t.mothB >= 0 && touches8(i, t.mothB) {
			n++
		}
		return [3]int{0, 1, 3}[n]
	case ref.RankBat: // beside an own crow
		crow := ref.NewCard(col, ref.RankCrow)
		if (r > 0 && grid[i-4] == crow) || (r < 3 && grid[i+4] == crow) ||
			(k > 0 && grid[i-1] == crow) || (k < 3 && grid[i+1] == crow) {
			return 3
		}
	case ref.RankMoth: // in the centre, 2 when the other moth is too
		other := t.mothB
		if col == ref.Black {
			other = t.mothW
		}
		switch {
		case !centre(i):
		case other >= 0 && centre(other):
			return 2
		default:
			return 3
		}
	case ref.RankSpiderA, ref.RankSpiderB: // in a corner, 3 when both are
		if corner(i) {
			if t.spidersInCorner[col] == 2 {
				return 3
			}
			return 2
		}
	case ref.RankCat: // on the edge, not in a corner
		if edge(i) && !corner(i) {
			return 3
		}
	case ref.RankOwl: // own cards in its row and its column
		n := 0
		for j := 0; j < 4; j++ {
			if j != k && grid[r*4+j].Valid() && grid[r*4+j].Colour() == col {
				n++
			}
			if j != r && grid[j*4+k].Valid() && grid[j*4+k].Colour() == col {
				n++
			}
		}
		return n
	case ref.RankWolf: // the other's cards around it
		n := 0
		for dr := -1; dr <= 1; dr++ {
			for dc := -1; dc <= 1; dc++ {
				rr, kk := r+dr, k+dc
				if (dr == 0 && dc == 0) || rr < 0 || rr > 3 || kk < 0 || kk > 3 {
					continue
				}
				if o := grid[rr*4+kk]; o.Valid() && o.Colour() != col {
					n++
				}
			}
		}
		return n
	}
	return 0
}

// copiedPoints is what the Wolpertinger on cell i copies: the most points
// of its orthogonal own neighbours (pts holds theirs).
func copiedPoints(grid *[16]ref.Card, pts *[16]int, i int) int {
	col := grid[i].Colour()
	r, k := i/4, i%4
	best := 0
	try := func(j int) {
		if c := grid[j]; c.Valid() && c.Colour() == col && c.Rank() != ref.RankWolpertinger && pts[j] > best {
			best = pts[j]
		}
	}
	if r > 0 {
		try(i - 4)
	}
	if r < 3 {
		try(i + 4)
	}
	if k > 0 {
		try(i - 1)
	}
	if k < 3 {
		try(i + 1)
	}
	return best
}

func touches8(i, j int) bool {
	return i != j && abs(i/4-j/4) <= 1 && abs(i%4-j%4) <= 1
}

func corner(i int) bool { return i == 0 || i == 3 || i == 12 || i == 15 }

func centre(i int) bool { return i == 5 || i == 6 || i == 9 || i == 10 }

func edge(i int) bool { r, k := i/4, i%4; return r == 0 || r == 3 || k == 0 || k == 3 }
