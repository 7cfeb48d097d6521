package codenames

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/qrcode"
	"codeberg.org/schiri/schiri/internal/store"
	tc "codeberg.org/schiri/schiri/internal/table/codenames"
	cn "codeberg.org/schiri/schiri/referee/codenames"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// testFactory is a factory with in-memory streams, a temp data dir, a fixed
// clock and the given language; JSON output unless text is asked for.
func testFactory(t *testing.T, lang string, jsonOut bool) (*cli.Factory, *bytes.Buffer) {
	t.Helper()
	ios, _, out, _ := cli.Test()
	f := &cli.Factory{
		IO:   ios,
		Now:  func() time.Time { return time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC) },
		Rand: func(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 1)) },
	}
	f.SetConfig(&cli.Config{Lang: lang, DataDir: t.TempDir(), JSON: jsonOut})
	return f, out
}

func decode[T any](t *testing.T, out *bytes.Buffer) T {
	t.Helper()
	var v T
	require.NoError(t, json.Unmarshal(out.Bytes(), &v), "output: %s", out.String())
	out.Reset()
	return v
}

func TestKeyJSON(t *testing.T) {
	f, out := testFactory(t, "de", true)
	require.NoError(t, RunKey(&KeyOptions{F: f, boardFlags: boardFlags{Seed: "k7f3-qx", BoardCode: "4hj2-pa", Size: "4x5"}}))
	doc := decode[map[string]any](t, out)
	assert.Equal(t, "K7F3QX", doc["seed"])
	assert.Equal(t, "4HJ2PA", doc["board_code"])
	board, _ := cn.ParseCode("4HJ2PA")
	assert.EqualValues(t, 4, doc["rows"])
	assert.EqualValues(t, 5, doc["cols"])
	c, _ := cn.ParseCode("K7F3QX")
	want := cn.NewKey(cn.LegacyKeyCode(c), cn.Size{Rows: 4, Cols: 5}, cn.NoTeam)
	assert.Equal(t, want.Starts.String(), doc["starts"])
	counts := doc["counts"].(map[string]any)
	assert.EqualValues(t, 1, counts["assassin"])
	assert.EqualValues(t, 6, counts["neutral"])
	assert.EqualValues(t, 20, toInt(counts["red"])+toInt(counts["blue"])+6+1)
	grid := doc["grid"].([]any)
	require.Len(t, grid, 4)
	require.Len(t, grid[0], 5)
	assert.Equal(t, want.Cards[0].String(), grid[0].([]any)[0])
	words := doc["words"].([]any)
	require.Len(t, words, 4)
	assert.Equal(t, cn.PickWords(board, cn.Size{Rows: 4, Cols: 5}, cn.German)[7], words[1].([]any)[2],
		"the words of the board code; --words defaults to the language of messages")

	require.NoError(t, RunKey(&KeyOptions{F: f, boardFlags: boardFlags{Seed: "K7F3QX", BoardCode: "K7F3QX", Size: "5x5", Words: "none"}}))
	doc = decode[map[string]any](t, out)
	assert.Contains(t, doc, "words")
	assert.Nil(t, doc["words"])
	assert.Contains(t, doc, "board_code")
	assert.Nil(t, doc["board_code"], "no words, no board code")

	// --starts swaps the colours and the counts, on the same layout.
	require.NoError(t, RunKey(&KeyOptions{F: f, boardFlags: boardFlags{Seed: "K7F3QX", BoardCode: "4HJ2PA", Size: "5x5", Starts: "blue"}}))
	blue := decode[keyJSON](t, out)
	require.NoError(t, RunKey(&KeyOptions{F: f, boardFlags: boardFlags{Seed: "K7F3QX", BoardCode: "4HJ2PA", Size: "5x5", Starts: "red"}}))
	red := decode[keyJSON](t, out)
	assert.Equal(t, cn.Blue, blue.Starts)
	assert.Equal(t, countsJSON{Red: 8, Blue: 9, Neutral: 7, Assassin: 1}, blue.Counts)
	assert.Equal(t, countsJSON{Red: 9, Blue: 8, Neutral: 7, Assassin: 1}, red.Counts)
	assert.Equal(t, red.Words, blue.Words)
	for r := range red.Grid {
		for c := range red.Grid[r] {
			assert.Equal(t, red.Grid[r][c] == cn.CardNeutral, blue.Grid[r][c] == cn.CardNeutral)
			assert.Equal(t, red.Grid[r][c] == cn.CardAssassin, blue.Grid[r][c] == cn.CardAssassin)
		}
	}
}

