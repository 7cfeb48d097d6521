package codenames

import (
	"strconv"
	"strings"
)

// Grid sizes allowed by ruling C1.
const (
	MinSide = 3
	MaxSide = 8
	// MaxCells is the largest board, 8×8.
	MaxCells = MaxSide * MaxSide
)

// Size is a board's shape: rows × columns.
type Size struct {
	Rows, Cols int
}

// DefaultSize is the classic 5×5 board.
var DefaultSize = Size{5, 5}

// Cells is the number of cards on the board.
func (s Size) Cells() int { return s.Rows * s.Cols }

// Valid reports whether both sides are within 3…8.
func (s Size) Valid() bool {
	return s.Rows >= MinSide && s.Rows <= MaxSide && s.Cols >= MinSide && s.Cols <= MaxSide
}

func (s Size) String() string { return strconv.Itoa(s.Rows) + "x" + strconv.Itoa(s.Cols) }

// ParseSize reads "RxC" (also "R×C" or "R*C"), 3 ≤ R, C ≤ 8.
func ParseSize(str string) (Size, error) {
	t := strings.ToLower(strings.TrimSpace(str))
	var r, c string
	var found bool
	for _, sep := range []string{"x", "×", "*"} {
		if r, c, found = strings.Cut(t, sep); found {
			break
		}
	}
	if !found {
		return Size{}, parseErr(str, "codenames.err.size_format")
	}
	rows, err1 := strconv.Atoi(strings.TrimSpace(r))
	cols, err2 := strconv.Atoi(strings.TrimSpace(c))
	if err1 != nil || err2 != nil {
		return Size{}, parseErr(str, "codenames.err.size_format")
	}
	s := Size{rows, cols}
	if !s.Valid() {
		return Size{}, parseErr(str, "codenames.err.size_range", "Min", MinSide, "Max", MaxSide)
	}
	return s, nil
}

// Counts is how many cards of each kind a key grid has.
type Counts struct {
	Starter  int // cards of the starting team
	Other    int // cards of the other team
	Neutral  int
	Assassin int
}

// CountsFor applies ruling C1: one assassin; neutral n = round(7·N/25),
// minus 1 if N−1−n is even; the rest split so that the starting team has one
// card more. (7·N/25 is never exactly halfway, so rounding needs no tie rule.)
func CountsFor(s Size) Counts {
	n := s.Cells()
	neutral := (14*n + 25) / 50 // round(7n/25)
	if (n-1-neutral)%2 == 0 {
		neutral--
	}
	rest := n - 1 - neutral
	return Counts{Starter: rest/2 + 1, Other: rest / 2, Neutral: neutral, Assassin: 1}
}
