package kodiak

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"codeberg.org/schiri/schiri/locales"
	scoring "codeberg.org/schiri/schiri/scoring/kodiak"
)

// twoRounds is a history of two rounds of Ana, Ben and Cleo.
func twoRounds() *History {
	round := func(n int, kodiak string, points, totals [3]int) HistoryRound {
		r := HistoryRound{Round: n, Kodiak: kodiak}
		for i, name := range []string{"Ana", "Ben", "Cleo"} {
			r.Players = append(r.Players, scoring.Points{Name: name, Total: points[i]})
			r.Totals = append(r.Totals, scoring.Standing{Name: name, Total: totals[i]})
		}
		return r
	}
	return &History{Game: "abend", Players: []string{"Ana", "Ben", "Cleo"}, Rounds: []HistoryRound{
		round(1, "Ana", [3]int{-5, 3, 7}, [3]int{-5, 3, 7}),
		round(2, "Ben", [3]int{9, 0, 6}, [3]int{4, 3, 13}),
	}}
}

func TestKodiakHistoryTableAndChart(t *testing.T) {
	h := twoRounds()
	k := &Page{}
	k.fill(h, locales.New("en"))

	require.Len(t, k.Rounds, 2)
	assert.Equal(t, "Ben", k.Rounds[1].Kodiak)
	assert.Equal(t, []HistoryCell{{Points: 9, Total: 4}, {Points: 0, Total: 3, Kodiak: true}, {Points: 6, Total: 13}}, k.Rounds[1].Cells)
	assert.Equal(t, []ChartPlayer{{"Ana", "A", 0}, {"Ben", "B", 1}, {"Cleo", "C", 2}}, k.Players)

	svg := string(k.Chart)
	assert.True(t, strings.HasPrefix(svg, `<svg class="chart"`))
	assert.Equal(t, 3, strings.Count(svg, `<path class="line `), "one line per player")
	// every player's letter after each round: readable without colour
	for _, letter := range []string{"A", "B", "C"} {
		assert.Equal(t, 2, len(regexp.MustCompile(`<text [^>]*>`+letter+`</text>`).FindAllString(svg, -1)), letter)
	}
	assert.Contains(t, svg, `aria-label="Chart of the running totals after 2 rounds, one letter per player: A Ana 4, B Ben 3, C Cleo 13"`)
	// a line runs through its totals: Ana goes down to -5, then up to 4
	ana := regexp.MustCompile(`<path class="line s0" d="M([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)"/>`).FindStringSubmatch(svg)
	require.Len(t, ana, 7, svg)
	y := func(s string) float64 { f, err := strconv.ParseFloat(s, 64); require.NoError(t, err); return f }
	assert.Less(t, y(ana[2]), y(ana[4]), "below zero is lower on the chart (a greater y)")
	assert.Less(t, y(ana[6]), y(ana[4]))

	// Ana and Ben share 3 points after round 1 of another game: their
	// letters stand side by side, not on top of each other
	h.Rounds[0].Totals[0].Total = 3
	k = &Page{}
	k.fill(h, locales.New("en"))
	cx := regexp.MustCompile(`<g class="pt s([01])"><circle cx="([\d.]+)" cy="([\d.]+)"`).FindAllStringSubmatch(string(k.Chart), -1)
	require.Len(t, cx, 4, "A and B after rounds 1 and 2")
	assert.Equal(t, cx[0][3], cx[1][3], "the same height")
	assert.NotEqual(t, cx[0][2], cx[1][2], "side by side")

	// no rounds, no chart
	empty := &Page{}
	empty.fill(&History{Players: []string{"Ana", "Ben"}}, locales.New("de"))
	assert.Empty(t, empty.Chart)
	assert.Empty(t, empty.Rounds)
}

func TestNiceStep(t *testing.T) {
	for raw, want := range map[float64]float64{0.5: 1, 2.5: 5, 4: 5, 7: 10, 12: 20, 30: 50, 51: 100} {
		assert.Equal(t, want, niceStep(raw), "%v", raw)
	}
}

// No letter hides a round's number on the x axis (issue 32.13: the A and B
// of players on the lowest line covered the "1"): every letter's circle,
// its stroke included, ends above the top of the round numbers (11 px
// figures: 8 px above their baseline).
func TestKodiakChartLettersLeaveTheRoundsReadable(t *testing.T) {
	h := twoRounds()
	h.Rounds[0].Totals = []scoring.Standing{{Name: "Ana", Total: -20}, {Name: "Ben", Total: -20}, {Name: "Cleo", Total: 7}}
	k := &Page{}
	k.fill(h, locales.New("en"))
	svg := string(k.Chart)
	num := func(s string) float64 { f, err := strconv.ParseFloat(s, 64); require.NoError(t, err); return f }
	lowest := 0.0
	for _, m := range regexp.MustCompile(`<circle cx="[\d.]+" cy="([\d.]+)" r="(\d+)"/>`).FindAllStringSubmatch(svg, -1) {
		lowest = max(lowest, num(m[1])+num(m[2])+1)
	}
	rounds := regexp.MustCompile(`<text class="ax" x="[\d.]+" y="([\d.]+)" text-anchor="middle">1</text>`).FindStringSubmatch(svg)
	require.Len(t, rounds, 2, svg)
	assert.Less(t, lowest, num(rounds[1])-8, "the lowest letter ends above the round numbers")
}
