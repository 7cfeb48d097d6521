package katzundmaus

import (
	"slices"
	"strings"
	"testing"

	"codeberg.org/schiri/schiri/referee"
	"codeberg.org/schiri/schiri/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// invalid lists the problems of a position ("" when it is valid), each
// with the card it names, if any.
func invalid(t *testing.T, p tp) []string {
	t.Helper()
	_, err := ParsePosition(strings.NewReader(p.json(t)))
	if err == nil {
		return nil
	}
	var inv *InvalidPosition
	require.ErrorAs(t, err, &inv)
	var out []string
	for _, v := range inv.Errors {
		s := v.Key
		if c, ok := v.Args["Card"]; ok {
			s += " " + c.(string)
		}
		out = append(out, s)
	}
	return out
}

// Two decks hold 12 cards of each rank, kings too, wherever they lie: on
// the table, in a hand, a stock, a discard pile, the talon.
func TestTooManyKings(t *testing.T) {
	twelve := tp{build: [4]string{"K K K", "A K"}, aHand: "K K", bHand: "K", bDiscard: [4]string{"K K"}, talon: "K K", aStock: "9 K", bStock: "9"}
	assert.Nil(t, invalid(t, twelve))
	for name, more := range map[string]func(p *tp){
		"on a build pile": func(p *tp) { p.build[3] = "K" },
		"in a hand":       func(p *tp) { p.bHand += " K" },
		"in the talon":    func(p *tp) { p.talon += " K" },
		"on a discard":    func(p *tp) { p.aDiscard[0] = "K" },
		"in a stock":      func(p *tp) { p.aStock = "K " + p.aStock },
		"as a stock top": func(p *tp) {
			p.extraA = map[string]any{"stock": nil, "stock_count": 3, "stock_top": "K"}
			p.build[3] = "K"
		},
	} {
		p := twelve
		more(&p)
		assert.Equalf(t, []string{"katzundmaus.msg.invalid_rank K"}, invalid(t, p), "%s", name)
	}
	assert.Equal(t, []string{"katzundmaus.msg.invalid_rank A", "katzundmaus.msg.invalid_rank K"},
		invalid(t, tp{talon: strings.Repeat("A ", 13) + strings.Repeat("K ", 13)}))
}

// The ends of each range are allowed.
func TestPositionLimits(t *testing.T) {
	fifteen := "A 2 3 4 5 6 7 8 9 10 J Q K A 2"
	assert.Nil(t, invalid(t, tp{aHand: "2 3 4 5 6", aStock: fifteen}))
	assert.Equal(t, []string{"katzundmaus.msg.invalid_stock"}, invalid(t, tp{aStock: fifteen + " 3"}))
	assert.Nil(t, invalid(t, tp{talonCount: intp(116)}))
	assert.Nil(t, invalid(t, tp{talonCount: intp(0)}))
	assert.Nil(t, invalid(t, tp{extraA: map[string]any{"stock": nil, "stock_count": 15, "stock_top": "9"}}))
	assert.Nil(t, invalid(t, tp{extraA: map[string]any{"hand": nil, "hand_count": 5}}))
	assert.Nil(t, invalid(t, tp{extraA: map[string]any{"hand": nil, "hand_count": 0}}))
	assert.Nil(t, invalid(t, tp{build: [4]string{"A 2 3 4 5 6 7 8 9 10 J"}}))
	assert.Equal(t, []string{"katzundmaus.msg.invalid_build_sequence 10"}, invalid(t, tp{build: [4]string{"A 2 3 4 5 6 7 8 9 10 10"}}))
}

// Outcome names the winner of a finished game ("A" or "B"), none for a
// draw or a game that runs.
func TestOutcomeWinner(t *testing.T) {
	assert.Equal(t, referee.Outcome{}, tp{}.game(t).Outcome())
	assert.Equal(t, referee.Outcome{Over: true, Winner: "A", Rule: RuleEndStockEmpty},
		tp{extraA: map[string]any{"stock": []string{}}}.game(t).Outcome())
	assert.Equal(t, referee.Outcome{Over: true, Winner: "B", Rule: RuleEndStockEmpty},
		tp{extraB: map[string]any{"stock": []string{}}}.game(t).Outcome())

	// the last card of a stock played wins at once
	g, err := tp{aStock: "A", aHand: "5"}.game(t).Apply(moves(t, "s-b1")[0])
	require.NoError(t, err)
	assert.Equal(t, referee.Outcome{Over: true, Winner: "A", Rule: RuleEndStockEmpty}, g.Outcome())

	// the talon ran out: at the end of the round the smaller stock wins
	for stocks, want := range map[[2]string]string{
		{"9 9", "9 9 9"}: "A",
		{"9 9 9", "9 9"}: "B",
		{"9 9", "9 9"}:   "",
	} {
		g := tp{turn: "B", starts: "A", aStock: stocks[0], bStock: stocks[1], aHand: "2", bHand: "Q"}.game(t)
		g, err := g.Apply(moves(t, "hQ-d1")[0])
		require.NoError(t, err)
		assert.Equalf(t, referee.Outcome{Over: true, Winner: want, Rule: RuleEndTalonEmpty}, g.Outcome(), "%v", stocks)
	}
	// not before the round is over: the starting player's turn ends
	g, err = tp{turn: "A", starts: "A", aStock: "9", bStock: "9 9", aHand: "Q", bHand: "2"}.game(t).Apply(moves(t, "hQ-d1")[0])
	require.NoError(t, err)
	assert.Equal(t, referee.Outcome{}, g.Outcome())
}

// A refusal says what it is about: piles counted from 1, the cards and
// counts concerned.
func TestVerdictArgs(t *testing.T) {
	for _, c := range []struct {
		pos  tp
		move string
		key  string
		args map[string]any
	}{
		{tp{aHand: "2", aDiscard: [4]string{"", "", "5"}}, "d3-d4", "katzundmaus.msg.discard_to_discard", map[string]any{"From": 3, "Pile": 4}},
		{tp{aHand: "2"}, "s-d3", "katzundmaus.msg.stock_to_discard", map[string]any{"Pile": 3}},
		{tp{aHand: "2"}, "d4-b1", "katzundmaus.msg.discard_empty", map[string]any{"Pile": 4}},
		{tp{aHand: "2 3"}, "end", "katzundmaus.msg.end_hand", map[string]any{"Player": "A", "Count": 2}},
		{tp{aHand: "2 7", turn: "A"}, "h5-b1", "katzundmaus.msg.not_in_hand", map[string]any{"Player": "A", "Card": "5", "Hand": "2 7"}},
		{tp{aHand: "7", build: [4]string{"", "", "", "A 2"}}, "h7-b4", "katzundmaus.msg.build_needs", map[string]any{"Pile": 4, "Need": "3", "Card": "7"}},
		{tp{aHand: "7"}, "h7-b3", "katzundmaus.msg.build_needs_ace", map[string]any{"Pile": 3, "Card": "7"}},
	} {
		_, err := c.pos.game(t).Apply(moves(t, c.move)[0])
		var v *rules.Verdict
		require.ErrorAsf(t, err, &v, "%s", c.move)
		assert.Equalf(t, c.key, v.Key, "%s", c.move)
		assert.Equalf(t, c.args, v.Args, "%s", c.move)
	}
}

// A value of the wrong kind at the end of a line is reported on its own
// line, not the next.
func TestPositionErrorLineAtLineEnd(t *testing.T) {
	src := "{\n" +
		`  "turn": "A",` + "\n" +
		`  "talon": [],` + "\n" +
		`  "build": [[], [], [], []],` + "\n" +
		`  "players": {"A": {"stock": ["9"], "hand": [], "discard": [[], [], [], []]},` + "\n" +
		`              "B": {"stock": ["9"], "hand": [], "discard": [[], [], [], []]}},` + "\n" +
		`  "starts": 7` + "\n" +
		"}\n"
	_, err := ParsePosition(strings.NewReader(src))
	var pe *ParseError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, 7, pe.Line, "%s %q", pe.Key, pe.Token)
}

