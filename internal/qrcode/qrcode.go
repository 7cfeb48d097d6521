// Package qrcode draws QR codes (rsc.io/qr) for the two places schiri shows
// them: SVG in serve's pages, half blocks in a terminal (serve's host link,
// a Codenames key for the spymaster's phone).
package qrcode

import (
	"fmt"
	"strings"

	"rsc.io/qr"
)

// SVG is text as a QR code in SVG (black modules on white, with the quiet
// zone), or "" if it does not fit in a QR code.
func SVG(text string) string {
	c, err := qr.Encode(text, qr.M)
	if err != nil {
		return ""
	}
	n := c.Size + 8
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" role="img" aria-label="QR"><rect width="%d" height="%d" fill="#fff"/><path fill="#000" d="`, n, n, n, n)
	for y := 0; y < c.Size; y++ {
		for x := 0; x < c.Size; x++ {
			if c.Black(x, y) {
				fmt.Fprintf(&b, "M%d %dh1v1h-1z", x+4, y+4)
			}
		}
	}
	b.WriteString(`"/></svg>`)
	return b.String()
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
