package codenames

import (
	"testing"

	"codeberg.org/schiri/schiri/referee"
	"codeberg.org/schiri/schiri/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A revealed word no longer blocks a clue, but the words after it still do;
// the verdict names the first word that blocks, in reading order.
func TestClueClashesAfterARevealedWord(t *testing.T) {
	board := []string{"apple", "fire", "firework", "city"}
	for _, revealed := range [][]bool{{true, false, false, false}, {true}} {
		v := CheckClue("fireworks", 1, board, revealed, English)
		require.NotNil(t, v, "%v", revealed)
		assert.Equal(t, RuleClueOnBoard, v.Rule)
		assert.Equal(t, "fire", v.Args["BoardWord"], "%v", revealed)
	}
	v := CheckClue("fireworks", 1, board, []bool{true, true, false, false}, English)
	require.NotNil(t, v)
	assert.Equal(t, "firework", v.Args["BoardWord"])
	assert.Nil(t, CheckClue("fireworks", 1, board, []bool{false, true, true, false}, English))
	assert.Nil(t, CheckClue("apples", 1, board, []bool{true, false, false, false}, English))

	// in a game: the revealed card lets the clue pass, an unrevealed one
	// after it still blocks
	g := play(t, testBoard(t), legal("clue Obst 2", "guess Apfel", "guess Tisch")...) // blue's turn
	g = play(t, g, step{"clue Apfelbaum 1", ""}, step{"guess Hund", ""})              // red's turn
	play(t, g, step{"clue Kuhglocke 1", RuleClueOnBoard}, step{"clue Birnenbaum 1", RuleClueOnBoard})
}

// Ruling C3's parts: at least three letters as the first or last part of a
// word, a whole word of any length.
func TestClashParts(t *testing.T) {
	for _, c := range []struct {
		a, b  string
		clash bool
	}{
		{"Eis", "Eisberg", true},
		{"Berg", "Eisberg", true},
		{"Ei", "Eimer", false},
		{"Ei", "EI", true},
		{"Ozean", "ozean", true},
		{"See", "Meer", false},
		{"Maus", "Mauser", true},
		{"aus", "Haus", true},
		{"Hau", "Haus", true},
		{"au", "Haus", false},
	} {
		assert.Equalf(t, c.clash, Clash(c.a, c.b, German), "%s/%s", c.a, c.b)
		assert.Equalf(t, c.clash, Clash(c.b, c.a, German), "%s/%s", c.b, c.a)
	}
	assert.Nil(t, CheckClue("Obst", 1, []string{"Apfel"}, nil, German), "a number of 1 is enough")
	assert.Equal(t, RuleClueNumber, CheckClue("Obst", 0, []string{"Apfel"}, nil, German).Rule)
}

// C4: cards owed add up over the turns a team ends early, and each
// plus-one hit pays back one.
func TestOwedCardsAccumulate(t *testing.T) {
	g := play(t, testBoard(t), legal("clue Obst 3", "guess Apfel", "pass")...)
	assert.Equal(t, 2, g.Owed(Red))
	g = play(t, g, legal("clue Tier 1", "guess Hund")...)
	g = play(t, g, legal("clue Frucht 3", "guess Birne", "pass")...)
	assert.Equal(t, 4, g.Owed(Red), "2 owed before, 2 more now")
	assert.Equal(t, 0, g.Owed(Blue))
	g = play(t, g, legal("clue Haustier 2", "guess Katze", "pass")...)
	assert.Equal(t, 1, g.Owed(Blue), "each team owes its own")
	assert.Equal(t, 4, g.Owed(Red))

	g = play(t, g, legal("clue Saft 1", "guess Kirsche")...)
	assert.Equal(t, Red, g.Turn(), "owed cards keep the turn open after the number")
	assert.True(t, g.PlusOne())
	assert.Equal(t, 0, g.GuessesLeft())
	g = play(t, g, legal("guess Pflaume")...)
	assert.Equal(t, 3, g.Owed(Red), "a plus-one hit pays back one")
	assert.Equal(t, Blue, g.Turn())
	assert.True(t, play(t, g, legal("clue Stall 1")...).PlusOne(), "blue is owed one")
	assert.Equal(t, 0, g.Owed(NoTeam), "nobody else is owed anything")
}

// A saved game whose setup does not fit its board is damaged.
func TestReplayRejectsABoardThatDoesNotFit(t *testing.T) {
	good := testBoard(t).Record()
	for name, mutate := range map[string]func(s *Setup){
		"a word short":    func(s *Setup) { s.Words = s.Words[:15] },
		"a word too many": func(s *Setup) { s.Words = append(s.Words, "Tasse") },
		"a card too many": func(s *Setup) { s.Grid = append(s.Grid, CardNeutral) },
		"no words":        func(s *Setup) { s.Words = nil },
		"no starter":      func(s *Setup) { s.Starts = NoTeam },
		"no language":     func(s *Setup) { s.Lang = "" },
		"two words":       func(s *Setup) { s.Words[3] = "Pflaumen Mus" },
		"not a card":      func(s *Setup) { s.Grid[0] = CardAssassin + 1 },
		"two assassins":   func(s *Setup) { s.Grid[14] = CardAssassin },
		"a row short":     func(s *Setup) { s.Rows = 3 },
	} {
		s := good.Setup
		s.Grid = append([]Card{}, s.Grid...)
		s.Words = append([]string{}, s.Words...)
		mutate(&s)
		_, err := Replay(Record{Setup: s})
		assert.ErrorIs(t, err, ErrCorrupt, name)
		_, err = New(s)
		assert.ErrorIs(t, err, ErrCorrupt, name)
	}
	_, err := Replay(good)
	assert.NoError(t, err)
	// the other team may start, with the counts swapped
	s := good.Setup
	s.Grid = append([]Card{}, s.Grid...)
	for i, c := range s.Grid {
		switch c {
		case CardRed:
			s.Grid[i] = CardBlue
		case CardBlue:
			s.Grid[i] = CardRed
		}
	}
	s.Starts = Blue
	g, err := New(s)
	require.NoError(t, err)
	assert.Equal(t, Blue, g.Turn())
	assert.Equal(t, 6, g.Remaining(Blue))
	assert.Equal(t, 5, g.Remaining(Red))
}

// A record that does not replay names the move that fails, counted from
// 1, and keeps the verdict.
func TestReplayNamesTheFailingMove(t *testing.T) {
	rec := testBoard(t).Record()
	rec.Moves = []Move{ClueMove("Obst", 1), GuessMove(1, 1), GuessMove(1, 2)}
	_, err := Replay(rec)
	require.ErrorIs(t, err, ErrCorrupt)
	assert.Contains(t, err.Error(), "move 3 (guess)")
	var v *rules.Verdict
	require.ErrorAs(t, err, &v)
	assert.Equal(t, RuleGuessLimit, v.Rule)
}

// The German stemmer at the edges of its regions R1 and R2: a suffix is
// removed only where it lies inside them ("eben" keeps its "en", "gabe"
// loses its "e"), and "ig" after "ung" only when no "e" precedes it.
func TestStemGermanRegionEdges(t *testing.T) {
	for word, want := range map[string]string{
		"eben": "eben", "gabe": "gab", "gabs": "gab", "abs": "abs", "kerns": "kern", "lebens": "leb",
		"beleidigung": "beleid", "heiligung": "heilig", "ewigend": "ewig", "bereinigung": "berein",
		// "ig" preceded by "e" stays, also where it lies in R2
		"abababeigung": "abababeig",
		// "st" goes from a word of six letters, also where it starts R1
		"kennst": "kenn", "willst": "will", "heilst": "heil",
	} {
		assert.Equalf(t, want, stemGerman(word), "stem of %q", word)
	}
}

// A code too long is too long, whatever follows its seventh character.
func TestParseCodeTooLong(t *testing.T) {
	for _, s := range []string{"K7F3QX9", "K7F3QX9!", "K7F3QX-9-!"} {
		_, err := ParseCode(s)
		var pe *ParseError
		require.ErrorAsf(t, err, &pe, "%q", s)
		assert.Equalf(t, "codenames.err.code_length", pe.Key, "%q", s)
	}
}

// A key's At reads row by row.
func TestKeyAt(t *testing.T) {
	k := NewKey(LegacyKeyCode(Code(12345)), Size{3, 4}, NoTeam)
	for r := range 3 {
		for c := range 4 {
			assert.Equal(t, k.Cards[r*4+c], k.At(r, c))
		}
	}
}

// On the 3x3 board of K7F3QX (red starts):
//
//	N bee     B nun     R mango
//	B market  R flour   N meadow
//	R tray    N tooth   A hair
func k7f3qx(t *testing.T) *Game {
	t.Helper()
	c, err := ParseCode("K7F3QX")
	require.NoError(t, err)
	s, err := NewSetup(LegacyKeyCode(c), c, Size{3, 3}, NoTeam, English)
	require.NoError(t, err)
	g, err := New(s)
	require.NoError(t, err)
	return g
}

func applyAll(t *testing.T, g *Game, moves ...Move) *Game {
	t.Helper()
	for _, m := range moves {
		var err error
		g, err = g.Apply(m)
		require.NoError(t, err, "%+v", m)
	}
	return g
}

// C4: the plus-one is a guess after the number, under a clue: a team that is
// owed cards has no plus-one before its spymaster has given the clue.
func TestPlusOneNeedsTheClue(t *testing.T) {
	g := applyAll(t, k7f3qx(t),
		ClueMove("fruit", 2), GuessMove(1, 3), PassMove(), // red is owed 1
		ClueMove("religion", 1), GuessMove(1, 1)) // blue misses: red again
	require.Equal(t, Red, g.Turn())
	require.Equal(t, 1, g.Owed(Red))
	assert.Nil(t, g.Clue())
	assert.False(t, g.PlusOne(), "no clue yet, so no plus-one yet")
	g = applyAll(t, g, ClueMove("baking", 1))
	assert.True(t, g.PlusOne())
}

// A guess by row and column: the first cell is 1,1; a word that is not on
// the board is answered with the covered words only.
func TestParseGuessCellsAndCandidates(t *testing.T) {
	g := k7f3qx(t)
	m, err := g.ParseGuess("1,1")
	require.NoError(t, err)
	assert.Equal(t, GuessMove(1, 1), m)
	m, err = g.ParseGuess(" 3 , 3 ")
	require.NoError(t, err)
	assert.Equal(t, GuessMove(3, 3), m)
	_, err = g.ParseGuess("0,1")
	require.Error(t, err)

	g = applyAll(t, g, ClueMove("fruit", 2), GuessMove(1, 3)) // mango uncovered
	_, err = g.ParseGuess("mangoo")
	var pe *referee.ParseError
	require.ErrorAs(t, err, &pe)
	assert.NotContains(t, pe.Candidates, "mango", "an uncovered word is no candidate")
	assert.Contains(t, pe.Candidates, "nun")
	assert.Len(t, pe.Candidates, 8)
}

// C2: a code is read case-insensitively, from the first letter of the
// alphabet to the last.
func TestParseCodeLowerCaseEnds(t *testing.T) {
	upper, err := ParseCode("AAZZ09")
	require.NoError(t, err)
	lower, err := ParseCode("aazz09")
	require.NoError(t, err)
	assert.Equal(t, upper, lower)
	assert.Equal(t, "AAZZ09", lower.String())
}