// Replay counts the turns (lines) and the moves it applied.
func TestReplayCounts(t *testing.T) {
	rec, _ := botRecord(t, 7)
	moves := 0
	for _, turn := range rec.Turns {
		moves += len(turn.Moves)
	}
	res := Replay(rec)
	require.Nil(t, res.Verdict)
	assert.Equal(t, len(rec.Turns), res.Turns)
	assert.Equal(t, moves, res.Moves)
	require.Greater(t, res.Turns, 2)
}

// Undo skips turns without moves at the end (a record built in code may
// have them) and takes back the last move there is.
func TestUndoSkipsEmptyTurns(t *testing.T) {
	rec, _ := botRecord(t, 7)
	rec.Turns = rec.Turns[:3]
	want, wantGame, err := rec.Undo()
	require.NoError(t, err)
	padded := &Record{Seed: rec.Seed, Turns: append(slices.Clone(rec.Turns), RecordTurn{Player: A}, RecordTurn{Player: B})}
	got, game, err := padded.Undo()
	require.NoError(t, err)
	assert.Equal(t, want.Turns, got.Turns)
	assert.Equal(t, wantGame, game)
	assert.Len(t, padded.Turns, 5, "the record Undo is called on stays as it is")

	_, _, err = (&Record{Seed: 1, Turns: []RecordTurn{{Player: A}}}).Undo()
	assert.ErrorIs(t, err, ErrNothingToUndo)
}

// A record line too long to read is reported on its line.
func TestRecordLineTooLong(t *testing.T) {
	_, err := ParseRecord(strings.NewReader("seed 1\nA: end\n" + strings.Repeat("x", maxInput+1) + "\n"))
	var pe *ParseError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, "katzundmaus.parse.read", pe.Key)
	assert.Equal(t, 3, pe.Line)
}

// A build pile out of sequence is reported at the first card out of place,
// with the card it needs there.
func TestBuildSequenceArgs(t *testing.T) {
	_, err := ParsePosition(strings.NewReader(tp{build: [4]string{"", "A 2 4"}}.json(t)))
	var inv *InvalidPosition
	require.ErrorAs(t, err, &inv)
	require.Len(t, inv.Errors, 1)
	assert.Equal(t, map[string]any{"Pile": 2, "Pos": 3, "Card": "4", "Need": "3"}, inv.Errors[0].Args)
}
