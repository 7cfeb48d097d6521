package codenames

import (
	"strconv"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/safetext"
	cn "codeberg.org/schiri/schiri/referee/codenames"
	"github.com/charmbracelet/lipgloss"
)

// styles are the text styles of the codenames commands. Without colour (not
// a terminal, --no-color, NO_COLOR) they render plain text, and every cell
// still carries its letter, so the output reads without colour.
type styles struct {
	title, dim, bold, warn lipgloss.Style
	plain                  bool                       // no colour: trailing padding is dropped
	fill                   map[cn.Card]lipgloss.Style // uncovered cards and the key
	ink                    map[cn.Card]lipgloss.Style // covered cards under --key
}

func newStyles(f *cli.Factory) styles {
	t := f.Theme()
	teams := func(m map[string]lipgloss.Style) map[cn.Card]lipgloss.Style {
		out := make(map[cn.Card]lipgloss.Style, 4)
		for _, c := range []cn.Card{cn.CardRed, cn.CardBlue, cn.CardNeutral, cn.CardAssassin} {
			out[c] = m[c.String()] // the theme names teams as the cards do
		}
		return out
	}
	return styles{
		plain: !f.Color(),
		title: t.Bold,
		dim:   t.Dim,
		bold:  t.Bold,
		warn:  t.Bad,
		fill:  teams(t.Fill),
		ink:   teams(t.Ink),
	}
}

// cell is one card as a grid shows it.
type cell struct {
	card    cn.Card
	word    string
	shown   bool // the card's colour is shown (the key, or an uncovered card)
	covered bool // the card is still face down (only with shown: --key)
}

// mark is the letter in front of a word: R/B/N/A for a card whose colour is
// open, r/b/n/a for a covered card under --key, "·" for a covered card.
func (c cell) mark() string {
	switch {
	case !c.shown:
		return "·"
	case c.covered:
		return strings.ToLower(string(c.card.Letter()))
	}
	return string(c.card.Letter())
}

// grid renders cells row by row, every column as wide as the widest cell.
func (s styles) grid(cells []cell, cols int) string {
	width := 0
	for i := range cells { // words come from files and saves
		cells[i].word = safetext.Escape(cells[i].word)
	}
	for _, c := range cells {
		width = max(width, lipgloss.Width(c.mark()+" "+c.word))
	}
	var b strings.Builder
	for i, c := range cells {
		text := c.mark()
		if c.word != "" {
			text += " " + c.word
		}
		text = " " + text + strings.Repeat(" ", width-lipgloss.Width(text)) + " "
		switch {
		case c.shown && !c.covered:
			text = s.fill[c.card].Render(text)
		case c.shown:
			text = s.ink[c.card].Render(text)
		}
		if i%cols > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(text)
		if i%cols == cols-1 {
			if s.plain {
				trimmed := strings.TrimRight(b.String(), " ")
				b.Reset()
				b.WriteString(trimmed)
			}
			b.WriteByte('\n')
		}
	}
	return b.String()
}

func itoa(n int) string { return strconv.Itoa(n) }
