package instinkt

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	ref "codeberg.org/schiri/schiri/referee/instinkt"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type sampleSide struct {
	Points       int  `json:"points"`
	ScoringCards int  `json:"scoring_cards"`
	HandSum      *int `json:"hand_sum"`
}

type sampleScore struct {
	White sampleSide `json:"white"`
	Black sampleSide `json:"black"`
	Cards []struct {
		Row    int    `json:"row"`
		Col    int    `json:"col"`
		Card   string `json:"card"`
		Points int    `json:"points"`
	} `json:"cards"`
	Winner    string `json:"winner"`
	DecidedBy string `json:"decided_by"`
}

// scoreFile parses, validates and scores a final layout file.
func scoreFile(t testing.TB, path string) Result {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	lf, err := ref.ParseLayout(f)
	require.NoError(t, err)
	grid, report := ref.CheckFinal(lf)
	require.True(t, report.Valid(), "%v", report.Errors)
	return Score(grid, lf.Hands)
}

func TestScoreSamples(t *testing.T) {
	files, err := filepath.Glob("../../testdata/samples/instinkt/score/*.txt")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, in := range files {
		t.Run(filepath.Base(in), func(t *testing.T) {
			raw, err := os.ReadFile(strings.TrimSuffix(in, ".txt") + ".json")
			require.NoError(t, err)
			var want sampleScore
			require.NoError(t, json.Unmarshal(raw, &want))
			got := scoreFile(t, in)
			for i, c := range want.Cards {
				assert.Equal(t, c.Card, got.Cards[i].String(), "card %d", i)
				assert.Equal(t, c.Points, got.Points[i], "points of %s at %d,%d", c.Card, c.Row, c.Col)
				assert.Equal(t, i/4+1, c.Row)
				assert.Equal(t, i%4+1, c.Col)
			}
			for col, ws := range []sampleSide{want.White, want.Black} {
				gs := got.Sides[col]
				assert.Equal(t, ws.Points, gs.Points, "points of %d", col)
				assert.Equal(t, ws.ScoringCards, gs.ScoringCards)
				assert.Equal(t, ws.HandSum != nil, gs.HandGiven)
				if ws.HandSum != nil {
					assert.Equal(t, *ws.HandSum, gs.HandSum)
				}
			}
			assert.Equal(t, want.Winner, got.Winner)
			assert.Equal(t, want.DecidedBy, got.DecidedBy)
		})
	}
}
