package cli

import "strings"

// A word typed instead of a move or an answer ("undo", "quit") is
// understood in both languages, whatever the language of the messages: a
// German player types "rückgängig", "zurück", "ende" or "hilfe", an English
// one "undo", "quit" or "help", and either may use the other's word.
const (
	WordUndo  = "undo"
	WordQuit  = "quit"
	WordHelp  = "help"
	WordMoves = "moves"
)

var words = map[string]string{
	"undo": WordUndo, "rückgängig": WordUndo, "rueckgaengig": WordUndo, "zurück": WordUndo, "zurueck": WordUndo, "back": WordUndo,
	"quit": WordQuit, "exit": WordQuit, "q": WordQuit, "ende": WordQuit, "beenden": WordQuit, "aufhören": WordQuit,
	"help": WordHelp, "?": WordHelp, "hilfe": WordHelp,
	"moves": WordMoves, "m": WordMoves, "züge": WordMoves, "zuege": WordMoves,
}

// Word is the command a typed answer names (WordUndo …), or "" when it is
// none of them.
func Word(answer string) string {
	return words[strings.ToLower(strings.TrimSpace(answer))]
}
