package instinkt

import (
	"strings"
	"testing"

	"codeberg.org/schiri/schiri/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func replayText(t *testing.T, text string) ReplayResult {
	t.Helper()
	rec, err := ParseRecord(strings.NewReader(text))
	require.NoError(t, err)
	return Replay(rec)
}

func TestReplayVerdicts(t *testing.T) {
	const start = "marker white\nreveal W7 B3\nplace W7 0 0\nplace B3 0 1\n"
	tests := []struct {
		name   string
		record string
		line   int
		rule   string
	}{
		{"legal start", start, 0, ""},
		{"no marker line", "reveal W7 B3\n", 1, "instinkt.place.order"},
		{"marker twice", start + "marker black\n", 5, "instinkt.place.order"},
		{"lower number first", "marker white\nreveal W7 B3\nplace B3 0 0\n", 3, "instinkt.place.order"},
		{"card not revealed", "marker white\nreveal W7 B3\nplace W8 0 0\n", 3, "instinkt.place.not-revealed"},
		{"placing twice", "marker white\nreveal W7 B3\nplace W7 0 0\nplace W7 0 1\n", 4, "instinkt.place.order"},
		{"reveal while a card is due", "marker white\nreveal W7 B3\nplace W7 0 0\nreveal W1 B1\n", 4, "instinkt.place.order"},
		{"place without reveal", start + "place W1 1 1\n", 5, "instinkt.place.order"},
		{"two white cards", "marker white\nreveal W7 W3\n", 2, "instinkt.reveal.one-each"},
		{"card revealed again", start + "reveal W7 B4\n", 5, "instinkt.reveal.one-each"},
		{"snake card revealed again", "marker white\nreveal WX B4\nreveal WX B5\n", 3, "instinkt.reveal.one-each"},
		{"placing after a snake", start + "reveal WX B4\nplace B4 1 1\n", 6, "instinkt.reveal.snake"},
		{"adjacent", start + "reveal W1 B1\nplace W1 3 3\n", 6, "instinkt.place.adjacent"},
		{"occupied", start + "reveal W1 B1\nplace W1 0 1\n", 6, "instinkt.place.occupied"},
		{"deer needs a line", start + "reveal W10 B1\nplace W10 1 1\n", 6, "instinkt.deer.line"},
		{"deer into an empty row", start + "reveal W10 B1\nplace W10 row 3 from left\n", 6, "instinkt.deer.line"},
		{"line for another card", start + "reveal W9 B1\nplace W9 row 0 from left\n", 6, "instinkt.deer.line"},
		{"move part on an ordinary card", start + "reveal W9 B1\nplace W9 1 1 move W7 1 0\n", 6, "instinkt.raccoon.move"},
		{"raccoon moves an opponent card", start + "reveal W11 B1\nplace W11 1 1 move B3 1 0\n", 6, "instinkt.raccoon.move"},
		{"raccoon must move", start + "reveal W11 B1\nplace W11 1 1 move none\n", 6, "instinkt.raccoon.must-move"},
		{"raccoon without move part must move", start + "reveal W11 B1\nplace W11 1 1\n", 6, "instinkt.raccoon.must-move"},
		{"raccoon moves", start + "reveal W11 B1\nplace W11 1 1 move W7 1 0\nplace B1 2 2\n", 0, ""},
		{"raccoon first card cannot move", "marker white\nreveal W11 B1\nplace W11 0 0 move none\nplace B1 0 1\n", 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := replayText(t, tt.record)
			if tt.rule == "" {
				assert.True(t, res.OK(), "%v", res.Verdict)
				return
			}
			require.False(t, res.OK())
			assert.Equal(t, tt.rule, string(res.Verdict.Rule), "%v", res.Verdict)
			assert.Equal(t, tt.line, res.Line)
		})
	}
}

// Ruling I8: a rejected line changes nothing. A raccoon line whose move part
// is missing (or illegal) while a move exists is rejected whole: the raccoon
// is not on the table, and the game waits for the same placement again.
func TestRejectedRaccoonLineChangesNothing(t *testing.T) {
	start := "marker white\nreveal W7 B3\nplace W7 0 0\nplace B3 0 1\nreveal W11 B1\n"
	for _, tail := range []string{"place W11 1 1 move none\n", "place W11 1 1\n", "place W11 1 1 move W7 5 5\n", "place W11 1 1 move B3 1 2\n"} {
		t.Run(tail, func(t *testing.T) {
			before := replayText(t, start)
			require.True(t, before.OK())
			res := replayText(t, start+tail)
			require.False(t, res.OK())
			assert.Equal(t, 6, res.Line)
			assert.Equal(t, 5, res.Applied)
			b := res.Game.Board()
			assert.Equal(t, NoCard, b.At(Point{1, 1}))
			assert.Equal(t, PhasePlace, res.Game.Phase())
			assert.Equal(t, NewCard(White, RankRaccoon), res.Game.Due())
			assert.Equal(t, before.Game.Board(), res.Game.Board())
			assert.Equal(t, before.Game.Marker(), res.Game.Marker())
			assert.Equal(t, before.Game.Revealed(), res.Game.Revealed())
		})
	}
}

