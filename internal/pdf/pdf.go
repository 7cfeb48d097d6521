// Package pdf draws schiri's printable kit (SPEC §9) on go-pdf/fpdf: the
// paper sizes, text in the PDF's code page (umlauts included), QR codes as
// vector squares, cut marks, and a document whose bytes depend only on
// what is drawn (no creation time, a fixed producer), so the same command
// and seed give the same PDF. It knows no game.
package pdf

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"
	"golang.org/x/text/encoding/charmap"
	"rsc.io/qr"
)

// Paper is a sheet size in millimetres (portrait).
type Paper struct {
	Name string
	W, H float64
}

// The papers schiri prints on.
var (
	A4     = Paper{"a4", 210, 297}
	Letter = Paper{"letter", 215.9, 279.4}
)

// Papers are the names --paper takes.
var Papers = []string{"a4", "letter"}

// ParsePaper reads a paper name (case-insensitive); ok is false for an
// unknown one.
func ParsePaper(s string) (Paper, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "a4", "":
		return A4, true
	case "letter":
		return Letter, true
	}
	return Paper{}, false
}

// Margin is the space left blank around a page's content, in millimetres:
// printers do not print to the edge.
const Margin = 10.0

// Doc is one PDF being drawn: fpdf in millimetres on a paper, Helvetica in
// the code page cp1252.
type Doc struct {
	*fpdf.Fpdf
	Paper     Paper
	Landscape bool
}

// fixedTime stands for the creation and change time, which the document
// leaves out (Bytes blanks them): no clock reaches the bytes.
var fixedTime = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// New starts a document on paper, portrait or landscape, with the title
// and language given (the PDF's metadata).
func New(paper Paper, landscape bool, title, lang string) *Doc {
	orient := "P"
	if landscape {
		orient = "L"
	}
	f := fpdf.NewCustom(&fpdf.InitType{OrientationStr: orient, UnitStr: "mm", Size: fpdf.SizeType{Wd: paper.W, Ht: paper.H}})
	f.SetCreationDate(fixedTime)
	f.SetModificationDate(fixedTime)
	f.SetProducer("schiri", true)
	f.SetCreator("schiri", true)
	f.SetTitle(title, true)
	f.SetLang(lang)
	f.SetCatalogSort(true)
	f.SetCompression(true)
	f.SetAutoPageBreak(false, 0)
	f.SetMargins(Margin, Margin, Margin)
	f.SetFont("Helvetica", "", 10)
	return &Doc{Fpdf: f, Paper: paper, Landscape: landscape}
}

// W and H are the page's width and height as it lies.
func (d *Doc) W() float64 {
	if d.Landscape {
		return d.Paper.H
	}
	return d.Paper.W
}

// H is the page's height as it lies.
func (d *Doc) H() float64 {
	if d.Landscape {
		return d.Paper.W
	}
	return d.Paper.H
}

// T is s in the document's code page (cp1252: German and most Western
// European letters); a rune it lacks becomes "?".
func T(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		if r < 0x80 {
			b.WriteRune(r)
			continue
		}
		if c, ok := charmap.Windows1252.EncodeRune(r); ok {
			b.WriteByte(c)
			continue
		}
		switch r {
		case '−', '‐', '‑': // minus and hyphens: the hyphen-minus
			b.WriteByte('-')
		case '\u202f': // the narrow no-break space
			b.WriteByte(' ')
		default:
			b.WriteByte('?')
		}
	}
	return b.String()
}

// Text writes s (UTF-8) with its baseline at x, y.
func (d *Doc) Text(x, y float64, s string) { d.Fpdf.Text(x, y, T(s)) }

// Width is the width of s (UTF-8) in the current font.
func (d *Doc) Width(s string) float64 { return d.GetStringWidth(T(s)) }

// Centered writes s centred on x with its baseline at y.
func (d *Doc) Centered(x, y float64, s string) { d.Text(x-d.Width(s)/2, y, s) }

// Fit sets the font size to at most size points so that s fits in w.
func (d *Doc) Fit(style string, size float64, s string, w float64) {
	d.SetFont("Helvetica", style, size)
	if tw := d.Width(s); tw > w && tw > 0 {
		d.SetFont("Helvetica", style, size*w/tw)
	}
}

