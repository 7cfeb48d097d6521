package instinkt

import (
	"math/bits"

	"codeberg.org/schiri/schiri/rules"
)

// Clause IDs of SPEC §5 used by the referee.
const (
	RuleCardUnknown      = rules.InstinktCardUnknown
	RuleCardDuplicate    = rules.InstinktCardDuplicate
	RuleSnakeOnTable     = rules.InstinktCardSnakeOnTable
	RuleLayoutFrame      = rules.InstinktLayoutFrame
	RuleLayoutConnected  = rules.InstinktLayoutConnected
	RuleLayoutIncomplete = rules.InstinktLayoutIncomplete
	RuleLayoutColours    = rules.InstinktLayoutColours
	RulePlaceAdjacent    = rules.InstinktPlaceAdjacent
	RulePlaceOccupied    = rules.InstinktPlaceOccupied
	RulePlaceOrder       = rules.InstinktPlaceOrder
	RulePlaceNotRevealed = rules.InstinktPlaceNotRevealed
	RuleDeerLine         = rules.InstinktDeerLine
	RuleDeerPush         = rules.InstinktDeerPush
	RuleRaccoonMove      = rules.InstinktRaccoonMove
	RuleRaccoonMustMove  = rules.InstinktRaccoonMustMove
	RuleRevealSnake      = rules.InstinktRevealSnake
	RuleEndOver          = rules.InstinktEndOver
	RuleHandOnTable      = rules.InstinktHandOnTable
	RuleHandSize         = rules.InstinktHandSize
	RuleRevealOneEach    = rules.InstinktRevealOneEach
)

// Point is a cell of the open plane: row grows downward, col rightward.
// Coordinates are relative to nothing (ruling I2); a record usually puts the
// first card at 0 0.
type Point struct{ Row, Col int }

// Placed is a card on a cell.
type Placed struct {
	Card Card
	At   Point
}

// Axis of a deer line.
type Axis uint8

// The two axes.
const (
	AxisRow Axis = iota + 1
	AxisCol
)

func (a Axis) String() string {
	if a == AxisCol {
		return "col"
	}
	return "row"
}

// Side a deer enters from.
type Side uint8

// The four sides; Left/Right go with a row, Top/Bottom with a column.
const (
	Left Side = iota + 1
	Right
	Top
	Bottom
)

func (s Side) String() string {
	switch s {
	case Left:
		return "left"
	case Right:
		return "right"
	case Top:
		return "top"
	case Bottom:
		return "bottom"
	}
	return "?"
}

// Line names the row or column a deer is pushed into, and the side it
// enters from (ruling I3).
type Line struct {
	Axis  Axis
	Index int // the absolute row or column
	From  Side
}

// String is the record's spelling: "row 0 from left".
func (l Line) String() string {
	return l.Axis.String() + " " + itoa(l.Index) + " from " + l.From.String()
}

// Valid reports whether the side goes with the axis.
func (l Line) Valid() bool {
	switch l.Axis {
	case AxisRow:
		return l.From == Left || l.From == Right
	case AxisCol:
		return l.From == Top || l.From == Bottom
	}
	return false
}

// Board is a layout on the open plane. The zero value is the empty layout.
// It is a plain value: copying it copies the layout, and every changing
// method returns a new Board.
type Board struct {
	occ    uint64
	cells  [gridSize * gridSize]Card
	r0, c0 int // absolute coordinates of internal cell (0,0)
	n      int
}

// Len is the number of cards on the table.
func (b *Board) Len() int { return b.n }

// Full reports whether the layout is the final 4×4.
func (b *Board) Full() bool { return b.n == 16 }

func (b *Board) internal(p Point) (int, int, bool) {
	r, c := p.Row-b.r0, p.Col-b.c0
	return r, c, inGrid(r, c)
}

func (b *Board) abs(r, c int) Point { return Point{r + b.r0, c + b.c0} }

// At is the card on p, NoCard when empty.
func (b *Board) At(p Point) Card {
	r, c, ok := b.internal(p)
	if !ok {
		return NoCard
	}
	return b.cells[r*gridSize+c]
}