func toInt(v any) int { return int(v.(float64)) }

func TestKeyWithoutSeedIsFresh(t *testing.T) {
	f, out := testFactory(t, "en", true)
	require.NoError(t, RunKey(&KeyOptions{F: f, boardFlags: boardFlags{Size: "5x5"}}))
	doc := decode[keyJSON](t, out)
	code, err := cn.ParseKeyCode(doc.Seed)
	require.NoError(t, err)
	assert.False(t, code.Legacy(), "a fresh key code has 10 characters (C2, fourth edition)")
	assert.Regexp(t, `^[0-9A-HJKMNP-TV-Z]{10}$`, doc.Seed, "JSON carries it without the hyphen")
	require.NotNil(t, doc.BoardCode)
	_, err = cn.ParseCode(*doc.BoardCode)
	assert.NoError(t, err)
	assert.Len(t, doc.Words, 5)
	assert.Empty(t, f.IO.ErrOut.(*bytes.Buffer).String(), "no warning for a fresh code")
	// drawn fresh each time
	seen := map[string]bool{doc.Seed: true}
	for range 3 {
		require.NoError(t, RunKey(&KeyOptions{F: f, boardFlags: boardFlags{Size: "3x3", Words: "none"}}))
		seen[decode[keyJSON](t, out).Seed] = true
	}
	assert.Len(t, seen, 4)
}

func TestKeyText(t *testing.T) {
	f, out := testFactory(t, "de", false)
	require.NoError(t, RunKey(&KeyOptions{F: f, boardFlags: boardFlags{Seed: "K7F3QX", BoardCode: "4HJ2PA", Size: "3x3", Words: "de"}}))
	text := out.String()
	assert.Contains(t, text, "Schlüsselcode K7F3QX")
	assert.Contains(t, text, "Tischcode 4HJ2PA")
	assert.Contains(t, text, "schiri codenames key --seed K7F3QX --board-code 4HJ2PA --size 3x3 --words de", "the line names both codes")
	assert.Contains(t, text, "A Attentäter 1")
	assert.NotContains(t, text, "\x1b[", "no colour without a terminal")
	lines := strings.Split(text, "\n")
	require.Greater(t, len(lines), 5)
	c, _ := cn.ParseCode("K7F3QX")
	k := cn.NewKey(cn.LegacyKeyCode(c), cn.Size{Rows: 3, Cols: 3}, cn.NoTeam)
	b, _ := cn.ParseCode("4HJ2PA")
	w := cn.PickWords(b, cn.Size{Rows: 3, Cols: 3}, cn.German)
	for i := range 3 {
		assert.Contains(t, lines[2+i/3], string(k.Cards[i].Letter())+" "+w[i], "every cell has its letter")
	}
}

