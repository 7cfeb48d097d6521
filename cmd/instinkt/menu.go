package instinkt

import (
	"fmt"
	"os"
	"strings"

	ti "codeberg.org/schiri/schiri/internal/table/instinkt"

	"codeberg.org/schiri/schiri/cmd/menu/item"
	"codeberg.org/schiri/schiri/internal/cli"
	"github.com/charmbracelet/huh"
)

// Menu is Instinkt's entry in the interactive menu: its actions, with the
// layout of the latest game on top.
func Menu() item.Game {
	return item.Game{Key: "instinkt.title", Actions: []item.Action{
		{Key: "instinkt.menu.play", Args: []string{"instinkt", "play"}, Shows: true, Resume: "instinkt"},
		coachActions()[0],
		{Key: "instinkt.menu.score", Args: []string{"instinkt", "score"}, Inputs: []item.Input{{Key: "instinkt.menu.ask.layout", File: true}}, Ask: askLayout},
		{Key: "instinkt.menu.check", Args: []string{"instinkt", "check"}, Inputs: []item.Input{{Key: "instinkt.menu.ask.layout", File: true}}, Ask: askLayout},
		{Key: "instinkt.menu.replay", Args: []string{"instinkt", "replay"}, Inputs: []item.Input{{Key: "menu.ask.record", File: true}}},
		{Key: "instinkt.menu.moves", Args: []string{"instinkt", "moves"}, Inputs: []item.Input{{Key: "instinkt.menu.ask.layout", File: true}, {Key: "instinkt.menu.ask.card", Flag: "card"}}},
		coachActions()[1],
		coachActions()[2],
		// the printable kit (SPEC §9): a PDF in the current directory
		{Key: "instinkt.print.menu_sheet", Args: []string{"print", "instinkt-sheet"}, Inputs: []item.Input{item.Paper()}},
	}, Status: menuStatus}
}

// menuStatus is what the menu shows above Instinkt's actions.
func menuStatus(f *cli.Factory) {
	if s := LayoutStatus(f); s != "" {
		_ = f.Print(s)
	}
}

// LayoutStatus is the layout of the most recent Instinkt game at the table
// and what is due, as the interactive menu shows it on top; "" when there
// is no such game (or it cannot be read: `instinkt play` says why).
func LayoutStatus(f *cli.Factory) string {
	id, err := f.Table().Latest(kind)
	if err != nil {
		return ""
	}
	_, g, err := ti.Load(svc(f), id)
	if err != nil {
		return ""
	}
	var b strings.Builder
	b.WriteString(f.T("instinkt.menu.game", "Game", id) + "\n")
	b.WriteString(newStyles(f).boardGrid(g.Board(), nil))
	b.WriteString(statusText(f, g, true))
	return b.String()
}

// askLayout asks for a layout: a file, or typed in as four rows of four
// cards (and the hands, for the last tiebreak), which the menu writes to a
// temporary layout file for the command (removed after it). The rows are
// counted from 0, as the score grid and check then name them.
func askLayout(f *cli.Factory, a item.Action) ([]string, error) {
	how := "type"
	if err := f.RunForm(huh.NewForm(huh.NewGroup(
		huh.NewSelect[string]().Title(f.T("instinkt.menu.ask.layout_how")).Options(
			huh.NewOption(f.T("instinkt.menu.choice.layout_type"), "type"),
			huh.NewOption(f.T("instinkt.menu.choice.layout_file"), "file"),
		).Value(&how),
	)), cli.EscCancels()); err != nil {
		return nil, err
	}
	if how == "file" {
		return item.Ask(f, a)
	}
	rows := make([]string, 4)
	hands := make([]string, 2)
	var fields []huh.Field
	for i := range rows {
		fields = append(fields, huh.NewInput().Title(f.T("instinkt.menu.ask.layout_row", "Row", i)).
			Placeholder("W1 B8 W3 W7").Value(&rows[i]).Validate(func(s string) error {
			if n := len(strings.Fields(s)); n != 4 {
				return item.Invalid(f.T("instinkt.menu.error.four_cards", "Count", n))
			}
			return nil
		}))
	}
	for i, colour := range []string{"white", "black"} {
		fields = append(fields, huh.NewInput().Title(f.T("instinkt.menu.ask.layout_hand_"+colour)).Value(&hands[i]))
	}
	if err := f.RunForm(huh.NewForm(huh.NewGroup(fields...)), cli.EscCancels()); err != nil {
		return nil, err
	}
	var b strings.Builder
	for _, r := range rows {
		b.WriteString(strings.Join(strings.Fields(r), " ") + "\n")
	}
	for _, h := range hands {
		if strings.TrimSpace(h) != "" {
			b.WriteString("hand " + strings.Join(strings.Fields(h), " ") + "\n")
		}
	}
	fh, err := os.CreateTemp("", "schiri-layout-*.txt")
	if err != nil {
		return nil, err
	}
	mem := item.MemoryOf(f)
	mem.Temp = append(mem.Temp, fh.Name())
	if _, err := fh.WriteString(b.String()); err != nil {
		_ = fh.Close()
		return nil, err
	}
	if err := fh.Close(); err != nil {
		return nil, err
	}
	fmt.Fprint(f.IO.ErrOut, b.String())
	return append(append([]string(nil), a.Args...), fh.Name()), nil
}
