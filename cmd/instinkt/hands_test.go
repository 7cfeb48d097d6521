package instinkt

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"codeberg.org/schiri/schiri/internal/cli"
	ref "codeberg.org/schiri/schiri/referee/instinkt"
	score "codeberg.org/schiri/schiri/scoring/instinkt"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// levelGame finds, by random legal play, a whole game whose layouts are
// level (the hand cards decide), and returns the answers play asks for —
// deer lines in the given language — and the cards never revealed.
func levelGame(t *testing.T, f *cli.Factory) (string, ref.CardSet, bool) {
	t.Helper()
	for seed := uint64(1); seed < 5000; seed++ {
		r := rand.New(rand.NewPCG(seed, 7))
		g := ref.NewGame(ref.White)
		var answers []string
		deer, snake := false, false
		for !g.Over() {
			legal := g.Legal()
			m := legal[r.IntN(len(legal))]
			switch m.Kind {
			case ref.MoveReveal:
				answers = append(answers, m.Card.String()+" "+m.Other.String())
				snake = snake || m.Card.IsSnake() || m.Other.IsSnake()
			case ref.MovePlace:
				if m.IsLine() {
					answers = append(answers, lineText(f, m.Line))
					deer = true
				} else {
					answers = append(answers, itoa(m.At.Row)+" "+itoa(m.At.Col))
				}
			case ref.MoveRaccoon:
				answers = append(answers, m.Card.String()+" "+itoa(m.At.Row)+" "+itoa(m.At.Col))
			case ref.MoveRaccoonNone:
				answers = append(answers, "none")
			}
			var err error
			g, err = g.Apply(m)
			require.NoError(t, err)
		}
		if res, ok := finalScore(g); ok && res.DecidedBy == score.ByUndecided && deer && snake {
			return strings.Join(answers, "\n") + "\n", g.Used(), true
		}
	}
	return "", 0, false
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// A game the layout cannot decide: play asks for both hands (refusing a
// card of the other colour or one that was revealed) and finishes with the
// hand sums; deer lines are typed in the user's language; a snake round is
// told.
func TestPlayAsksForTheHandsWhenTheLayoutsAreLevel(t *testing.T) {
	for _, lang := range []string{"de", "en"} {
		t.Run(lang, func(t *testing.T) {
			e := newEnv(t, false, lang)
			steps, used, ok := levelGame(t, e.f)
			require.True(t, ok, "a level game with a deer and a snake exists among the seeds")
			var unused [2][]string
			for _, col := range []ref.Colour{ref.White, ref.Black} {
				for rank := 1; rank <= ref.RankSnake && len(unused[col]) < 2; rank++ {
					if c := ref.NewCard(col, rank); !used.Has(c) {
						unused[col] = append(unused[col], c.String())
					}
				}
			}
			require.NotEmpty(t, unused[ref.White])
			// a black card for White's hand is refused, then the right ones
			hands := unused[ref.Black][0] + "\n" + strings.Join(unused[ref.White], " ") + "\n" + unused[ref.Black][0] + "\n"
			e.in.WriteString(steps + hands)
			require.NoError(t, RunPlay(&PlayOptions{F: e.f, Marker: "white", Name: "level"}))
			out := e.out.String() + e.err.String() // forms ask on stderr
			want := map[string][]string{
				"de": {"Reihe", "Schlange", "Gleichstand auf dem Tisch", "ist keine Karte der Hand von Weiß", "Handsumme"},
				"en": {"row", "Snake", "The layouts are level", "is not a card of White's hand", "hand sum"},
			}[lang]
			for _, w := range want {
				assert.Contains(t, out, w)
			}
			assert.NotContains(t, out, "hand cards are missing")
			var saved savedGame
			err := e.f.Table().Load(kind, "level", &saved)
			require.NoError(t, err)
			assert.Equal(t, unused[ref.White], saved.Notes.Hands["white"])
			assert.Equal(t, []string{unused[ref.Black][0]}, saved.Notes.Hands["black"])
			res := score.Score(mustFinal(t, saved), saved.Hands())
			assert.NotEqual(t, score.ByUndecided, res.DecidedBy, "the hands decide")
		})
	}
}

func mustFinal(t *testing.T, s savedGame) [16]ref.Card {
	g, err := s.Game()
	require.NoError(t, err)
	b := g.Board()
	grid, ok := b.Final()
	require.True(t, ok)
	return grid
}

func TestEnglishLine(t *testing.T) {
	assert.Equal(t, "row 0 from left", englishLine("Reihe 0 von links"))
	assert.Equal(t, "col 2 from top", englishLine("Spalte 2 von oben"))
	assert.Equal(t, "col -1 from bottom", englishLine("spalte -1 VON unten"))
	assert.Equal(t, "row 3 from right", englishLine("row 3 from right"))
	assert.Equal(t, "col 1 from top", englishLine("column 1 from top"))
}
