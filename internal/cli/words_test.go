package cli

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestWordsInBothLanguages(t *testing.T) {
	for in, want := range map[string]string{
		"undo": WordUndo, "Rückgängig": WordUndo, " zurück ": WordUndo,
		"quit": WordQuit, "ENDE": WordQuit, "beenden": WordQuit,
		"help": WordHelp, "hilfe": WordHelp, "?": WordHelp,
		"moves": WordMoves, "züge": WordMoves,
		"W7 0 0": "", "end": "", "": "",
	} {
		assert.Equal(t, want, Word(in), "%q", in)
	}
}
