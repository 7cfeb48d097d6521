package kodiak

import (
	"strconv"
	"strings"

	"codeberg.org/schiri/schiri/cmd/menu/item"
	"codeberg.org/schiri/schiri/internal/cli"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	"github.com/charmbracelet/huh"
)

// Menu is Kodiak's entry in the interactive menu: its actions, the
// standings on top, and New first when no game goes on.
func Menu() item.Game {
	return item.Game{Key: "kodiak.title", Actions: []item.Action{
		{Key: "kodiak.menu.round", Args: []string{"kodiak", "round"}, Shows: true},
		{Key: "kodiak.menu.new", Args: []string{"kodiak", "new"}, Inputs: []item.Input{
			{Key: "kodiak.menu.ask.players", Flag: "players"},
			{Key: "menu.ask.name", Flag: "name", Opt: true},
			{Key: "kodiak.menu.ask.cycles", Flag: "cycles", Opt: true, Check: checkCycles},
			{Key: "kodiak.menu.ask.youngest", Flag: "youngest", Opt: true, Check: checkYoungest},
		}, Shows: true, Next: "kodiak.menu.round"},
		{Key: "kodiak.menu.status", Args: []string{"kodiak", "status"}, Shows: true},
		{Key: "kodiak.menu.history", Args: []string{"kodiak", "history"}},
		{Key: "kodiak.menu.undo", Args: []string{"kodiak", "undo"}, Shows: true, Ask: confirmUndo},
		{Key: "kodiak.menu.list", Args: []string{"kodiak", "list"}},
		{Key: "kodiak.menu.score", Args: []string{"kodiak", "score"}, Inputs: []item.Input{{Key: "kodiak.menu.ask.sheet", File: true}}},
		// the printable kit (SPEC §9): a PDF in the current directory
		{Key: "kodiak.print.menu_pad", Args: []string{"print", "kodiak-pad"}, Inputs: []item.Input{
			{Key: "kodiak.menu.ask.players", Flag: "players"},
			{Key: "kodiak.menu.ask.cycles", Flag: "cycles", Opt: true},
			{Key: "kodiak.menu.ask.youngest", Flag: "youngest", Opt: true},
			item.Paper(),
		}},
	}, Status: menuStatus, Playing: Playing, New: "kodiak.menu.new"}
}

// menuStatus is what the menu shows above Kodiak's actions: the standings
// and a round left half entered.
func menuStatus(f *cli.Factory) {
	if RunStatus(&GameOptions{F: f}) != nil {
		return // no game yet: nothing to show
	}
	if note := DraftNote(f); note != "" {
		_ = f.Print(note + "\n")
	}
}

// confirmUndo asks before the last round is taken back: one Enter must not
// delete a round (the default is no).
func confirmUndo(f *cli.Factory, a item.Action) ([]string, error) {
	id, rounds, ok := LastRound(f)
	if !ok || rounds == 0 {
		return a.Args, nil // the command says why there is nothing to take back
	}
	yes := false
	if err := f.RunForm(huh.NewForm(huh.NewGroup(
		f.Confirm(huh.NewConfirm().Title(f.T("kodiak.menu.confirm_undo", "Round", rounds, "Game", id)).
			Affirmative(f.T("core.yes")).Negative(f.T("core.no")).Value(&yes)),
	)), cli.EscCancels()); err != nil {
		return nil, err
	}
	if !yes {
		return nil, cli.ErrCancel // back to the actions, nothing changed
	}
	return a.Args, nil
}

// checkCycles refuses what `kodiak new --cycles` would, in words about the
// menu's field (issue 32.13: the menu named the flag).
func checkCycles(f *cli.Factory, typed string, _ func(string) string) error {
	if n, err := strconv.Atoi(typed); err != nil || n < 1 || n > referee.MaxCycles {
		return item.Invalid(f.T("kodiak.menu.cycles_invalid", "Token", typed, "Max", referee.MaxCycles))
	}
	return nil
}

// checkYoungest refuses a youngest player who is not one of the players
// typed above, as `kodiak new --youngest` would.
func checkYoungest(f *cli.Factory, typed string, value func(string) string) error {
	var players []string
	for _, p := range strings.Split(value("players"), ",") {
		if p = strings.TrimSpace(p); p != "" {
			if referee.SameName(p, typed) {
				return nil
			}
			players = append(players, p)
		}
	}
	return item.Invalid(f.T("kodiak.menu.youngest_unknown", "Token", typed, "Players", strings.Join(players, ", ")))
}
