package instinkt

import (
	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/rules"
)

// problemJSON is one entry of check's "errors". SPEC §2 gives every entry the
// keys reason, message, row and col; a problem of the whole layout (frame,
// colours, incomplete, a hand) has no cell, so row and col are null there.
type problemJSON struct {
	Reason  string `json:"reason"`
	Message string `json:"message"`
	Row     *int   `json:"row"`
	Col     *int   `json:"col"`
}

// cellJSON is a 1-based cell coordinate for problemJSON; 0 (no cell) is null.
func cellJSON(n int) *int {
	if n <= 0 {
		return nil
	}
	return &n
}

type checkJSON struct {
	Valid  bool          `json:"valid"`
	Errors []problemJSON `json:"errors"`
}

func problemsJSON(f *cli.Factory, vs []*rules.Verdict) []problemJSON {
	out := make([]problemJSON, 0, len(vs))
	for _, v := range vs {
		var row, col int // 0: no cell (null)
		if v.Cell != nil {
			row, col = v.Cell.Row, v.Cell.Col
		}
		out = append(out, problemJSON{Reason: string(v.Rule), Message: f.VerdictMessage(jsonCells(v)), Row: cellJSON(row), Col: cellJSON(col)})
	}
	return out
}

// cellArgs are the message arguments that name a cell of a layout file.
var cellArgs = []string{"Row", "Col", "FirstRow", "FirstCol"}

// jsonCells is a layout problem as check's JSON words it: the text names a
// cell in a record's coordinates (the file's first row and column are 0),
// the JSON's "row" and "col" are 1-based (SPEC §2), and the JSON message
// names the cell as the fields beside it do. Other verdicts are unchanged.
func jsonCells(v *rules.Verdict) *rules.Verdict {
	if v.Cell == nil {
		return v
	}
	c := *v
	c.Args = make(map[string]any, len(v.Args))
	for k, a := range v.Args {
		c.Args[k] = a
	}
	for _, k := range cellArgs {
		if n, ok := c.Args[k].(int); ok {
			c.Args[k] = n + 1
		}
	}
	return &c
}
