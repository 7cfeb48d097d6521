package kodiak

import (
	"bytes"
	"encoding/json"
	"strconv"

	"codeberg.org/schiri/schiri/internal/cli"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	"codeberg.org/schiri/schiri/rules"
	scoring "codeberg.org/schiri/schiri/scoring/kodiak"
)

// verdictJSON is an error or warning of a score document.
type verdictJSON struct {
	Reason  rules.ID `json:"reason"`
	Message string   `json:"message"`
}

// scoreDoc is the output of `kodiak score --json`, and the "round" of
// `kodiak round --json` (SPEC §1).
type scoreDoc struct {
	Valid    bool             `json:"valid"`
	Errors   []verdictJSON    `json:"errors"`
	Warnings []verdictJSON    `json:"warnings"`
	Players  []scoring.Points `json:"players"`
}

func verdicts(f *cli.Factory, vs []*rules.Verdict) []verdictJSON {
	out := make([]verdictJSON, 0, len(vs))
	for _, v := range vs {
		out = append(out, verdictJSON{Reason: v.Rule, Message: f.VerdictMessage(v)})
	}
	return out
}

func newScoreDoc(f *cli.Factory, s *referee.Sheet, r referee.Report) *scoreDoc {
	return &scoreDoc{
		Valid:    r.Valid(),
		Errors:   verdicts(f, r.Errors),
		Warnings: verdicts(f, r.Warnings),
		Players:  scoring.Round(s),
	}
}

// totalsJSON renders standings as a JSON object in seat order
// ({"Ana": 12, "Ben": 30}); encoding/json would sort the names.
type totalsJSON []scoring.Standing

func (t totalsJSON) MarshalJSON() ([]byte, error) {
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

// statusDoc is the output of status, new, round and undo (SPEC §1).
type statusDoc struct {
	Game         string     `json:"game"`
	Players      []string   `json:"players"`
	RoundsPlayed int        `json:"rounds_played"`
	RoundsTotal  int        `json:"rounds_total"`
	KodiakNext   *string    `json:"kodiak_next"`
	Totals       totalsJSON `json:"totals"`
	Finished     bool       `json:"finished"`
	Winners      []string   `json:"winners"`
	Round        *scoreDoc  `json:"round,omitempty"`
}

func newStatusDoc(id string, g *referee.Game) *statusDoc {
	d := &statusDoc{
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

// listEntry is one game of `kodiak list --json`.
type listEntry struct {
	Game         string   `json:"game"`
	Players      []string `json:"players"`
	RoundsPlayed int      `json:"rounds_played"`
	RoundsTotal  int      `json:"rounds_total"`
	Finished     bool     `json:"finished"`
}

// rejectedDoc is printed when the referee refuses to start a game.
type rejectedDoc struct {
	Accepted bool          `json:"accepted"`
	Reason   rules.ID      `json:"reason"`
	Message  string        `json:"message"`
	Errors   []verdictJSON `json:"errors"`
}

// historyRound is one round of `kodiak history --json`.
type historyRound struct {
	Round   int              `json:"round"`
	Kodiak  string           `json:"kodiak"`
	Players []scoring.Points `json:"players"`
	Totals  totalsJSON       `json:"totals"`
}

type historyDoc struct {
	Game    string         `json:"game"`
	Players []string       `json:"players"`
	Rounds  []historyRound `json:"rounds"`
}

func newHistoryDoc(id string, g *referee.Game) *historyDoc {
	d := &historyDoc{Game: id, Players: append([]string{}, g.Players...), Rounds: []historyRound{}}
	for _, line := range scoring.History(g) {
		d.Rounds = append(d.Rounds, historyRound{
			Round:   line.Number,
			Kodiak:  line.Kodiak,
			Players: line.Points,
			Totals:  line.Running,
		})
	}
	return d
}

// exportPlayer is a player's line of a round in `kodiak export --format json`:
// the sheet as recorded and its points.
type exportPlayer struct {
	Name         string         `json:"name"`
	Role         referee.Role   `json:"role"`
	Cards        []referee.Card `json:"cards"`
	CardsSum     int            `json:"cards_sum"`
	HairballsIn  int            `json:"hairballs_in"`
	HairballsOut int            `json:"hairballs_out"`
	Catches      int            `json:"catches"`
	Total        int            `json:"total"`
}

type exportRound struct {
	Round   int            `json:"round"`
	Kodiak  string         `json:"kodiak"`
	Players []exportPlayer `json:"players"`
	Totals  totalsJSON     `json:"totals"`
}

type exportDoc struct {
	Game         string        `json:"game"`
	Name         string        `json:"name,omitempty"`
	Players      []string      `json:"players"`
	Youngest     string        `json:"youngest"`
	RoundsPlayed int           `json:"rounds_played"`
	RoundsTotal  int           `json:"rounds_total"`
	Finished     bool          `json:"finished"`
	Winners      []string      `json:"winners"`
	Totals       totalsJSON    `json:"totals"`
	Rounds       []exportRound `json:"rounds"`
}

func newExportDoc(id string, g *referee.Game) *exportDoc {
	d := &exportDoc{
		Game:         id,
		Name:         g.Name,
		Players:      append([]string{}, g.Players...),
		Youngest:     g.Youngest,
		RoundsPlayed: g.RoundsPlayed(),
		RoundsTotal:  g.RoundsTotal,
		Finished:     g.Finished(),
		Winners:      scoring.Winners(g),
		Totals:       scoring.Totals(g),
		Rounds:       []exportRound{},
	}
	for i, line := range scoring.History(g) {
		r := exportRound{Round: line.Number, Kodiak: line.Kodiak, Totals: line.Running}
		for j, p := range line.Points {
			cards := g.Rounds[i].Players[j].Cards
			if cards == nil {
				cards = []referee.Card{}
			}
			r.Players = append(r.Players, exportPlayer{
				Name: p.Name, Role: p.Role, Cards: cards,
				CardsSum: p.CardsSum, HairballsIn: p.HairballsIn, HairballsOut: p.HairballsOut,
				Catches: p.Catches, Total: p.Total,
			})
		}
		d.Rounds = append(d.Rounds, r)
	}
	return d
}
