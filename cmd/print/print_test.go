package print_test

import (
	"encoding/json"
	"os"
	"regexp"
	"strconv"
	"testing"

	printcmd "codeberg.org/schiri/schiri/cmd/print"
	"codeberg.org/schiri/schiri/internal/pdf/pdftest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Each game's kinds are tested in the game's own command package; these
// tests hold every kind of the registry to what SPEC §9 says of all.

// example prints a kind's example with more flags.
func example(t *testing.T, k string, more ...string) []byte {
	t.Helper()
	kind := printcmd.Kind(k)
	require.NotNil(t, kind, k)
	return pdftest.PDF(t, append(append([]string{k}, kind.Example...), more...)...)
}

func TestThereAreKinds(t *testing.T) {
	assert.GreaterOrEqual(t, len(printcmd.Kinds()), 4)
	seen := map[string]bool{}
	for _, k := range printcmd.Kinds() {
		assert.False(t, seen[k.Name], k.Name)
		seen[k.Name] = true
		assert.Equal(t, k, printcmd.Kind(k.Name))
	}
	assert.Nil(t, printcmd.Kind("nothing"))
}

// Every page of every kind fits the paper asked for (A4 or Letter, upright
// or across), in German on A4 and English on Letter; no kind's example is over 500 KB ; no clock in the PDF (no creation or change time), the
// producer is schiri, and the same command gives the same bytes.
func TestEveryKindFitsThePaper(t *testing.T) {
	papers := map[string][2]float64{"a4": {595.28, 841.89}, "letter": {612, 792}}
	size := regexp.MustCompile(`(?m)^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts`)
	for _, k := range printcmd.Kinds() {
		for paper, wh := range papers {
			lang := map[string]string{"a4": "de", "letter": "en"}[paper]
			data := example(t, k.Name, "--paper", paper, "--lang", lang)
			if paper == "a4" {
				assert.Equal(t, data, example(t, k.Name, "--paper", paper, "--lang", lang), "%s: same command, same bytes", k.Name)
			}
			assert.Less(t, len(data), 500_000, k.Name)
			info := pdftest.Poppler(t, data, "pdfinfo", "-f", "1", "-l", "999")
			assert.NotContains(t, info, "CreationDate", k.Name)
			assert.NotContains(t, info, "ModDate", k.Name)
			assert.Regexp(t, `(?m)^Producer:\s+schiri$`, info)
			pages := size.FindAllStringSubmatch(info, -1)
			require.NotEmpty(t, pages, k.Name)
			for _, p := range pages {
				w, _ := strconv.ParseFloat(p[1], 64)
				h, _ := strconv.ParseFloat(p[2], 64)
				if w > h {
					w, h = h, w
				}
				assert.InDelta(t, wh[0], w, 0.5, "%s on %s", k.Name, paper)
				assert.InDelta(t, wh[1], h, 0.5, "%s on %s", k.Name, paper)
			}
		}
	}
}

// Where the PDF goes: -o FILE; stdout when it is not a terminal; on a
// terminal a new file in the current directory, named, never overwriting
// one; with --json a document naming the file. An unknown paper is an
// input error.
func TestWhereThePDFGoes(t *testing.T) {
	k := printcmd.Kinds()[0]
	args := append([]string{"print", k.Name}, k.Example...)
	t.Chdir(t.TempDir())
	want := example(t, k.Name)
	pages := strconv.Itoa(len(regexp.MustCompile(`/Type /Page\n`).FindAll(want, -1)))

	r := pdftest.Run(t, false, append(args, "-o", "kit.pdf")...)
	require.Equal(t, 0, r.Code, "%s", r.Err)
	assert.Regexp(t, `^Wrote kit\.pdf \(`+pages+` pages?\)\.\n$`, string(r.Out))
	b, err := os.ReadFile("kit.pdf")
	require.NoError(t, err)
	assert.Equal(t, want, b)

	r = pdftest.Run(t, true, args...)
	require.Equal(t, 0, r.Code, "%s", r.Err)
	assert.Regexp(t, `^Wrote `+k.Name+`\.pdf \(`+pages+` pages?\)\.\n$`, string(r.Out))
	r = pdftest.Run(t, true, append(args, "--lang", "de")...)
	assert.Regexp(t, `^`+k.Name+`-2\.pdf geschrieben \(`+pages+` Seiten?\)\.\n$`, string(r.Out))
	b, err = os.ReadFile(k.Name + ".pdf")
	require.NoError(t, err)
	assert.Equal(t, want, b, "the first file stays as it was")

	r = pdftest.Run(t, false, append(args, "--json")...)
	require.Equal(t, 0, r.Code, "%s", r.Err)
	var doc struct {
		Kind, File   string
		Pages, Bytes int
	}
	require.NoError(t, json.Unmarshal(r.Out, &doc))
	assert.Equal(t, k.Name, doc.Kind)
	assert.Equal(t, k.Name+"-3.pdf", doc.File)
	assert.Equal(t, pages, strconv.Itoa(doc.Pages))
	assert.Equal(t, len(want), doc.Bytes)

	for _, paper := range []string{"a5", "A4 "} {
		r = pdftest.Run(t, false, append(args, "--paper", paper)...)
		if paper == "a5" {
			assert.Equal(t, 2, r.Code)
			assert.Empty(t, r.Out)
			assert.Contains(t, string(r.Err), "--paper a5")
		} else {
			assert.Equal(t, 0, r.Code, "case and spaces do not matter")
		}
	}
}
