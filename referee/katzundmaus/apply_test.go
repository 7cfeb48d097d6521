package katzundmaus

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"codeberg.org/schiri/schiri/rules"
)

func TestRulings(t *testing.T) {
	eleven := "A 2 3 4 5 6 7 8 9 10 J"
	tests := []struct {
		name    string
		pos     tp
		moves   string
		rule    rules.ID // "" when every move is legal
		applied int      // moves applied before the verdict
		key     string   // the verdict's message key, where it matters
		check   func(t *testing.T, g *Game)
	}{
		// M1 build piles
		{name: "M1 ace opens an empty pile", pos: tp{aHand: "A 5"}, moves: "hA-b3",
			check: func(t *testing.T, g *Game) { assert.Equal(t, "A", cardList(g.Build(2))) }},
		{name: "M1 empty pile needs an ace", pos: tp{aHand: "5"}, moves: "h5-b1",
			rule: RuleBuildSequence, key: "katzundmaus.msg.build_needs_ace"},
		{name: "M1 pile needs value+1", pos: tp{aHand: "5 4", build: [4]string{"", "A 2"}}, moves: "h4-b2",
			rule: RuleBuildSequence, key: "katzundmaus.msg.build_needs"},
		{name: "M1 king on an empty pile", pos: tp{aHand: "K 2"}, moves: "hK-b1 h2-b1",
			check: func(t *testing.T, g *Game) { assert.Equal(t, "K 2", cardList(g.Build(0))) }},
		{name: "M1 king on any pile counts as the needed rank", pos: tp{aHand: "K 5", build: [4]string{"A 2 3"}},
			moves: "hK-b1 h5-b1",
			check: func(t *testing.T, g *Game) { assert.Equal(t, "A 2 3 K 5", cardList(g.Build(0))) }},
		{name: "M1 a queen completes the pile", pos: tp{aHand: "Q A", build: [4]string{eleven}}, moves: "hQ-b1",
			check: func(t *testing.T, g *Game) {
				assert.Empty(t, g.Build(0))
				assert.Equal(t, 0, g.BuildValue(0))
			}},
		{name: "M1 a king standing for a queen completes the pile", pos: tp{aHand: "K A", build: [4]string{"", eleven}},
			moves: "hK-b2 hA-b2",
			check: func(t *testing.T, g *Game) { assert.Equal(t, "A", cardList(g.Build(1))) }},
		{name: "M1 a completed pile takes only an ace", pos: tp{aHand: "Q 2", build: [4]string{eleven}}, moves: "hQ-b1 h2-b1",
			rule: RuleBuildSequence, applied: 1, key: "katzundmaus.msg.build_needs_ace"},
		{name: "M1 a stock card must fit too", pos: tp{aStock: "4 7", build: [4]string{"A 2 3 4 5"}}, moves: "s-b1",
			rule: RuleBuildSequence},
		// M2 sources
		{name: "M2 stock to build", pos: tp{aStock: "4 7 A", aHand: "2"}, moves: "s-b1",
			check: func(t *testing.T, g *Game) {
				assert.Equal(t, "A", cardList(g.Build(0)))
				assert.Equal(t, Card(7), g.StockTop(A))
				assert.Equal(t, 2, g.StockCount(A))
			}},
		{name: "M2 stock never to a discard pile", pos: tp{aStock: "4 7", aHand: "2"}, moves: "s-d1",
			rule: RuleStockToBuild},
		{name: "M2 discard top to build", pos: tp{aHand: "2", aDiscard: [4]string{"", "3 A"}}, moves: "d2-b4",
			check: func(t *testing.T, g *Game) {
				assert.Equal(t, "A", cardList(g.Build(3)))
				assert.Equal(t, "3", cardList(g.Discard(A, 1)))
				assert.False(t, g.TurnEnded())
			}},
		{name: "M2 never discard to discard", pos: tp{aHand: "2", aDiscard: [4]string{"A"}}, moves: "d1-d2",
			rule: RuleDiscardToBuild},
		{name: "M2 never discard to discard, even from an empty pile", pos: tp{aHand: "2"}, moves: "d1-d2",
			rule: RuleDiscardToBuild},
		{name: "M2 an empty discard pile", pos: tp{aHand: "2"}, moves: "d3-b1",
			rule: RuleSourceEmpty},
		{name: "M2 only cards in the hand", pos: tp{aHand: "2 3"}, moves: "hA-b1",
			rule: RuleNotInHand, key: "katzundmaus.msg.not_in_hand"},
		{name: "M2 only the mover's own discard piles", pos: tp{aHand: "2", bDiscard: [4]string{"A"}}, moves: "d1-b1",
			rule: RuleSourceEmpty},
		// M3 turn end
		{name: "M3 a discard ends the turn and the hand is refilled", pos: tp{aHand: "2 3", talon: "4 5 6 7 8"},
			moves: "h2-d1",
			check: func(t *testing.T, g *Game) {
				assert.True(t, g.TurnEnded())
				assert.Equal(t, B, g.Turn())
				assert.Equal(t, "3 8 7 6 5", cardList(g.Hand(A)))
				// M5: B, to move with an empty hand, draws what is left at once
				assert.Equal(t, "4", cardList(g.Hand(B)))
				assert.Empty(t, g.Talon())
			}},
		{name: "M3 refill as far as the talon lasts", pos: tp{aHand: "2 3", talon: "4 5"}, moves: "h2-d1",
			check: func(t *testing.T, g *Game) {
				assert.Equal(t, "3 5 4", cardList(g.Hand(A)))
				assert.Equal(t, 0, g.TalonCount())
			}},
		{name: "M3 moves after a turn end belong to the other player", pos: tp{aHand: "2", bHand: "A", talon: "9"},
			moves: "h2-d1 hA-b1",
			check: func(t *testing.T, g *Game) {
				assert.Equal(t, "A", cardList(g.Build(0)))
				assert.Equal(t, B, g.Turn())
				assert.False(t, g.TurnEnded())
			}},
		{name: "M3 the other player's hand is checked", pos: tp{aHand: "2", bHand: "3", talon: "A"},
			moves: "h2-d1 hA-b1", rule: RuleNotInHand, applied: 1},
		{name: "M3 a hand emptied mid-turn is refilled, same player goes on",
			pos: tp{aHand: "A 2", talon: "9 8 7 6 5 4 3"}, moves: "hA-b1 h2-b1",
			check: func(t *testing.T, g *Game) {
				assert.Equal(t, A, g.Turn())
				assert.False(t, g.TurnEnded())
				assert.Equal(t, "3 4 5 6 7", cardList(g.Hand(A)))
				assert.Equal(t, "9 8", cardList(g.Talon()))
			}},
		{name: "M3 the refilled hand plays on", pos: tp{aHand: "A", talon: "9 9 9 9 2"}, moves: "hA-b1 h2-b1 h9-d1",
			check: func(t *testing.T, g *Game) {
				assert.Equal(t, "A 2", cardList(g.Build(0)))
				assert.Equal(t, B, g.Turn())
			}},
		{name: "M3 mid-turn refill as far as the talon lasts", pos: tp{aHand: "A", talon: "2 3"}, moves: "hA-b1 h2-b1",
			check: func(t *testing.T, g *Game) { assert.Equal(t, "3", cardList(g.Hand(A))) }},
		{name: "M3 an empty hand with an empty talon stays empty", pos: tp{aHand: "A", bHand: "2"}, moves: "hA-b1",
			check: func(t *testing.T, g *Game) {
				assert.Empty(t, g.Hand(A))
				assert.Equal(t, A, g.Turn())
			}},
		{name: "M3 end with an empty hand and talon", pos: tp{aHand: "A", bHand: "2"}, moves: "hA-b1 end",
			check: func(t *testing.T, g *Game) {
				assert.True(t, g.TurnEnded())
				assert.Equal(t, B, g.Turn())
				assert.False(t, g.Over())
			}},
		{name: "M3 end with cards in the hand", pos: tp{aHand: "A"}, moves: "end",
			rule: RuleEndWithCards, key: "katzundmaus.msg.end_hand"},
		{name: "M3 end with cards in the talon", pos: tp{aHand: "A", talon: "3 2"}, moves: "hA-b1 h2-b1 end",
			rule: RuleEndWithCards, applied: 2, key: "katzundmaus.msg.end_hand"},
		{name: "M3 end with an empty hand but a talon: M5 has drawn first", pos: tp{talon: "2"}, moves: "end",
			rule: RuleEndWithCards, key: "katzundmaus.msg.end_hand"},
		// M5 empty hands
		{name: "M5 a given position's mover with an empty hand draws 5 at once", pos: tp{talon: "9 8 7 6 5 4 A"},
			moves: "hA-b1 h4-d1",
			check: func(t *testing.T, g *Game) {
				assert.Equal(t, "A", cardList(g.Build(0)))
				assert.Equal(t, "5 6 7 8 9", cardList(g.Hand(A)))
				assert.Equal(t, B, g.Turn())
			}},
		{name: "M5 the turn passes to a player with an empty hand", pos: tp{aHand: "7 2 3 4 5", talon: "J Q K 10 9 8 6"},
			moves: "h7-d1 h8-b1",
			rule:  RuleBuildSequence, applied: 1,
			check: func(t *testing.T, g *Game) {
				assert.Equal(t, "8 9 10 K Q", cardList(g.Hand(B)))
				assert.Equal(t, "J", cardList(g.Talon()))
			}},
		{name: "M5 drawn from a talon given as a count, the cards are unknown",
			pos: tp{talonCount: ptr(30)}, moves: "h5-b1",
			rule: RulePositionUnknown, key: "katzundmaus.msg.unknown_hand",
			check: func(t *testing.T, g *Game) {
				assert.Equal(t, []Card{Unknown, Unknown, Unknown, Unknown, Unknown}, g.Hand(A))
				assert.Equal(t, 25, g.TalonCount())
			}},
		{name: "M5 a hand of 1-4 cards is taken as given", pos: tp{aHand: "2", talon: "A A A"}, moves: "hA-b1",
			rule: RuleNotInHand, key: "katzundmaus.msg.not_in_hand"},
		// M4 end
		{name: "M4 an empty stock wins at once", pos: tp{aStock: "A", aHand: "2"}, moves: "s-b1",
			check: func(t *testing.T, g *Game) {
				assert.Equal(t, WonByA, g.Result())
				assert.False(t, g.TurnEnded())
			}},
		{name: "M4 no move after the game is over", pos: tp{aStock: "A", aHand: "2"}, moves: "s-b1 h2-b1",
			rule: RuleOver, applied: 1, key: "katzundmaus.msg.over_won"},
		{name: "M4 the talon ran out: a round ends with the non-starter's turn, fewer stock cards win",
			pos: tp{starts: "A", turn: "B", aStock: "2 3 4", bStock: "5 6", bHand: "7"}, moves: "h7-d1",
			check: func(t *testing.T, g *Game) {
				assert.Equal(t, WonByB, g.Result())
				assert.True(t, g.TurnEnded())
			}},
		{name: "M4 the talon ran out: the starter's turn does not end the round",
			pos: tp{starts: "A", turn: "A", aStock: "2 3", bStock: "5 6", aHand: "7"}, moves: "h7-d1",
			check: func(t *testing.T, g *Game) {
				assert.Equal(t, Running, g.Result())
				assert.Equal(t, B, g.Turn())
			}},
		{name: "M4 the talon ran out: equal stocks are a draw",
			pos: tp{starts: "B", turn: "A", aStock: "5 6", bStock: "5 6", aHand: "7"}, moves: "h7-d1",
			check: func(t *testing.T, g *Game) { assert.Equal(t, Drawn, g.Result()) }},
		{name: "M4 the talon runs out in the refill at the end of the round",
			pos: tp{starts: "A", turn: "B", aStock: "5", bStock: "5 6", bHand: "7 8", talon: "9"}, moves: "h7-d1",
			check: func(t *testing.T, g *Game) {
				assert.Equal(t, WonByA, g.Result())
				assert.Equal(t, "8 9", cardList(g.Hand(B)))
			}},
		{name: "M4 a round ended by end", pos: tp{starts: "A", turn: "B", bStock: "5 6"}, moves: "end",
			check: func(t *testing.T, g *Game) { assert.Equal(t, WonByA, g.Result()) }},
		{name: "M4 a talon left at the round's end plays on",
			pos: tp{starts: "A", turn: "B", bHand: "7 2 3 4 5", talon: "9 9"}, moves: "h7-d1",
			check: func(t *testing.T, g *Game) { assert.Equal(t, Running, g.Result()) }},
		{name: "M4 a draw is over too", pos: tp{starts: "B", turn: "A", aHand: "7", bHand: "8"}, moves: "h7-d1 h8-d1",
			rule: RuleOver, applied: 1, key: "katzundmaus.msg.over_draw"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := tc.pos.game(t)
			before, err := g.MarshalJSON()
			require.NoError(t, err)
			res := Check(g, moves(t, tc.moves))
			after, err := g.MarshalJSON()
			require.NoError(t, err)
			assert.Equal(t, string(before), string(after), "Check must not change its input")
			if tc.rule == "" {
				require.Nil(t, res.Verdict)
			} else {
				require.NotNil(t, res.Verdict)
				assert.Equal(t, tc.rule, res.Verdict.Rule)
				assert.Equal(t, tc.applied, res.Applied)
				if tc.key != "" {
					assert.Equal(t, tc.key, res.Verdict.Key)
				}
			}
			if tc.check != nil {
				tc.check(t, res.Game)
			}
		})
	}
}

