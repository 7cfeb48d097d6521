package instinkt

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseCard(t *testing.T) {
	tests := []struct {
		in   string
		want string
		ok   bool
	}{
		{"W1", "W1", true}, {"b11", "B11", true}, {"S7", "B7", true}, {"sx", "BX", true},
		{"WX", "WX", true}, {"w10", "W10", true},
		{"W0", "", false}, {"W12", "", false}, {"W01", "", false}, {"X1", "", false},
		{"W", "", false}, {"W1X", "", false}, {".", "", false}, {"B-1", "", false}, {"W111", "", false},
	}
	for _, tt := range tests {
		c, ok := ParseCard(tt.in)
		assert.Equal(t, tt.ok, ok, tt.in)
		if tt.ok {
			assert.Equal(t, tt.want, c.String(), tt.in)
		}
	}
}

func TestParseLayoutErrors(t *testing.T) {
	tests := []struct {
		name  string
		in    string
		line  int
		token string
		key   string
	}{
		{"empty", "", 0, "", "instinkt.parse.empty"},
		{"only comments", "# nothing\n\n   # here\n", 0, "", "instinkt.parse.empty"},
		{"unknown card", "W1 B2\nW3 Q7\n", 2, "Q7", "instinkt.parse.unknown_card"},
		{"row too long", "W1 B2\nW3 B4 W5\n", 2, "W5", "instinkt.parse.row_length"},
		{"row too short", "W1 B2\n# c\nW3\n", 3, "W3", "instinkt.parse.row_length"},
		{"hand without cards", "W1 B2\nhand\n", 2, "hand", "instinkt.parse.hand_empty"},
		{"hand with unknown card", "W1 B2\nhand W3 W13\n", 2, "W13", "instinkt.parse.unknown_card"},
		{"hands only", "hand W3\n", 0, "", "instinkt.parse.no_grid"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseLayout(strings.NewReader(tt.in))
			var pe *ParseError
			require.ErrorAs(t, err, &pe)
			assert.Equal(t, tt.line, pe.Line)
			assert.Equal(t, tt.token, pe.Token)
			assert.Equal(t, tt.key, pe.Key)
		})
	}
}

func TestParseLayout(t *testing.T) {
	in := "\uFEFF# comment\nW1  B8 . # trailing comment\r\n.   w3 s7\n\nhand W2 WX\nhand b4\n"
	f, err := ParseLayout(strings.NewReader(in))
	require.NoError(t, err)
	assert.Equal(t, 2, f.Rows)
	assert.Equal(t, 3, f.Cols)
	assert.Equal(t, "B7", f.At(1, 2).String())
	assert.Equal(t, NoCard, f.At(0, 2))
	assert.Equal(t, []int{2, 3}, f.RowLines)
	assert.True(t, f.Hands[White].Given)
	assert.Equal(t, 2, f.Hands[White].Sum())
	assert.Equal(t, 4, f.Hands[Black].Sum())
}

// A hand line may mix colours: every card counts for its own colour.
func TestParseLayoutMixedHands(t *testing.T) {
	f, err := ParseLayout(strings.NewReader("W1 B1\nhand W2 B3\nhand W4 BX\n"))
	require.NoError(t, err)
	assert.Equal(t, 6, f.Hands[White].Sum())
	assert.Equal(t, 3, f.Hands[Black].Sum())
	assert.Equal(t, []int{2, 3}, f.Hands[Black].Lines)
	assert.Equal(t, 2, f.Hands[Black].Line)
}

func TestParseRecordErrors(t *testing.T) {
	tests := []struct {
		name  string
		in    string
		line  int
		token string
		key   string
	}{
		{"empty", "\n# only a comment\n", 0, "", "instinkt.parse.empty"},
		{"unknown keyword", "marker white\nplay W1 0 0\n", 2, "play", "instinkt.parse.keyword"},
		{"bad colour", "marker green\n", 1, "green", "instinkt.parse.colour"},
		{"unknown card", "marker white\nreveal W1 B13\n", 2, "B13", "instinkt.parse.unknown_card"},
		{"reveal one card", "marker white\nreveal W1\n", 2, "W1", "instinkt.parse.missing_"},
		{"reveal three cards", "reveal W1 B1 B2\n", 1, "B2", "instinkt.parse.extra"},
		{"bad number", "place W1 0 x\n", 1, "x", "instinkt.parse.number"},
		{"huge number", "place W1 0 99999999999999999999\n", 1, "99999999999999999999", "instinkt.parse.number"},
		{"missing column", "place W1 0\n", 1, "0", "instinkt.parse.missing_"},
		{"deer without side", "place W10 row 0 from\n", 1, "from", "instinkt.parse.missing_"},
		{"deer side for the other axis", "place W10 row 0 from top\n", 1, "top", "instinkt.parse.side"},
		{"deer without from", "place W10 col 0 top\n", 1, "top", "instinkt.parse.expected_from"},
		{"trailing words", "place W1 0 0 please\n", 1, "please", "instinkt.parse.extra"},
		{"move without card", "place W11 0 0 move\n", 1, "move", "instinkt.parse.missing_"},
		{"move none extra", "place W11 0 0 move none now\n", 1, "now", "instinkt.parse.extra"},
		{"move bad card", "place W11 0 0 move Z1 0 0\n", 1, "Z1", "instinkt.parse.unknown_card"},
		{"move extra", "place W11 0 0 move W1 0 0 0\n", 1, "0", "instinkt.parse.extra"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseRecord(strings.NewReader(tt.in))
			var pe *ParseError
			require.ErrorAs(t, err, &pe)
			assert.Equal(t, tt.line, pe.Line)
			assert.Equal(t, tt.token, pe.Token)
			assert.True(t, strings.HasPrefix(pe.Key, tt.key), "key %s", pe.Key)
		})
	}
}

