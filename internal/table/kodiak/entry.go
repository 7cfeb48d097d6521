package kodiak

import (
	"bytes"
	kscore "codeberg.org/schiri/schiri/scoring/kodiak"
	"errors"
	"fmt"
	"net/url"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/strictjson"
	"codeberg.org/schiri/schiri/internal/table"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	"codeberg.org/schiri/schiri/rules"
)

// The roles of a Kodiak table (SPEC §7): both see the standings (View);
// the scorer enters and takes back rounds.
const (
	RoleView   = "view"
	RoleScorer = "scorer"
)

// View is what every role of a Kodiak game sees: the status document of
// §1 (standings, rounds, who is Kodiak next, the winners), which is its
// JSON, and the rounds with every player's running total (the history)
// for the page's table and chart.
type View struct {
	*Status
	History *History `json:"-"`
}

// Entry is Kodiak in the registry.
var Entry = table.Game{
	Kind:    Kind,
	Stats:   statsOf,
	Figures: kscore.Count,
	Players: kscore.Players,
	Roles:   []string{RoleView, RoleScorer},
	Actions: []table.Action{
		{Name: "round", Roles: []string{RoleScorer}, Do: doRound,
			Example: `{"players": {"Ana": {"cards": [], "catches": 3}, "Ben": {"cards": [5]}, "Cleo": {"cards": ["hairball"]}}}`},
		{Name: "undo", Roles: []string{RoleScorer}, Do: doUndo},
	},
	Create:  create,
	Example: `{"kind": "kodiak", "players": ["Ana", "Ben", "Cleo"], "cycles": 2}`,
	Views:   views,
	Page:    page,
	Prints:  Prints,
	Referee: referee.Referee,
}

// NewRequest is the body that creates a Kodiak game (SPEC §7): each
// element of Players is one player exactly as given.
type NewRequest struct {
	Kind     string   `json:"kind"`
	Players  []string `json:"players"`
	Youngest string   `json:"youngest"`
	Cycles   *int     `json:"cycles"`
	Rounds   *int     `json:"rounds"`
	Name     string   `json:"name"`
}

func create(svc *table.Service, in table.Input) table.Answer {
	var req NewRequest
	if in.Form != nil {
		req = NewRequest{Youngest: in.Form.Get("youngest"), Name: in.Form.Get("name")}
		// a form has one text field for the players: split as --players is
		for _, p := range strings.Split(in.Form.Get("players"), ",") {
			if p = strings.TrimSpace(p); p != "" {
				req.Players = append(req.Players, p)
			}
		}
		var err error
		if req.Cycles, err = formNumber(in.Form, "cycles"); err != nil {
			return table.Fail(err)
		}
		if req.Rounds, err = formNumber(in.Form, "rounds"); err != nil {
			return table.Fail(err)
		}
	} else if err := table.DecodeAll(in.Body, &req); err != nil {
		return table.Fail(err)
	}
	id, g, err := New(svc, req.Players, req.Youngest, referee.Length{Cycles: req.Cycles, Rounds: req.Rounds}, req.Name)
	var v *rules.Verdict
	if errors.As(err, &v) {
		return table.Answer{Verdict: v, Doc: func(l table.Localizer) any { return rejected(l, v) }}
	}
	if err != nil {
		return table.Fail(err)
	}
	return table.Answer{ID: id, Doc: func(table.Localizer) any { return NewStatus(id, g) }}
}

// rejected is the document of a game the referee refuses to start.
func rejected(l table.Localizer, v *rules.Verdict) Rejected {
	msg := table.Message(l, v)
	return Rejected{Reason: v.Rule, Message: msg, Errors: []VerdictJSON{{Reason: v.Rule, Message: msg}}}
}

// formNumber is a form's number field; nil when it is empty.
func formNumber(f url.Values, name string) (*int, error) {
	v := strings.TrimSpace(f.Get(name))
	if v == "" {
		return nil, nil
	}
	var n int
	if _, err := fmt.Sscan(v, &n); err != nil {
		return nil, cli.NewInputError("serve.error.request", "Err", name+": "+v)
	}
	return &n, nil
}

func views(svc *table.Service, id string, _ table.Localizer) (map[string]any, error) {
	g, _, err := Load(svc, id)
	if err != nil {
		return nil, err
	}
	v := View{Status: NewStatus(id, g), History: NewHistory(id, g)}
	return map[string]any{RoleView: v, RoleScorer: v}, nil
}

// doRound enters a round sheet (SPEC §1, as JSON; or the scorer page's
// form) and answers with the status and the round, as `kodiak round`.
func doRound(svc *table.Service, id, _ string, in table.Input) table.Answer {
	var (
		sheet *referee.Sheet
		err   error
	)
	if in.Form != nil {
		sheet, err = FormSheet(in.Form)
	} else if err = strictjson.Check(in.Body); err != nil {
		return table.Fail(table.BadRequest(err))
	} else {
		sheet, err = referee.ParseSheet(bytes.NewReader(in.Body))
	}
	if err != nil {
		return table.Fail(cli.FromParseError(err, ""))
	}
	g, judged, report, err := Round(svc, id, sheet)
	if err != nil && !errors.Is(err, ErrRejected) {
		return table.Fail(err)
	}
	a := table.Answer{ID: id, Doc: func(l table.Localizer) any {
		d := NewStatus(id, g)
		d.Round = NewScoreDoc(l, judged, report)
		return d
	}}
	if err != nil {
		a.Verdict = report.Errors[0]
	}
	return a
}

func doUndo(svc *table.Service, id, _ string, in table.Input) table.Answer {
	if in.Form == nil {
		if err := table.Decode(in.Body, &struct{}{}); err != nil {
			return table.Fail(err)
		}
	}
	g, _, _, err := Undo(svc, id)
	if err != nil {
		return table.Fail(err)
	}
	return table.Answer{ID: id, Doc: func(table.Localizer) any { return NewStatus(id, g) }}
}

// FormSheet reads the scorer page's form: per seat i the player's name
// (pi_name) and line (pi_cards, read as the terminal's form reads a line:
// "3 rk c1"), with the catches (pi_catches, the Kodiak's field) and the
// hairballs beside (pi_out) as numbers. A line that does not parse is a
// *referee.ParseError naming its token.
func FormSheet(form url.Values) (*referee.Sheet, error) {
	sheet := &referee.Sheet{}
	for i := 0; i < referee.MaxPlayers; i++ {
		name := form.Get(fmt.Sprintf("p%d_name", i))
		if name == "" {
			continue
		}
		e, err := formLine(form, "", i)
		if err != nil {
			return nil, err
		}
		e.Name = name
		sheet.Players = append(sheet.Players, e)
	}
	return sheet, nil
}

// formLine parses seat i's fields of a form, each under prefix+its name.
func formLine(form url.Values, prefix string, i int) (referee.Entry, error) {
	get := func(field string) string { return form.Get(fmt.Sprintf("%sp%d_%s", prefix, i, field)) }
	return referee.ParseFields(get("cards"), get("catches"), get("out"))
}
