package coach

import (
	"math/bits"

	ref "codeberg.org/schiri/schiri/referee/instinkt"
)

// evaluate is the value of layout b for colour col. Most cards score the
// same in every frame (the whole layout lies in each): only the moths, the
// spiders, the cats and a Wolpertinger copying one of them depend on where
// the frame puts them, so the others are scored once and the frames differ
// only in those. The layout is held as bit masks of the 4×4 grid at its
// corner (bit i: row i/4, column i%4): a frame that moves the layout by off
// cells moves each mask by off bits, and a card's points are counts of
// bits (ruling I1, as scoring/instinkt.CardPoints scores a whole layout;
// TestEvaluateIsEveryFrameScored holds the two together).
func evaluate(b *ref.Board, col ref.Colour) value {
	grid, rows, cols := b.Corner()
	if rows == 0 {
		return value{0, 1}
	}
	var m layoutMasks
	for i, c := range grid {
		if c == ref.NoCard {
			continue
		}
		bit := uint16(1) << i
		k := c.Colour()
		m.occ[k] |= bit
		switch c.Rank() {
		case ref.RankCrow:
			m.crow[k] |= bit
		case ref.RankMoth:
			m.moth[k] |= bit
		case ref.RankSpiderA, ref.RankSpiderB:
			m.spider[k] |= bit
		case ref.RankCat:
			m.cat[k] |= bit
		case ref.RankWolpertinger:
			m.wolp[k] = int8(i) + 1
		}
	}
	// the cards every frame scores alike
	var pts [16]int8
	fixed := 0
	moths := m.moth[0] | m.moth[1]
	for k := range 2 {
		sign := 1
		if ref.Colour(k) != col {
			sign = -1
		}
		for occ := m.occ[k]; occ != 0; occ &= occ - 1 {
			i := bits.TrailingZeros16(occ)
			p := 0
			switch grid[i].Rank() {
			case ref.RankCrow: // beside one moth 1, both 3
				p = [3]int{0, 1, 3}[bits.OnesCount16(near8[i]&moths)]
			case ref.RankBat: // beside an own crow
				if near4[i]&m.crow[k] != 0 {
					p = 3
				}
			case ref.RankOwl: // own cards in its row and column
				p = bits.OnesCount16(lines[i] & m.occ[k])
			case ref.RankWolf: // the other's cards around it
				p = bits.OnesCount16(near8[i] & m.occ[1-k])
			}
			pts[i] = int8(p)
			fixed += sign * p
		}
	}
	n := (5 - rows) * (5 - cols)
	if moths|m.spider[0]|m.spider[1]|m.cat[0]|m.cat[1] == 0 && m.wolp == [2]int8{} {
		return value{fixed * n, n}
	}
	sum := 0
	for dr := 0; dr <= 4-rows; dr++ {
		for dc := 0; dc <= 4-cols; dc++ {
			sum += fixed + m.framed(&grid, &pts, uint(dr*4+dc), col)
		}
	}
	return value{sum, n}
}

// layoutMasks are a layout's cards by colour as bit masks of the corner
// grid; wolp is the index of each colour's Wolpertinger plus one (0: none).
type layoutMasks struct {
	occ, crow, moth, spider, cat [2]uint16
	wolp                         [2]int8
}

// Cells of the 4×4 frame.
const (
	cornerCells = 1<<0 | 1<<3 | 1<<12 | 1<<15
	centreCells = 1<<5 | 1<<6 | 1<<9 | 1<<10
	edgeCells   = 0xffff &^ centreCells &^ cornerCells // the edge but its corners
)

// near4, near8 and lines are the orthogonal neighbours, the eight
// neighbours and the rest of the row and column of each cell.
var near4, near8, lines = func() (n4, n8, ln [16]uint16) {
	for i := range 16 {
		r, k := i/4, i%4
		for j := range 16 {
			rr, kk := j/4, j%4
			dr, dk := abs(rr-r), abs(kk-k)
			switch {
			case i == j:
				continue
			case dr+dk == 1:
				n4[i] |= 1 << j
			}
			if dr <= 1 && dk <= 1 {
				n8[i] |= 1 << j
			}
			if rr == r || kk == k {
				ln[i] |= 1 << j
			}
		}
	}
	return
}()

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// framed is the signed points of the frame-dependent cards when the frame
// puts the corner grid's cell i on cell i+off.
func (m *layoutMasks) framed(grid *[16]ref.Card, pts *[16]int8, off uint, col ref.Colour) int {
	var centred [2]bool
	for k := range 2 {
		centred[k] = m.moth[k]<<off&centreCells != 0
	}
	s := 0
	for k := range 2 {
		p := mothPoints(centred, k)
		cornered := bits.OnesCount16(m.spider[k] << off & cornerCells)
		p += cornered * spiderPoints(cornered)
		p += 3 * bits.OnesCount16(m.cat[k]<<off&edgeCells) // cats on the edge
		if w := m.wolp[k]; w != 0 {
			p += m.copied(grid, pts, int(w-1), off, centred)
		}
		if ref.Colour(k) == col {
			s += p
		} else {
			s -= p
		}
	}
	return s
}

// mothPoints is colour k's moth's points: 3 in the centre alone, 2 when
// the other moth is in the centre too (centred: each colour's moth is).
func mothPoints(centred [2]bool, k int) int {
	switch {
	case !centred[k]:
		return 0
	case centred[1-k]:
		return 2
	}
	return 3
}

// spiderPoints is a cornered spider's points when n of its colour's
// spiders are in corners: 2, or 3 for both.
func spiderPoints(n int) int {
	if n == 2 {
		return 3
	}
	return 2
}

// copied is what the Wolpertinger on cell i copies in this frame (ruling
// I1): the best of its orthogonal own neighbours.
func (m *layoutMasks) copied(grid *[16]ref.Card, pts *[16]int8, i int, off uint, centred [2]bool) int {
	k := grid[i].Colour()
	best := 0
	for nb := near4[i] & m.occ[k]; nb != 0; nb &= nb - 1 {
		j := bits.TrailingZeros16(nb)
		at := uint16(1) << (uint(j) + off)
		p := int(pts[j])
		switch grid[j].Rank() {
		case ref.RankMoth:
			p = mothPoints(centred, int(k))
		case ref.RankSpiderA, ref.RankSpiderB:
			p = 0
			if at&cornerCells != 0 {
				p = spiderPoints(bits.OnesCount16(m.spider[k] << off & cornerCells))
			}
		case ref.RankCat:
			p = 0
			if at&edgeCells != 0 {
				p = 3
			}
		}
		best = max(best, p)
	}
	return best
}