// Wrap breaks text (UTF-8) into lines no wider than w in the current
// font, at spaces; a word wider than w stands on a line of its own.
func (d *Doc) Wrap(text string, w float64) []string {
	var lines []string
	for _, para := range strings.Split(text, "\n") {
		line := ""
		for _, word := range strings.Fields(para) {
			switch {
			case line == "":
				line = word
			case d.Width(line+" "+word) <= w:
				line += " " + word
			default:
				lines = append(lines, line)
				line = word
			}
		}
		lines = append(lines, line)
	}
	return lines
}

// Lines writes text in a column of width w from x, y (the top of the
// first line), wrapping at spaces, each line lh apart; it returns the y
// below the last line.
func (d *Doc) Lines(x, y, w, lh float64, text string) float64 {
	for _, line := range d.Wrap(text, w) {
		d.Text(x, y+lh*0.75, line)
		y += lh
	}
	return y
}

// QR draws text as a QR code of size×size millimetres (its quiet zone of
// two modules included) with its top left at x, y: one filled rectangle
// per horizontal run of dark modules, so it stays sharp at any scale. It
// fails when the text does not fit in a QR code.
func (d *Doc) QR(x, y, size float64, text string) error {
	c, err := qr.Encode(text, qr.M)
	if err != nil {
		return err
	}
	m := size / float64(c.Size+4)
	d.SetFillColor(0, 0, 0)
	for row := 0; row < c.Size; row++ {
		for col := 0; col < c.Size; {
			if !c.Black(col, row) {
				col++
				continue
			}
			start := col
			for col < c.Size && c.Black(col, row) {
				col++
			}
			// a hair wider and taller, so no seam shows between modules
			d.Rect(x+float64(start+2)*m, y+float64(row+2)*m, float64(col-start)*m+0.01, m+0.01, "F")
		}
	}
	return nil
}

// CutMarks draws short lines at the corners of a w×h rectangle at x, y,
// outside it, to cut along.
func (d *Doc) CutMarks(x, y, w, h float64) {
	const gap, l = 1.0, 3.0
	d.SetDrawColor(0, 0, 0)
	d.SetLineWidth(0.15)
	for _, cx := range []float64{x, x + w} {
		for _, cy := range []float64{y, y + h} {
			dx, dy := -1.0, -1.0
			if cx > x {
				dx = 1
			}
			if cy > y {
				dy = 1
			}
			d.Line(cx+dx*gap, cy, cx+dx*(gap+l), cy)
			d.Line(cx, cy+dy*gap, cx, cy+dy*(gap+l))
		}
	}
}

// dates are the info dictionary's time entries.
var dates = regexp.MustCompile(`/(CreationDate|ModDate) \(D:\d{14}\)`)

// Bytes finishes the document: its bytes, with the info dictionary's times
// blanked out (replaced by as many spaces, so every offset stays right).
func (d *Doc) Bytes() ([]byte, error) {
	var buf bytes.Buffer
	if err := d.Output(&buf); err != nil {
		return nil, fmt.Errorf("pdf: %w", err)
	}
	b := buf.Bytes()
	// the info dictionary, after every page and outside every compressed
	// stream, starts with the producer
	tail := max(0, bytes.LastIndex(b, []byte("/Producer ")))
	blank := dates.ReplaceAllFunc(b[tail:], func(m []byte) []byte { return bytes.Repeat([]byte{' '}, len(m)) })
	copy(b[tail:], blank)
	return b, nil
}

// Grid places n cells of w×h millimetres on pages: as many columns and
// rows as fit between the margins below top, centred across. Place calls
// page for each new page (before its first cell) and cell for each cell
// with its top left corner.
func (d *Doc) Grid(n int, top, w, h float64, page func(first int), cell func(i int, x, y float64)) {
	cols := max(1, int((d.W()-2*Margin)/w))
	rows := max(1, int((d.H()-Margin-top)/h))
	x0 := (d.W() - float64(cols)*w) / 2
	per := cols * rows
	for i := 0; i < n; i++ {
		if i%per == 0 {
			d.AddPage()
			page(i)
		}
		k := i % per
		cell(i, x0+float64(k%cols)*w, top+float64(k/cols)*h)
	}
}

// Pages counts the pages of a PDF that Bytes made.
func Pages(b []byte) int {
	return bytes.Count(b, []byte("/Type /Page\n")) + bytes.Count(b, []byte("/Type /Page ")) - bytes.Count(b, []byte("/Type /Pages "))
}
