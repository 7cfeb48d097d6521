package kodiak

import (
	"bytes"
	"encoding/json"
	"strconv"

	"codeberg.org/schiri/schiri/internal/table"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	"codeberg.org/schiri/schiri/rules"
	scoring "codeberg.org/schiri/schiri/scoring/kodiak"
)

// VerdictJSON is an error or warning of a score document.
type VerdictJSON struct {
	Reason  rules.ID `json:"reason"`
	Message string   `json:"message"`
}

// ScoreDoc is the output of `kodiak score --json`, and the "round" of
// `kodiak round --json` (SPEC §1).
type ScoreDoc struct {
	Valid    bool             `json:"valid"`
	Errors   []VerdictJSON    `json:"errors"`
	Warnings []VerdictJSON    `json:"warnings"`
	Players  []scoring.Points `json:"players"`
}

func Verdicts(l table.Localizer, vs []*rules.Verdict) []VerdictJSON {
	out := make([]VerdictJSON, 0, len(vs))
	for _, v := range vs {
		out = append(out, VerdictJSON{Reason: v.Rule, Message: table.Message(l, v)})
	}
	return out
}

func NewScoreDoc(l table.Localizer, s *referee.Sheet, r referee.Report) *ScoreDoc {
	return &ScoreDoc{
		Valid:    r.Valid(),
		Errors:   Verdicts(l, r.Errors),
		Warnings: Verdicts(l, r.Warnings),
		Players:  scoring.Round(s),
	}
}

// Totals renders standings as a JSON object in seat order
// ({"Ana": 12, "Ben": 30}); encoding/json would sort the names.
type Totals []scoring.Standing

func (t Totals) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, s := range t {
		if i > 0 {
			b.WriteByte(',')
		}
		var name bytes.Buffer
		enc := json.NewEncoder(&name)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(s.Name); err != nil {
			return nil, err
		}
		b.Write(bytes.TrimRight(name.Bytes(), "\n"))
		b.WriteByte(':')
		b.WriteString(strconv.Itoa(s.Total))
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// Status is the output of status, new, round and undo (SPEC §1).
type Status struct {
	Game         string    `json:"game"`
	Players      []string  `json:"players"`
	RoundsPlayed int       `json:"rounds_played"`
	RoundsTotal  int       `json:"rounds_total"`
	KodiakNext   *string   `json:"kodiak_next"`
	Totals       Totals    `json:"totals"`
	Finished     bool      `json:"finished"`
	Winners      []string  `json:"winners"`
	Round        *ScoreDoc `json:"round,omitempty"`
}

func NewStatus(id string, g *referee.Game) *Status {
	d := &Status{
		Game:         id,
		Players:      append([]string{}, g.Players...),
		RoundsPlayed: g.RoundsPlayed(),
		RoundsTotal:  g.RoundsTotal,
		Totals:       scoring.Totals(g),
		Finished:     g.Finished(),
		Winners:      scoring.Winners(g),
	}
	if next, ok := g.KodiakNext(); ok {
		d.KodiakNext = &next
	}
	return d
}

// ListEntry is one game of `kodiak list --json`.
type ListEntry struct {
	Game         string   `json:"game"`
	Players      []string `json:"players"`
	RoundsPlayed int      `json:"rounds_played"`
	RoundsTotal  int      `json:"rounds_total"`
	Finished     bool     `json:"finished"`
}

// Rejected is printed when the referee refuses to start a game.
type Rejected struct {
	Accepted bool          `json:"accepted"`
	Reason   rules.ID      `json:"reason"`
	Message  string        `json:"message"`
	Errors   []VerdictJSON `json:"errors"`
}

// HistoryRound is one round of `kodiak history --json`.
type HistoryRound struct {
	Round   int              `json:"round"`
	Kodiak  string           `json:"kodiak"`
	Players []scoring.Points `json:"players"`
	Totals  Totals           `json:"totals"`
}

type History struct {
	Game    string         `json:"game"`
	Players []string       `json:"players"`
	Rounds  []HistoryRound `json:"rounds"`
}

func NewHistory(id string, g *referee.Game) *History {
	d := &History{Game: id, Players: append([]string{}, g.Players...), Rounds: []HistoryRound{}}
	for _, line := range scoring.History(g) {
		d.Rounds = append(d.Rounds, HistoryRound{
			Round:   line.Number,
			Kodiak:  line.Kodiak,
			Players: line.Points,
			Totals:  line.Running,
		})
	}
	return d
}

// ExportPlayer is a player's line of a round in `kodiak export --format json`:
// the sheet as recorded and its points.
type ExportPlayer struct {
	Name         string         `json:"name"`
	Role         referee.Role   `json:"role"`
	Cards        []referee.Card `json:"cards"`
	CardsSum     int            `json:"cards_sum"`
	HairballsIn  int            `json:"hairballs_in"`
	HairballsOut int            `json:"hairballs_out"`
	Catches      int            `json:"catches"`
	Total        int            `json:"total"`
}

type ExportRound struct {
	Round   int            `json:"round"`
	Kodiak  string         `json:"kodiak"`
	Players []ExportPlayer `json:"players"`
	Totals  Totals         `json:"totals"`
}

type Export struct {
	Game         string        `json:"game"`
	Name         string        `json:"name,omitempty"`
	Players      []string      `json:"players"`
	Youngest     string        `json:"youngest"`
	RoundsPlayed int           `json:"rounds_played"`
	RoundsTotal  int           `json:"rounds_total"`
	Finished     bool          `json:"finished"`
	Winners      []string      `json:"winners"`
	Totals       Totals        `json:"totals"`
	Rounds       []ExportRound `json:"rounds"`
}

func NewExport(id string, g *referee.Game) *Export {
	d := &Export{
		Game:         id,
		Name:         g.Name,
		Players:      append([]string{}, g.Players...),
		Youngest:     g.Youngest,
		RoundsPlayed: g.RoundsPlayed(),
		RoundsTotal:  g.RoundsTotal,
		Finished:     g.Finished(),
		Winners:      scoring.Winners(g),
		Totals:       scoring.Totals(g),
		Rounds:       []ExportRound{},
	}
	for i, line := range scoring.History(g) {
		r := ExportRound{Round: line.Number, Kodiak: line.Kodiak, Totals: line.Running}
		for j, p := range line.Points {
			cards := g.Rounds[i].Players[j].Cards
			if cards == nil {
				cards = []referee.Card{}
			}
			r.Players = append(r.Players, ExportPlayer{
				Name: p.Name, Role: p.Role, Cards: cards,
				CardsSum: p.CardsSum, HairballsIn: p.HairballsIn, HairballsOut: p.HairballsOut,
				Catches: p.Catches, Total: p.Total,
			})
		}
		d.Rounds = append(d.Rounds, r)
	}
	return d
}
