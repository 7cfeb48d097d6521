package print_test

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"codeberg.org/schiri/schiri/cmd"
	"codeberg.org/schiri/schiri/internal/cli"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// result is one run of schiri.
type result struct {
	out, err []byte
	code     int
}

// run runs schiri in-process with a data dir of its own, stdout and
// stdin not terminals (tty: stdout a terminal).
func run(t *testing.T, tty bool, args ...string) result {
	t.Helper()
	ios, _, out, errOut := cli.Test()
	ios.StdoutTTY = tty
	f := cli.NewFactory("test")
	f.IO = ios
	data := t.TempDir()
	f.LookupEnv = func(k string) (string, bool) {
		if k == "SCHIRI_DATA_DIR" {
			return data, true
		}
		return "", false
	}
	code := cmd.Run(f, args)
	return result{out.Bytes(), errOut.Bytes(), code}
}

// pdf prints a kind to stdout and fails unless that worked.
func pdf(t *testing.T, args ...string) []byte {
	t.Helper()
	r := run(t, false, append([]string{"print"}, args...)...)
	require.Equal(t, 0, r.code, "%s", r.err)
	require.True(t, bytes.HasPrefix(r.out, []byte("%PDF-")), "stdout holds a PDF")
	return r.out
}

// poppler runs a poppler tool (pdftotext, pdfinfo) on a PDF.
func poppler(t *testing.T, data []byte, tool string, args ...string) string {
	t.Helper()
	path, err := exec.LookPath(tool)
	require.NoError(t, err, "%s (poppler-utils) is needed: .ci/run installs it", tool)
	file := filepath.Join(t.TempDir(), "kit.pdf")
	require.NoError(t, os.WriteFile(file, data, 0o600))
	args = append(args, file)
	if tool == "pdftotext" {
		args = append(args, "-") // to stdout
	}
	out, err := exec.Command(path, args...).Output()
	require.NoError(t, err)
	return string(out)
}

// text is the PDF's text in the order it is drawn.
func text(t *testing.T, data []byte) string {
	return poppler(t, data, "pdftotext", "-raw", "-enc", "UTF-8")
}

// keyJSON is what `codenames key --json` says of a grid.
type keyJSON struct {
	Seed   string     `json:"seed"`
	Starts string     `json:"starts"`
	Grid   [][]string `json:"grid"`
	Words  [][]string `json:"words"`
}

func key(t *testing.T, args ...string) keyJSON {
	t.Helper()
	r := run(t, false, append([]string{"codenames", "key", "--json"}, args...)...)
	require.Equal(t, 0, r.code, "%s", r.err)
	var k keyJSON
	require.NoError(t, json.Unmarshal(r.out, &k))
	return k
}

var letters = map[string]string{"red": "R", "blue": "B", "neutral": "N", "assassin": "A"}

// card is one key card as pdftotext reads it back.
type card struct {
	code   string
	rows   []string
	starts string
}

