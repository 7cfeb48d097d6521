package cli

import "github.com/charmbracelet/lipgloss"

// Theme is schiri's one palette, as gh's ColorScheme: every command styles
// its text with these roles and never picks a colour of its own (a test
// keeps colour literals out of cmd/). Without colour (not a terminal,
// --no-color, NO_COLOR, --json) every style renders plain text, so nothing
// may depend on colour alone: cards and teams always carry a letter.
type Theme struct {
	Title   lipgloss.Style // a screen's heading
	Section lipgloss.Style // a heading inside a screen (a rule clause's title)
	Bold    lipgloss.Style
	Dim     lipgloss.Style // secondary text, borders, empty cells
	Accent  lipgloss.Style // clause IDs, the top card of a pile
	Good    lipgloss.Style // accepted, legal, points won
	Bad     lipgloss.Style // refused, errors, points lost (bold)
	Warn    lipgloss.Style // warnings and rulings (bold)
	Mark    lipgloss.Style // who or what to watch: the player on turn, a legal cell
	Light   lipgloss.Style // light (white) cards
	Dark    lipgloss.Style // dark (black) cards
	// Fill and Ink colour the teams ("red", "blue", "neutral",
	// "assassin"): Fill as a card's background, Ink as text.
	Fill, Ink map[string]lipgloss.Style
}

// Theme returns the palette for stdout, built once per invocation.
func (f *Factory) Theme() *Theme {
	if f.theme == nil {
		f.theme = newTheme(f.Renderer())
	}
	return f.theme
}

func newTheme(r *lipgloss.Renderer) *Theme {
	fg := func(c string) lipgloss.Style { return r.NewStyle().Foreground(lipgloss.Color(c)) }
	bg := func(back, fore string) lipgloss.Style {
		return r.NewStyle().Background(lipgloss.Color(back)).Foreground(lipgloss.Color(fore)).Bold(true)
	}
	return &Theme{
		Title:   fg("212").Bold(true),
		Section: fg("75").Bold(true),
		Bold:    r.NewStyle().Bold(true),
		Dim:     r.NewStyle().Faint(true),
		Accent:  fg("39"),
		Good:    fg("42"),
		Bad:     fg("203").Bold(true),
		Warn:    fg("214").Bold(true),
		Mark:    fg("214"),
		Light:   fg("231").Bold(true),
		Dark:    fg("214").Bold(true),
		Fill: map[string]lipgloss.Style{
			"red": bg("160", "231"), "blue": bg("25", "231"),
			"neutral": bg("223", "16"), "assassin": bg("16", "231"),
		},
		Ink: map[string]lipgloss.Style{
			"red": fg("160"), "blue": fg("33"), "neutral": fg("180"), "assassin": fg("245"),
		},
	}
}
