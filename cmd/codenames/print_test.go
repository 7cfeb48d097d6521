package codenames_test

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"codeberg.org/schiri/schiri/internal/pdf/pdftest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var (
	pdf  = pdftest.PDF
	text = pdftest.Text
)

// keyJSON is what `codenames key --json` says of a grid.
type keyJSON struct {
	Seed   string     `json:"seed"`
	Starts string     `json:"starts"`
	Grid   [][]string `json:"grid"`
	Words  [][]string `json:"words"`
}

func key(t *testing.T, args ...string) keyJSON {
	t.Helper()
	r := pdftest.Run(t, false, append([]string{"codenames", "key", "--json"}, args...)...)
	require.Equal(t, 0, r.Code, "%s", r.Err)
	var k keyJSON
	require.NoError(t, json.Unmarshal(r.Out, &k))
	return k
}

var letters = map[string]string{"red": "R", "blue": "B", "neutral": "N", "assassin": "A"}

// card is one key card as pdftotext reads it back.
type card struct {
	code   string
	rows   []string
	starts string
}

// cards reads the key cards of a PDF's text: from the line with the code
// (its prefix in the language) to the next card, the lines of letters
// (one per row) and the line saying who starts.
func cards(t *testing.T, txt, codeWord string) []card {
	t.Helper()
	var out []card
	row := regexp.MustCompile(`^[RBNA]( [RBNA])+$`)
	startsRE := regexp.MustCompile(`^\S+ (starts|beginnt)$`)
	for _, l := range strings.Split(txt, "\n") {
		if code, ok := strings.CutPrefix(l, codeWord+" "); ok {
			out = append(out, card{code: code})
			continue
		}
		if len(out) == 0 {
			continue
		}
		c := &out[len(out)-1]
		switch {
		case row.MatchString(l):
			c.rows = append(c.rows, l)
		case startsRE.MatchString(l):
			require.Empty(t, c.starts, "who starts, twice on card %s", c.code)
			c.starts = l
		}
	}
	return out
}

// Every key card's grid, read back from the PDF as letters, is the grid
// `codenames key --seed` gives for the code printed on it, with the same
// starting team; the first code is --seed's, the others differ, in both
// languages and on both papers.
func TestKeyCardsAreTheKeyCommandsGrids(t *testing.T) {
	for _, tc := range []struct{ lang, paper, size, codeWord, starts string }{
		{"en", "a4", "5x5", "Key code", "%s starts"},
		{"de", "letter", "4x6", "Schlüsselcode", "%s beginnt"},
	} {
		t.Run(tc.lang+"-"+tc.paper, func(t *testing.T) {
			data := pdf(t, "codenames-keys", "--seed", "K7F3Q-X9P2M", "--count", "3", "--size", tc.size, "--paper", tc.paper, "--lang", tc.lang)
			got := cards(t, text(t, data), tc.codeWord)
			require.Len(t, got, 3)
			assert.Equal(t, "K7F3Q-X9P2M", got[0].code)
			seen := map[string]bool{}
			for _, c := range got {
				assert.False(t, seen[c.code], "code %s twice", c.code)
				seen[c.code] = true
				k := key(t, "--seed", c.code, "--size", tc.size, "--words", "none", "--lang", tc.lang)
				want := make([]string, len(k.Grid))
				for r, cells := range k.Grid {
					ls := make([]string, len(cells))
					for i, cell := range cells {
						ls[i] = letters[cell]
					}
					want[r] = strings.Join(ls, " ")
				}
				assert.Equal(t, want, c.rows, "card %s", c.code)
				team := map[string]map[string]string{"en": {"red": "Red", "blue": "Blue"}, "de": {"red": "Rot", "blue": "Blau"}}[tc.lang][k.Starts]
				assert.Equal(t, strings.Replace(tc.starts, "%s", team, 1), c.starts, "card %s", c.code)
			}
		})
	}
}

// The same command and seed give the same bytes; a fresh set's first code,
// given as --seed, gives that very set again (every next code follows from
// the first).
func TestKeyCardsAreReproducible(t *testing.T) {
	a := pdf(t, "codenames-keys", "--seed", "K7F3Q-X9P2M", "--count", "2")
	b := pdf(t, "codenames-keys", "--seed", "k7f3qx9p2m", "--count", "2")
	assert.Equal(t, a, b)
	assert.NotEqual(t, a, pdf(t, "codenames-keys", "--seed", "K7F3Q-X9P2N", "--count", "2"))

	fresh := pdf(t, "codenames-keys", "--count", "2")
	other := pdf(t, "codenames-keys", "--count", "2")
	assert.NotEqual(t, fresh, other, "fresh codes each time")
	first := cards(t, text(t, fresh), "Key code")[0].code
	assert.Regexp(t, `^[0-9A-Z]{5}-[0-9A-Z]{5}$`, first, "a fresh code has 10 characters")
	assert.Equal(t, fresh, pdf(t, "codenames-keys", "--count", "2", "--seed", first))
}

// A board's words, read back, are those of `codenames key --board-code`
// in the board's order, with the code; umlauts come through.
func TestBoardWordsAreTheKeyCommandsWords(t *testing.T) {
	for _, lang := range []string{"de", "en"} {
		txt := text(t, pdf(t, "codenames-board", "--board-code", "4HJ2PA", "--words", lang, "--lang", lang, "--size", "6x6"))
		k := key(t, "--board-code", "4HJ2PA", "--words", lang, "--size", "6x6")
		var want []string
		for _, row := range k.Words {
			want = append(want, row...)
		}
		lines := strings.Split(txt, "\n")
		var got []string
		for i, l := range lines {
			if regexp.MustCompile(`^\d,\d$`).MatchString(l) && i > 0 {
				got = append(got, lines[i-1])
			}
		}
		assert.Equal(t, want, got, lang)
		assert.Contains(t, txt, "4HJ2PA")
	}
	txt := text(t, pdf(t, "codenames-board", "--board-code", "0000A1", "--words", "de", "--lang", "de", "--size", "8x8"))
	assert.Regexp(t, `[äöüÄÖÜß]`, txt, "a German board of 64 words has an umlaut")
	assert.Contains(t, txt, "Tischcode")
}

// A bad count, code or size is an input error (exit 2) and no PDF.
func TestPrintRefusesBadValues(t *testing.T) {
	for _, args := range [][]string{
		{"codenames-keys", "--count", "201"},
		{"codenames-keys", "--count", "0"},
		{"codenames-keys", "--seed", "K7F3Q!"},
		{"codenames-board", "--size", "9x9"},
		{"codenames-board", "--words", "fr"},
	} {
		r := pdftest.Run(t, false, append([]string{"print"}, args...)...)
		assert.Equal(t, 2, r.Code, "%v: %s", args, r.Err)
		assert.Empty(t, r.Out, "%v", args)
	}
}

// A 6-character code of the earlier editions still prints as the first
// card, with its old grid; the codes after it are new ones.
func TestLegacyFirstCode(t *testing.T) {
	got := cards(t, text(t, pdf(t, "codenames-keys", "--seed", "K7F3QX", "--count", "2")), "Key code")
	require.Len(t, got, 2)
	assert.Equal(t, "K7F3QX", got[0].code)
	assert.Equal(t, []string{"R R R R N", "B B R R R", "B A N B N", "B N B R B", "R B N N N"}, got[0].rows, "the second edition's golden grid")
	assert.Regexp(t, `^[0-9A-Z]{5}-[0-9A-Z]{5}$`, got[1].code)
}