// Find is the cell of card c.
func (b *Board) Find(c Card) (Point, bool) {
	if c == NoCard {
		return Point{}, false
	}
	for occ := b.occ; occ != 0; occ &= occ - 1 {
		i := bits.TrailingZeros64(occ)
		if b.cells[i] == c {
			return b.abs(i/gridSize, i%gridSize), true
		}
	}
	return Point{}, false
}

// Cards lists the cards row by row.
func (b *Board) Cards() []Placed {
	out := make([]Placed, 0, b.n)
	for occ := b.occ; occ != 0; occ &= occ - 1 {
		i := bits.TrailingZeros64(occ)
		out = append(out, Placed{b.cells[i], b.abs(i/gridSize, i%gridSize)})
	}
	return out
}

// Box is the bounding box of the layout (top-left and bottom-right cell);
// ok is false on an empty layout.
func (b *Board) Box() (top, bottom Point, ok bool) {
	if b.occ == 0 {
		return Point{}, Point{}, false
	}
	rows, cols := rowBits(b.occ), colBits(b.occ)
	top = b.abs(bits.TrailingZeros8(rows), bits.TrailingZeros8(cols))
	bottom = b.abs(bits.Len8(rows)-1, bits.Len8(cols)-1)
	return top, bottom, true
}

// Grid is the layout cropped to its bounding box, row by row, NoCard for
// empty cells; nil for an empty layout.
func (b *Board) Grid() [][]Card {
	top, bottom, ok := b.Box()
	if !ok {
		return nil
	}
	out := make([][]Card, bottom.Row-top.Row+1)
	for r := range out {
		out[r] = make([]Card, bottom.Col-top.Col+1)
		for c := range out[r] {
			out[r][c] = b.At(Point{top.Row + r, top.Col + c})
		}
	}
	return out
}

// Final is the full 4×4 layout row-major, for scoring; ok is false unless
// the layout is full.
func (b *Board) Final() (grid [16]Card, ok bool) {
	if b.n != 16 {
		return grid, false
	}
	top, _, _ := b.Box()
	for r := 0; r < 4; r++ {
		for c := 0; c < 4; c++ {
			grid[r*4+c] = b.At(Point{top.Row + r, top.Col + c})
		}
	}
	return grid, true
}

func (b *Board) set(i int, c Card) {
	if c == NoCard {
		if b.cells[i] != NoCard {
			b.n--
		}
		b.occ &^= 1 << uint(i)
	} else {
		if b.cells[i] == NoCard {
			b.n++
		}
		b.occ |= 1 << uint(i)
	}
	b.cells[i] = c
}

// normalise shifts the window so that the layout's top-left is at internal
// (margin, margin); it returns the shift applied to internal coordinates.
func (b *Board) normalise() (dr, dc int) {
	if b.occ == 0 {
		return 0, 0
	}
	dr = margin - bits.TrailingZeros8(rowBits(b.occ))
	dc = margin - bits.TrailingZeros8(colBits(b.occ))
	if dr == 0 && dc == 0 {
		return 0, 0
	}
	old := b.cells
	occ := b.occ
	b.cells = [gridSize * gridSize]Card{}
	b.occ = 0
	for ; occ != 0; occ &= occ - 1 {
		i := bits.TrailingZeros64(occ)
		r, c := i/gridSize+dr, i%gridSize+dc
		// Layouts here span at most 6 cells, so r, c stay in the grid.
		j := r*gridSize + c
		b.cells[j] = old[i]
		b.occ |= 1 << uint(j)
	}
	b.r0 -= dr
	b.c0 -= dc
	return dr, dc
}

// NewBoard builds a board from placed cards. It fails (ok false) when two
// cards share a cell or the cards do not fit a 4×4 box; connectivity is not
// required here (check that with Connected).
func NewBoard(cards []Placed) (Board, bool) {
	var b Board
	if len(cards) == 0 {
		return b, true
	}
	minR, minC := cards[0].At.Row, cards[0].At.Col
	maxR, maxC := minR, minC
	for _, p := range cards[1:] {
		minR, maxR = min(minR, p.At.Row), max(maxR, p.At.Row)
		minC, maxC = min(minC, p.At.Col), max(maxC, p.At.Col)
	}
	if maxR-minR > 3 || maxC-minC > 3 {
		return Board{}, false
	}
	b.r0, b.c0 = minR-margin, minC-margin
	for _, p := range cards {
		if !p.Card.Valid() {
			return Board{}, false
		}
		r, c, _ := b.internal(p.At)
		i := r*gridSize + c
		if b.cells[i] != NoCard {
			return Board{}, false
		}
		b.set(i, p.Card)
	}
	return b, true
}

