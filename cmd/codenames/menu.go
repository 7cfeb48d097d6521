package codenames

import (
	"codeberg.org/schiri/schiri/cmd/menu/item"
	"codeberg.org/schiri/schiri/internal/cli"
)

// Menu is Codenames' entry in the interactive menu: its actions, the
// guessers' board on top, and New first when no game goes on.
func Menu() item.Game {
	return item.Game{Key: "codenames.title", Actions: []item.Action{
		{Key: "codenames.menu.clue", Args: []string{"codenames", "clue"}, Inputs: []item.Input{{Key: "codenames.menu.ask.clue_word"}, {Key: "codenames.menu.ask.clue_number"}}, Shows: true, Next: "codenames.menu.guess"},
		{Key: "codenames.menu.guess", Args: []string{"codenames", "guess"}, Inputs: []item.Input{{Key: "codenames.menu.ask.guess"}}, Shows: true},
		{Key: "codenames.menu.pass", Args: []string{"codenames", "pass"}, Shows: true, Next: "codenames.menu.clue"},
		{Key: "codenames.menu.undo", Args: []string{"codenames", "undo"}, Shows: true},
		{Key: "codenames.menu.new", Args: []string{"codenames", "new"}, Inputs: []item.Input{
			{Key: "codenames.menu.ask.size", Flag: "size", Choices: []item.Choice{{Key: "codenames.menu.choice.size_5x5", Value: "5x5"}, {Key: "codenames.menu.choice.size_4x4", Value: "4x4"}, {Key: "codenames.menu.choice.size_6x6", Value: "6x6"}}},
			{Key: "codenames.menu.ask.words", Flag: "words", Choices: wordChoices()},
			{Key: "codenames.menu.ask.seed", Flag: "seed", Opt: true},
		}, Shows: true, Next: "codenames.menu.clue"},
		{Key: "codenames.menu.board", Args: []string{"codenames", "board"}},
		// the key is for the spymasters' eyes: on a screen others may
		// see, the QR code (scanned privately) comes first
		{Key: "codenames.menu.key", Args: []string{"codenames", "key"}, Inputs: []item.Input{
			{Key: "codenames.menu.ask.key_show", Choices: []item.Choice{{Key: "codenames.menu.choice.key_qr", Value: "--qr"}, {Key: "codenames.menu.choice.key_grid", Value: ""}}},
			{Key: "codenames.menu.ask.seed", Flag: "seed", Opt: true},
			{Key: "codenames.menu.ask.board_code", Flag: "board-code", Opt: true},
		}},
		{Key: "codenames.menu.status", Args: []string{"codenames", "status"}, Shows: true},
	}, Status: menuStatus, Playing: Playing, New: "codenames.menu.new"}
}

// wordChoices are the word lists.
func wordChoices() []item.Choice {
	return []item.Choice{{Key: "codenames.menu.choice.words_lang", Value: ""}, {Key: "codenames.menu.choice.words_de", Value: "de"}, {Key: "codenames.menu.choice.words_en", Value: "en"}}
}

// menuStatus is what the menu shows above Codenames' actions.
func menuStatus(f *cli.Factory) {
	_ = RunStatus(&StatusOptions{F: f}) // the guessers' view: never the key
}
