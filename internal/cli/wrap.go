package cli

import (
	"io"
	"os"
	"strings"

	"github.com/charmbracelet/x/ansi"
	"golang.org/x/term"
)

// WrapFor wraps s at word boundaries to the width of the terminal w writes
// to, when it is one, so that the terminal never breaks a long line inside
// a word ("besid/e", "(ru/le …)"). Lines that fit, and anything written to
// a file or a pipe, are left as they are.
func WrapFor(w io.Writer, s string) string {
	f, ok := w.(*os.File)
	if !ok {
		return s
	}
	width, _, err := term.GetSize(int(f.Fd()))
	if err != nil || width < 20 {
		return s
	}
	lines := strings.Split(s, "\n")
	for i, line := range lines {
		if ansi.StringWidth(line) > width {
			lines[i] = wrapLine(line, width)
		}
	}
	return strings.Join(lines, "\n")
}

// wrapLine breaks line at spaces only (never at a hyphen: "h9-d4" is one
// move), each piece at most width columns; a word longer than width stays
// whole on a line of its own.
func wrapLine(line string, width int) string {
	var b strings.Builder
	col := 0
	for i, word := range strings.Split(line, " ") {
		w := ansi.StringWidth(word)
		switch {
		case i == 0:
		case col+1+w > width:
			b.WriteString("\n")
			col = 0
		default:
			b.WriteString(" ")
			col++
		}
		b.WriteString(word)
		col += w
	}
	return b.String()
}
