package kodiak

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseLine(t *testing.T) {
	tests := []struct {
		line string
		want Entry
	}{
		{"", Entry{Cards: []Card{}}},
		{"3 rk c1", Entry{Cards: []Card{3, RedKing}, Catches: 1}},
		{"3 red-king catches:1", Entry{Cards: []Card{3, RedKing}, Catches: 1}},
		{"haarball, 7 blauer-könig d1", Entry{Cards: []Card{Hairball, 7, BlueKing}, HairballsOut: 1}},
		{"hai 7 b o2", Entry{Cards: []Card{Hairball, 7, BlueKing}, HairballsOut: 2}},
		{"haarbal F3", Entry{Cards: []Card{Hairball}, Catches: 3}},
		{"fänge:2 daneben=1 13", Entry{Cards: []Card{13}, Catches: 2, HairballsOut: 1}},
		{"ei fr t en HB BK", Entry{Cards: []Card{PeekOwn, PeekOther, Swap, Energy, Hairball, BlueKing}}},
		{"c0 o0", Entry{Cards: []Card{}}},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			got, err := ParseLine(tt.line)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestParseLineErrors(t *testing.T) {
	tests := []struct{ line, token, key string }{
		{"3 queen", "queen", "kodiak.parse.unknown_card_token"},
		{"zwei", "zwei", "kodiak.parse.unknown_card_token"},
		{"14", "14", "kodiak.parse.unknown_card_token"},
		{"e", "e", "kodiak.line.ambiguous"},
		{"p", "p", "kodiak.line.ambiguous"},
		{"c4", "c4", "kodiak.line.count_range"},
		{"d100", "d100", "kodiak.line.count_range"},
		{"c99999999999999999999", "c99999999999999999999", "kodiak.line.count_range"},
		{"c1 f2", "f2", "kodiak.line.twice"},
		{"c", "c", "kodiak.parse.unknown_card_token"},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			_, err := ParseLine(tt.line)
			var pe *ParseError
			require.True(t, errors.As(err, &pe), "%v", err)
			assert.Equal(t, tt.key, pe.Key)
			assert.Equal(t, tt.token, pe.Token)
		})
	}
	_, err := ParseLine("e")
	var pe *ParseError
	require.True(t, errors.As(err, &pe))
	assert.Equal(t, "eigene, energie, energy", pe.Args["Cards"])
}

// What LineString writes, ParseLine reads back as the same entry.
func TestLineStringRoundTrip(t *testing.T) {
	e := Entry{Cards: []Card{3, RedKing, Hairball, PeekOther}, Catches: 2, HairballsOut: 1}
	for _, lang := range []string{"de", "en"} {
		s := LineString(e, lang)
		got, err := ParseLine(s)
		require.NoError(t, err, s)
		assert.Equal(t, e, got, s)
	}
	assert.Equal(t, "3 roter-könig haarball fremde f2 d1", LineString(e, "de"))
	assert.Equal(t, "3 red-king hairball peek-other c2 o1", LineString(e, "en"))
}

func TestCompleteLine(t *testing.T) {
	assert.Equal(t, []string{"3 roter-könig", "3 red-king"}, CompleteLine("3 r", "de"))
	assert.Equal(t, []string{"3 red-king", "3 roter-könig"}, CompleteLine("3 r", "en"))
	assert.Equal(t, []string{"haarball"}, CompleteLine("haa", "en"))
	assert.Equal(t, []string{"peek-own", "peek-other"}, CompleteLine("p", "en"))
	assert.Empty(t, CompleteLine("3 ", "de"))
	assert.Empty(t, CompleteLine("3", "de"))
	assert.Empty(t, CompleteLine("3 c1", "de"))
	assert.Empty(t, CompleteLine("", "de"))
	assert.Empty(t, CompleteLine("hairball", "en"))
}

func FuzzParseLine(f *testing.F) {
	for _, s := range []string{"3 rk c1", "haarball 7 d1", "fänge:2", "e", "c99999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e, err := ParseLine(s)
		if err != nil {
			return
		}
		got, err := ParseLine(LineString(e, "de"))
		if err != nil || len(got.Cards) != len(e.Cards) || got.Catches != e.Catches || got.HairballsOut != e.HairballsOut {
			t.Fatalf("%q: %v → %q: %v %v", s, e, LineString(e, "de"), got, err)
		}
		_ = CompleteLine(s, "en")
	})
}

// The phone's fields go through the one line parser: the counts of their
// own fields join the line, given twice they are refused (issue 32.2).
func TestParseFields(t *testing.T) {
	e, err := ParseFields("3 rk hairbal", "1", "0")
	require.NoError(t, err)
	assert.Equal(t, []Card{3, RedKing, Hairball}, e.Cards)
	assert.Equal(t, 1, e.Catches)
	e, err = ParseFields("", "", "2")
	require.NoError(t, err)
	assert.Equal(t, 2, e.HairballsOut)
	assert.Equal(t, []Card{}, e.Cards)
	for _, c := range [][3]string{{"c1", "1", ""}, {"3", "x", ""}, {"3", "", "-1"}, {"quen", "", ""}, {"3", "9", ""}} {
		_, err := ParseFields(c[0], c[1], c[2])
		var pe *ParseError
		assert.ErrorAs(t, err, &pe, "%q", c)
	}
}