func TestApplyReturnsNewState(t *testing.T) {
	g := tp{aHand: "A 5"}.game(t)
	next, err := g.Apply(Move{From: Hand, Rank: Ace, To: Build, ToPile: 0})
	require.NoError(t, err)
	assert.Equal(t, "A", cardList(next.Build(0)))
	assert.Empty(t, g.Build(0))
	assert.Equal(t, "A 5", cardList(g.Hand(A)))

	_, err = g.Apply(Move{From: Hand, Rank: 5, To: Build, ToPile: 0})
	var v *rules.Verdict
	require.ErrorAs(t, err, &v)
	assert.Equal(t, RuleBuildSequence, v.Rule)
	assert.Equal(t, map[string]any{"Pile": 1, "Card": "5"}, v.Args)
}

func TestVerdictSaysWhatThePileNeeds(t *testing.T) {
	g := tp{aHand: "5", build: [4]string{"", "A 2 3 4 5 K"}}.game(t)
	_, err := g.Apply(Move{From: Hand, Rank: 5, To: Build, ToPile: 1})
	var v *rules.Verdict
	require.ErrorAs(t, err, &v)
	assert.Equal(t, "katzundmaus.msg.build_needs", v.Key)
	assert.Equal(t, map[string]any{"Pile": 2, "Need": "7", "Card": "5"}, v.Args)
}

