package cli

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"codeberg.org/schiri/schiri/referee"
	"codeberg.org/schiri/schiri/rules"
)

func TestFromParseError(t *testing.T) {
	pe := referee.NewParseError(4, "haarbal", "kodiak.sheet.card_unknown", "Max", 3)
	pe.Rule = rules.ID("kodiak.cards")
	err := FromParseError(fmt.Errorf("reading: %w", pe), "round.txt", "Flag", "--sheet")

	var ie *InputError
	require.ErrorAs(t, err, &ie)
	assert.Equal(t, "kodiak.sheet.card_unknown", ie.Key)
	assert.Equal(t, "round.txt", ie.File)
	assert.Equal(t, 4, ie.Line)
	assert.Equal(t, "haarbal", ie.Token)
	assert.Equal(t, "kodiak.cards", ie.Reason)
	assert.Equal(t, map[string]any{"Line": 4, "Token": "haarbal", "Max": 3, "Flag": "--sheet"}, ie.Args)
	assert.ErrorIs(t, err, pe, "the parse error stays reachable")
	assert.NotContains(t, pe.Args, "Flag", "the referee's arguments are not changed")

	plain := errors.New("disk on fire")
	assert.Same(t, plain, FromParseError(plain, "x"), "other errors pass through")
	assert.NoError(t, FromParseError(nil, "x"))
}
