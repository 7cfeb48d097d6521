package instinkt

import (
	"bufio"
	"errors"
	"io"
	"strconv"
	"strings"

	"codeberg.org/schiri/schiri/referee"
)

// ParseError is the referees' one parse-error type (package referee).
type ParseError = referee.ParseError

func parseErr(line int, token, key string, args ...any) *ParseError {
	return referee.NewParseError(line, token, key, args...)
}

func unknownCard(line int, token string) *ParseError {
	e := parseErr(line, token, "instinkt.parse.unknown_card")
	e.Rule = RuleCardUnknown
	return e.WithCandidates(CardNames())
}

// CardNames are the tokens of every card, "W1" … "WX", "B1" … "BX".
func CardNames() []string {
	names := make([]string, 0, 24)
	for _, col := range []string{"W", "B"} {
		for _, r := range rankNames[1:] {
			names = append(names, col+r)
		}
	}
	return names
}

// maxLine bounds one line of input; longer lines are malformed.
const maxLine = 1 << 16

// eachLine calls fn with the 1-based number and the fields of every line
// that is not blank or a comment ("#" starts a comment).
func eachLine(r io.Reader, fn func(n int, fields []string) error) error {
	br := bufio.NewReaderSize(r, 4096)
	n := 0
	for {
		line, err := br.ReadString('\n')
		if len(line) > 0 || err == nil {
			n++
			if len(line) > maxLine {
				return parseErr(n, "", "instinkt.parse.too_long", "Max", maxLine)
			}
			if n == 1 {
				line = strings.TrimPrefix(line, "\uFEFF")
			}
			if i := strings.IndexByte(line, '#'); i >= 0 {
				line = line[:i]
			}
			if f := strings.Fields(line); len(f) > 0 {
				if e := fn(n, f); e != nil {
					return e
				}
			}
		}
		if err != nil {
			if errors.Is(err, io.EOF) {
				return nil
			}
			return err
		}
	}
}

// Hand is one player's hand cards at the end (optional, for the last
// tiebreak of ruling I7).
type Hand struct {
	Given bool
	Cards []Card
	Lines []int // the file line of each card
	Line  int   // the first line that gave a card of this hand
}

// Sum is the sum of the numbers on the hand cards (X = 0).
func (h Hand) Sum() int {
	s := 0
	for _, c := range h.Cards {
		s += c.Number()
	}
	return s
}

// LayoutFile is a parsed layout file (SPEC §2 "Layout file"): a grid of
// rows × cols cells in the file's own frame, and the hands if given.
type LayoutFile struct {
	Rows, Cols int
	Cells      []Card // row-major, NoCard for "."
	RowLines   []int  // the file line of each grid row
	Hands      [2]Hand
}

// At is the card in grid cell (r, c), 0-based.
func (f *LayoutFile) At(r, c int) Card { return f.Cells[r*f.Cols+c] }

// ParseLayout reads a layout file. A malformed file gives a *ParseError
// naming the line and token.
func ParseLayout(r io.Reader) (*LayoutFile, error) {
	f := &LayoutFile{}
	seen := false
	err := eachLine(r, func(n int, fields []string) error {
		seen = true
		if strings.EqualFold(fields[0], "hand") {
			return f.parseHand(n, fields)
		}
		if f.Rows > 0 && len(fields) != f.Cols {
			tok := fields[len(fields)-1]
			if len(fields) > f.Cols {
				tok = fields[f.Cols]
			}
			return parseErr(n, tok, "instinkt.parse.row_length", "Want", f.Cols, "Got", len(fields))
		}
		for _, t := range fields {
			if t == "." {
				f.Cells = append(f.Cells, NoCard)
				continue
			}
			c, ok := ParseCard(t)
			if !ok {
				return unknownCard(n, t)
			}
			f.Cells = append(f.Cells, c)
		}
		f.Cols = len(fields)
		f.Rows++
		f.RowLines = append(f.RowLines, n)
		return nil
	})
	if err != nil {
		return nil, err
	}
	if !seen {
		return nil, parseErr(0, "", "instinkt.parse.empty")
	}
	if f.Rows == 0 {
		return nil, parseErr(0, "", "instinkt.parse.no_grid")
	}
	return f, nil
}

