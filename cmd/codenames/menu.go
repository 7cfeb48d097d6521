package codenames

import (
	"codeberg.org/schiri/schiri/cmd/menu/item"
	"codeberg.org/schiri/schiri/internal/cli"
)

// The menu's Codenames actions (their message keys).
const (
	actClue    = "codenames.menu.clue"
	actGuess   = "codenames.menu.guess"
	actPass    = "codenames.menu.pass"
	actUndo    = "codenames.menu.undo"
	actNew     = "codenames.menu.new"
	actBoard   = "codenames.menu.board"
	actKey     = "codenames.menu.key"
	actStatus  = "codenames.menu.status"
	actShowKey = "codenames.menu.show_key"
)

// Menu is Codenames' entry in the interactive menu: its actions, the
// guessers' board on top, and New first when no game goes on. After a
// clue, guess, pass, undo or a new game the cursor moves to what the game
// needs next (nextStep).
func Menu() item.Game {
	return item.Game{Key: "codenames.title", Actions: []item.Action{
		{Key: actClue, Args: []string{"codenames", "clue"}, Inputs: []item.Input{{Key: "codenames.menu.ask.clue_word"}, {Key: "codenames.menu.ask.clue_number"}}, Shows: true, Next: actGuess, Then: nextStep},
		{Key: actGuess, Args: []string{"codenames", "guess"}, Inputs: []item.Input{{Key: "codenames.menu.ask.guess"}}, Shows: true, Then: nextStep},
		{Key: actPass, Args: []string{"codenames", "pass"}, Shows: true, Next: actClue, Then: nextStep},
		{Key: actUndo, Args: []string{"codenames", "undo"}, Shows: true, Then: nextStep},
		// a new game shows its key to the spymasters at once, the QR code
		// (scanned privately) first, as "Deal a key grid" does
		{Key: actNew, Args: []string{"codenames", "new"}, Inputs: []item.Input{
			{Key: "codenames.menu.ask.size", Flag: "size", Choices: []item.Choice{{Key: "codenames.menu.choice.size_5x5", Value: "5x5"}, {Key: "codenames.menu.choice.size_4x4", Value: "4x4"}, {Key: "codenames.menu.choice.size_6x6", Value: "6x6"}}},
			{Key: "codenames.menu.ask.words", Flag: "words", Choices: wordChoices()},
			{Key: "codenames.menu.ask.seed", Flag: "seed", Opt: true},
			{Key: "codenames.menu.ask.board_code", Flag: "board-code", Opt: true},
			{Key: "codenames.menu.ask.key_show", Choices: keyShowChoices()},
		}, Shows: true, Next: actClue, Then: nextStep},
		{Key: actBoard, Args: []string{"codenames", "board"}},
		// the key is for the spymasters' eyes: on a screen others may
		// see, the QR code (scanned privately) comes first
		{Key: actKey, Args: []string{"codenames", "key"}, Inputs: []item.Input{
			{Key: "codenames.menu.ask.key_show", Choices: []item.Choice{{Key: "codenames.menu.choice.key_qr", Value: "--qr"}, {Key: "codenames.menu.choice.key_grid", Value: ""}}},
			{Key: "codenames.menu.ask.seed", Flag: "seed", Opt: true},
			{Key: "codenames.menu.ask.board_code", Flag: "board-code", Opt: true},
		}},
		{Key: actStatus, Args: []string{"codenames", "status"}, Shows: true},
		// the key of the game going on, again, for a spymaster who missed it
		{Key: actShowKey, Args: []string{"codenames", "status"}, Inputs: []item.Input{
			{Key: "codenames.menu.ask.key_show", Choices: keyShowChoices()},
		}, Shows: true},
		// the printable kit (SPEC §9): a PDF in the current directory
		{Key: "codenames.print.menu_keys", Args: []string{"print", "codenames-keys"}, Inputs: []item.Input{
			{Key: "codenames.print.ask_count", Flag: "count", Opt: true},
			{Key: "codenames.menu.ask.size", Flag: "size", Choices: []item.Choice{{Key: "codenames.menu.choice.size_5x5", Value: "5x5"}, {Key: "codenames.menu.choice.size_4x4", Value: "4x4"}, {Key: "codenames.menu.choice.size_6x6", Value: "6x6"}}},
			item.Paper(),
		}},
		{Key: "codenames.print.menu_board", Args: []string{"print", "codenames-board"}, Inputs: []item.Input{
			{Key: "codenames.print.ask_board_code", Flag: "board-code", Opt: true},
			{Key: "codenames.menu.ask.words", Flag: "words", Choices: wordChoices()},
			item.Paper(),
		}},
	}, Status: menuStatus, Playing: Playing, New: actNew}
}

// keyShowChoices are the two ways to show a saved game's key: the QR code
// first, then the grid with its code on this screen.
func keyShowChoices() []item.Choice {
	return []item.Choice{{Key: "codenames.menu.choice.key_qr", Value: "--qr"}, {Key: "codenames.menu.choice.key_grid", Value: "--key"}}
}

// nextStep is the action the game needs next: a new game once it is over,
// the clue while none is given, else a guess.
func nextStep(f *cli.Factory) string {
	_, g, err := load(f, "")
	switch {
	case err != nil:
		return ""
	case g.Over():
		return actNew
	case g.NeedsClue():
		return actClue
	}
	return actGuess
}

// wordChoices are the word lists.
func wordChoices() []item.Choice {
	return []item.Choice{{Key: "codenames.menu.choice.words_lang", Value: ""}, {Key: "codenames.menu.choice.words_de", Value: "de"}, {Key: "codenames.menu.choice.words_en", Value: "en"}}
}

// menuStatus is what the menu shows above Codenames' actions.
func menuStatus(f *cli.Factory) {
	_ = RunStatus(&StatusOptions{F: f}) // the guessers' view: never the key
}
