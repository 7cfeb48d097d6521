package instinkt

import (
	"bytes"
	ti "codeberg.org/schiri/schiri/internal/table/instinkt"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"codeberg.org/schiri/schiri/internal/cli"
	ref "codeberg.org/schiri/schiri/referee/instinkt"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type testEnv struct {
	f        *cli.Factory
	in       *bytes.Buffer
	out, err *bytes.Buffer
	dir      string
}

func newEnv(t *testing.T, jsonOut bool, lang string) *testEnv {
	t.Helper()
	ios, in, out, errOut := cli.Test()
	f := &cli.Factory{IO: ios}
	dir := t.TempDir()
	f.SetConfig(&cli.Config{Lang: lang, JSON: jsonOut, DataDir: filepath.Join(dir, "data"), Accessible: true})
	return &testEnv{f: f, in: in, out: out, err: errOut, dir: dir}
}

// sample is a shared sample file (testdata/samples/instinkt/*/NAME), the
// one home of the samples every layer reads.
func sample(name string) string {
	m, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "samples", "instinkt", "*", name))
	if len(m) == 0 {
		return filepath.Join("..", "..", "testdata", "samples", "instinkt", "missing", name)
	}
	return m[0]
}

// sameJSON compares two JSON documents by value.
func sameJSON(t *testing.T, want, got []byte) {
	t.Helper()
	var w, g any
	require.NoError(t, json.Unmarshal(want, &w))
	require.NoError(t, json.Unmarshal(got, &g), "output: %s", got)
	assert.Equal(t, w, g)
}

func TestScoreJSONMatchesSample(t *testing.T) {
	for _, name := range []string{"case000", "case016"} {
		t.Run(name, func(t *testing.T) {
			e := newEnv(t, true, "en")
			require.NoError(t, RunScore(&ScoreOptions{F: e.f, File: sample(name + ".txt")}))
			want, err := os.ReadFile(sample(name + ".json"))
			require.NoError(t, err)
			sameJSON(t, want, e.out.Bytes())
		})
	}
}

func TestScoreText(t *testing.T) {
	e := newEnv(t, false, "en")
	require.NoError(t, RunScore(&ScoreOptions{F: e.f, File: sample("case000.txt")}))
	// the labels are the coordinates a record, moves and check use: the
	// file's first row and column are 0 (the JSON counts from 1)
	assert.Equal(t, `   0       1       2       3
0  B6 +0   B10 +0  W9 +4   B1 +0
1  B9 +3   W3 +3   W7 +4   B2 +3
2  B8 +3   W2 +0   W10 +0  B4 +0
3  W4 +2   B7 +1   W1 +0   W8 +1

White: 14 points, cards that scored: 5, hand sum 11
Black: 10 points, cards that scored: 4, hand sum 16
White wins on points.
`, e.out.String())
}

func TestScoreRejectsPartialLayout(t *testing.T) {
	e := newEnv(t, true, "en")
	err := RunScore(&ScoreOptions{F: e.f, File: sample("layout000-valid.txt")})
	require.ErrorIs(t, err, cli.ErrVerdict)
	var doc checkJSON
	require.NoError(t, json.Unmarshal(e.out.Bytes(), &doc))
	assert.False(t, doc.Valid)
	require.NotEmpty(t, doc.Errors)
	n := 0
	for _, p := range doc.Errors {
		if p.Reason == "instinkt.layout.incomplete" {
			n++
			assert.NotZero(t, p.Row)
			assert.NotZero(t, p.Col)
		}
	}
	assert.Equal(t, 10, n, "one per empty cell")
}

