package instinkt

import (
	"codeberg.org/schiri/schiri/internal/cli"
	ref "codeberg.org/schiri/schiri/referee/instinkt"
	"codeberg.org/schiri/schiri/rules"
	score "codeberg.org/schiri/schiri/scoring/instinkt"
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

type sideJSON struct {
	Points       int  `json:"points"`
	ScoringCards int  `json:"scoring_cards"`
	HandSum      *int `json:"hand_sum,omitempty"`
}

type cardJSON struct {
	Row    int    `json:"row"`
	Col    int    `json:"col"`
	Card   string `json:"card"`
	Points int    `json:"points"`
}

type scoreJSON struct {
	White     sideJSON   `json:"white"`
	Black     sideJSON   `json:"black"`
	Cards     []cardJSON `json:"cards"`
	Winner    string     `json:"winner"`
	DecidedBy string     `json:"decided_by"`
}

func toScoreJSON(r score.Result) *scoreJSON {
	side := func(s score.Side) sideJSON {
		j := sideJSON{Points: s.Points, ScoringCards: s.ScoringCards}
		if s.HandGiven {
			h := s.HandSum
			j.HandSum = &h
		}
		return j
	}
	out := &scoreJSON{White: side(r.Sides[ref.White]), Black: side(r.Sides[ref.Black]),
		Winner: r.Winner, DecidedBy: r.DecidedBy, Cards: make([]cardJSON, 16)}
	for i := range r.Cards {
		out.Cards[i] = cardJSON{Row: i/4 + 1, Col: i%4 + 1, Card: r.Cards[i].String(), Points: r.Points[i]}
	}
	return out
}

func problemsJSON(f *cli.Factory, vs []*rules.Verdict) []problemJSON {
	out := make([]problemJSON, 0, len(vs))
	for _, v := range vs {
		var row, col int // 0: no cell (null)
		if v.Cell != nil {
			row, col = v.Cell.Row, v.Cell.Col
		}
		out = append(out, problemJSON{Reason: string(v.Rule), Message: f.VerdictMessage(v), Row: cellJSON(row), Col: cellJSON(col)})
	}
	return out
}

// layoutStrings is a board cropped to its box as the JSON shows it.
func layoutStrings(b ref.Board) [][]string {
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
