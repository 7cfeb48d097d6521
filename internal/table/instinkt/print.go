package instinkt

import (
	"strconv"

	"codeberg.org/schiri/schiri/internal/pdf"
	"codeberg.org/schiri/schiri/internal/table"
)

// Prints are Instinkt's kinds of the printable kit (SPEC §9): the scoring
// sheet of a final layout.
var Prints = []table.Print{{
	Name: "instinkt-sheet", Short: "instinkt.print.sheet.short", Long: "instinkt.print.sheet.long",
	Draw: drawSheet,
}}

// sheetRules are the rows of the sheet's table: the card numbers and the
// message key of the animal's brief scoring rule (I1–I6).
var sheetRules = []struct{ number, key string }{
	{"1", "crow"}, {"2", "bat"}, {"3", "moth"}, {"4, 5", "spider"}, {"6", "cat"}, {"7", "owl"},
	{"8", "wolf"}, {"9", "wolpertinger"}, {"10", "deer"}, {"11", "raccoon"}, {"X", "snake"},
}

func drawSheet(in table.PrintInput) ([]byte, error) {
	l := in.L
	d := pdf.New(in.Paper, false, l.T("instinkt.print.sheet.title"), in.Lang)
	d.AddPage()
	x0, y := float64(pdf.Margin), float64(pdf.Margin)
	width := d.W() - 2*pdf.Margin
	d.SetTextColor(0, 0, 0)
	d.SetFont("Helvetica", "B", 14)
	d.Text(x0, y+5, l.T("instinkt.print.sheet.title"))
	d.SetFont("Helvetica", "", 9)
	y = d.Lines(x0, y+8, width, 4, l.T("instinkt.print.sheet.hint")) + 4
	gx, gy := x0+sheetLabel, y+sheetLabel
	sheetLayout(d, l, x0, gx, gy)
	tx := gx + 4*sheetCell + 6
	sheetResult(d, l, tx, gy, x0+width-tx)
	sheetRuleTable(d, l, x0, gy+4*sheetCell+8, width)
	return d.Bytes()
}

// The layout's cell and the width of its row and column numbers (mm).
const sheetCell, sheetLabel = 27.0, 5.0

// sheetLayout draws the layout at gx, gy: 4×4 cells with the record's
// row and column numbers (left of x0 + label), a line for the card and a
// box for its points.
func sheetLayout(d *pdf.Doc, l table.Localizer, x0, gx, gy float64) {
	const cell = sheetCell
	d.SetFont("Helvetica", "B", 8)
	for i := 0; i < 4; i++ {
		d.Centered(gx+float64(i)*cell+cell/2, gy-1.5, strconv.Itoa(i))
		d.Text(x0, gy+float64(i)*cell+cell/2+1, strconv.Itoa(i))
	}
	for r := 0; r < 4; r++ {
		for c := 0; c < 4; c++ {
			cx, cy := gx+float64(c)*cell, gy+float64(r)*cell
			d.SetDrawColor(0, 0, 0)
			d.SetLineWidth(0.4)
			if (r == 1 || r == 2) && (c == 1 || c == 2) { // the centre (moth)
				d.SetFillColor(240, 240, 240)
				d.Rect(cx, cy, cell, cell, "FD")
			} else {
				d.Rect(cx, cy, cell, cell, "D")
			}
			d.SetLineWidth(0.15)
			d.SetFont("Helvetica", "", 6)
			d.SetTextColor(90, 90, 90)
			d.Text(cx+1.5, cy+3.5, l.T("instinkt.print.sheet.card"))
			d.Rect(cx+cell-11, cy+cell-8, 9.5, 6.5, "D")
			d.Text(cx+cell-11, cy+cell-9, l.T("instinkt.print.sheet.points"))
			d.SetTextColor(0, 0, 0)
		}
	}
}

// sheetResult draws the result table at tx, gy, tw wide: white and black.
func sheetResult(d *pdf.Doc, l table.Localizer, tx, gy, tw float64) {
	rowH := 7.0
	colW := tw / 3
	d.SetFont("Helvetica", "B", 9)
	d.Text(tx, gy-1.5, l.T("instinkt.print.sheet.result"))
	rowsOf := []string{"instinkt.print.sheet.total", "instinkt.print.sheet.scored", "instinkt.print.sheet.hand", "instinkt.print.sheet.winner"}
	d.SetLineWidth(0.3)
	for i, key := range append([]string{""}, rowsOf...) {
		ry := gy + float64(i)*rowH
		d.Rect(tx, ry, colW, rowH, "D")
		d.Rect(tx+colW, ry, colW, rowH, "D")
		d.Rect(tx+2*colW, ry, colW, rowH, "D")
		if i == 0 {
			d.SetFont("Helvetica", "B", 8)
			d.Centered(tx+colW*1.5, ry+rowH-2.2, l.T("instinkt.print.sheet.white"))
			d.Centered(tx+colW*2.5, ry+rowH-2.2, l.T("instinkt.print.sheet.black"))
			continue
		}
		d.Fit("", 7, l.T(key), colW-2)
		d.Text(tx+1, ry+rowH-2.2, l.T(key))
	}
	d.SetFont("Helvetica", "", 7)
	d.Lines(tx, gy+5*rowH+4, tw, 3.2, l.T("instinkt.print.sheet.ties"))
}

// sheetRuleTable draws each card's scoring rule in brief from y down.
func sheetRuleTable(d *pdf.Doc, l table.Localizer, x0, y, width float64) {
	d.SetFont("Helvetica", "B", 10)
	d.Text(x0, y, l.T("instinkt.print.sheet.rules"))
	y += 3
	numW, animalW := 12.0, 30.0
	ruleW := width - numW - animalW
	for i, r := range sheetRules {
		d.SetFont("Helvetica", "", 8)
		lines := len(d.Wrap(l.T("instinkt.print.rule."+r.key), ruleW-3))
		h := max(6, float64(lines)*3.6+2.4)
		if i%2 == 0 {
			d.SetFillColor(245, 245, 245)
			d.Rect(x0, y, width, h, "F")
		}
		d.SetFont("Helvetica", "B", 8)
		d.Text(x0+1.5, y+4.2, r.number)
		d.Text(x0+numW, y+4.2, l.T("instinkt.print.animal."+r.key))
		d.SetFont("Helvetica", "", 8)
		d.Lines(x0+numW+animalW, y+1.2, ruleW-3, 3.6, l.T("instinkt.print.rule."+r.key))
		y += h
	}
}