func TestKeyBadInput(t *testing.T) {
	for _, tt := range []struct {
		flags boardFlags
		key   string
		token string
	}{
		{boardFlags{Seed: "K7F3QU", BoardCode: "K7F3QU", Size: "5x5"}, "codenames.err.code_char", "K7F3QU"},
		{boardFlags{Seed: "K7F3", BoardCode: "K7F3QX", Size: "5x5"}, "codenames.err.key_code_length", "K7F3"},
		{boardFlags{Seed: "K7F3QX9P2", BoardCode: "K7F3QX", Size: "5x5"}, "codenames.err.key_code_length", "K7F3QX9P2"},
		{boardFlags{Seed: "K7F3QX9P2M", BoardCode: "K7F3", Size: "5x5"}, "codenames.err.code_length", "K7F3"},
		{boardFlags{Seed: "K7F3QX", BoardCode: "K7F3QX", Size: "9x9"}, "codenames.err.size_range", "9x9"},
		{boardFlags{Seed: "K7F3QX", BoardCode: "K7F3QX", Size: "big"}, "codenames.err.size_format", "big"},
		{boardFlags{Seed: "K7F3QX", BoardCode: "K7F3QX", Size: "5x5", Starts: "green"}, "codenames.err.team", "green"},
		{boardFlags{Seed: "K7F3QX", BoardCode: "K7F3QX", Size: "5x5", Words: "fr"}, "codenames.err.lang_none", "fr"},
	} {
		f, out := testFactory(t, "en", true)
		err := RunKey(&KeyOptions{F: f, boardFlags: tt.flags})
		var ie *cli.InputError
		require.True(t, errors.As(err, &ie), "%+v: %v", tt.flags, err)
		assert.Equal(t, tt.key, ie.Key)
		assert.Equal(t, tt.token, ie.Token)
		assert.Empty(t, out.String(), "errors are printed centrally")
		assert.NotEqual(t, ie.Key, f.T(ie.Key, ie.Args), "the message exists")
	}
}

// game runs a command function and returns its JSON output.
func game[T any](t *testing.T, out *bytes.Buffer, err error) T {
	t.Helper()
	require.NoError(t, err)
	return decode[T](t, out)
}

func TestGameCommands(t *testing.T) {
	f, out := testFactory(t, "en", true)
	g := game[gameJSON](t, out, RunNew(&NewOptions{F: f, boardFlags: boardFlags{Seed: "K7F3QX", BoardCode: "K7F3QX", Size: "5x5", Words: "en"}}))
	assert.Equal(t, "k7f3qx-1", g.Game)
	assert.Equal(t, "K7F3QX", g.Seed)
	require.NotNil(t, g.Turn)
	assert.Equal(t, g.Starts, *g.Turn)
	assert.Nil(t, g.Winner)
	assert.Nil(t, g.Clue)
	assert.Equal(t, teamsJSON{Red: 9, Blue: 8}, g.Remaining)

	// Find cards by colour from the key in the document.
	var own, other, neutral, assassin []string
	for r, row := range g.Grid {
		for c, card := range row {
			w := g.Words[r][c]
			switch {
			case card == cn.CardOf(g.Starts):
				own = append(own, w)
			case card == cn.CardNeutral:
				neutral = append(neutral, w)
			case card == cn.CardAssassin:
				assassin = append(assassin, w)
			default:
				other = append(other, w)
			}
		}
	}

	assert.Len(t, own, 9)
	assert.Len(t, other, 8)
	assert.Len(t, neutral, 7)
	assert.Len(t, assassin, 1)

	err := RunGuess(&GuessOptions{F: f, Target: own[0]})
	assert.ErrorIs(t, err, cli.ErrVerdict)
	rej := decode[map[string]any](t, out)
	assert.Equal(t, false, rej["accepted"])
	assert.Equal(t, "codenames.guess.no-clue", rej["reason"])
	assert.NotEmpty(t, rej["message"])

	err = RunClue(&ClueOptions{F: f, Word: own[0] + "s", Number: "2"})
	assert.ErrorIs(t, err, cli.ErrVerdict)
	rej = decode[map[string]any](t, out)
	assert.Equal(t, "codenames.clue.on-board", rej["reason"])
	assert.Contains(t, rej["message"], `"`+own[0]+`"`, "the message names the blocking word")

	err = RunClue(&ClueOptions{F: f, Word: "zzz", Number: "two"})
	var ie *cli.InputError
	require.True(t, errors.As(err, &ie))
	assert.Equal(t, "two", ie.Token)

	g = game[gameJSON](t, out, RunClue(&ClueOptions{F: f, Word: "Quartz", Number: "3"}))
	require.NotNil(t, g.Clue)
	assert.Equal(t, clueJSON{Team: g.Starts, Word: "Quartz", Number: 3}, *g.Clue)
	assert.Equal(t, 3, g.GuessesLeft)

	res := game[guessJSON](t, out, RunGuess(&GuessOptions{F: f, Target: strings.ToUpper(own[0])}))
	assert.Equal(t, cn.CardOf(g.Starts), res.Card)
	assert.False(t, res.TurnOver)
	assert.Nil(t, res.Winner)
	assert.Equal(t, 2, res.Game.GuessesLeft)

	g = game[gameJSON](t, out, RunPass(&PassOptions{F: f}))
	assert.Equal(t, g.Starts.Other(), *g.Turn)
	if g.Starts == cn.Red {
		assert.Equal(t, teamsJSON{Red: 2}, g.Owed)
	} else {
		assert.Equal(t, teamsJSON{Blue: 2}, g.Owed)
	}

	game[gameJSON](t, out, RunClue(&ClueOptions{F: f, Word: "Quiet", Number: "1"}))
	res = game[guessJSON](t, out, RunGuess(&GuessOptions{F: f, Target: neutral[0]}))
	assert.Equal(t, cn.CardNeutral, res.Card)
	assert.True(t, res.TurnOver)
	assert.Equal(t, g.Starts, *res.Game.Turn)

	g = game[gameJSON](t, out, RunClue(&ClueOptions{F: f, Word: "Quest", Number: "1"}))
	assert.True(t, g.PlusOne, "owed cards allow a plus-one")

	g = game[gameJSON](t, out, RunUndo(&UndoOptions{F: f}))
	assert.Nil(t, g.Clue)

	game[gameJSON](t, out, RunClue(&ClueOptions{F: f, Word: "Quest", Number: "1"}))
	res = game[guessJSON](t, out, RunGuess(&GuessOptions{F: f, Target: assassin[0]}))
	assert.Equal(t, cn.CardAssassin, res.Card)
	assert.True(t, res.TurnOver)
	require.NotNil(t, res.Winner)
	assert.Equal(t, g.Starts.Other(), *res.Winner)
	assert.Nil(t, res.Game.Turn)

	err = RunPass(&PassOptions{F: f})
	assert.ErrorIs(t, err, cli.ErrVerdict)
	rej = decode[map[string]any](t, out)
	assert.Equal(t, "codenames.end.over", rej["reason"])

	st := game[gameJSON](t, out, RunStatus(&StatusOptions{F: f, Game: "k7f3qx-1"}))
	assert.Equal(t, res.Game, st)
}

