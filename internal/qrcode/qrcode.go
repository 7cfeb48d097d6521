// Package qrcode draws QR codes (rsc.io/qr) for the two places schiri shows
// them: SVG in serve's pages, half blocks in a terminal (serve's host link,
// a key grid for the spymaster's phone).
package qrcode

import (
	"fmt"
	"strings"

	"rsc.io/qr"
)

// SVG is text as a QR code in SVG (black modules on white, with a quiet
// zone of four modules), or "" if it does not fit in a QR code. It is
// compact, for a page that shows dozens of them: one path whose pieces are
// the horizontal runs of dark modules, each a stroke one module wide,
// written relative to the end of the one before.
func SVG(text string) string {
	c, err := qr.Encode(text, qr.L)
	if err != nil {
		return ""
	}
	n := c.Size + 8
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" role="img" aria-label="QR"><rect width="%d" height="%d" fill="#fff"/><path stroke="#000" shape-rendering="crispEdges" d="`, n, n, n, n)
	first := true
	px, py := 0, 0 // where the pen is: the end of the last run
	for _, r := range Runs(c) {
		if first {
			fmt.Fprintf(&b, "M%d %d.5", r.X+4, r.Y+4)
			first = false
		} else {
			fmt.Fprintf(&b, "m%d %d", r.X-px, r.Y-py)
		}
		fmt.Fprintf(&b, "h%d", r.Len)
		px, py = r.X+r.Len, r.Y
	}
	b.WriteString(`"/></svg>`)
	return b.String()
}

// Run is a horizontal run of dark modules: Len modules from column X of
// row Y (without the quiet zone).
type Run struct{ X, Y, Len int }

// Runs are the horizontal runs of dark modules of a code, row by row.
func Runs(c *qr.Code) []Run {
	var out []Run
	for y := 0; y < c.Size; y++ {
		for x := 0; x < c.Size; {
			if !c.Black(x, y) {
				x++
				continue
			}
			start := x
			for x < c.Size && c.Black(x, y) {
				x++
			}
			out = append(out, Run{X: start, Y: y, Len: x - start})
		}
	}
	return out
}

// Text is text as a QR code for a terminal: two modules per character
// with half blocks, dark on light (a full block is a light pair), with a
// quiet zone; "" if it does not fit in a QR code. Its width in columns is
// the length in runes of its first line.
func Text(text string) string {
	c, err := qr.Encode(text, qr.L)
	if err != nil {
		return ""
	}
	black := func(x, y int) bool { return x >= 0 && y >= 0 && x < c.Size && y < c.Size && c.Black(x, y) }
	var b strings.Builder
	for y := -2; y < c.Size+2; y += 2 {
		for x := -2; x < c.Size+2; x++ {
			top, bottom := black(x, y), black(x, y+1)
			switch {
			case top && bottom:
				b.WriteString(" ")
			case top:
				b.WriteString("▄")
			case bottom:
				b.WriteString("▀")
			default:
				b.WriteString("█")
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}
