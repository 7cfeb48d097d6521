package katzundmaus

import (
	"errors"
	"strings"
	"testing"

	"codeberg.org/schiri/schiri/referee"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// posJSON is SPEC §4's position with its hand, build piles and A's stock
// put in by the caller.
func posJSON(hand, build, stockA string) string {
	return `{"turn": "A", "starts": "A", "talon": 30, "build": ` + build + `,
 "players": {
  "A": {` + stockA + `, "hand": ` + hand + `, "discard": [["7","3"], [], [], []]},
  "B": {"stock_top": "J", "stock_count": 12, "hand_count": 5, "discard": [[], [], [], []]}}}`
}

const stock9 = `"stock_top": "4", "stock_count": 9`

// A move needs a source and a target: "-b1" has no source and "h5-" no
// target. Each is an input error naming the move, never a look at a
// source that is not there.
func TestMoveWithoutSourceOrTarget(t *testing.T) {
	for _, s := range []string{"-b1", "-", "h5-", "s-", " -d2"} {
		_, err := ParseMove(s)
		var pe *referee.ParseError
		require.Error(t, err, s)
		assert.True(t, errors.As(err, &pe), "%s: %v", s, err)
	}
	m, err := ParseMove("h5-b1")
	require.NoError(t, err)
	assert.Equal(t, "h5-b1", m.String())
}

// Cards may be written as JSON numbers as well as strings: 5 is "5".
func TestCardsAsJSONNumbers(t *testing.T) {
	asStrings, err := ParsePosition(strings.NewReader(posJSON(`["5","K","9","9","2"]`, `[["A","2","3"], [], [], []]`, stock9)))
	require.NoError(t, err)
	asNumbers, err := ParsePosition(strings.NewReader(posJSON(`[5,"K",9,9,2]`, `[["A",2,3], [], [], []]`, `"stock_top": 4, "stock_count": 9`)))
	require.NoError(t, err)
	assert.Equal(t, asStrings, asNumbers)
}

// A king stands for any rank on a build pile (M1), so A K 3 is a pile in
// sequence; A 3 is not.
func TestBuildPileWithKing(t *testing.T) {
	_, err := ParsePosition(strings.NewReader(posJSON(`["5","K","9","9","2"]`, `[["A","K","3"], [], [], []]`, stock9)))
	require.NoError(t, err)
	_, err = ParsePosition(strings.NewReader(posJSON(`["5","K","9","9","2"]`, `[["A","3"], [], [], []]`, stock9)))
	var inv *InvalidPosition
	require.ErrorAs(t, err, &inv)
	require.Len(t, inv.Errors, 1)
	assert.Equal(t, "katzundmaus.msg.invalid_build_sequence", inv.Errors[0].Key)
}

// A stock given as a count of 0 is an empty stock: the position is read
// (the player has won), nothing is put on a stock that is not there.
func TestStockCountZero(t *testing.T) {
	g, err := ParsePosition(strings.NewReader(posJSON(`["5","K","9","9","2"]`, `[[], [], [], []]`, `"stock_top": null, "stock_count": 0`)))
	require.NoError(t, err)
	assert.Equal(t, 0, g.StockCount(A))
}

// Nesting deeper than the position format ever needs is refused as such,
// in objects as in arrays, before anything else is looked at.
func TestNestingTooDeep(t *testing.T) {
	for _, open := range []string{`{"a": `, `[`} {
		closeOf := map[string]string{`{"a": `: `}`, `[`: `]`}[open]
		doc := strings.Repeat(open, 40) + `1` + strings.Repeat(closeOf, 40)
		_, err := ParsePosition(strings.NewReader(doc))
		var pe *referee.ParseError
		require.ErrorAs(t, err, &pe, open)
		assert.Equal(t, "katzundmaus.parse.too_deep", pe.Key, open)
	}
}