func TestGuessInputErrors(t *testing.T) {
	f, out := testFactory(t, "en", true)
	game[gameJSON](t, out, RunNew(&NewOptions{F: f, boardFlags: boardFlags{Seed: "000000", BoardCode: "000000", Size: "3x3", Words: "en"}, Name: "g"}))
	for target, key := range map[string]string{
		"9,9": "codenames.err.target_range", "unicorns": "codenames.err.target_word", "1,a": "codenames.err.target",
	} {
		err := RunGuess(&GuessOptions{F: f, Target: target})
		var ie *cli.InputError
		require.True(t, errors.As(err, &ie), target)
		assert.Equal(t, key, ie.Key)
		assert.Equal(t, target, ie.Token)
	}
	err := RunUndo(&UndoOptions{F: f, Game: "g"})
	var ie *cli.InputError
	require.True(t, errors.As(err, &ie))
	assert.Equal(t, "codenames.err.nothing_to_undo", ie.Key)
}

func TestStatusText(t *testing.T) {
	f, out := testFactory(t, "de", false)
	require.NoError(t, RunNew(&NewOptions{F: f, boardFlags: boardFlags{Seed: "000000", BoardCode: "000000", Size: "3x3", Words: "de"}, Name: "spiel"}))
	assert.Contains(t, out.String(), "Spiel spiel · Tischcode 000000")
	assert.NotContains(t, out.String(), "Schlüsselcode", "the key code only with --key")
	assert.Contains(t, out.String(), "ist am Zug")
	assert.Contains(t, out.String(), "Plus-eins: nicht erlaubt")
	c, _ := cn.ParseCode("000000")
	s, err := cn.NewSetup(cn.LegacyKeyCode(c), c, cn.Size{Rows: 3, Cols: 3}, cn.NoTeam, cn.German)
	require.NoError(t, err)
	for _, w := range s.Words {
		assert.Contains(t, out.String(), "· "+w, "covered and no key")
	}
	out.Reset()
	require.NoError(t, RunStatus(&StatusOptions{F: f, Key: true}))
	assert.Contains(t, out.String(), "Schlüsselcode 000000")
	for i, w := range s.Words {
		assert.Contains(t, out.String(), strings.ToLower(string(s.Grid[i].Letter()))+" "+w)
	}
}

