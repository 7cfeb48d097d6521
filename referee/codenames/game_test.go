package codenames

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"codeberg.org/schiri/schiri/rules"
)

// testBoard is a 4×4 board (C1: 6/5/4/1), red starts:
//
//	R:Apfel   R:Birne   R:Kirsche R:Pflaume
//	R:Melone  R:Traube  B:Hund    B:Katze
//	B:Maus    B:Pferd   B:Kuh     N:Tisch
//	N:Stuhl   N:Bett    N:Schrank A:Lampe
func testBoard(t *testing.T) *Game {
	t.Helper()
	layout := "RRRR RRBB BBBN NNNA"
	words := strings.Fields("Apfel Birne Kirsche Pflaume Melone Traube Hund Katze Maus Pferd Kuh Tisch Stuhl Bett Schrank Lampe")
	s := Setup{Seed: LegacyKeyCode(42), Rows: 4, Cols: 4, Starts: Red, Lang: German, Words: words}
	for _, r := range strings.ReplaceAll(layout, " ", "") {
		s.Grid = append(s.Grid, map[rune]Card{'R': CardRed, 'B': CardBlue, 'N': CardNeutral, 'A': CardAssassin}[r])
	}
	g, err := New(s)
	require.NoError(t, err)
	return g
}

// step is one move in a script: "clue WORD N", "guess WORD" or "pass", with
// the rule that rejects it ("" = legal).
type step struct {
	move string
	rule rules.ID
}

func parseStep(t *testing.T, g *Game, s string) Move {
	t.Helper()
	f := strings.Fields(s)
	switch f[0] {
	case "clue":
		n := 0
		for _, c := range f[2] {
			n = n*10 + int(c-'0')
		}
		if strings.HasPrefix(f[2], "-") {
			n = -1
		}
		return ClueMove(f[1], n)
	case "guess":
		m, err := g.ParseGuess(f[1])
		require.NoError(t, err)
		return m
	case "pass":
		return PassMove()
	}
	t.Fatalf("bad step %q", s)
	return Move{}
}

// play runs a script and returns the game after its legal moves.
func play(t *testing.T, g *Game, steps ...step) *Game {
	t.Helper()
	for _, st := range steps {
		next, err := g.Apply(parseStep(t, g, st.move))
		if st.rule == "" {
			require.NoError(t, err, "move %q", st.move)
			g = next
			continue
		}
		var v *rules.Verdict
		require.True(t, errors.As(err, &v), "move %q: want verdict %s, got %v", st.move, st.rule, err)
		assert.Equal(t, st.rule, v.Rule, "move %q", st.move)
		assert.Nil(t, next)
	}
	return g
}

func legal(moves ...string) []step {
	out := make([]step, len(moves))
	for i, m := range moves {
		out[i] = step{move: m}
	}
	return out
}

func TestGameStart(t *testing.T) {
	g := testBoard(t)
	assert.Equal(t, Red, g.Turn())
	assert.Nil(t, g.Clue())
	assert.True(t, g.NeedsClue())
	assert.Equal(t, 6, g.Remaining(Red))
	assert.Equal(t, 5, g.Remaining(Blue))
	assert.Equal(t, 0, g.GuessesLeft())
	assert.False(t, g.PlusOne())
	play(t, g,
		step{"guess Apfel", RuleGuessNoClue},
		step{"pass", RulePassNoGuess},
		step{"clue Obst 0", RuleClueNumber},
		step{"clue Obst -1", RuleClueNumber},
		step{"clue Apfelbaum 2", RuleClueOnBoard},
		step{"clue Obst-Salat 2", RuleClueOneWord},
	)
}

func TestGuessLimit(t *testing.T) {
	g := play(t, testBoard(t), legal("clue Obst 2", "guess Apfel")...)
	assert.Equal(t, Red, g.Turn())
	assert.Equal(t, 1, g.GuessesLeft())
	assert.False(t, g.PlusOne())
	assert.Equal(t, &Clue{Team: Red, Word: "Obst", Number: 2, Guesses: 1}, g.Clue())
	play(t, g, step{"clue Frucht 1", RuleClueOneWord}) // one clue per turn
	g = play(t, g, legal("guess Birne")...)
	// The number is used and nothing is owed: the turn has passed.
	assert.Equal(t, Blue, g.Turn())
	assert.Nil(t, g.Clue())
	play(t, g,
		step{"guess Kirsche", RuleGuessLimit},
		step{"pass", RulePassNoGuess},
	)
	g = play(t, g, legal("clue Tier 1", "guess Hund")...)
	assert.Equal(t, Red, g.Turn())
	// A guess now is red's, still without its own clue.
	play(t, g, step{"guess Apfel", RuleGuessLimit})
	g = play(t, g, legal("clue Obst 1", "guess Kirsche")...)
	assert.Equal(t, Blue, g.Turn())
}

