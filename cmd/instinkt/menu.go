package instinkt

import (
	ti "codeberg.org/schiri/schiri/internal/table/instinkt"
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
	_, g, err := ti.Load(svc(f), id)
	if err != nil {
		return ""
	}
	var b strings.Builder
	b.WriteString(f.T("menu.instinkt.game", "Game", id) + "\n")
	b.WriteString(newStyles(f).boardGrid(g.Board(), nil))
	b.WriteString(statusText(f, g, true))
	return b.String()
}
