package instinkt

import (
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
)

// LayoutStatus is the layout of the most recent Instinkt game at the table
// and what is due, as the interactive menu shows it on top; "" when there
// is no such game (or it cannot be read: `instinkt play` says why).
func LayoutStatus(f *cli.Factory) string {
	id, err := f.Store().Latest(kind)
	if err != nil {
		return ""
	}
	var s savedGame
	if _, err := f.Store().Load(kind, id, &s); err != nil {
		return ""
	}
	g, err := s.rebuild()
	if err != nil {
		return ""
	}
	var b strings.Builder
	b.WriteString(f.T("menu.instinkt.game", "Game", id) + "\n")
	b.WriteString(newStyles(f).boardGrid(g.Board(), nil))
	b.WriteString(statusText(f, g, true))
	return b.String()
}
