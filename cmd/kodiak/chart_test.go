package kodiak

import (
	"regexp"
	"strings"
	"testing"

	"codeberg.org/schiri/schiri/internal/cli"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	"github.com/charmbracelet/lipgloss"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// chartGame is a finished game of three rounds: running totals Ana −8, −4,
// −4; Ben 0, −15, −7; Jörg 7, 8, 1.
func chartGame(t *testing.T) *referee.Game {
	t.Helper()
	g, err := referee.NewGame([]string{"Ana", "Ben", "Jörg"}, "", referee.Length{})
	require.NoError(t, err)
	for _, s := range []referee.Sheet{
		{Players: []referee.Entry{{Name: "Ana", Cards: []referee.Card{2}, Catches: 2}, {Name: "Ben", Cards: []referee.Card{}}, {Name: "Jörg", Cards: []referee.Card{7}}}},
		{Players: []referee.Entry{{Name: "Ana", Cards: []referee.Card{4}}, {Name: "Ben", Cards: []referee.Card{}, Catches: 3}, {Name: "Jörg", Cards: []referee.Card{1}}}},
		{Players: []referee.Entry{{Name: "Ana", Cards: []referee.Card{}}, {Name: "Ben", Cards: []referee.Card{8}}, {Name: "Jörg", Cards: []referee.Card{3}, Catches: 2}}},
	} {
		next, r := g.Apply(&s)
		require.True(t, r.Valid(), "%v", r.Errors)
		g = next
	}
	return g
}

func chartFactory(lang string, color bool) *cli.Factory {
	ios, _, _, _ := cli.Test()
	ios.StdoutTTY = color
	f := cli.NewFactory("test")
	f.IO = ios
	f.SetConfig(&cli.Config{Lang: lang, NoColor: !color})
	return f
}

var escapes = regexp.MustCompile("\x1b\\[[0-9;]*m")

func TestHistoryChartWidths(t *testing.T) {
	g := chartGame(t)
	for _, width := range []int{40, 80, 120} {
		out := historyChart(chartFactory("en", false), g, width)
		assert.NotContains(t, out, "\x1b", "no colour: plain text")
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		require.Greater(t, len(lines), chartHeight, "title, chart and legend")
		for _, l := range lines[1:] { // the title is a sentence, wrapped by the terminal
			assert.LessOrEqual(t, lipgloss.Width(l), width, "at %d columns: %q", width, l)
		}
		chart := strings.Join(lines[1:1+chartHeight], "\n")
		for _, letter := range []string{"A", "B", "J"} {
			assert.Contains(t, chart, letter, "every player's line carries their letter")
		}
		// the axis: the lowest and highest totals, rounds 0 to 3
		assert.Regexp(t, `(?m)^-15│`, chart)
		assert.Regexp(t, `(?m)^ *└─+$`, chart)
		assert.Regexp(t, `(?m)^ *8│`, chart)
		assert.Regexp(t, `(?m)^ +0 .*1 .*2 .*3$`, chart)
		// the chart's bottom axis fills the width
		assert.Equal(t, width, lipgloss.Width(lines[chartHeight-1]), "at %d columns", width)
		assert.Equal(t, "A Ana -4   B Ben -7   J Jörg 1", lines[len(lines)-1], "the legend names each letter with the final total")
	}
}

func TestHistoryChartLines(t *testing.T) {
	out := historyChart(chartFactory("en", false), chartGame(t), 80)
	rows := strings.Split(out, "\n")[1 : 1+chartHeight-2] // without the x axis and its labels
	// column of each round on the x axis: the labels line tells
	labels := strings.Split(out, "\n")[chartHeight]
	at := func(round string) int { return strings.Index(labels, " "+round) + 1 }
	// the row (from the top) where a letter stands in a column
	rowOf := func(letter byte, col int) []int {
		var found []int
		for i, r := range rows {
			if col < len(r) && r[col] == letter {
				found = append(found, i)
			}
		}
		return found
	}
	// after round 3, Ben (−7) is below Ana (−4) and Jörg (1) above both
	col := at("3")
	require.Positive(t, col)
	a, b, j := rowOf('A', col), rowOf('B', col), rowOf('J', col)
	require.NotEmpty(t, a)
	require.NotEmpty(t, b)
	require.NotEmpty(t, j)
	assert.Less(t, j[0], a[0])
	assert.Less(t, a[0], b[0])
}

func TestHistoryChartColour(t *testing.T) {
	g := chartGame(t)
	plain := historyChart(chartFactory("en", false), g, 80)
	coloured := historyChart(chartFactory("en", true), g, 80)
	assert.Contains(t, coloured, "\x1b[", "on a terminal each player has a colour")
	assert.Equal(t, plain, escapes.ReplaceAllString(coloured, ""), "the colour adds nothing the letters do not say")
}

func TestHistoryChartNoRounds(t *testing.T) {
	g, err := referee.NewGame([]string{"Ana", "Ben"}, "", referee.Length{})
	require.NoError(t, err)
	assert.Empty(t, historyChart(chartFactory("en", false), g, 80))
}

func TestHistoryChartGerman(t *testing.T) {
	out := historyChart(chartFactory("de", false), chartGame(t), 80)
	assert.True(t, strings.HasPrefix(out, "Zwischenstand nach jeder Runde"), out)
}

func TestPlayerLetters(t *testing.T) {
	assert.Equal(t, []rune{'A', 'N', 'B'}, playerLetters([]string{"Ana", "anton", "Ben"}))
	assert.Equal(t, []rune{'Z', 'O', 'E'}, playerLetters([]string{"Zoë", "zoe", "Zoé"}))
	assert.Equal(t, []rune{'A', 'O'}, playerLetters([]string{"Åsa", "Ölöb"}))
	assert.Equal(t, []rune{'X', 'A'}, playerLetters([]string{"X", "x"}))
}

func TestHistoryChartLongGame(t *testing.T) {
	// six players, four cycles: 24 rounds, two-digit round numbers
	players := []string{"Ana", "Anton", "Ben", "Bea", "Cleo", "Carl"}
	rounds := 24
	g, err := referee.NewGame(players, "", referee.Length{Rounds: &rounds})
	require.NoError(t, err)
	for r := range rounds {
		k, _ := g.KodiakNext()
		s := &referee.Sheet{}
		for i, p := range players {
			e := referee.Entry{Name: p, Cards: []referee.Card{referee.Card((r*7 + i*3) % 14)}}
			if p == k {
				e.Cards, e.Catches = []referee.Card{}, 3
			}
			s.Players = append(s.Players, e)
		}
		next, rep := g.Apply(s)
		require.True(t, rep.Valid(), "%v", rep.Errors)
		g = next
	}
	for _, width := range []int{20, 40, 80, 120} {
		out := historyChart(chartFactory("en", false), g, width)
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		for _, l := range lines[1:] {
			assert.LessOrEqual(t, lipgloss.Width(l), max(width, 20), "at %d columns: %q", width, l)
		}
		labels := lines[chartHeight]
		assert.Regexp(t, `^ +0 `, labels)
		assert.Regexp(t, ` 24$`, labels, "the last round is labelled at %d columns", width)
		for _, letter := range "ANBECR" {
			assert.Contains(t, strings.Join(lines[1:chartHeight], ""), string(letter))
		}
	}
}

// Each labelled row holds the totals its label names (issue 32.6: a player
// at 0 all game was drawn one row above the "0", 59 on the row of 67): at
// every round's column the row of each player's letter is the row whose
// label is nearest to their running total.
func TestHistoryChartLabelsWhereTheValuesAre(t *testing.T) {
	g, err := referee.NewGame([]string{"Ana", "Ben", "Cleo"}, "", referee.Length{})
	require.NoError(t, err)
	for _, cards := range [][3][]referee.Card{{{3}, {}, {13, 13, 13}}, {{5}, {}, {12, 11}}, {{1}, {}, {10, 10, 9}}} {
		s := &referee.Sheet{}
		for i, p := range g.Players {
			s.Players = append(s.Players, referee.Entry{Name: p, Cards: cards[i]})
		}
		next, rep := g.Apply(s)
		require.True(t, rep.Valid(), "%v", rep.Errors)
		g = next
	}
	out := historyChart(chartFactory("en", false), g, 60)
	lines := strings.Split(out, "\n")
	rows := lines[1 : 1+chartHeight-2]
	label := func(row string) string { return strings.TrimSpace(strings.SplitN(row, "│", 2)[0]) }
	letterRow := func(letter string) int {
		for i, r := range rows {
			if strings.Contains(strings.SplitN(r, "│", 2)[1], letter) {
				return i
			}
		}
		return -1
	}
	ben := letterRow("B") // Ben: 0 all game, a straight line
	require.GreaterOrEqual(t, ben, 0, out)
	assert.Equal(t, "0", label(rows[ben]), "Ben's 0 is drawn on the row labelled 0\n%s", out)
	assert.Equal(t, strings.Count(strings.Join(rows, ""), "B"), strings.Count(rows[ben], "B"), "one row\n%s", out)
	// the top row: Cleo's final total, the highest
	assert.Equal(t, "91", label(rows[0]), out)
	assert.Contains(t, rows[0], "C", out)
}
