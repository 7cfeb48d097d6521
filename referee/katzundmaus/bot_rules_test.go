package katzundmaus

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The bot follows its four steps (Bot's documentation) in positions where
// each step decides.
func TestBotSteps(t *testing.T) {
	for name, c := range map[string]struct {
		pos  tp
		want string
	}{
		// 1. the stock card when it fits; a king where the card after it is
		// at hand, else on the highest pile
		"stock card fits": {tp{aStock: "9 3", aHand: "7", build: [4]string{"A", "A 2"}}, "s-b2"},
		"stock king where the next card is at hand": {
			tp{aStock: "9 K", aHand: "4 8", build: [4]string{"", "A 2", "A 2 3 4 5"}}, "s-b2"},
		"stock king on the highest pile": {
			tp{aStock: "9 K", aHand: "8", build: [4]string{"", "A 2", "A 2 3 4 5"}}, "s-b3"},
		// 2. towards the stock card: the first move of the cheapest run
		"the run to the stock card": {
			tp{aStock: "9 6", aHand: "2 4 5", build: [4]string{"A 2 3", "A"}}, "h4-b1"},
		"a discard top in the run": {
			tp{aStock: "9 6", aHand: "2 5", aDiscard: [4]string{"", "7 4"}, build: [4]string{"A 2 3"}}, "d2-b1"},
		"past a pile the stock card cannot follow": {
			tp{aStock: "9 6", aHand: "4 5", aDiscard: [4]string{"4"}, build: [4]string{"A 2 3 4 5 6 7", "A 2 3"}, bStock: "9 8"}, "h4-b2"},
		"kings only to fill a gap": {
			tp{aStock: "9 5", aHand: "K 2 4", build: [4]string{"A 2", "A"}}, "hK-b1"},
		"the cheaper run": {
			tp{aStock: "9 5", aHand: "K 3 4", build: [4]string{"A", "A 2"}}, "h3-b2"},
		// 3. clear discard tops, then hand cards, onto the build piles,
		// never so that the opponent's stock card fits next
		"a discard top first": {
			tp{aStock: "9 Q", aHand: "3", aDiscard: [4]string{"", "3"}, build: [4]string{"A 2"}, bStock: "9 8"}, "d2-b1"},
		"then a hand card": {
			tp{aStock: "9 Q", aHand: "3", build: [4]string{"A 2"}, bStock: "9 8"}, "h3-b1"},
		"not for the opponent": {
			tp{aStock: "9 Q", aHand: "3", build: [4]string{"A 2"}, bStock: "9 4"}, "h3-d1"},
		"a completed pile would need an ace": {
			tp{aStock: "9 5", aHand: "Q", build: [4]string{"A 2 3 4 5 6 7 8 9 10 J"}, bStock: "9 A"}, "hQ-d1"},
		// 4. the discard: on a card one higher, else on its own rank, else
		// on an empty pile; the higher card first; a king last
		"discard on one higher": {
			tp{aStock: "9 Q", aHand: "9 5 K", aDiscard: [4]string{"6", "9", "2", "3"}}, "h5-d1"},
		"discard on its own rank": {
			tp{aStock: "9 Q", aHand: "9 5 K", aDiscard: [4]string{"3", "9", "2", "3"}}, "h9-d2"},
		"discard the higher card on an empty pile": {
			tp{aStock: "9 Q", aHand: "5 9", aDiscard: [4]string{"2", "3", "", "4"}}, "h9-d3"},
		"the higher of two neighbours": {
			tp{aStock: "9 Q", aHand: "8 9", aDiscard: [4]string{"2", "2", "2", "2"}}, "h9-d1"},
		"discard on the highest top": {
			tp{aStock: "9 Q", aHand: "5", aDiscard: [4]string{"2", "J", "3", "4"}}, "h5-d2"},
		"a king only when nothing else is left": {
			tp{aStock: "9 Q", aHand: "K K", aDiscard: [4]string{"2", "J", "3", "4"}}, "hK-d1"},
		"a hand card not known is passed over": {
			tp{aStock: "9 Q", aHand: "? 9", aDiscard: [4]string{"2", "J", "3", "4"}}, "h9-d2"},
		"a king after any other card": {
			tp{aStock: "9 Q", aHand: "K 2", aDiscard: [4]string{"J", "3", "4", "5"}}, "h2-d2"},
	} {
		g := c.pos.game(t)
		assert.Equalf(t, c.want, (&Bot{}).Next(g).String(), "%s", name)
	}
}
