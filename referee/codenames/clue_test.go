package codenames

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"codeberg.org/schiri/schiri/rules"
)

type clueCase struct {
	clue    string
	number  int
	rule    rules.ID // "" = accepted
	blocker string   // the board word the verdict names
}

func runClueCases(t *testing.T, l Lang, board []string, revealed []bool, cases []clueCase) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.clue, func(t *testing.T) {
			v := CheckClue(tt.clue, tt.number, board, revealed, l)
			if tt.rule == "" {
				assert.Nil(t, v, "clue %q should be accepted", tt.clue)
				return
			}
			require.NotNil(t, v, "clue %q should be rejected", tt.clue)
			assert.Equal(t, tt.rule, v.Rule)
			if tt.blocker != "" {
				assert.Equal(t, tt.blocker, v.Args["BoardWord"])
			}
		})
	}
}

func TestClueGerman(t *testing.T) {
	board := []string{"Meer", "Eisberg", "Fußball", "Bäume", "Haus", "Schlüssel", "Orange", "Feuerwehr", "Straße"}
	runClueCases(t, German, board, nil, []clueCase{
		{"Meerjungfrau", 2, RuleClueOnBoard, "Meer"},
		{"meer", 2, RuleClueOnBoard, "Meer"},
		{"MEER", 2, RuleClueOnBoard, "Meer"},
		{"Berg", 2, RuleClueOnBoard, "Eisberg"},
		{"Eis", 2, RuleClueOnBoard, "Eisberg"},
		{"Ball", 2, RuleClueOnBoard, "Fußball"},
		{"Fussball", 2, RuleClueOnBoard, "Fußball"},
		{"Fuß", 2, RuleClueOnBoard, "Fußball"},
		{"Baum", 2, RuleClueOnBoard, "Bäume"},   // same stem
		{"Baeume", 2, RuleClueOnBoard, "Bäume"}, // ae = ä
		{"Häuser", 2, RuleClueOnBoard, "Haus"},  // same stem
		{"Hausboot", 2, RuleClueOnBoard, "Haus"},
		{"Hau", 2, RuleClueOnBoard, "Haus"}, // a first part of 3 letters counts
		{"Schluessel", 2, RuleClueOnBoard, "Schlüssel"},
		{"Schlüsselbund", 2, RuleClueOnBoard, "Schlüssel"},
		{"Orangen", 2, RuleClueOnBoard, "Orange"},
		{"Feuer", 2, RuleClueOnBoard, "Feuerwehr"},
		{"Wehr", 2, RuleClueOnBoard, "Feuerwehr"},
		{"Strasse", 2, RuleClueOnBoard, "Straße"},
		{"Hauptstraße", 2, RuleClueOnBoard, "Straße"},
		{"ran", 2, "", ""}, // inside Orange, neither first nor last part
		{"Ei", 2, "", ""},  // two letters: too short to count as a part
		{"Ha", 1, "", ""},
		{"Wasser", 3, "", ""},
		{"Wald", 1, "", ""},
		{"Ozean", 2, "", ""},
		{"Kälte", 2, "", ""},
		{"Tor", 9, "", ""},
		{"Meer2", 2, RuleClueOneWord, ""},
		{"Meer jungfrau", 2, RuleClueOneWord, ""},
		{"Eis-Berg", 2, RuleClueOneWord, ""},
		{"", 2, RuleClueOneWord, ""},
		{"Wasser", -1, RuleClueNumber, ""},
	})
}

func TestClueEnglish(t *testing.T) {
	board := []string{"fire", "iceberg", "apple", "horses", "teacher", "glass", "orange", "running", "city"}
	runClueCases(t, English, board, nil, []clueCase{
		{"firework", 2, RuleClueOnBoard, "fire"},
		{"Fire", 2, RuleClueOnBoard, "fire"},
		{"campfire", 2, RuleClueOnBoard, "fire"},
		{"fires", 2, RuleClueOnBoard, "fire"},
		{"berg", 2, RuleClueOnBoard, "iceberg"},
		{"ice", 2, RuleClueOnBoard, "iceberg"},
		{"horse", 2, RuleClueOnBoard, "horses"},
		{"apples", 2, RuleClueOnBoard, "apple"},
		{"pineapple", 2, RuleClueOnBoard, "apple"},
		{"teach", 2, RuleClueOnBoard, "teacher"},
		{"teachers", 2, RuleClueOnBoard, "teacher"},
		{"glasses", 2, RuleClueOnBoard, "glass"},
		{"run", 2, RuleClueOnBoard, "running"},
		{"runs", 2, RuleClueOnBoard, "running"}, // same stem only
		{"cities", 2, RuleClueOnBoard, "city"},  // same stem only
		{"ora", 2, RuleClueOnBoard, "orange"},   // a first part of 3 letters
		{"ran", 2, "", ""},                      // SPEC: ran/Orange is fine
		{"or", 2, "", ""},                       // too short to count
		{"ocean", 2, "", ""},
		{"water", 1, "", ""},
		{"tree", 4, "", ""},
		{"school", 2, "", ""},
		{"winter", 2, "", ""},
		{"fire2", 2, RuleClueOneWord, ""},
		{"ice cream", 2, RuleClueOneWord, ""},
		{"x-ray", 2, RuleClueOneWord, ""},
		{"ocean", 0, RuleClueNumber, ""},
	})
}