func TestWrongCardEndsTurnWithoutDebt(t *testing.T) {
	g := play(t, testBoard(t), legal("clue Obst 3", "guess Apfel", "guess Tisch")...)
	assert.Equal(t, Blue, g.Turn())
	assert.Equal(t, 0, g.Owed(Red), "only a voluntary pass leaves cards owed")
	play(t, g, step{"guess Birne", RuleGuessNoClue})
	g = play(t, g, legal("clue Tier 2", "guess Birne")...) // blue hits a red card
	assert.Equal(t, Red, g.Turn())
	assert.Equal(t, 0, g.Owed(Blue))
	assert.Equal(t, 4, g.Remaining(Red))
}

// C4: the owed count grows only on a voluntary pass, by number − correct
// guesses; the plus-one comes only after the number is used and shrinks it
// by one when it hits.
func TestOwedAndPlusOne(t *testing.T) {
	g := play(t, testBoard(t), legal("clue Obst 3", "guess Apfel", "pass")...)
	assert.Equal(t, 2, g.Owed(Red))
	assert.Equal(t, Blue, g.Turn())
	assert.False(t, g.PlusOne(), "blue is owed nothing")

	g = play(t, g, legal("clue Tier 1", "guess Hund")...)
	assert.Equal(t, Red, g.Turn())
	assert.Equal(t, 0, g.Owed(Blue), "using the whole number leaves nothing owed")

	g = play(t, g, legal("clue Frucht 2")...)
	assert.Equal(t, 2, g.GuessesLeft())
	assert.True(t, g.PlusOne())
	g = play(t, g, legal("guess Birne")...)
	assert.Equal(t, 2, g.Owed(Red), "a hit within the number is no plus-one")
	g = play(t, g, legal("guess Kirsche")...)
	assert.Equal(t, Red, g.Turn(), "the plus-one keeps the turn open")
	assert.Equal(t, 0, g.GuessesLeft())
	assert.True(t, g.PlusOne())
	assert.True(t, g.CanPass())

	g = play(t, g, legal("guess Pflaume")...) // the plus-one, a hit
	assert.Equal(t, 1, g.Owed(Red))
	assert.Equal(t, Blue, g.Turn(), "the plus-one is the last guess")
	play(t, g, step{"guess Melone", RuleGuessPlusOne})

	g = play(t, g, legal("clue Haustier 1", "guess Katze")...)
	g = play(t, g, legal("clue Saft 1", "guess Melone")...)
	assert.True(t, g.PlusOne())
	g = play(t, g, legal("pass")...) // declines the plus-one
	assert.Equal(t, 1, g.Owed(Red), "a pass after the number is used adds nothing")
}

func TestPlusOneMissKeepsDebt(t *testing.T) {
	g := play(t, testBoard(t), legal("clue Obst 2", "guess Apfel", "pass", "clue Tier 1", "guess Hund",
		"clue Frucht 1", "guess Birne", "guess Tisch")...)
	assert.Equal(t, 1, g.Owed(Red), "a missed plus-one pays nothing back")
	assert.Equal(t, Blue, g.Turn())
	play(t, g, step{"guess Kirsche", RuleGuessNoClue})
}

func TestAssassinLoses(t *testing.T) {
	g := play(t, testBoard(t), legal("clue Licht 1", "guess Lampe")...)
	assert.True(t, g.Over())
	assert.Equal(t, Blue, g.Winner())
	assert.Equal(t, RuleEndAssassin, g.EndRule())
	assert.Nil(t, g.LegalGuesses())
	play(t, g,
		step{"guess Apfel", RuleEndOver},
		step{"clue Obst 1", RuleEndOver},
		step{"pass", RuleEndOver},
	)
}

// C5: a team wins the moment its last card is revealed, whoever reveals it.
func TestLastCardRevealedByOtherTeam(t *testing.T) {
	g := play(t, testBoard(t), legal(
		"clue Obst 1", "guess Apfel",
		"clue Tier 4", "guess Hund", "guess Katze", "guess Maus", "guess Pferd",
		"clue Milch 1")...)
	assert.Equal(t, 1, g.Remaining(Blue))
	g = play(t, g, legal("guess Kuh")...) // red uncovers blue's last card
	assert.Equal(t, Blue, g.Winner())
	assert.Equal(t, RuleEndAllFound, g.EndRule())
}

