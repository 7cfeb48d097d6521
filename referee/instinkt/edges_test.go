package instinkt

import (
	"testing"

	"codeberg.org/schiri/schiri/referee"
	"codeberg.org/schiri/schiri/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A card's number is made of digits only: "W:" is no card (':' follows '9'
// in ASCII, so a loose check would read it as W10), nor is "B/".
func TestCardNumberDigitsOnly(t *testing.T) {
	for _, s := range []string{"W:", "B/", "W1:", "S;", "W1a"} {
		_, ok := ParseCard(s)
		assert.False(t, ok, s)
	}
	c, ok := ParseCard("W10")
	require.True(t, ok)
	assert.Equal(t, "W10", c.String())
}

// A hand over the limit is said once, at the first card too many; a card
// listed twice is a duplicate and counts once (I6, I9).
func TestHandSizeSaidOnce(t *testing.T) {
	count := func(r rules.Report, id rules.ID) int {
		n := 0
		for _, v := range r.Errors {
			if v.Rule == id {
				n++
			}
		}
		return n
	}
	five := layout(t, "W1 B1\nhand W2 W3 W4 W5 W6\n")
	r := CheckLayout(five)
	assert.Equal(t, 1, count(r, RuleHandSize), r.Errors)
	twice := layout(t, "W1 B1\nhand W2 W2 W3 W4\n")
	r = CheckLayout(twice)
	assert.Equal(t, 0, count(r, RuleHandSize), r.Errors)
	assert.Equal(t, 1, count(r, RuleCardDuplicate), r.Errors)
}

// Each part a line lacks is named: the marker's colour, the card to place,
// its cell, a deer's row or column number, the raccoon's card and cell;
// whole lines read.
func TestPlaceMissingParts(t *testing.T) {
	for _, c := range []struct{ line, key string }{
		{"marker", "instinkt.parse.missing_colour"},
		{"place", "instinkt.parse.missing_card"},
		{"place W7", "instinkt.parse.missing_cell"},
		{"place W10 row", "instinkt.parse.missing_number"},
		{"place W10 col", "instinkt.parse.missing_number"},
		{"place W10 row 0", "instinkt.parse.missing_from"},
		{"place W10 row 0 to", "instinkt.parse.expected_from"},
		{"place W10 row 0 from", "instinkt.parse.missing_side"},
		{"place W10 row 0 from top", "instinkt.parse.side"},
		{"place W11 0 0 move", "instinkt.parse.missing_card"},
		{"place W11 0 0 move W7", "instinkt.parse.missing_row"},
		{"place W11 0 0 move W7 1", "instinkt.parse.missing_col"},
	} {
		_, err := ParseRecordLine(3, c.line)
		var pe *referee.ParseError
		require.ErrorAs(t, err, &pe, c.line)
		assert.Equal(t, c.key, pe.Key, c.line)
		assert.Equal(t, 3, pe.Line, c.line)
	}
	for _, line := range []string{"marker white", "place W7 0 0", "place W10 row 0 from left", "place W10 col -1 from top",
		"place W11 0 0 move W7 1 -1", "place W11 0 0 move none"} {
		_, err := ParseRecordLine(1, line)
		assert.NoError(t, err, line)
	}
}