func TestCorruptSave(t *testing.T) {
	f, out := testFactory(t, "en", true)
	game[gameJSON](t, out, RunNew(&NewOptions{F: f, boardFlags: boardFlags{Seed: "000000", BoardCode: "000000", Size: "3x3", Words: "en"}, Name: "g"}))
	p := filepath.Join(f.Config().DataDir, "codenames", "g.json")
	data, err := os.ReadFile(p)
	require.NoError(t, err)
	data = bytes.Replace(data, []byte(`"rows": 3`), []byte(`"rows": 4`), 1)
	data = bytes.Replace(data, []byte(`"rows":3`), []byte(`"rows":4`), 1)
	require.NoError(t, os.WriteFile(p, data, 0o600))
	err = RunStatus(&StatusOptions{F: f, Game: "g"})
	var se *store.Error
	require.True(t, errors.As(err, &se), "%v", err)
	assert.Equal(t, store.Corrupt, se.Kind)
	assert.Equal(t, p, se.Path)
}

// The share hint under a key reproduces exactly the same key and words,
// for someone whose language differs: run it, compare everything above it.
func TestKeyShareHintReproducesTheKey(t *testing.T) {
	for _, args := range [][]string{
		{"key", "--seed", "K7F3QX", "--starts", "blue", "--words", "en"},
		{"key", "--seed", "K7F3QX", "--size", "4x5", "--words", "none"},
		{"key", "--seed", "HXQ2RP", "--starts", "red"},
		{"key", "--seed", "K7F3QX", "--size", "3x3", "--starts", "blue", "--words", "de"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			run := func(lang string, args []string) (grid, hint string) {
				f, out := testFactory(t, lang, false)
				c := NewCmd(f)
				c.SetArgs(args)
				require.NoError(t, c.Execute())
				text := strings.TrimRight(out.String(), "\n")
				i := strings.LastIndex(text, "\n")
				require.Positive(t, i)
				return text[:i], text[i+1:]
			}
			grid, hint := run("de", args)
			_, cmdline, ok := strings.Cut(hint, ": schiri codenames ")
			require.True(t, ok, "the hint is a command line: %q", hint)
			again, _ := run("en", strings.Fields(cmdline))
			again2, _ := run("de", strings.Fields(cmdline))
			assert.Equal(t, grid, again2, "the same key and words")
			// the English run differs only in the title's and legend's words
			assert.Equal(t, gridLines(grid), gridLines(again), "the same key and words in another language")
		})
	}
}

// gridLines are the lines of a key's grid: the ones between the title and
// the legend.
func gridLines(text string) []string {
	lines := strings.Split(text, "\n")
	return lines[2 : len(lines)-2]
}