// Only cards not yet revealed block a clue.
func TestClueRevealedDoesNotBlock(t *testing.T) {
	board := []string{"fire", "apple", "city"}
	assert.Nil(t, CheckClue("firework", 1, board, []bool{true, false, false}, English))
	v := CheckClue("firework", 1, board, []bool{false, true, true}, English)
	require.NotNil(t, v)
	assert.Equal(t, RuleClueOnBoard, v.Rule)
	assert.Equal(t, "codenames.msg.clue_on_board", v.Key)
	assert.Equal(t, "firework", v.Args["Word"])
}

func TestClashIsSymmetric(t *testing.T) {
	pairs := [][2]string{{"Meer", "Meerjungfrau"}, {"Berg", "Eisberg"}, {"Bäume", "Baum"}, {"ran", "Orange"}, {"Öl", "Oel"}}
	for _, p := range pairs {
		assert.Equal(t, Clash(p[0], p[1], German), Clash(p[1], p[0], German), "%v", p)
	}
	assert.True(t, Clash("Öl", "Heizoel", German))
	assert.False(t, Clash("ran", "Orange", German))
}

func TestNormalize(t *testing.T) {
	assert.Equal(t, "strasse", Normalize("Straße"))
	assert.Equal(t, "aepfel", Normalize("ÄPFEL"))
	assert.Equal(t, "muetze", Normalize("Mütze"))
	assert.Equal(t, "koeln", Normalize("Köln"))
	assert.Equal(t, "fire", Normalize("FIRE"))
}

func FuzzCheckClue(f *testing.F) {
	for _, s := range []string{"Meer", "Meerjungfrau", "ß", "ÄÖÜ", "ran", "x-ray", "\xff", "ǅ", "ﬀ"} {
		f.Add(s, 1)
	}
	board := []string{"Meer", "Fußball", "Bäume", "fire", "orange"}
	f.Fuzz(func(t *testing.T, clue string, n int) {
		for _, l := range Langs {
			v := CheckClue(clue, n, board, nil, l)
			if v != nil && v.Rule == "" {
				t.Fatal("verdict without a rule")
			}
			if v == nil && (!IsOneWord(clue) || n < 1) {
				t.Fatalf("clue %q %d accepted", clue, n)
			}
		}
	})
}

// Every clause a verdict of this package cites exists in the rule texts in
// both languages.
func TestRulesExist(t *testing.T) {
	for _, id := range []rules.ID{RuleClueOneWord, RuleClueOnBoard, RuleClueNumber,
		RuleGuessLimit, RuleGuessPlusOne, RuleGuessNoClue, RuleGuessRevealed, RulePassNoGuess,
		RuleEndAssassin, RuleEndAllFound, RuleEndOver} {
		for _, lang := range []string{"en", "de"} {
			_, err := rules.Lookup(id, lang)
			assert.NoError(t, err, "%s in %s", id, lang)
		}
	}
}

// C3 (fourth edition): the number is at most the number of cards on the
// board, so no count derived from it (guesses left, owed) can overflow.
func TestClueNumberAtMostTheBoard(t *testing.T) {
	board := []string{"Apfel", "Birne", "Kirsche", "Pflaume"}
	assert.Nil(t, CheckClue("Obst", 4, board, nil, German))
	for _, n := range []int{5, 26, math.MaxInt} {
		v := CheckClue("Obst", n, board, nil, German)
		require.NotNil(t, v, "%d", n)
		assert.Equal(t, RuleClueNumber, v.Rule)
		assert.Equal(t, "codenames.msg.clue_number_max", v.Key)
		assert.Equal(t, 4, v.Args["Max"])
	}
	// the cards on the board count, uncovered or not
	assert.Nil(t, CheckClue("Obst", 4, board, []bool{true, true, true, false}, German))

	g := k7f3qx(t) // 3x3
	_, err := g.Apply(ClueMove("zebra", 10))
	var v *rules.Verdict
	require.ErrorAs(t, err, &v)
	assert.Equal(t, RuleClueNumber, v.Rule)
	g, err = g.Apply(ClueMove("zebra", 9))
	require.NoError(t, err)
	assert.Equal(t, 9, g.GuessesLeft())
}

func TestClueNumberAsTyped(t *testing.T) {
	for in, want := range map[string]int{
		"2": 2, " 3 ": 3, "0": 0, "-1": -1,
		"9223372036854775807": math.MaxInt, "99999999999999999999": math.MaxInt, "-99999999999999999999": math.MinInt,
	} {
		n, ok := ClueNumber(in)
		assert.True(t, ok, in)
		assert.Equal(t, want, n, in)
	}
	for _, in := range []string{"", "two", "2.5", "1e3", "0x10"} {
		_, ok := ClueNumber(in)
		assert.False(t, ok, in)
	}
}