// cards reads the key cards of a PDF's text: the line with the code (its
// prefix in the language), then a line of letters per row, then who
// starts.
func cards(t *testing.T, txt, codeWord string) []card {
	t.Helper()
	var out []card
	lines := strings.Split(txt, "\n")
	row := regexp.MustCompile(`^[RBNA]( [RBNA])+$`)
	for i, l := range lines {
		code, ok := strings.CutPrefix(l, codeWord+" ")
		if !ok {
			continue
		}
		c := card{code: code}
		j := i + 1
		for ; j < len(lines) && row.MatchString(lines[j]); j++ {
			c.rows = append(c.rows, lines[j])
		}
		require.Less(t, j, len(lines))
		c.starts = lines[j]
		out = append(out, c)
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
			data := pdf(t, "codenames-keys", "--seed", "K7F3QX", "--count", "9", "--size", tc.size, "--paper", tc.paper, "--lang", tc.lang)
			got := cards(t, text(t, data), tc.codeWord)
			require.Len(t, got, 9)
			assert.Equal(t, "K7F3QX", got[0].code)
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
	a := pdf(t, "codenames-keys", "--seed", "K7F3QX", "--count", "7")
	b := pdf(t, "codenames-keys", "--seed", "k7f3qx", "--count", "7")
	assert.Equal(t, a, b)
	assert.NotEqual(t, a, pdf(t, "codenames-keys", "--seed", "K7F3QY", "--count", "7"))

	fresh := pdf(t, "codenames-keys", "--count", "5")
	other := pdf(t, "codenames-keys", "--count", "5")
	assert.NotEqual(t, fresh, other, "fresh codes each time")
	first := cards(t, text(t, fresh), "Key code")[0].code
	assert.Equal(t, fresh, pdf(t, "codenames-keys", "--count", "5", "--seed", first))
}

// No clock in the PDF: pdfinfo finds no creation or change time, and the
// producer is schiri.
func TestPDFHasNoCreationTime(t *testing.T) {
	info := poppler(t, pdf(t, "instinkt-sheet"), "pdfinfo")
	assert.NotContains(t, info, "CreationDate")
	assert.NotContains(t, info, "ModDate")
	assert.Regexp(t, `(?m)^Producer:\s+schiri$`, info)
}

// Every page of every kind fits the paper asked for (A4 or Letter, upright
// or across), and 40 key cards stay under 500 KB.
func TestEveryKindFitsThePaper(t *testing.T) {
	kinds := [][]string{
		{"codenames-keys", "--seed", "K7F3QX"},
		{"codenames-board", "--board-code", "4HJ2PA", "--size", "8x8"},
		{"kodiak-pad", "--players", "Ana,Ben,Cleo,Dora,Emil,Fritz", "--cycles", "5"},
		{"instinkt-sheet"},
	}
	papers := map[string][2]float64{"a4": {595.28, 841.89}, "letter": {612, 792}}
	size := regexp.MustCompile(`(?m)^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts`)
	for _, k := range kinds {
		for paper, wh := range papers {
			data := pdf(t, append(append([]string{}, k...), "--paper", paper)...)
			info := poppler(t, data, "pdfinfo", "-f", "1", "-l", "999")
			pages := size.FindAllStringSubmatch(info, -1)
			require.NotEmpty(t, pages, k[0])
			for _, p := range pages {
				w, _ := strconv.ParseFloat(p[1], 64)
				h, _ := strconv.ParseFloat(p[2], 64)
				if w > h {
					w, h = h, w
				}
				assert.InDelta(t, wh[0], w, 0.5, "%s on %s", k[0], paper)
				assert.InDelta(t, wh[1], h, 0.5, "%s on %s", k[0], paper)
			}
			if k[0] == "codenames-keys" {
				assert.Less(t, len(data), 500_000, "40 key cards")
			}
		}
	}
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

// The pad has a row per round naming that round's Kodiak as the referee's
// rotation does (youngest first, then clockwise: K5), as many rounds as the
// game lasts (K6), the players' names with their umlauts.
func TestKodiakPadNamesEachRoundsKodiak(t *testing.T) {
	players := []string{"Ana", "Jörg", "Cleo", "Ümit"}
	txt := text(t, pdf(t, "kodiak-pad", "--players", strings.Join(players, ","), "--cycles", "2", "--youngest", "jörg", "--lang", "de"))
	cycles := 2
	g, err := referee.NewGame(players, "Jörg", referee.Length{Cycles: &cycles})
	require.NoError(t, err)
	row := regexp.MustCompile(`(?m)^(\d+) (.+)$`)
	var got []string
	for _, m := range row.FindAllStringSubmatch(txt, -1) {
		got = append(got, m[1]+" "+m[2])
	}
	var want []string
	for r := 0; r < 8; r++ {
		want = append(want, strconv.Itoa(r+1)+" "+g.KodiakAt(r))
	}
	assert.Equal(t, want, got)
	assert.Equal(t, "2 Cleo", got[1])
	for _, p := range players {
		assert.Contains(t, txt, p)
	}
	assert.Contains(t, txt, "Fänge")

	// 50 rounds of 5: the pad goes on over pages, each round once
	txt = text(t, pdf(t, "kodiak-pad", "--players", "A,B,C,D,E", "--rounds", "50", "--paper", "letter"))
	assert.Len(t, row.FindAllString(txt, -1), 50)
	assert.Contains(t, txt, "50 E\n")
}

// A pad the rules refuse (rounds that do not share Kodiak equally) is the
// referee's verdict with its clause (exit 1), on stderr; a bad value an
// input error (exit 2), no PDF on stdout.
func TestKodiakPadRefusals(t *testing.T) {
	r := run(t, false, "print", "kodiak-pad", "--players", "Ana,Ben,Cleo", "--rounds", "4")
	assert.Equal(t, 1, r.code)
	assert.Empty(t, r.out)
	assert.Contains(t, string(r.err), "kodiak.end.equal-turns")
	r = run(t, false, "print", "kodiak-pad", "--players", "Ana,Ben,Cleo", "--rounds", "4", "--json")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, string(r.out), `"reason": "kodiak.end.equal-turns"`)
	for _, args := range [][]string{
		{"kodiak-pad"},
		{"kodiak-pad", "--players", "Ana,Ben", "--youngest", "Zoe"},
		{"kodiak-pad", "--players", "Ana,Ben", "--cycles", "zwei"},
		{"codenames-keys", "--count", "201"},
		{"codenames-keys", "--seed", "K7F3Q!"},
		{"codenames-board", "--size", "9x9"},
		{"instinkt-sheet", "--paper", "a5"},
	} {
		r := run(t, false, append([]string{"print"}, args...)...)
		assert.Equal(t, 2, r.code, "%v: %s", args, r.err)
		assert.Empty(t, r.out, "%v", args)
	}
}

// The Instinkt sheet has the 4×4 layout's numbers and each card's rule in
// brief, in the language asked for.
func TestInstinktSheet(t *testing.T) {
	de := text(t, pdf(t, "instinkt-sheet", "--lang", "de"))
	for _, s := range []string{"Instinkt-Wertungsbogen", "Krähe", "Waschbär", "Wolpertinger", "Schwarz", "Weiß", "(I1)", "(I7)", "Handsumme"} {
		assert.Contains(t, de, s)
	}
	en := text(t, pdf(t, "instinkt-sheet", "--lang", "en", "--paper", "letter"))
	for _, s := range []string{"Instinkt scoring sheet", "Crow", "Raccoon", "centre cells", "(I3)", "(I7)"} {
		assert.Contains(t, en, s)
	}
}

// Where the PDF goes: -o FILE; stdout when it is not a terminal; on a
// terminal a new file in the current directory, named, never overwriting
// one; with --json a document naming the file.
func TestWhereThePDFGoes(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	r := run(t, false, "print", "instinkt-sheet", "-o", "sheet.pdf")
	require.Equal(t, 0, r.code, "%s", r.err)
	assert.Contains(t, string(r.out), "sheet.pdf (1 page)")
	b, err := os.ReadFile("sheet.pdf")
	require.NoError(t, err)
	assert.Equal(t, pdf(t, "instinkt-sheet"), b)

	r = run(t, true, "print", "instinkt-sheet")
	require.Equal(t, 0, r.code, "%s", r.err)
	assert.Equal(t, "Wrote instinkt-sheet.pdf (1 page).\n", string(r.out))
	r = run(t, true, "print", "instinkt-sheet", "--lang", "de")
	assert.Equal(t, "instinkt-sheet-2.pdf geschrieben (1 Seite).\n", string(r.out))
	_, err = os.Stat("instinkt-sheet-2.pdf")
	require.NoError(t, err)

	r = run(t, false, "print", "codenames-keys", "--seed", "K7F3QX", "--json")
	require.Equal(t, 0, r.code, "%s", r.err)
	var doc struct {
		Kind, File   string
		Pages, Bytes int
	}
	require.NoError(t, json.Unmarshal(r.out, &doc))
	assert.Equal(t, "codenames-keys", doc.Kind)
	assert.Equal(t, "codenames-keys.pdf", doc.File)
	assert.Equal(t, 7, doc.Pages, "40 cards, 6 to a page")
	fi, err := os.Stat(doc.File)
	require.NoError(t, err)
	assert.Equal(t, int64(doc.Bytes), fi.Size())
}