func TestCheck(t *testing.T) {
	t.Run("valid", func(t *testing.T) {
		e := newEnv(t, false, "de")
		require.NoError(t, RunCheck(&CheckOptions{F: e.f, File: sample("layout000-valid.txt")}))
		assert.Equal(t, "Die Auslage ist gültig: 6 Karten (3 weiß, 3 schwarz).\n", e.out.String())
	})
	t.Run("every problem with row and column", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "bad.txt")
		require.NoError(t, os.WriteFile(path, []byte("W1 W1 . .\nBX . . .\n. . . .\n. . . B2\nhand B2\n"), 0o600))
		e := newEnv(t, true, "en")
		require.ErrorIs(t, RunCheck(&CheckOptions{F: e.f, File: path}), cli.ErrVerdict)
		var doc checkJSON
		require.NoError(t, json.Unmarshal(e.out.Bytes(), &doc))
		var got []string
		for _, p := range doc.Errors {
			got = append(got, p.Reason)
			assert.NotEmpty(t, p.Message)
		}
		assert.ElementsMatch(t, []string{"instinkt.card.duplicate", "instinkt.card.snake-on-table",
			"instinkt.layout.connected", "instinkt.hand.on-table"}, got)
		assert.Equal(t, problemJSON{Reason: "instinkt.card.duplicate", Row: cellJSON(1), Col: cellJSON(2),
			Message: "Row 1, column 2: W1 is on the table twice (also at row 1, column 1); every card exists once"}, doc.Errors[0])
	})
	t.Run("every error has row and col, null for the whole layout", func(t *testing.T) {
		// SPEC §2: errors are {"reason", "message", "row", "col"}; frame and
		// colours concern no single cell, yet the keys are there (null).
		path := filepath.Join(t.TempDir(), "wide.txt")
		require.NoError(t, os.WriteFile(path, []byte("W1 W2 W3 W4 W5\n"), 0o600))
		e := newEnv(t, true, "en")
		require.ErrorIs(t, RunCheck(&CheckOptions{F: e.f, File: path}), cli.ErrVerdict)
		var doc struct {
			Errors []map[string]any `json:"errors"`
		}
		require.NoError(t, json.Unmarshal(e.out.Bytes(), &doc))
		reasons := map[string]bool{}
		for _, p := range doc.Errors {
			reasons[p["reason"].(string)] = true
			for _, k := range []string{"reason", "message", "row", "col"} {
				assert.Contains(t, p, k)
			}
			assert.Nil(t, p["row"], p["reason"])
			assert.Nil(t, p["col"], p["reason"])
		}
		assert.True(t, reasons["instinkt.layout.frame"])
		assert.True(t, reasons["instinkt.layout.colours"])
	})
	t.Run("text names the clause", func(t *testing.T) {
		e := newEnv(t, false, "en")
		require.ErrorIs(t, RunCheck(&CheckOptions{F: e.f, File: sample("layout001-connected.txt")}), cli.ErrVerdict)
		assert.Contains(t, e.out.String(), "(rule instinkt.layout.connected)")
	})
}

func TestParseErrorsAreInputErrors(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bad.txt")
	require.NoError(t, os.WriteFile(path, []byte("# layout\nW1 B2\nW3 Q9\n"), 0o600))
	e := newEnv(t, true, "en")
	err := RunCheck(&CheckOptions{F: e.f, File: path})
	var ie *cli.InputError
	require.ErrorAs(t, err, &ie)
	assert.Equal(t, 3, ie.Line)
	assert.Equal(t, "Q9", ie.Token)
	assert.Equal(t, path, ie.File)
	assert.Equal(t, "instinkt.card.unknown", ie.Reason)
	assert.Empty(t, e.out.String(), "the central handler prints input errors")
}

