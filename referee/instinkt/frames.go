package instinkt

import "math/bits"

// EachFrame calls fn with every 4×4 frame that holds the whole layout, each
// row-major with NoCard on empty cells, and returns how many there were (0
// on an empty layout). A layout of h×w cards lies in (5−h)·(5−w) frames:
// the ways it may still end up on the final 4×4. The grid passed to fn is
// reused between calls.
func (b *Board) EachFrame(fn func(grid *[16]Card)) int {
	if b.occ == 0 {
		return 0
	}
	rows, cols := rowBits(b.occ), colBits(b.occ)
	rmin, rmax := bits.TrailingZeros8(rows), bits.Len8(rows)-1
	cmin, cmax := bits.TrailingZeros8(cols), bits.Len8(cols)-1
	var grid [16]Card
	n := 0
	for tr := rmax - 3; tr <= rmin; tr++ {
		for tc := cmax - 3; tc <= cmin; tc++ {
			for r := 0; r < 4; r++ {
				for c := 0; c < 4; c++ {
					rr, cc := tr+r, tc+c
					if inGrid(rr, cc) {
						grid[r*4+c] = b.cells[rr*gridSize+cc]
					} else {
						grid[r*4+c] = NoCard
					}
				}
			}
			fn(&grid)
			n++
		}
	}
	return n
}

// Corner is the layout in the top-left corner of a 4×4 grid, row-major
// with NoCard on empty cells, and its height and width (0, 0 for an empty
// layout). Shifted by (dr, dc) with 0 ≤ dr ≤ 4−rows and 0 ≤ dc ≤ 4−cols
// it gives each frame EachFrame gives.
func (b *Board) Corner() (grid [16]Card, rows, cols int) {
	if b.occ == 0 {
		return grid, 0, 0
	}
	rb, cb := rowBits(b.occ), colBits(b.occ)
	r0, c0 := bits.TrailingZeros8(rb), bits.TrailingZeros8(cb)
	for occ := b.occ; occ != 0; occ &= occ - 1 {
		i := bits.TrailingZeros64(occ)
		grid[(i/gridSize-r0)*4+i%gridSize-c0] = b.cells[i]
	}
	return grid, span(rb), span(cb)
}
