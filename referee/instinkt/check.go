package instinkt

import (
	"sort"

	"codeberg.org/schiri/schiri/rules"
)

// MaxHand is the most cards a hand holds at the end (ruling I6).
const MaxHand = 3

// CheckLayout validates a partial (or final) layout file and lists every
// problem found: cards twice (on the table or in a hand), snakes on the
// table, the 4×4 frame of ruling I2, connectivity, colour counts that differ
// by more than one, and hand cards that lie on the table, as a report whose
// errors are verdicts with the cell they concern (rules.Verdict.Cell, in
// the file's grid and 1-based as SPEC §2's JSON counts; nil for the whole
// layout or a hand). No errors means the layout is valid.
//
// The messages' arguments (Row, Col, FirstRow, FirstCol) name cells in the
// coordinates a game record uses, as Board does: the file's first row and
// column are 0. That is the one way a player is shown a cell.
func CheckLayout(f *LayoutFile) rules.Report {
	return rules.Report{Errors: checkLayout(f)}
}

func checkLayout(f *LayoutFile) []*rules.Verdict {
	var out []*rules.Verdict
	type seenAt struct{ r, c int }
	first := map[Card]seenAt{}
	var counts [2]int
	var occupied []int
	for i, card := range f.Cells {
		if card == NoCard {
			continue
		}
		r, c := i/f.Cols, i%f.Cols
		occupied = append(occupied, i)
		counts[card.Colour()]++
		if s, dup := first[card]; dup {
			out = append(out, rules.NewVerdict(RuleCardDuplicate, "instinkt.msg.layout_duplicate",
				"Card", card.String(), "Row", r, "Col", c, "FirstRow", s.r, "FirstCol", s.c).At(r+1, c+1))
		} else {
			first[card] = seenAt{r, c}
		}
		if card.IsSnake() {
			out = append(out, rules.NewVerdict(RuleSnakeOnTable, "instinkt.msg.snake_on_table",
				"Card", card.String(), "Row", r, "Col", c).At(r+1, c+1))
		}
	}
	for _, col := range []Colour{White, Black} {
		h := f.Hands[col]
		inHand := map[Card]bool{}
		for i, card := range h.Cards {
			line := h.Line
			if i < len(h.Lines) {
				line = h.Lines[i]
			}
			if inHand[card] {
				out = append(out, rules.NewVerdict(RuleCardDuplicate, "instinkt.msg.hand_duplicate",
					"Card", card.String(), "Line", line))
				continue
			}
			inHand[card] = true
			if len(inHand) == MaxHand+1 {
				// ruling I6: every round ends with the draw back to 3
				out = append(out, rules.NewVerdict(RuleHandSize, "instinkt.msg.hand_size",
					"Card", card.String(), "Line", line, "Max", MaxHand))
			}
			if s, on := first[card]; on {
				out = append(out, rules.NewVerdict(RuleHandOnTable, "instinkt.msg.hand_on_table",
					"Card", card.String(), "Row", s.r, "Col", s.c, "Line", line).At(s.r+1, s.c+1))
			}
		}
	}
	if len(occupied) > 0 {
		minR, minC, maxR, maxC := f.Rows, f.Cols, -1, -1
		for _, i := range occupied {
			r, c := i/f.Cols, i%f.Cols
			minR, maxR = min(minR, r), max(maxR, r)
			minC, maxC = min(minC, c), max(maxC, c)
		}
		if h, w := maxR-minR+1, maxC-minC+1; h > 4 || w > 4 {
			out = append(out, rules.NewVerdict(RuleLayoutFrame, "instinkt.msg.layout_frame",
				"Rows", h, "Cols", w))
		}
		out = append(out, f.connectivity(occupied)...)
	}
	if d := counts[White] - counts[Black]; d > 1 || d < -1 {
		out = append(out, rules.NewVerdict(RuleLayoutColours, "instinkt.msg.layout_colours",
			"White", counts[White], "Black", counts[Black]))
	}
	sortProblems(out)
	return out
}

