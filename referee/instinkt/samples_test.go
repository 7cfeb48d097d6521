package instinkt

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func openSample(t testing.TB, path string) *os.File {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	t.Cleanup(func() { f.Close() })
	return f
}

func readJSON(t testing.TB, path string, v any) {
	t.Helper()
	raw, err := os.ReadFile(path)
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(raw, v))
}

func TestCheckSamples(t *testing.T) {
	files, err := filepath.Glob("../../testdata/samples/instinkt/check/*.txt")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, in := range files {
		t.Run(filepath.Base(in), func(t *testing.T) {
			var want struct {
				Valid  bool    `json:"valid"`
				Reason *string `json:"reason"`
			}
			readJSON(t, strings.TrimSuffix(in, ".txt")+".json", &want)
			lf, err := ParseLayout(openSample(t, in))
			require.NoError(t, err)
			report := CheckLayout(lf)
			assert.Equal(t, want.Valid, report.Valid(), "problems: %v", report.Errors)
			assert.Empty(t, report.Warnings, "a layout check gives no warnings")
			if want.Reason != nil {
				var reasons []string
				for _, v := range report.Errors {
					reasons = append(reasons, string(v.Rule))
				}
				assert.Contains(t, reasons, *want.Reason)
			}
		})
	}
}

// gridStrings renders a board's cropped layout as the JSON shows it.
func gridStrings(b Board) [][]string {
	out := [][]string{}
	for _, row := range b.Grid() {
		r := make([]string, len(row))
		for i, c := range row {
			r[i] = c.String()
		}
		out = append(out, r)
	}
	return out
}

func TestReplaySamples(t *testing.T) {
	files, err := filepath.Glob("../../testdata/samples/instinkt/replay/*.txt")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, in := range files {
		t.Run(filepath.Base(in), func(t *testing.T) {
			var want struct {
				OK           bool `json:"ok"`
				LinesApplied int  `json:"lines_applied"`
				Error        *struct {
					Line   int    `json:"line"`
					Reason string `json:"reason"`
				} `json:"error"`
				Layout   [][]string `json:"layout"`
				Marker   *string    `json:"marker"`
				Finished bool       `json:"finished"`
			}
			readJSON(t, strings.TrimSuffix(in, ".txt")+".json", &want)
			rec, err := ParseRecord(openSample(t, in))
			require.NoError(t, err)
			res := Replay(rec)
			assert.Equal(t, want.OK, res.OK(), "verdict %v", res.Verdict)
			assert.Equal(t, want.LinesApplied, res.Applied)
			if want.Error != nil {
				require.NotNil(t, res.Verdict)
				assert.Equal(t, want.Error.Line, res.Line)
				assert.Equal(t, want.Error.Reason, string(res.Verdict.Rule), "verdict %v", res.Verdict)
			}
			assert.Equal(t, want.Layout, gridStrings(res.Game.Board()))
			assert.Equal(t, want.Finished, res.Game.Over())
			if want.Marker != nil {
				assert.Equal(t, *want.Marker, res.Game.Marker().String())
			}
		})
	}
}
