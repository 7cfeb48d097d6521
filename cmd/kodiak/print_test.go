package kodiak_test

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"codeberg.org/schiri/schiri/internal/pdf/pdftest"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The pad has a row per round naming that round's Kodiak as the referee's
// rotation does (youngest first, then clockwise: K5), as many rounds as the
// game lasts (K6), the players' names with their umlauts.
func TestKodiakPadNamesEachRoundsKodiak(t *testing.T) {
	players := []string{"Ana", "Jörg", "Cleo", "Ümit"}
	txt := pdftest.Text(t, pdftest.PDF(t, "kodiak-pad", "--players", strings.Join(players, ","), "--cycles", "2", "--youngest", "jörg", "--lang", "de"))
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
	txt = pdftest.Text(t, pdftest.PDF(t, "kodiak-pad", "--players", "A,B,C,D,E", "--rounds", "50", "--paper", "letter"))
	assert.Len(t, row.FindAllString(txt, -1), 50)
	assert.Contains(t, txt, "50 E\n")
}

// A pad the rules refuse (rounds that do not share Kodiak equally) is the
// referee's verdict with its clause (exit 1), on stderr; a bad value an
// input error (exit 2), no PDF on stdout.
func TestKodiakPadRefusals(t *testing.T) {
	r := pdftest.Run(t, false, "print", "kodiak-pad", "--players", "Ana,Ben,Cleo", "--rounds", "4")
	assert.Equal(t, 1, r.Code)
	assert.Empty(t, r.Out)
	assert.Contains(t, string(r.Err), "kodiak.end.equal-turns")
	r = pdftest.Run(t, false, "print", "kodiak-pad", "--players", "Ana,Ben,Cleo", "--rounds", "4", "--json")
	assert.Equal(t, 1, r.Code)
	assert.Contains(t, string(r.Out), `"reason": "kodiak.end.equal-turns"`)
	for _, args := range [][]string{
		{"kodiak-pad"},
		{"kodiak-pad", "--players", "Ana,Ben", "--youngest", "Zoe"},
		{"kodiak-pad", "--players", "Ana,Ben", "--cycles", "zwei"},
	} {
		r := pdftest.Run(t, false, append([]string{"print"}, args...)...)
		assert.Equal(t, 2, r.Code, "%v: %s", args, r.Err)
		assert.Empty(t, r.Out, "%v", args)
	}
}