// connectivity reports every group of cards cut off from the main group
// (the largest; the first in reading order on a tie), once per group at its
// first card.
func (f *LayoutFile) connectivity(occupied []int) []*rules.Verdict {
	group := make([]int, len(f.Cells))
	for i := range group {
		group[i] = -1
	}
	var sizes, firsts []int
	stack := []int{}
	for _, start := range occupied {
		if group[start] >= 0 {
			continue
		}
		g := len(sizes)
		sizes = append(sizes, 0)
		firsts = append(firsts, start)
		group[start] = g
		stack = append(stack[:0], start)
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			sizes[g]++
			r, c := i/f.Cols, i%f.Cols
			for dr := -1; dr <= 1; dr++ {
				for dc := -1; dc <= 1; dc++ {
					rr, cc := r+dr, c+dc
					if rr < 0 || rr >= f.Rows || cc < 0 || cc >= f.Cols {
						continue
					}
					j := rr*f.Cols + cc
					if f.Cells[j] != NoCard && group[j] < 0 {
						group[j] = g
						stack = append(stack, j)
					}
				}
			}
		}
	}
	if len(sizes) < 2 {
		return nil
	}
	main := 0
	for g, s := range sizes {
		if s > sizes[main] {
			main = g
		}
	}
	var out []*rules.Verdict
	for g, i := range firsts {
		if g == main {
			continue
		}
		r, c := i/f.Cols, i%f.Cols
		out = append(out, rules.NewVerdict(RuleLayoutConnected, "instinkt.msg.layout_connected",
			"Card", f.Cells[i].String(), "Row", r, "Col", c, "Count", sizes[g]).At(r+1, c+1))
	}
	return out
}

// CheckFinal validates a final layout (ruling I6): everything CheckLayout
// checks, and a full 4×4 (instinkt.layout.incomplete for every empty cell
// of a 4×4 grid, or once for another grid). With no problems, grid is the
// layout row-major, ready for scoring.
func CheckFinal(f *LayoutFile) (grid [16]Card, report rules.Report) {
	problems := checkLayout(f)
	n := 0
	for _, c := range f.Cells {
		if c != NoCard {
			n++
		}
	}
	if n < 16 {
		if f.Rows == 4 && f.Cols == 4 {
			var cells []*rules.Verdict
			for i, c := range f.Cells {
				if c == NoCard {
					cells = append(cells, rules.NewVerdict(RuleLayoutIncomplete, "instinkt.msg.incomplete_cell",
						"Row", i/4, "Col", i%4).At(i/4+1, i%4+1))
				}
			}
			problems = append(problems, cells...)
			sortProblems(problems)
		} else {
			problems = append(problems, rules.NewVerdict(RuleLayoutIncomplete, "instinkt.msg.incomplete_count",
				"Count", n))
		}
	}
	if len(problems) > 0 {
		return grid, rules.Report{Errors: problems}
	}
	// 16 cards in at most 4×4 with no duplicates: a full 4×4.
	minR, minC := f.Rows, f.Cols
	for i, c := range f.Cells {
		if c != NoCard {
			minR, minC = min(minR, i/f.Cols), min(minC, i%f.Cols)
		}
	}
	for r := 0; r < 4; r++ {
		for c := 0; c < 4; c++ {
			grid[r*4+c] = f.At(minR+r, minC+c)
		}
	}
	return grid, rules.Report{}
}

// sortProblems orders problems by cell, whole-layout problems last.
func sortProblems(out []*rules.Verdict) {
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i].Cell, out[j].Cell
		if (a == nil) != (b == nil) {
			return a != nil
		}
		if a == nil {
			return false
		}
		if a.Row != b.Row {
			return a.Row < b.Row
		}
		return a.Col < b.Col
	})
}

// Board builds the layout of a valid partial layout file, with row i and
// column j of the file (0-based) as coordinates (i, j). ok is false when the
// cards do not fit 4×4 or repeat.
func (f *LayoutFile) Board() (Board, bool) {
	var cards []Placed
	for i, c := range f.Cells {
		if c != NoCard {
			cards = append(cards, Placed{c, Point{i / f.Cols, i % f.Cols}})
		}
	}
	return NewBoard(cards)
}
