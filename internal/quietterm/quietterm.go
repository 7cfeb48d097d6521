// Package quietterm stops schiri from querying the terminal at start-up.
//
// Bubble Tea v1 (used by huh) asks Lip Gloss in an init function whether the
// terminal has a dark background. On a terminal that makes Lip Gloss send an
// OSC 11 query and wait for the answer: a round trip on every invocation,
// even `schiri --version`, and up to five seconds on a pseudo-terminal that
// never answers. This package tells Lip Gloss the answer first, from the
// COLORFGBG convention when the terminal sets it (dark otherwise), so nothing
// is ever asked.
//
// It works because Go initializes packages in import-path order among those
// whose imports are ready (Go spec, "Package initialization"): this package
// and github.com/charmbracelet/bubbletea both wait for lipgloss, and
// "codeberg.org/…" sorts before "github.com/…". The start-up test in cmd
// checks that no query is sent.
package quietterm

import (
	"os"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
)

func init() {
	lipgloss.SetHasDarkBackground(dark(os.Getenv("COLORFGBG")))
}

// dark reads COLORFGBG ("fg;bg" or "fg;default;bg"): background colours 7
// and 9–15 are light ones; anything else, or no variable, counts as dark.
func dark(colorfgbg string) bool {
	parts := strings.Split(colorfgbg, ";")
	bg, err := strconv.Atoi(parts[len(parts)-1])
	if err != nil {
		return true
	}
	return !(bg == 7 || (bg >= 9 && bg <= 15))
}