func (f *LayoutFile) parseHand(n int, fields []string) error {
	if len(fields) < 2 {
		return parseErr(n, fields[0], "instinkt.parse.hand_empty")
	}
	// Usually one line per player; a card counts for the hand of its colour
	// wherever it is listed.
	for _, t := range fields[1:] {
		c, ok := ParseCard(t)
		if !ok {
			return unknownCard(n, t)
		}
		h := &f.Hands[c.Colour()]
		if !h.Given {
			h.Given, h.Line = true, n
		}
		h.Cards = append(h.Cards, c)
		h.Lines = append(h.Lines, n)
	}
	return nil
}

// RecordKind tells what a record line does.
type RecordKind uint8

// The three kinds of record lines.
const (
	RecMarker RecordKind = iota + 1
	RecReveal
	RecPlace
)

// RecordLine is one line of a game record.
type RecordLine struct {
	Line   int // 1-based physical line
	Kind   RecordKind
	Marker Colour // RecMarker
	Move   Move   // RecReveal, RecPlace
	Then   *Move  // the "move …" part of a place line, if any
}

// Record is a parsed game record (SPEC §2 "Game record").
type Record struct {
	Lines []RecordLine
}

// ParseRecord reads a game record. A malformed line gives a *ParseError
// naming the line and token; whether the moves are legal is Replay's
// business.
func ParseRecord(r io.Reader) (*Record, error) {
	rec := &Record{}
	err := eachLine(r, func(n int, f []string) error {
		ln, err := parseRecordLine(n, f)
		if err != nil {
			return err
		}
		rec.Lines = append(rec.Lines, ln)
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(rec.Lines) == 0 {
		return nil, parseErr(0, "", "instinkt.parse.empty")
	}
	return rec, nil
}

// ParseRecordLine reads one record line given as text (for interactive
// input); n is the line number to report.
func ParseRecordLine(n int, s string) (RecordLine, error) {
	if i := strings.IndexByte(s, '#'); i >= 0 {
		s = s[:i]
	}
	f := strings.Fields(s)
	if len(f) == 0 {
		return RecordLine{}, parseErr(n, "", "instinkt.parse.blank")
	}
	return parseRecordLine(n, f)
}

func parseRecordLine(n int, f []string) (RecordLine, error) {
	ln := RecordLine{Line: n}
	word := strings.ToLower(f[0])
	switch word {
	case "marker":
		if len(f) < 2 {
			return ln, parseErr(n, f[0], "instinkt.parse.missing_colour")
		}
		col, ok := ParseColour(f[1])
		if !ok {
			return ln, parseErr(n, f[1], "instinkt.parse.colour")
		}
		if len(f) > 2 {
			return ln, parseErr(n, f[2], "instinkt.parse.extra")
		}
		ln.Kind, ln.Marker = RecMarker, col
	case "reveal":
		if len(f) < 3 {
			return ln, parseErr(n, f[len(f)-1], "instinkt.parse.missing_card")
		}
		a, ok := ParseCard(f[1])
		if !ok {
			return ln, unknownCard(n, f[1])
		}
		b, ok := ParseCard(f[2])
		if !ok {
			return ln, unknownCard(n, f[2])
		}
		if len(f) > 3 {
			return ln, parseErr(n, f[3], "instinkt.parse.extra")
		}
		ln.Kind, ln.Move = RecReveal, Move{Kind: MoveReveal, Card: a, Other: b}
	case "place":
		m, rest, err := parsePlace(n, f)
		if err != nil {
			return ln, err
		}
		ln.Kind, ln.Move = RecPlace, m
		if len(rest) > 0 {
			then, err := parseMovePart(n, rest)
			if err != nil {
				return ln, err
			}
			ln.Then = &then
		}
	default:
		return ln, parseErr(n, f[0], "instinkt.parse.keyword")
	}
	return ln, nil
}

// parsePlace reads "place CARD R C" or "place CARD row|col N from SIDE" and
// returns the tokens after it.
func parsePlace(n int, f []string) (Move, []string, error) {
	m := Move{Kind: MovePlace}
	if len(f) < 2 {
		return m, nil, parseErr(n, f[0], "instinkt.parse.missing_card")
	}
	c, ok := ParseCard(f[1])
	if !ok {
		return m, nil, unknownCard(n, f[1])
	}
	m.Card = c
	if len(f) < 3 {
		return m, nil, parseErr(n, f[1], "instinkt.parse.missing_cell")
	}
	switch strings.ToLower(f[2]) {
	case "row", "col", "column":
		l, err := parseLine(n, f[2:])
		if err != nil {
			return m, nil, err
		}
		m.Line = l
		return m, f[6:], nil
	}
	p, err := parsePoint(n, f[1:])
	if err != nil {
		return m, nil, err
	}
	m.At = p
	return m, f[4:], nil
}

// parseLine reads "row|col N from SIDE" (f[0] is row or col).
func parseLine(n int, f []string) (Line, error) {
	var l Line
	if strings.EqualFold(f[0], "row") {
		l.Axis = AxisRow
	} else {
		l.Axis = AxisCol
	}
	if len(f) < 2 {
		return l, parseErr(n, f[0], "instinkt.parse.missing_number")
	}
	idx, err := parseInt(n, f[1])
	if err != nil {
		return l, err
	}
	l.Index = idx
	if len(f) < 3 {
		return l, parseErr(n, f[1], "instinkt.parse.missing_from")
	}
	if !strings.EqualFold(f[2], "from") {
		return l, parseErr(n, f[2], "instinkt.parse.expected_from")
	}
	if len(f) < 4 {
		return l, parseErr(n, f[2], "instinkt.parse.missing_side")
	}
	switch strings.ToLower(f[3]) {
	case "left":
		l.From = Left
	case "right":
		l.From = Right
	case "top":
		l.From = Top
	case "bottom":
		l.From = Bottom
	default:
		return l, parseErr(n, f[3], "instinkt.parse.side", "Axis", l.Axis.String())
	}
	if !l.Valid() {
		return l, parseErr(n, f[3], "instinkt.parse.side", "Axis", l.Axis.String())
	}
	return l, nil
}

// parsePoint reads "R C" after f[0].
func parsePoint(n int, f []string) (Point, error) {
	if len(f) < 2 {
		return Point{}, parseErr(n, f[0], "instinkt.parse.missing_row")
	}
	r, err := parseInt(n, f[1])
	if err != nil {
		return Point{}, err
	}
	if len(f) < 3 {
		return Point{}, parseErr(n, f[1], "instinkt.parse.missing_col")
	}
	c, err := parseInt(n, f[2])
	if err != nil {
		return Point{}, err
	}
	return Point{r, c}, nil
}

// parseMovePart reads "move none" or "move CARD R C".
func parseMovePart(n int, f []string) (Move, error) {
	if !strings.EqualFold(f[0], "move") {
		return Move{}, parseErr(n, f[0], "instinkt.parse.extra")
	}
	if len(f) < 2 {
		return Move{}, parseErr(n, f[0], "instinkt.parse.missing_card")
	}
	if strings.EqualFold(f[1], "none") {
		if len(f) > 2 {
			return Move{}, parseErr(n, f[2], "instinkt.parse.extra")
		}
		return Move{Kind: MoveRaccoonNone}, nil
	}
	c, ok := ParseCard(f[1])
	if !ok {
		return Move{}, unknownCard(n, f[1])
	}
	p, err := parsePoint(n, f[1:])
	if err != nil {
		return Move{}, err
	}
	if len(f) > 4 {
		return Move{}, parseErr(n, f[4], "instinkt.parse.extra")
	}
	return Move{Kind: MoveRaccoon, Card: c, At: p}, nil
}

// coordLimit bounds coordinates so that arithmetic on them never overflows.
const coordLimit = 1 << 30

func parseInt(n int, tok string) (int, error) {
	v, err := strconv.ParseInt(tok, 10, 64)
	if err != nil || v < -coordLimit || v > coordLimit {
		return 0, parseErr(n, tok, "instinkt.parse.number")
	}
	return int(v), nil
}

// ParseStep reads one step of a game in the record's spelling: "reveal A B",
// "place CARD R C", "place CARD row|col N from SIDE", "move CARD R C" or
// "move none". It is how saved games store their moves.
func ParseStep(s string) (Move, error) {
	if i := strings.IndexByte(s, '#'); i >= 0 {
		s = s[:i]
	}
	f := strings.Fields(s)
	if len(f) == 0 {
		return Move{}, parseErr(1, "", "instinkt.parse.blank")
	}
	if strings.EqualFold(f[0], "move") {
		return parseMovePart(1, f)
	}
	ln, err := parseRecordLine(1, f)
	if err != nil {
		return Move{}, err
	}
	if ln.Kind == RecMarker {
		return Move{}, parseErr(1, f[0], "instinkt.parse.keyword")
	}
	if ln.Then != nil {
		return Move{}, parseErr(1, "move", "instinkt.parse.extra")
	}
	return ln.Move, nil
}
