package instinkt

import "math/bits"

// The board keeps its cards on an internal 8×8 window (bit r*8+c of a
// uint64). A legal layout never spans more than 4×4 cells, and after every
// change the window is shifted so that the layout's top-left card sits at
// internal (2,2): there is always a margin of at least two cells around it,
// enough for a placement next to the layout or a deer entering from outside.

const (
	gridSize = 8
	margin   = 2
	fileA    = uint64(0x0101010101010101) // column 0 of every row
	fileH    = fileA << 7                 // column 7 of every row
)

func bitAt(r, c int) uint64 { return 1 << uint(r*gridSize+c) }

func inGrid(r, c int) bool { return r >= 0 && r < gridSize && c >= 0 && c < gridSize }

// dilate8 is x grown by one cell in all 8 directions.
func dilate8(x uint64) uint64 {
	h := x | (x<<1)&^fileA | (x>>1)&^fileH
	return h | h<<8 | h>>8
}

// rowBits has bit r set when row r holds a card.
func rowBits(occ uint64) uint8 {
	var m uint8
	for r := 0; r < gridSize; r++ {
		if byte(occ>>(8*r)) != 0 {
			m |= 1 << r
		}
	}
	return m
}

// colBits has bit c set when column c holds a card.
func colBits(occ uint64) uint8 {
	occ |= occ >> 32
	occ |= occ >> 16
	occ |= occ >> 8
	return uint8(occ)
}

func span(m uint8) int {
	if m == 0 {
		return 0
	}
	return bits.Len8(m) - bits.TrailingZeros8(m)
}

// boxOK reports whether the cards fit a 4×4 bounding box.
func boxOK(occ uint64) bool {
	return span(rowBits(occ)) <= 4 && span(colBits(occ)) <= 4
}

// connected reports whether the cards form one group through the 8
// directions (an empty set counts as connected).
func connected(occ uint64) bool {
	if occ == 0 {
		return true
	}
	reach := occ & -occ
	for {
		next := dilate8(reach) & occ
		if next == reach {
			return reach == occ
		}
		reach = next
	}
}

// allowedBits is every cell that could hold a card with the cards of occ
// still fitting a 4×4 box.
func allowedBits(occ uint64) uint64 {
	if occ == 0 {
		return ^uint64(0)
	}
	rows, cols := rowBits(occ), colBits(occ)
	rmin, rmax := bits.TrailingZeros8(rows), bits.Len8(rows)-1
	cmin, cmax := bits.TrailingZeros8(cols), bits.Len8(cols)-1
	var colMask uint8
	for c := max(0, cmax-3); c <= min(gridSize-1, cmin+3); c++ {
		colMask |= 1 << c
	}
	var out uint64
	for r := max(0, rmax-3); r <= min(gridSize-1, rmin+3); r++ {
		out |= uint64(colMask) << (8 * r)
	}
	return out
}
