package katzundmaus

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// botRecord plays a whole bot-against-bot game from seed and records it.
func botRecord(t *testing.T, seed uint64) (*Record, *Game) {
	g := Deal(seed)
	rec := &Record{Seed: seed}
	bots := [2]Strategy{&Bot{}, &Bot{}}
	for !g.Over() {
		p := g.Turn()
		m := bots[p].Next(g)
		require.Nil(t, g.Play(m))
		rec.Add(p, m)
	}
	return rec, g
}

func TestReplayWholeGame(t *testing.T) {
	for seed := range uint64(5) {
		rec, want := botRecord(t, seed)
		back, err := ParseRecord(strings.NewReader("# a bot game\n\n" + rec.String()))
		require.NoError(t, err)
		assert.Equal(t, seed, back.Seed)
		assert.Equal(t, 3, back.SeedLine)
		res := Replay(back)
		require.Nil(t, res.Verdict, "seed %d line %d: %v", seed, res.Line, res.Verdict)
		assert.True(t, res.Game.Over())
		assert.Equal(t, want.Result(), res.Game.Result())
		assert.Equal(t, want, res.Game)
	}
}

func TestReplayStops(t *testing.T) {
	// Deal(1): A's hand is 6 2 10 9 Q, B's hand 3 K K 8 J.
	g := Deal(1)
	require.Equal(t, "6 2 10 9 Q", cardList(g.Hand(A)), "the cases below rely on this deal")
	require.Equal(t, "3 K K 8 J", cardList(g.Hand(B)))
	tests := []struct {
		name, rec string
		rule      string
		line, idx int
		move      string
	}{
		{"ok so far", "seed 1\nA: h6-d1\nB: h3-d1 # ends B's turn", "", 0, 0, ""},
		{"a record may stop mid-turn", "seed 1\nA: h6-d1\nB: hK-b1", "", 0, 0, ""},
		{"a build pile out of sequence", "seed 1\nA: h6-d1\nB: h8-b1", "katzundmaus.build.sequence", 3, 1, "h8-b1"},
		{"not yours", "seed 1\nB: h3-d1", "katzundmaus.turn.not-yours", 2, 1, "h3-d1"},
		{"not yours after a turn", "seed: 1\nA: h6-d1\nA: h2-d1", "katzundmaus.turn.not-yours", 3, 1, "h2-d1"},
		{"moves after the discard", "seed 1\nA: h6-d1 h2-d1", "katzundmaus.turn.discard-ends", 2, 2, "h2-d1"},
		{"discard to discard", "seed 1\nA: h6-d1\nB: h3-d1\nA: d1-d2", "katzundmaus.source.discard-to-build", 4, 1, "d1-d2"},
		{"unlabelled lines follow the turn", "seed 1\nh6-d1\nh3-d1\nh2-d2", "", 0, 0, ""},
		{"an illegal move", "seed 1\nA: hA-b1", "katzundmaus.source.not-in-hand", 2, 1, "hA-b1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rec, err := ParseRecord(strings.NewReader(tc.rec))
			require.NoError(t, err)
			res := Replay(rec)
			if tc.rule == "" {
				require.Nil(t, res.Verdict)
				return
			}
			require.NotNil(t, res.Verdict)
			assert.Equal(t, tc.rule, string(res.Verdict.Rule))
			assert.Equal(t, tc.line, res.Line)
			assert.Equal(t, tc.idx, res.Index)
			assert.Equal(t, tc.move, res.Move)
		})
	}
}

func TestReplayTurnMustEnd(t *testing.T) {
	// Find a seed where A can open a build pile from the hand, so a line
	// can stop without ending the turn.
	for seed := range uint64(100) {
		g := Deal(seed)
		i := g.players[A].findHand(Ace)
		if i < 0 {
			continue
		}
		rec, err := ParseRecord(strings.NewReader("seed " + jsonNumber(seed) + "\nA: hA-b1\nB: end"))
		require.NoError(t, err)
		res := Replay(rec)
		require.NotNil(t, res.Verdict)
		assert.Equal(t, RuleDiscardEnds, res.Verdict.Rule)
		assert.Equal(t, "katzundmaus.msg.turn_not_ended", res.Verdict.Key)
		assert.Equal(t, 2, res.Line)
		assert.Equal(t, 2, res.Index)
		return
	}
	t.Fatal("no seed with an ace in A's hand")
}

func TestReplayAfterTheEnd(t *testing.T) {
	rec, _ := botRecord(t, 3)
	rec.Turns = append(rec.Turns, RecordTurn{Player: A, Moves: []Move{EndMove}})
	back, err := ParseRecord(strings.NewReader(rec.String()))
	require.NoError(t, err)
	res := Replay(back)
	require.NotNil(t, res.Verdict)
	assert.Equal(t, RuleOver, res.Verdict.Rule)
	assert.Equal(t, len(back.Turns)+1, res.Line)
}

func TestParseRecordErrors(t *testing.T) {
	tests := []struct {
		name, in, key, token string
		line                 int
	}{
		{"empty", "# nothing\n\n", "katzundmaus.parse.empty", "", 0},
		{"no seed", "A: h5-b1", "katzundmaus.parse.seed_line", "A", 1},
		{"bad seed", "seed x", "katzundmaus.parse.seed", "x", 1},
		{"negative seed", "\nseed -1", "katzundmaus.parse.seed", "-1", 2},
		{"bad label", "seed 1\nC: h5-b1", "katzundmaus.parse.label", "C", 2},
		{"no moves", "seed 1\nA:", "katzundmaus.parse.no_moves", "", 2},
		{"bad move", "seed 1\nA: h5-b1\nB: h5-x9", "katzundmaus.parse.move", "h5-x9", 3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseRecord(strings.NewReader(tc.in))
			var pe *ParseError
			require.ErrorAs(t, err, &pe)
			assert.Equal(t, tc.key, pe.Key)
			assert.Equal(t, tc.token, pe.Token)
			assert.Equal(t, tc.line, pe.Line)
		})
	}
}