// Connected reports whether every card touches the rest through the 8
// directions.
func (b *Board) Connected() bool { return connected(b.occ) }

// checkCell is ruling I2 for an empty-or-not cell p: occupied, then
// adjacency, then the 4×4 frame.
func (b *Board) checkCell(card Card, p Point) *rules.Verdict {
	if b.occ == 0 {
		return nil
	}
	r, c, ok := b.internal(p)
	if ok && b.cells[r*gridSize+c] != NoCard {
		return rules.NewVerdict(RulePlaceOccupied, "instinkt.msg.place_occupied",
			"Card", card.String(), "Row", p.Row, "Col", p.Col, "Other", b.cells[r*gridSize+c].String())
	}
	if !ok || dilate8(b.occ)&bitAt(r, c) == 0 {
		return rules.NewVerdict(RulePlaceAdjacent, "instinkt.msg.place_adjacent",
			"Card", card.String(), "Row", p.Row, "Col", p.Col)
	}
	occ := b.occ | bitAt(r, c)
	if !boxOK(occ) {
		return rules.NewVerdict(RuleLayoutFrame, "instinkt.msg.place_frame",
			"Card", card.String(), "Row", p.Row, "Col", p.Col,
			"Rows", span(rowBits(occ)), "Cols", span(colBits(occ)))
	}
	return nil
}

// Place puts card on the empty cell p by ruling I2 (the first card goes
// anywhere). Effects are not applied here: see Push for the deer and
// RaccoonMove for the raccoon.
func (b Board) Place(card Card, p Point) (Board, *rules.Verdict) {
	if v := b.checkCell(card, p); v != nil {
		return b, v
	}
	if b.occ == 0 {
		b.r0, b.c0 = p.Row-margin, p.Col-margin
	}
	r, c, _ := b.internal(p)
	b.set(r*gridSize+c, card)
	b.normalise()
	return b, nil
}

// CanPlace reports whether card may go on p (ruling I2).
func (b *Board) CanPlace(card Card, p Point) *rules.Verdict { return b.checkCell(card, p) }

// AppendPlacements appends every cell where a card may be placed by ruling
// I2, row by row. On an empty layout any cell is legal; it lists 0 0.
func (b *Board) AppendPlacements(dst []Point) []Point {
	if b.occ == 0 {
		return append(dst, Point{})
	}
	free := dilate8(b.occ) &^ b.occ & allowedBits(b.occ)
	for ; free != 0; free &= free - 1 {
		i := bits.TrailingZeros64(free)
		dst = append(dst, b.abs(i/gridSize, i%gridSize))
	}
	return dst
}

// lineMask is the internal cells of line l (0 when it misses the window).
func (b *Board) lineMask(l Line) uint64 {
	switch l.Axis {
	case AxisRow:
		r := l.Index - b.r0
		if r < 0 || r >= gridSize {
			return 0
		}
		return uint64(0xFF) << (8 * r)
	case AxisCol:
		c := l.Index - b.c0
		if c < 0 || c >= gridSize {
			return 0
		}
		return fileA << c
	}
	return 0
}

// LineCount is the number of cards in line l.
func (b *Board) LineCount(l Line) int { return bits.OnesCount64(b.occ & b.lineMask(l)) }

// AppendLines appends every line a deer may enter (ruling I3: 1–3 cards),
// rows first, each from both sides.
func (b *Board) AppendLines(dst []Line) []Line {
	if b.occ == 0 {
		return dst
	}
	for r := 0; r < gridSize; r++ {
		if n := bits.OnesCount8(byte(b.occ >> (8 * r))); n >= 1 && n <= 3 {
			dst = append(dst, Line{AxisRow, r + b.r0, Left}, Line{AxisRow, r + b.r0, Right})
		}
	}
	for c := 0; c < gridSize; c++ {
		if n := bits.OnesCount64(b.occ & (fileA << c)); n >= 1 && n <= 3 {
			dst = append(dst, Line{AxisCol, c + b.c0, Top}, Line{AxisCol, c + b.c0, Bottom})
		}
	}
	return dst
}