// key --qr: the code holds the key as plain text, exactly; without words
// (or on a small terminal) the short form with the letters only.
func TestKeyQR(t *testing.T) {
	f, out := testFactory(t, "en", false)
	require.NoError(t, RunKey(&KeyOptions{F: f, QR: true,
		boardFlags: boardFlags{Seed: "K7F3QX", BoardCode: "K7F3QX", Size: "3x3", Words: "en"}}))
	want := "Codenames key · key code K7F3QX · 3x3 · Red starts\n" +
		"N bee | B nun | R mango\n" +
		"B market | R flour | N meadow\n" +
		"R tray | N tooth | A hair\n" +
		"R Red 3 (starts) · B Blue 2 · N Neutral 3 · A Assassin 1"
	code := qrcode.Text(want)
	require.NotEmpty(t, code)
	assert.True(t, strings.HasSuffix(out.String(), code), "the QR code comes last and holds the key:\n%s", out.String())
	assert.Contains(t, out.String(), "scan it with the phone camera")
	assert.Contains(t, out.String(), "schiri codenames key --seed K7F3QX --board-code K7F3QX --size 3x3 --words en --qr")

	f, out = testFactory(t, "de", false)
	require.NoError(t, RunKey(&KeyOptions{F: f, QR: true,
		boardFlags: boardFlags{Seed: "K7F3QX", BoardCode: "K7F3QX", Size: "3x3", Words: "none"}}))
	short := "K7F3QX 3x3\nN B R\nB R N\nR N A\nR=Rot B=Blau N=Neutral A=Attentäter"
	assert.True(t, strings.HasSuffix(out.String(), qrcode.Text(short)), out.String())
	assert.Contains(t, out.String(), "mit der Handykamera scannen")
}

// undo says what it took back: a clue, a guess (by its word) or a pass.
func TestTakenBack(t *testing.T) {
	f, _ := testFactory(t, "de", false)
	code, err := cn.ParseCode("K7F3QX")
	require.NoError(t, err)
	setup, err := cn.NewSetup(cn.LegacyKeyCode(code), code, cn.Size{Rows: 3, Cols: 3}, cn.NoTeam, cn.Lang("de"))
	require.NoError(t, err)
	g, err := cn.New(setup)
	require.NoError(t, err)
	assert.Equal(t, "Zurückgenommen: der Hinweis „Obst 2“ von Rot.", takenBack(f, g, cn.ClueMove("Obst", 2)))
	assert.Equal(t, "Zurückgenommen: das Passen von Rot.", takenBack(f, g, cn.PassMove()))
	assert.Contains(t, takenBack(f, g, cn.GuessMove(1, 3)), "der Tipp „Melone“ von Rot")
}

// C2 (fourth edition): a 10-character key code is derived once, when the
// game is made; the save keeps the grid, so no command on a saved game
// pays for the derivation again (each costs tens of milliseconds).
func TestSavedGameNeverDerivesAgain(t *testing.T) {
	for _, jsonOut := range []bool{true, false} {
		f, out := testFactory(t, "en", jsonOut)
		before := cn.KeyDerivations()
		require.NoError(t, RunNew(&NewOptions{F: f, boardFlags: boardFlags{Seed: "K7F3Q-X9P2M", BoardCode: "4HJ2PA", Size: "5x5", Words: "en"}}))
		require.Equal(t, before+1, cn.KeyDerivations(), "new derives the grid once")
		assert.Empty(t, f.IO.ErrOut.(*bytes.Buffer).String(), "no warning for a 10-character code")
		g, err := tc.Load(svc(f), "4hj2pa-1")
		require.NoError(t, err)
		s := g.Setup()
		var own string
		for i, c := range s.Grid {
			if c == cn.CardOf(s.Starts) {
				own = s.Words[i]
				break
			}
		}
		steps := []func() error{
			func() error { return RunStatus(&StatusOptions{F: f}) },
			func() error { return RunStatus(&StatusOptions{F: f, Key: true}) },
			func() error { return RunBoard(&BoardOptions{F: f}) },
			func() error { return RunClue(&ClueOptions{F: f, Word: "Quartz", Number: "2"}) },
			func() error { return RunGuess(&GuessOptions{F: f, Target: own}) },
			func() error { return RunPass(&PassOptions{F: f}) },
			func() error { return RunUndo(&UndoOptions{F: f}) },
			func() error { return RunList(&ListOptions{F: f}) },
		}
		for i, step := range steps {
			out.Reset()
			require.NoError(t, step(), "step %d", i)
		}
		assert.Equal(t, before+1, cn.KeyDerivations(), "no command on the saved game derived the grid again")
	}
}