// Ruling I8: a "move" part after a card that is not a raccoon rejects the
// whole line; the card is not placed.
func TestMovePartAfterOtherCardChangesNothing(t *testing.T) {
	res := replayText(t, "marker white\nreveal W7 B3\nplace W7 0 0 move W7 0 1\n")
	require.False(t, res.OK())
	assert.Equal(t, "instinkt.raccoon.move", string(res.Verdict.Rule))
	b := res.Game.Board()
	assert.Equal(t, 0, b.Len())
	assert.Equal(t, NewCard(White, 7), res.Game.Due())
}

// A raccoon placed as the 16th card finds no empty cell: "move none" is
// legal then, and the game is over.
func TestRaccoonLastCardMovesNone(t *testing.T) {
	g := NewGame(White)
	// Both raccoons in the last round: the marker holder's is the 15th card,
	// the other one the 16th.
	cards := [][2]int{{1, 1}, {2, 2}, {3, 3}, {4, 4}, {5, 5}, {6, 6}, {7, 7}, {11, 11}}
	var err error
	var moved, none int
	for _, pair := range cards {
		w, b := NewCard(White, pair[0]), NewCard(Black, pair[1])
		g, err = g.Apply(Move{Kind: MoveReveal, Card: w, Other: b})
		require.NoError(t, err)
		for i := 0; i < 2; i++ {
			g, err = g.Apply(g.Legal()[0])
			require.NoError(t, err)
			if g.Phase() != PhaseRaccoon {
				continue
			}
			legal := g.Legal()
			if b := g.Board(); b.Full() {
				require.Equal(t, []Move{{Kind: MoveRaccoonNone}}, legal)
				none++
			} else {
				moved++
				require.Equal(t, MoveRaccoon, legal[0].Kind)
				_, err := g.Apply(Move{Kind: MoveRaccoonNone})
				var v *rules.Verdict
				require.ErrorAs(t, err, &v)
				assert.Equal(t, RuleRaccoonMustMove, v.Rule)
			}
			g, err = g.Apply(legal[0])
			require.NoError(t, err)
		}
	}
	assert.Equal(t, 1, moved)
	assert.Equal(t, 1, none)
	assert.True(t, g.Over())
	_, err = g.Apply(Move{Kind: MoveReveal, Card: NewCard(White, 9), Other: NewCard(Black, 9)})
	var v *rules.Verdict
	require.ErrorAs(t, err, &v)
	assert.Equal(t, RuleEndOver, v.Rule)
}

func TestRoundOrder(t *testing.T) {
	t.Run("higher number first", func(t *testing.T) {
		g, err := NewGame(White).Apply(Move{Kind: MoveReveal, Card: NewCard(White, 2), Other: NewCard(Black, 9)})
		require.NoError(t, err)
		assert.Equal(t, NewCard(Black, 9), g.Due())
	})
	t.Run("raccoon beats deer", func(t *testing.T) {
		g, err := NewGame(Black).Apply(Move{Kind: MoveReveal, Card: NewCard(Black, 10), Other: NewCard(White, 11)})
		require.NoError(t, err)
		assert.Equal(t, NewCard(White, 11), g.Due())
	})
	t.Run("tie: marker holder first, then the marker passes", func(t *testing.T) {
		g, err := NewGame(Black).Apply(Move{Kind: MoveReveal, Card: NewCard(White, 4), Other: NewCard(Black, 4)})
		require.NoError(t, err)
		assert.Equal(t, NewCard(Black, 4), g.Due())
		assert.Equal(t, Black, g.Marker())
		g, err = g.Apply(Move{Kind: MovePlace, Card: NewCard(Black, 4), At: Point{0, 0}})
		require.NoError(t, err)
		assert.Equal(t, White, g.Marker())
		assert.Equal(t, NewCard(White, 4), g.Due())
	})
	t.Run("snake: both cards gone, marker stays", func(t *testing.T) {
		g, err := NewGame(Black).Apply(Move{Kind: MoveReveal, Card: NewCard(White, 4), Other: NewCard(Black, RankSnake)})
		require.NoError(t, err)
		assert.Equal(t, PhaseReveal, g.Phase())
		assert.Equal(t, Black, g.Marker())
		assert.True(t, g.Used().Has(NewCard(White, 4)))
		b := g.Board()
		assert.Equal(t, 0, b.Len())
	})
}