func TestOwnLastCardWins(t *testing.T) {
	g := play(t, testBoard(t), legal("clue Obst 6",
		"guess Apfel", "guess Birne", "guess Kirsche", "guess Pflaume", "guess Melone", "guess Traube")...)
	assert.Equal(t, Red, g.Winner())
	assert.Equal(t, RuleEndAllFound, g.EndRule())
	assert.Equal(t, 0, g.GuessesLeft())
	assert.False(t, g.PlusOne())
}

func TestRevealedCard(t *testing.T) {
	g := play(t, testBoard(t), legal("clue Obst 3", "guess Apfel")...)
	play(t, g, step{"guess Apfel", RuleGuessRevealed})
	// A revealed card no longer blocks a clue.
	g = play(t, g, legal("guess Tisch", "clue Apfelbaum 1")...)
	assert.Equal(t, "Apfelbaum", g.Clue().Word)
}

func TestParseGuess(t *testing.T) {
	g := testBoard(t)
	for in, want := range map[string]Move{
		"Apfel": GuessMove(1, 1), "apfel": GuessMove(1, 1), "LAMPE": GuessMove(4, 4),
		"2,3": GuessMove(2, 3), " 4, 1 ": GuessMove(4, 1),
	} {
		m, err := g.ParseGuess(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, m, in)
	}
	for in, key := range map[string]string{
		"Banane": "codenames.err.target_word", "0,1": "codenames.err.target_range",
		"5,1": "codenames.err.target_range", "1,x": "codenames.err.target", "": "codenames.err.target_word",
	} {
		_, err := g.ParseGuess(in)
		var pe *ParseError
		require.True(t, errors.As(err, &pe), in)
		assert.Equal(t, key, pe.Key, in)
	}
	_, err := g.Apply(GuessMove(9, 9))
	var pe *ParseError
	assert.True(t, errors.As(err, &pe))
	_, err = g.Apply(Move{Kind: "shout"})
	assert.True(t, errors.As(err, &pe))
}

func TestUndoAndReplay(t *testing.T) {
	g0 := testBoard(t)
	_, err := g0.Undo()
	assert.ErrorIs(t, err, ErrNothingToUndo)

	g1 := play(t, g0, legal("clue Obst 3", "guess Apfel", "pass")...)
	g2 := play(t, g1, legal("clue Tier 1", "guess Hund")...)
	back, err := g2.Undo()
	require.NoError(t, err)
	assert.Equal(t, Blue, back.Turn())
	assert.Equal(t, 1, back.Clue().Number)
	assert.False(t, back.Revealed(6))
	back, err = back.Undo()
	require.NoError(t, err)
	assert.Equal(t, g1, back)
	assert.Len(t, g1.Moves(), 3)

	data, err := json.Marshal(g2.Record())
	require.NoError(t, err)
	var rec Record
	require.NoError(t, json.Unmarshal(data, &rec))
	again, err := Replay(rec)
	require.NoError(t, err)
	assert.Equal(t, g2, again)
	assert.Contains(t, string(data), `"grid":["red","red"`)
	assert.Contains(t, string(data), `{"kind":"clue","word":"Obst","number":3}`)
	assert.Contains(t, string(data), `{"kind":"guess","row":1,"col":1}`)
}

func TestReplayRejectsCorruptRecords(t *testing.T) {
	good := play(t, testBoard(t), legal("clue Obst 1", "guess Apfel")...).Record()

	bad := good
	bad.Moves = append([]Move{}, good.Moves...)
	bad.Moves = append(bad.Moves, GuessMove(1, 2)) // blue has no clue
	_, err := Replay(bad)
	assert.ErrorIs(t, err, ErrCorrupt)

	for name, mutate := range map[string]func(s *Setup){
		"size":     func(s *Setup) { s.Rows = 9 },
		"grid":     func(s *Setup) { s.Grid = s.Grid[:3] },
		"counts":   func(s *Setup) { s.Grid[15] = CardRed },
		"starts":   func(s *Setup) { s.Starts = Blue },
		"lang":     func(s *Setup) { s.Lang = "fr" },
		"dup word": func(s *Setup) { s.Words[1] = "apfel" },
		"no card":  func(s *Setup) { s.Grid[0] = NoCard },
	} {
		s := good.Setup
		s.Grid = append([]Card{}, s.Grid...)
		s.Words = append([]string{}, s.Words...)
		mutate(&s)
		_, err := Replay(Record{Setup: s})
		assert.ErrorIs(t, err, ErrCorrupt, name)
	}
}

