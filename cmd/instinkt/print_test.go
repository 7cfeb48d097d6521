package instinkt_test

import (
	"testing"

	"codeberg.org/schiri/schiri/internal/pdf/pdftest"
	"github.com/stretchr/testify/assert"
)

// The Instinkt sheet has the 4×4 layout's numbers and each card's rule in
// brief, in the language asked for.
func TestInstinktSheet(t *testing.T) {
	de := pdftest.Text(t, pdftest.PDF(t, "instinkt-sheet", "--lang", "de"))
	for _, s := range []string{"Instinkt-Wertungsbogen", "Krähe", "Waschbär", "Wolpertinger", "Schwarz", "Weiß", "(I1)", "(I7)", "Handsumme"} {
		assert.Contains(t, de, s)
	}
	en := pdftest.Text(t, pdftest.PDF(t, "instinkt-sheet", "--lang", "en", "--paper", "letter"))
	for _, s := range []string{"Instinkt scoring sheet", "Crow", "Raccoon", "centre cells", "(I3)", "(I7)"} {
		assert.Contains(t, en, s)
	}
}
