package katzundmaus

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type sampleExpect struct {
	Legal    bool    `json:"legal"`
	Applied  int     `json:"applied"`
	TurnOver bool    `json:"turn_over"`
	Winner   *string `json:"winner"`
	Error    *struct {
		Move   string `json:"move"`
		Index  int    `json:"index"`
		Reason string `json:"reason"`
	} `json:"error"`
	Build        [][]string `json:"build"`
	Mover        string     `json:"mover"`
	MoverDiscard [][]string `json:"mover_discard"`
	MoverStock   int        `json:"mover_stock_count"`
	MoverHand    []string   `json:"mover_hand"`
}

// TestSamples checks the library against the samples of
// shared/examples/katzundmaus/check the way the contract's checker does.
func TestSamples(t *testing.T) {
	files, err := filepath.Glob("../../testdata/samples/katzundmaus/check/*.position.json")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		base := strings.TrimSuffix(f, ".position.json")
		t.Run(filepath.Base(base), func(t *testing.T) {
			in, err := os.Open(f)
			require.NoError(t, err)
			defer in.Close()
			g, err := ParsePosition(in)
			require.NoError(t, err)
			var want sampleExpect
			data, err := os.ReadFile(base + ".expected.json")
			require.NoError(t, err)
			require.NoError(t, json.Unmarshal(data, &want))
			text, err := os.ReadFile(base + ".moves")
			require.NoError(t, err)
			var moves []Move
			for _, tok := range strings.Fields(string(text)) {
				m, err := ParseMove(tok)
				require.NoError(t, err, tok)
				moves = append(moves, m)
			}

			res := Check(g, moves)
			assert.Equal(t, want.Legal, res.Verdict == nil)
			assert.Equal(t, want.Applied, res.Applied)
			assert.Equal(t, want.TurnOver, res.Game.TurnEnded())
			winner := res.Game.Result().String()
			if want.Winner == nil {
				assert.Empty(t, winner)
			} else {
				assert.Equal(t, *want.Winner, winner)
			}
			if want.Error != nil {
				require.NotNil(t, res.Verdict)
				assert.Equal(t, want.Error.Index, res.Applied+1)
				assert.Equal(t, want.Error.Reason, string(res.Verdict.Rule))
				assert.Equal(t, want.Error.Move, moves[res.Applied].String())
			}
			// Compare through the JSON output, as the checker does.
			var out struct {
				Build   [][]string `json:"build"`
				Players map[string]struct {
					Stock   []string   `json:"stock"`
					Hand    []string   `json:"hand"`
					Discard [][]string `json:"discard"`
				} `json:"players"`
			}
			data, err = json.Marshal(res.Game)
			require.NoError(t, err)
			require.NoError(t, json.Unmarshal(data, &out))
			assert.Equal(t, want.Build, out.Build)
			mover := out.Players[want.Mover]
			assert.Equal(t, want.MoverDiscard, mover.Discard)
			assert.Len(t, mover.Stock, want.MoverStock)
			if want.MoverHand != nil {
				got := slices.Clone(mover.Hand)
				slices.Sort(got)
				exp := slices.Clone(want.MoverHand)
				slices.Sort(exp)
				assert.Equal(t, exp, got)
			}
		})
	}
}