// step pushes the deer at internal (r,c) one cell on in direction (dr,dc):
// the chain of cards directly in front of it moves one cell too, and the
// first gap ends the chain. ok is false when the chain would leave the
// window (which a layout within 4×4 never needs).
func (b *Board) step(r, c, dr, dc int) (Board, bool) {
	k := 0
	for {
		rr, cc := r+(k+1)*dr, c+(k+1)*dc
		if !inGrid(rr, cc) {
			return *b, false
		}
		if b.cells[rr*gridSize+cc] == NoCard {
			break
		}
		k++
	}
	nb := *b
	for j := k + 1; j >= 1; j-- {
		to := (r+j*dr)*gridSize + c + j*dc
		from := (r+(j-1)*dr)*gridSize + c + (j-1)*dc
		nb.set(to, nb.cells[from])
	}
	nb.set(r*gridSize+c, NoCard)
	return nb, true
}

// Push puts the deer card into the layout along line l by ruling I3 and
// returns the layout after the push. On an empty layout the deer is placed
// with coordinates instead (Place).
func (b Board) Push(deer Card, l Line) (Board, *rules.Verdict) {
	if b.occ == 0 {
		return b, rules.NewVerdict(RuleDeerLine, "instinkt.msg.deer_first", "Card", deer.String())
	}
	if !l.Valid() {
		return b, rules.NewVerdict(RuleDeerLine, "instinkt.msg.deer_side",
			"Card", deer.String(), "Line", l.String())
	}
	mask := b.lineMask(l)
	n := bits.OnesCount64(b.occ & mask)
	if n < 1 || n > 3 {
		return b, rules.NewVerdict(RuleDeerLine, "instinkt.msg.deer_line",
			"Card", deer.String(), "Line", l.Axis.String()+" "+itoa(l.Index), "Count", n)
	}
	allInLine := n == b.n
	// The deer's entry cell: just before the first card seen from the side.
	line := b.occ & mask
	var r, c, dr, dc int
	switch l.From {
	case Left:
		i := bits.TrailingZeros64(line)
		r, c, dc = i/gridSize, i%gridSize-1, 1
	case Right:
		i := 63 - bits.LeadingZeros64(line)
		r, c, dc = i/gridSize, i%gridSize+1, -1
	case Top:
		i := bits.TrailingZeros64(line)
		r, c, dr = i/gridSize-1, i%gridSize, 1
	case Bottom:
		i := 63 - bits.LeadingZeros64(line)
		r, c, dr = i/gridSize+1, i%gridSize, -1
	}
	if !inGrid(r, c) {
		return b, rules.NewVerdict(RuleDeerPush, "instinkt.msg.deer_push", "Card", deer.String())
	}
	b.set(r*gridSize+c, deer)
	// Step 2: forced pushes while the deer lies outside a 4×4 box.
	for tries := 0; !boxOK(b.occ); tries++ {
		nb, ok := b.step(r, c, dr, dc)
		if !ok || tries >= 4 {
			return b, rules.NewVerdict(RuleDeerPush, "instinkt.msg.deer_push", "Card", deer.String())
		}
		b = nb
		r, c = r+dr, c+dc
	}
	sr, sc := b.normalise()
	r, c = r+sr, c+sc
	// Step 3: keep pushing while the result stays within 4×4 and connected;
	// a line holding the whole layout would only shift it, so no step.
	if !allInLine {
		for tries := 0; tries < gridSize; tries++ {
			nb, ok := b.step(r, c, dr, dc)
			if !ok || !boxOK(nb.occ) || !connected(nb.occ) {
				break
			}
			b = nb
			r, c = r+dr, c+dc
			sr, sc := b.normalise()
			r, c = r+sr, c+sc
		}
	}
	return b, nil
}

