package codenames

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	cn "codeberg.org/schiri/schiri/referee/codenames"
)

// The guessers' board of a 5x5 game fits 80 columns in both languages and
// shows a colour letter only on the cards uncovered so far; its JSON holds a
// colour only for them. Checked before and after a hit and a miss, on every
// card, so a covered card's colour leaking anywhere fails.
func TestBoardNeverShowsTheKey(t *testing.T) {
	letter := regexp.MustCompile(`╭ ([RBNA]) `)
	for _, lang := range []string{"de", "en"} {
		t.Run(lang, func(t *testing.T) {
			f, out := testFactory(t, lang, false)
			require.NoError(t, RunNew(&NewOptions{F: f, boardFlags: boardFlags{Seed: "K7F3QX", BoardCode: "4HJ2PA", Size: "5x5", Words: lang}, Name: "b"}))
			code, err := cn.ParseCode("K7F3QX")
			require.NoError(t, err)
			board, err := cn.ParseCode("4HJ2PA")
			require.NoError(t, err)
			setup, err := cn.NewSetup(cn.LegacyKeyCode(code), board, cn.Size{Rows: 5, Cols: 5}, cn.NoTeam, cn.Lang(lang))
			require.NoError(t, err)
			hit, miss := -1, -1
			for i, c := range setup.Grid {
				if c == cn.CardRed && hit < 0 {
					hit = i
				}
				if c == cn.CardBlue && miss < 0 {
					miss = i
				}
			}

			check := func(revealed map[int]bool) {
				t.Helper()
				out.Reset()
				f.Config().JSON = false
				require.NoError(t, RunBoard(&BoardOptions{F: f, Game: "b"}))
				text := out.String()
				assert.NotContains(t, strings.ToUpper(text), "K7F3QX", "never the key code")
				assert.Contains(t, text, "4HJ2PA", "the board code")
				for _, l := range strings.Split(text, "\n") {
					assert.LessOrEqual(t, len([]rune(l)), 80, "fits 80 columns: %q", l)
				}
				var shown []string
				for _, m := range letter.FindAllStringSubmatch(text, -1) {
					shown = append(shown, m[1])
				}
				var want []string
				for i, c := range setup.Grid {
					if revealed[i] {
						want = append(want, string(c.Letter()))
					}
				}
				assert.Equal(t, want, shown, "a letter on the uncovered cards only:\n%s", text)

				out.Reset()
				f.Config().JSON = true
				require.NoError(t, RunBoard(&BoardOptions{F: f, Game: "b"}))
				assert.NotContains(t, strings.ToUpper(out.String()), "K7F3QX", "never the key code")
				var doc struct {
					Grid      [][]*string `json:"grid"`
					BoardCode string      `json:"board_code"`
				}
				require.NoError(t, json.Unmarshal(out.Bytes(), &doc), out.String())
				assert.Equal(t, "4HJ2PA", doc.BoardCode)
				var keys map[string]any
				require.NoError(t, json.Unmarshal(out.Bytes(), &keys))
				assert.NotContains(t, keys, "seed")
				for i, c := range setup.Grid {
					got := doc.Grid[i/5][i%5]
					if revealed[i] {
						require.NotNil(t, got)
						assert.Equal(t, c.String(), *got)
					} else {
						assert.Nil(t, got, "card %d is covered", i)
					}
				}
				f.Config().JSON = false
			}

			check(nil)
			out.Reset()
			require.NoError(t, RunClue(&ClueOptions{F: f, Game: "b", Word: "Zzyzx", Number: "2"}))
			require.NoError(t, RunGuess(&GuessOptions{F: f, Game: "b", Target: setup.Words[hit]}))
			require.NoError(t, RunGuess(&GuessOptions{F: f, Game: "b", Target: setup.Words[miss]}))
			check(map[int]bool{hit: true, miss: true})
		})
	}
}