func TestReplay(t *testing.T) {
	t.Run("finished game has a score", func(t *testing.T) {
		e := newEnv(t, true, "en")
		require.NoError(t, RunReplay(&ReplayOptions{F: e.f, File: sample("game000-ok.txt")}))
		var doc replayJSON
		require.NoError(t, json.Unmarshal(e.out.Bytes(), &doc))
		assert.True(t, doc.OK)
		assert.True(t, doc.Finished)
		assert.Equal(t, 26, doc.LinesApplied)
		require.NotNil(t, doc.Score)
		assert.Len(t, doc.Score.Cards, 16)
		require.NotNil(t, doc.Marker)
		assert.Equal(t, "white", *doc.Marker)
	})
	t.Run("raccoon that must move", func(t *testing.T) {
		e := newEnv(t, true, "en")
		require.ErrorIs(t, RunReplay(&ReplayOptions{F: e.f, File: sample("game008-raccoon.txt")}), cli.ErrVerdict)
		var doc replayJSON
		require.NoError(t, json.Unmarshal(e.out.Bytes(), &doc))
		assert.False(t, doc.OK)
		require.NotNil(t, doc.Error)
		assert.Equal(t, 10, doc.Error.Line)
		assert.Equal(t, "instinkt.raccoon.must-move", doc.Error.Reason)
		assert.Contains(t, doc.Error.Message, "e.g. move W")
		assert.Nil(t, doc.Score)
		// ruling I8: the rejected raccoon line leaves the raccoon off the table
		require.Len(t, doc.Layout, 3)
		assert.NotContains(t, fmt.Sprint(doc.Layout), "W11")
	})
	t.Run("text", func(t *testing.T) {
		e := newEnv(t, false, "en")
		require.ErrorIs(t, RunReplay(&ReplayOptions{F: e.f, File: sample("game008-raccoon.txt")}), cli.ErrVerdict)
		assert.True(t, strings.HasPrefix(e.out.String(), "Line 10 is illegal: The raccoon W11 must move another own card"), e.out.String())
		assert.Contains(t, e.out.String(), "(rule instinkt.raccoon.must-move)")
		assert.NotContains(t, e.out.String(), "raccoon moves", "a rejected line leaves no raccoon move due")
	})
}

func TestMoves(t *testing.T) {
	layout := filepath.Join(t.TempDir(), "layout.txt")
	require.NoError(t, os.WriteFile(layout, []byte("W1 B1 W11\n.  W2 B2\n"), 0o600))
	run := func(t *testing.T, card string) (movesJSON, error) {
		e := newEnv(t, true, "en")
		err := RunMoves(&MovesOptions{F: e.f, File: layout, Card: card})
		var doc movesJSON
		if err == nil {
			require.NoError(t, json.Unmarshal(e.out.Bytes(), &doc))
		}
		return doc, err
	}
	t.Run("ordinary card", func(t *testing.T) {
		doc, err := run(t, "B8")
		require.NoError(t, err)
		assert.Equal(t, "place", doc.Kind)
		assert.Equal(t, len(doc.Moves), doc.Count)
		// row -1: 5 cells; row 0: -1 and 3; row 1: -1, 0 and 3; row 2: 0 to 3
		assert.Equal(t, 14, doc.Count)
		assert.Equal(t, "place B8 -1 -1", doc.Moves[0].Move)
	})
	t.Run("deer lists lines with layouts", func(t *testing.T) {
		doc, err := run(t, "B10")
		require.NoError(t, err)
		assert.Equal(t, "deer", doc.Kind)
		assert.Equal(t, 2*(2+3), doc.Count)
		first := doc.Moves[0]
		assert.Equal(t, "place B10 row 0 from left", first.Move)
		assert.Equal(t, [][]string{{"B10", "W1", "B1", "W11"}, {"W2", "B2", ".", "."}}, first.Layout)
	})
	t.Run("raccoon on the table lists its moves", func(t *testing.T) {
		doc, err := run(t, "W11")
		require.NoError(t, err)
		assert.Equal(t, "raccoon_move", doc.Kind)
		require.NotEmpty(t, doc.Moves)
		for _, m := range doc.Moves {
			assert.Contains(t, []string{"W1", "W2"}, m.Card)
		}
	})
	t.Run("card on the table", func(t *testing.T) {
		_, err := run(t, "W1")
		require.ErrorIs(t, err, cli.ErrVerdict)
	})
	t.Run("snake", func(t *testing.T) {
		_, err := run(t, "BX")
		require.ErrorIs(t, err, cli.ErrVerdict)
	})
	t.Run("unknown card", func(t *testing.T) {
		_, err := run(t, "W12")
		var ie *cli.InputError
		require.ErrorAs(t, err, &ie)
		assert.Equal(t, "W12", ie.Token)
	})
}

