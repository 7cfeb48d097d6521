package rules

import (
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/rules"
	"github.com/charmbracelet/lipgloss"
)

type styles struct {
	title, section, id, dim, ruling, bold lipgloss.Style
	width                                 int
}

func newStyles(f *cli.Factory) styles {
	t := f.Theme()
	return styles{
		title:   t.Title,
		section: t.Section,
		id:      t.Accent,
		dim:     t.Dim,
		ruling:  t.Warn,
		bold:    t.Bold,
		width:   88,
	}
}

// wrap word-wraps paragraphs and keeps list items on their own lines.
func (s styles) wrap(text string) string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		indent := ""
		if strings.HasPrefix(strings.TrimSpace(line), "- ") {
			indent = "  "
		}
		out = append(out, wrapLine(line, s.width, indent))
	}
	return strings.Join(out, "\n")
}

func wrapLine(line string, width int, indent string) string {
	words := strings.Fields(line)
	if len(words) == 0 {
		return ""
	}
	lead := line[:len(line)-len(strings.TrimLeft(line, " "))]
	var b strings.Builder
	col := 0
	b.WriteString(lead)
	col = len(lead)
	for i, w := range words {
		n := len([]rune(w))
		if i > 0 && col+1+n > width {
			b.WriteString("\n" + lead + indent)
			col = len(lead) + len(indent)
		} else if i > 0 {
			b.WriteString(" ")
			col++
		}
		b.WriteString(w)
		col += n
	}
	return b.String()
}

// emphasis turns **bold** spans into bold text (plain without colour).
func (s styles) emphasis(text string) string {
	parts := strings.Split(text, "**")
	if len(parts) < 3 {
		return text
	}
	var b strings.Builder
	for i, p := range parts {
		if i%2 == 1 && i < len(parts)-1 {
			b.WriteString(s.bold.Render(p))
		} else {
			if i%2 == 1 {
				b.WriteString("**")
			}
			b.WriteString(p)
		}
	}
	return b.String()
}

func (s styles) clause(f *cli.Factory, c *rules.Clause) string {
	head := s.section.Render(c.Title) + "  " + s.id.Render(string(c.ID))
	if c.Ruling != "" {
		head += "  " + s.ruling.Render(f.T("rules.ruling_mark", "Name", c.Ruling))
	}
	return head + "\n" + s.emphasis(s.wrap(c.Body))
}