func TestNewSetupFromCode(t *testing.T) {
	c, err := ParseCode("K7F3QX")
	require.NoError(t, err)
	b, err := ParseCode("4HJ2PA")
	require.NoError(t, err)
	s, err := NewSetup(LegacyKeyCode(c), b, DefaultSize, NoTeam, English)
	require.NoError(t, err)
	k := NewKey(LegacyKeyCode(c), DefaultSize, NoTeam)
	assert.Equal(t, k.Cards, s.Grid)
	assert.Equal(t, PickWords(b, DefaultSize, English), s.Words)
	assert.Equal(t, k.Starts, s.Starts)
	g, err := New(s)
	require.NoError(t, err)
	assert.Equal(t, s.Starts, g.Turn())

	s2, err := NewSetup(LegacyKeyCode(c), b, DefaultSize, k.Starts.Other(), English)
	require.NoError(t, err)
	assert.Equal(t, k.Starts.Other(), s2.Starts)
	assert.Equal(t, s.Words, s2.Words)

	_, err = NewSetup(LegacyKeyCode(c), b, Size{2, 2}, NoTeam, English)
	assert.Error(t, err)
	_, err = NewSetup(LegacyKeyCode(c), b, DefaultSize, NoTeam, "fr")
	assert.Error(t, err)
}

func FuzzParseGuess(f *testing.F) {
	for _, s := range []string{"Apfel", "2,3", "4,4", "0,0", "1,", ",", "ÄPFEL", "99999999999999999999,1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g := testBoard(t)
		m, err := g.ParseGuess(s)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error %v is not a *ParseError", err)
			}
			return
		}
		if g.Index(m.Row, m.Col) < 0 {
			t.Fatalf("%q parsed to a cell off the board: %+v", s, m)
		}
	})
}

// FuzzGame plays arbitrary move sequences: nothing panics, every rejection is
// a verdict or a parse error, and the invariants of C4/C5 hold.
func FuzzGame(f *testing.F) {
	f.Add([]byte{0, 3, 1, 0, 1, 1, 2})
	f.Add([]byte{0, 1, 1, 15, 1, 2, 0, 9, 1, 5})
	f.Fuzz(func(t *testing.T, script []byte) {
		g := testBoard(t)
		for i := 0; i+1 < len(script); i += 2 {
			var m Move
			switch script[i] % 3 {
			case 0:
				m = ClueMove("Wort", int(script[i+1]%5))
			case 1:
				cell := int(script[i+1] % 16)
				m = GuessMove(cell/4+1, cell%4+1)
			default:
				m = PassMove()
			}
			next, err := g.Apply(m)
			if err != nil {
				var v *rules.Verdict
				if !errors.As(err, &v) || v.Rule == "" {
					t.Fatalf("move %+v: %v", m, err)
				}
				continue
			}
			g = next
			if g.Owed(Red) < 0 || g.Owed(Blue) < 0 || g.GuessesLeft() < 0 {
				t.Fatalf("negative count after %+v", m)
			}
			if g.Over() != (g.EndRule() != "") {
				t.Fatal("winner and end rule disagree")
			}
		}
		again, err := Replay(g.Record())
		if err != nil {
			t.Fatalf("replay: %v", err)
		}
		if again.Turn() != g.Turn() || again.Winner() != g.Winner() {
			t.Fatal("replay differs")
		}
	})
}

// codenames.clue.turn: a spymaster's clue counts only on their own team's
// turn; on it, ClueFor is the plain clue.
func TestClueFor(t *testing.T) {
	c, err := ParseCode("K7F3QX")
	require.NoError(t, err)
	s, err := NewSetup(LegacyKeyCode(c), c, Size{3, 3}, Red, English)
	require.NoError(t, err)
	g, err := New(s)
	require.NoError(t, err)
	require.Equal(t, Red, g.Turn())

	_, err = g.ClueFor(Blue, "fruit", 2)
	var v *rules.Verdict
	require.ErrorAs(t, err, &v)
	assert.Equal(t, RuleClueTurn, v.Rule)
	assert.Equal(t, Blue, v.Args["Team"])
	assert.Equal(t, Red, v.Args["Turn"])

	n, err := g.ClueFor(Red, "fruit", 2)
	require.NoError(t, err)
	want, err := g.Apply(ClueMove("fruit", 2))
	require.NoError(t, err)
	assert.Equal(t, want.Record(), n.Record())

	// their turn, but the clue is out already: one clue per turn
	_, err = n.ClueFor(Red, "food", 1)
	require.ErrorAs(t, err, &v)
	assert.Equal(t, RuleClueOneWord, v.Rule)
	// and the other team still may not
	_, err = n.ClueFor(Blue, "food", 1)
	require.ErrorAs(t, err, &v)
	assert.Equal(t, RuleClueTurn, v.Rule)
}