// answers turns a game record into the answers play asks for.
func answers(t *testing.T, path string) string {
	t.Helper()
	raw, err := os.ReadFile(path)
	require.NoError(t, err)
	rec, err := ref.ParseRecord(bytes.NewReader(raw))
	require.NoError(t, err)
	var b strings.Builder
	for _, ln := range rec.Lines {
		switch ln.Kind {
		case ref.RecReveal:
			b.WriteString(ln.Move.Card.String() + " " + ln.Move.Other.String() + "\n")
		case ref.RecPlace:
			s := ln.Move.String()
			b.WriteString(strings.TrimPrefix(s, "place "+ln.Move.Card.String()+" ") + "\n")
			if ln.Then != nil {
				b.WriteString(strings.TrimPrefix(ln.Then.String(), "move ") + "\n")
			} else if ln.Move.Card.IsRaccoon() {
				b.WriteString("none\n")
			}
		}
	}
	return b.String()
}

func TestPlayWholeGameWritesRecord(t *testing.T) {
	for _, name := range []string{"game000-ok", "game003-ok"} {
		t.Run(name, func(t *testing.T) {
			e := newEnv(t, true, "en")
			e.in.WriteString(answers(t, sample(name+".txt")))
			record := filepath.Join(e.dir, "record.txt")
			marker := "black"
			require.NoError(t, RunPlay(&PlayOptions{F: e.f, Marker: marker, Record: record}))
			var doc ti.Play
			require.NoError(t, json.Unmarshal(e.out.Bytes(), &doc), e.out.String())
			assert.True(t, doc.Finished)
			require.NotNil(t, doc.Score)
			// The record replays, and to the same layout as the sample.
			want, err := os.ReadFile(sample(name + ".json"))
			require.NoError(t, err)
			var exp replayJSON
			require.NoError(t, json.Unmarshal(want, &exp))
			assert.Equal(t, exp.Layout, doc.Layout)
			r := newEnv(t, true, "en")
			require.NoError(t, RunReplay(&ReplayOptions{F: r.f, File: record}))
			var got replayJSON
			require.NoError(t, json.Unmarshal(r.out.Bytes(), &got))
			assert.True(t, got.OK)
			assert.Equal(t, exp.Layout, got.Layout)
		})
	}
}

func TestPlayRejectsResumesAndUndoes(t *testing.T) {
	e := newEnv(t, false, "en")
	e.in.WriteString("W7 W3\nW7 B3\n0 0\n5 5\n")
	require.NoError(t, RunPlay(&PlayOptions{F: e.f, Marker: "white"}))
	out := e.out.String()
	assert.Contains(t, out, "New game instinkt-1")
	assert.Contains(t, out, "(rule instinkt.reveal.one-each)")
	assert.Contains(t, out, "(rule instinkt.place.adjacent)")
	assert.Contains(t, out, "Game instinkt-1 is saved")

	// Resume in the same data dir: B3 is due; undo takes back W7.
	ios, in, out2, _ := cli.Test()
	e.f.IO = ios
	in.WriteString("undo\n3 4\n3 4\n3 5\nquit\n")
	require.NoError(t, RunPlay(&PlayOptions{F: e.f, Game: "instinkt-1"}))
	s := out2.String()
	assert.Contains(t, s, "Game instinkt-1 resumed after 2 steps.")
	assert.Contains(t, s, "(rule instinkt.place.occupied)")
	assert.Contains(t, s, "Taken back: W7 on 0 0")
	var saved savedGame
	_, err := e.f.Store().Load(kind, "instinkt-1", &saved)
	require.NoError(t, err)
	assert.Equal(t, []string{"reveal W7 B3", "place W7 3 4", "place B3 3 5"}, saved.Moves)
	assert.Equal(t, "marker white\nreveal W7 B3\nplace W7 3 4\nplace B3 3 5\n", saved.RecordText())
}

func TestPlayNeedsPrompts(t *testing.T) {
	e := newEnv(t, false, "en")
	e.f.SetConfig(&cli.Config{Lang: "en", DataDir: e.dir})
	var ie *cli.InputError
	require.ErrorAs(t, RunPlay(&PlayOptions{F: e.f}), &ie)
	assert.Equal(t, "instinkt.play.no_terminal", ie.Key)
}
