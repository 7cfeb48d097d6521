package codenames

import (
	"codeberg.org/schiri/schiri/cmd/menu/item"
	"codeberg.org/schiri/schiri/internal/cli"
)

// Menu is Codenames' entry in the interactive menu: its actions, the
// guessers' board on top, and New first when no game goes on.
func Menu() item.Game {
	return item.Game{Key: "menu.game.codenames", Actions: []item.Action{
		{Key: "menu.codenames.clue", Args: []string{"codenames", "clue"}, Inputs: []item.Input{{Key: "menu.ask.clue_word"}, {Key: "menu.ask.clue_number"}}, Shows: true, Next: "menu.codenames.guess"},
		{Key: "menu.codenames.guess", Args: []string{"codenames", "guess"}, Inputs: []item.Input{{Key: "menu.ask.guess"}}, Shows: true},
		{Key: "menu.codenames.pass", Args: []string{"codenames", "pass"}, Shows: true, Next: "menu.codenames.clue"},
		{Key: "menu.codenames.undo", Args: []string{"codenames", "undo"}, Shows: true},
		{Key: "menu.codenames.new", Args: []string{"codenames", "new"}, Inputs: []item.Input{
			{Key: "menu.ask.size", Flag: "size", Choices: []item.Choice{{Key: "menu.choice.size_5x5", Value: "5x5"}, {Key: "menu.choice.size_4x4", Value: "4x4"}, {Key: "menu.choice.size_6x6", Value: "6x6"}}},
			{Key: "menu.ask.words", Flag: "words", Choices: wordChoices()},
			{Key: "menu.ask.seed", Flag: "seed", Opt: true},
		}, Shows: true, Next: "menu.codenames.clue"},
		{Key: "menu.codenames.board", Args: []string{"codenames", "board"}},
		// the key is for the spymasters' eyes: on a screen others may
		// see, the QR code (scanned privately) comes first
		{Key: "menu.codenames.key", Args: []string{"codenames", "key"}, Inputs: []item.Input{
			{Key: "menu.ask.key_show", Choices: []item.Choice{{Key: "menu.choice.key_qr", Value: "--qr"}, {Key: "menu.choice.key_grid", Value: ""}}},
			{Key: "menu.ask.seed", Flag: "seed", Opt: true},
			{Key: "menu.ask.board_code", Flag: "board-code", Opt: true},
		}},
		{Key: "menu.codenames.status", Args: []string{"codenames", "status"}, Shows: true},
		// the printable kit (SPEC §9): a PDF in the current directory
		{Key: "codenames.print.menu_keys", Args: []string{"print", "codenames-keys"}, Inputs: []item.Input{
			{Key: "codenames.print.ask_count", Flag: "count", Opt: true},
			{Key: "menu.ask.size", Flag: "size", Choices: []item.Choice{{Key: "menu.choice.size_5x5", Value: "5x5"}, {Key: "menu.choice.size_4x4", Value: "4x4"}, {Key: "menu.choice.size_6x6", Value: "6x6"}}},
			item.Paper(),
		}},
		{Key: "codenames.print.menu_board", Args: []string{"print", "codenames-board"}, Inputs: []item.Input{
			{Key: "codenames.print.ask_board_code", Flag: "board-code", Opt: true},
			{Key: "menu.ask.words", Flag: "words", Choices: wordChoices()},
			item.Paper(),
		}},
	}, Status: menuStatus, Playing: Playing, New: "menu.codenames.new"}
}

// wordChoices are the word lists.
func wordChoices() []item.Choice {
	return []item.Choice{{Key: "menu.choice.words_lang", Value: ""}, {Key: "menu.choice.words_de", Value: "de"}, {Key: "menu.choice.words_en", Value: "en"}}
}

// menuStatus is what the menu shows above Codenames' actions.
func menuStatus(f *cli.Factory) {
	_ = RunStatus(&StatusOptions{F: f}) // the guessers' view: never the key
}
