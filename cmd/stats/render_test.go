package stats

import (
	"strings"
	"testing"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/savedgames"
	cscore "codeberg.org/schiri/schiri/scoring/codenames"
	iscore "codeberg.org/schiri/schiri/scoring/instinkt"
	mscore "codeberg.org/schiri/schiri/scoring/katzundmaus"
	kscore "codeberg.org/schiri/schiri/scoring/kodiak"
	figures "codeberg.org/schiri/schiri/scoring/stats"
	"github.com/charmbracelet/lipgloss"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func renderFactory(lang string, color bool) *cli.Factory {
	ios, _, _, _ := cli.Test()
	ios.StdoutTTY = color
	f := cli.NewFactory("test")
	f.IO = ios
	f.SetConfig(&cli.Config{Lang: lang, NoColor: !color})
	return f
}

func sampleDoc() *figures.Doc {
	since := "2026-03-02"
	return &figures.Doc{
		Since: &since,
		Sections: []figures.Section{{Kind: "kodiak", Figures: kscore.Figures{Games: 2, Players: []kscore.PlayerFigures{
			{Name: "Bartholomäus", Games: 2, Wins: 2, WinRate: 1, AverageTotal: -7.5, BestTotal: -9, Rounds: 6, AverageRound: -2.5, RoundsAsKodiak: 2, AverageRoundAsKodiak: -15, Catches: 6},
			{Name: "Ana", Games: 2, Wins: 1, WinRate: 0.5, AverageTotal: -5.5, BestTotal: -7, Rounds: 6, AverageRound: -1.83, RoundsAsKodiak: 2, AverageRoundAsKodiak: -11.5, Catches: 5},
			{Name: "Cleo", Games: 1, Wins: 0, WinRate: 0, AverageTotal: -6, BestTotal: -6, Rounds: 3, AverageRound: -2, RoundsAsKodiak: 1, AverageRoundAsKodiak: -15, Catches: 3},
		}}},
			{Kind: "codenames", Figures: cscore.Figures{Games: 3, Wins: cscore.Teams{Red: 2, Blue: 1}, Assassin: 1}},
			{Kind: "instinkt", Figures: iscore.Figures{Games: 4, Wins: iscore.Wins{White: 2, Black: 1, Draw: 1}, AveragePoints: iscore.Colours{White: 8, Black: 7.25}}},
			{Kind: "katzundmaus", Figures: mscore.Figures{Games: 5, VsBot: mscore.Results{Won: 2, Lost: 2, Draw: 1}}},
		},
	}
}

func TestRenderWidths(t *testing.T) {
	for _, width := range []int{40, 80, 120} {
		for _, lang := range []string{"en", "de"} {
			out := Render(renderFactory(lang, false), sampleDoc(), width)
			assert.NotContains(t, out, "\x1b", "no colour")
			for _, l := range strings.Split(out, "\n") {
				assert.LessOrEqual(t, lipgloss.Width(l), width, "%s at %d: %q", lang, width, l)
			}
		}
	}
	wide := Render(renderFactory("en", false), sampleDoc(), 120)
	assert.Contains(t, wide, "│ Player       │ Games │ Wins │ Win rate │ Ø total │ Best │ Rounds │ Ø round │ As Kodiak │ Ø as Kodiak │ Catches │", "one table where it fits")
	narrow := Render(renderFactory("en", false), sampleDoc(), 80)
	assert.Contains(t, narrow, "│ Player       │ Games │ Wins │ Win rate │ Ø total │ Best │")
	assert.Contains(t, narrow, "│ Player       │ Rounds │ Ø round │ As Kodiak │ Ø as Kodiak │ Catches │", "two tables at 80 columns")
	phone := Render(renderFactory("de", false), sampleDoc(), 40)
	for _, want := range []string{"│ Spieler      │   Ana │", "│ Ø Runde      │ -1,83 │", "│ Ende durch Attentäter │ 1 │", "│ Ø Punkte Schwarz │ 7,25 │"} {
		assert.Contains(t, phone, want, "at 40 columns a figure a line, never a cut number")
	}
}

func TestRenderFigures(t *testing.T) {
	out := Render(renderFactory("en", false), sampleDoc(), 120)
	for _, want := range []string{
		"Statistics since 2026-03-02",
		"Kodiak — 2 finished games",
		"│ Ana          │     2 │    1 │      50% │    -5.5 │   -7 │      6 │   -1.83 │         2 │       -11.5 │       5 │",
		"Codenames — 3 finished games", "Instinkt — 4 finished games", "Katz und Maus — 5 finished games",
		"│              8 │           7.25 │",
	} {
		assert.Contains(t, out, want)
	}
	lines := strings.Split(out, "\n")
	var bars []string
	for _, l := range lines {
		if strings.Contains(l, "█") || strings.Contains(l, "░") {
			bars = append(bars, l)
		}
	}
	require.Len(t, bars, 3, "a bar per player")
	assert.Regexp(t, `^  Bartholomäus  █+  100% \(2/2\)$`, bars[0])
	assert.Regexp(t, `^  Ana           █+░+  50% \(1/2\)$`, bars[1])
	assert.Equal(t, strings.Count(bars[1], "█"), strings.Count(bars[1], "░"), "half full")
	assert.Regexp(t, `^  Cleo          ░+  0% \(0/1\)$`, bars[2])

	de := Render(renderFactory("de", false), sampleDoc(), 120)
	for _, want := range []string{"Statistik seit 2026-03-02", "Kodiak — 2 beendete Partien", "-1,83", "7,25", "50 % (1/2)"} {
		assert.Contains(t, de, want)
	}
	one := sampleDoc()
	one.Sections[1].Figures = cscore.Figures{Games: 1}
	assert.Contains(t, Render(renderFactory("de", false), one, 80), "Codenames — 1 beendete Partie\n", "plural forms")
}

func TestRenderColour(t *testing.T) {
	plain := Render(renderFactory("en", false), sampleDoc(), 80)
	coloured := Render(renderFactory("en", true), sampleDoc(), 80)
	assert.Contains(t, coloured, "\x1b[")
	assert.Equal(t, plain, stripANSI(coloured), "colour adds nothing the text does not say")
}

func stripANSI(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == 0x1b && i+1 < len(s) && s[i+1] == '[' {
			j := i + 2
			for j < len(s) && (s[j] < '@' || s[j] > '~') {
				j++
			}
			i = j
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func TestRenderNoGames(t *testing.T) {
	doc, err := figures.Compute(savedgames.Kinds(nil), figures.Options{})
	require.NoError(t, err)
	out := Render(renderFactory("en", false), doc, 80)
	assert.Equal(t, "Statistics\n\nKodiak — 0 finished games\nno player with a finished game\n\nCodenames — 0 finished games\n\nInstinkt — 0 finished games\n\nKatz und Maus — 0 finished games\n", out)
}