// Relocation is a raccoon's move of one card to another cell.
type Relocation struct {
	Card Card
	To   Point
}

// RaccoonMove moves card moved to the empty cell to as the raccoon's effect
// (ruling I4): it must be another card of the raccoon's colour, on the
// table, and the layout afterwards must fit 4×4 and be connected.
func (b Board) RaccoonMove(raccoon, moved Card, to Point) (Board, *rules.Verdict) {
	// the verdict's arguments are built only for a refusal: the coach's
	// playouts make many of these moves
	args := func(extra ...any) []any {
		return append([]any{"Card", raccoon.String(), "Moved", moved.String(), "Row", to.Row, "Col", to.Col}, extra...)
	}
	if moved == raccoon {
		return b, rules.NewVerdict(RuleRaccoonMove, "instinkt.msg.raccoon_self", args()...)
	}
	if moved.Colour() != raccoon.Colour() {
		return b, rules.NewVerdict(RuleRaccoonMove, "instinkt.msg.raccoon_not_own", args()...)
	}
	from, ok := b.Find(moved)
	if !ok {
		return b, rules.NewVerdict(RuleRaccoonMove, "instinkt.msg.raccoon_not_on_table", args()...)
	}
	if from == to {
		return b, rules.NewVerdict(RuleRaccoonMove, "instinkt.msg.raccoon_same", args()...)
	}
	r, c, in := b.internal(to)
	if in && b.cells[r*gridSize+c] != NoCard {
		return b, rules.NewVerdict(RuleRaccoonMove, "instinkt.msg.raccoon_taken",
			args("Other", b.cells[r*gridSize+c].String())...)
	}
	fr, fc, _ := b.internal(from)
	fi := fr*gridSize + fc
	if !in {
		return b, rules.NewVerdict(RuleRaccoonMove, "instinkt.msg.raccoon_connected", args()...)
	}
	occ := b.occ&^(1<<uint(fi)) | bitAt(r, c)
	if !boxOK(occ) {
		return b, rules.NewVerdict(RuleRaccoonMove, "instinkt.msg.raccoon_frame", args()...)
	}
	if !connected(occ) {
		return b, rules.NewVerdict(RuleRaccoonMove, "instinkt.msg.raccoon_connected", args()...)
	}
	b.set(fi, NoCard)
	b.set(r*gridSize+c, moved)
	b.normalise()
	return b, nil
}

// AppendRaccoonMoves appends every legal raccoon move for the raccoon card
// already on the table (ruling I4), card by card in row order.
func (b *Board) AppendRaccoonMoves(raccoon Card, dst []Relocation) []Relocation {
	b.eachRaccoonMove(raccoon, func(m Relocation) bool {
		dst = append(dst, m)
		return true
	})
	return dst
}

// HasRaccoonMove reports whether the raccoon can move any card.
func (b *Board) HasRaccoonMove(raccoon Card) (Relocation, bool) {
	var found Relocation
	ok := false
	b.eachRaccoonMove(raccoon, func(m Relocation) bool {
		found, ok = m, true
		return false
	})
	return found, ok
}

func (b *Board) eachRaccoonMove(raccoon Card, yield func(Relocation) bool) {
	col := raccoon.Colour()
	for occ := b.occ; occ != 0; occ &= occ - 1 {
		i := bits.TrailingZeros64(occ)
		card := b.cells[i]
		if card == raccoon || card.Colour() != col {
			continue
		}
		rest := b.occ &^ (1 << uint(i))
		free := dilate8(rest) &^ rest &^ (1 << uint(i)) & allowedBits(rest)
		for ; free != 0; free &= free - 1 {
			t := bits.TrailingZeros64(free)
			if !connected(rest | 1<<uint(t)) {
				continue
			}
			if !yield(Relocation{card, b.abs(t/gridSize, t%gridSize)}) {
				return
			}
		}
	}
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	var buf [24]byte
	i := len(buf)
	u := uint64(n)
	if neg {
		u = uint64(-n)
	}
	for u > 0 {
		i--
		buf[i] = byte('0' + u%10)
		u /= 10
	}
	if neg {
		i--
		buf[i] = '-'
	}
	return string(buf[i:])
}