func TestParseRecord(t *testing.T) {
	in := "MARKER Schwarz\nreveal w10 s11  # comment\nplace B11 -2 3 move b4 -1 -1\nplace W10 col -3 from Bottom\nplace W11 0 0 move none\n"
	rec, err := ParseRecord(strings.NewReader(in))
	require.NoError(t, err)
	require.Len(t, rec.Lines, 5)
	assert.Equal(t, Black, rec.Lines[0].Marker)
	assert.Equal(t, "reveal W10 B11", rec.Lines[1].Move.String())
	assert.Equal(t, "place B11 -2 3", rec.Lines[2].Move.String())
	require.NotNil(t, rec.Lines[2].Then)
	assert.Equal(t, "move B4 -1 -1", rec.Lines[2].Then.String())
	assert.Equal(t, "place W10 col -3 from bottom", rec.Lines[3].Move.String())
	assert.Equal(t, MoveRaccoonNone, rec.Lines[4].Then.Kind)
	assert.Equal(t, 5, rec.Lines[4].Line)
}

func addSamples(f *testing.F, pattern string) {
	files, err := filepath.Glob(pattern)
	if err != nil {
		f.Fatal(err)
	}
	for _, p := range files {
		raw, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(raw))
	}
}

func checkParseError(t *testing.T, err error) {
	var pe *ParseError
	if !errors.As(err, &pe) {
		t.Fatalf("error is not a *ParseError: %v", err)
	}
	if pe.Key == "" {
		t.Fatalf("parse error without key: %v", pe)
	}
	if pe.Line == 0 && pe.Token != "" {
		t.Fatalf("token without line: %v", pe)
	}
}

func FuzzParseLayout(f *testing.F) {
	addSamples(f, "../../testdata/samples/instinkt/check/*.txt")
	f.Add("W1 B1\nW2 .\nhand W3 WX\n")
	f.Add("W1 W1 W1 W1 W1\n")
	f.Add(". . .\n. . .\n")
	f.Add("hand\n")
	f.Fuzz(func(t *testing.T, in string) {
		lf, err := ParseLayout(strings.NewReader(in))
		if err != nil {
			checkParseError(t, err)
			return
		}
		if lf.Rows*lf.Cols != len(lf.Cells) {
			t.Fatalf("grid %dx%d with %d cells", lf.Rows, lf.Cols, len(lf.Cells))
		}
		report := CheckLayout(lf)
		for _, v := range report.Errors {
			if v == nil || v.Rule == "" {
				t.Fatalf("problem without verdict")
			}
		}
		grid, final := CheckFinal(lf)
		if final.Valid() {
			for _, c := range grid {
				if !c.Valid() || c.IsSnake() {
					t.Fatalf("final layout with %v", c)
				}
			}
		}
		if report.Valid() {
			b, ok := lf.Board()
			if !ok || !b.Connected() {
				t.Fatalf("valid layout but no connected board")
			}
			b.AppendPlacements(nil)
			b.AppendLines(nil)
		}
	})
}

func FuzzParseRecord(f *testing.F) {
	addSamples(f, "../../testdata/samples/instinkt/replay/*.txt")
	f.Add("marker white\nreveal W11 B11\nplace W11 0 0 move none\nplace B11 0 1 move none\n")
	f.Add("marker black\nreveal W10 B10\nplace B10 5 5\nplace W10 row 5 from right\n")
	f.Add("place W1 -1073741824 1073741824\n")
	f.Fuzz(func(t *testing.T, in string) {
		rec, err := ParseRecord(strings.NewReader(in))
		if err != nil {
			checkParseError(t, err)
			return
		}
		res := Replay(rec)
		if res.Applied > len(rec.Lines) {
			t.Fatalf("applied %d of %d lines", res.Applied, len(rec.Lines))
		}
		if !res.OK() && res.Line == 0 {
			t.Fatalf("verdict without line")
		}
		b := res.Game.Board()
		if !b.Connected() {
			t.Fatalf("replayed layout not connected")
		}
		res.Game.Legal()
	})
}