func TestUnknownCards(t *testing.T) {
	t.Run("stock top not shown", func(t *testing.T) {
		g := tp{aHand: "2", extraA: map[string]any{"stock": nil, "stock_top": nil, "stock_count": 4}}.game(t)
		_, err := g.Apply(Move{From: Stock, To: Build})
		var v *rules.Verdict
		require.ErrorAs(t, err, &v)
		assert.Equal(t, RulePositionUnknown, v.Rule)
	})
	t.Run("the card under a shown stock top", func(t *testing.T) {
		g := tp{aHand: "2", extraA: map[string]any{"stock": nil, "stock_top": "A", "stock_count": 4}}.game(t)
		res := Check(g, moves(t, "s-b1 h2-b1 s-b2"))
		require.NotNil(t, res.Verdict)
		assert.Equal(t, RulePositionUnknown, res.Verdict.Rule)
		assert.Equal(t, 2, res.Applied)
		assert.JSONEq(t, `{"stock_top":null,"stock_count":3,"hand":[],"discard":[[],[],[],[]]}`,
			playerJSON(t, res.Game, "A"))
	})
	t.Run("a refill from a talon given as a count", func(t *testing.T) {
		g := tp{aHand: "A", talonCount: intp(20)}.game(t)
		res := Check(g, moves(t, "hA-b1"))
		require.Nil(t, res.Verdict)
		assert.JSONEq(t, `{"stock":["9"],"hand":["?","?","?","?","?"],"discard":[[],[],[],[]]}`,
			playerJSON(t, res.Game, "A"))
		res = Check(res.Game, moves(t, "h2-b1"))
		require.NotNil(t, res.Verdict)
		assert.Equal(t, RulePositionUnknown, res.Verdict.Rule)
	})
	t.Run("unknown cards are fine while nothing needs them", func(t *testing.T) {
		g := tp{aHand: "A 5", talonCount: intp(20), extraB: map[string]any{"hand": nil, "hand_count": 3}}.game(t)
		res := Check(g, moves(t, "h5-d1"))
		require.Nil(t, res.Verdict)
		assert.Equal(t, "A ? ? ? ?", cardList(res.Game.Hand(A)))
		assert.JSONEq(t, `{"stock":["9"],"hand_count":3,"discard":[[],[],[],[]]}`, playerJSON(t, res.Game, "B"))
		assert.Equal(t, `16`, jsonField(t, res.Game, "talon"))
	})
	t.Run("a hand given as a count", func(t *testing.T) {
		g := tp{turn: "B", extraB: map[string]any{"hand": nil, "hand_count": 5}}.game(t)
		_, err := g.Apply(Move{From: Hand, Rank: 7, To: Discard})
		var v *rules.Verdict
		require.ErrorAs(t, err, &v)
		assert.Equal(t, RulePositionUnknown, v.Rule)
	})
}

func ptr[T any](v T) *T { return &v }
