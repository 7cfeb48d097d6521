package instinkt

import (
	"codeberg.org/schiri/schiri/cmd/menu/item"
	"codeberg.org/schiri/schiri/internal/cli"
	"github.com/charmbracelet/huh"
)

// The coach in the menu: "What would you play?" beside the live referee,
// "Review the game" for a saved one, "Play against schiri".

// colourInput asks for a colour (--as).
var colourInput = item.Input{Key: "instinkt.menu.ask_colour", Flag: "as", Choices: []item.Choice{
	{Key: "instinkt.colour.white", Value: "white"}, {Key: "instinkt.colour.black", Value: "black"},
}}

// coachActions are the menu's entries of the coach.
func coachActions() []item.Action {
	return []item.Action{
		{Key: "instinkt.menu.hint", Args: []string{"instinkt", "hint"}, Ask: askHint,
			Inputs: []item.Input{colourInput, {Key: "instinkt.menu.ask_hand", Flag: "hand"}}},
		{Key: "instinkt.menu.review", Args: []string{"instinkt", "review"}, Ask: askSaved},
		{Key: "instinkt.menu.against", Args: []string{"instinkt", "play", "--against", "schiri"}, Shows: true,
			Inputs: []item.Input{colourInput}},
	}
}

// askHint asks for the colour and the hand, for the game at the table now
// (the latest saved game).
func askHint(f *cli.Factory, a item.Action) ([]string, error) {
	id, err := f.Store().Latest(kind)
	if err != nil || id == "" {
		return nil, cli.NewInputError("instinkt.menu.no_game")
	}
	args, err := item.Ask(f, a)
	if err != nil {
		return nil, err
	}
	return append(args, "--game", id), nil
}

// askSaved asks which saved game to review (the latest first).
func askSaved(f *cli.Factory, a item.Action) ([]string, error) {
	infos, err := f.Store().List(kind)
	if err != nil || len(infos) == 0 {
		return nil, cli.NewInputError("instinkt.menu.no_game")
	}
	var opts []huh.Option[string]
	for _, in := range infos {
		opts = append(opts, huh.NewOption(f.T("menu.saved.game", "Game", in.ID, "Date", in.Modified.Local().Format("2006-01-02 15:04")), in.ID))
	}
	id := infos[0].ID
	if err := f.RunForm(huh.NewForm(huh.NewGroup(
		huh.NewSelect[string]().Title(f.T("instinkt.menu.ask_game")).Options(opts...).Value(&id),
	)), cli.EscCancels()); err != nil {
		return nil, err
	}
	return append(append([]string(nil), a.Args...), "--game", id), nil
}
