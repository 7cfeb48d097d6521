package instinkt

import (
	iscore "codeberg.org/schiri/schiri/scoring/instinkt"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/table"
	ref "codeberg.org/schiri/schiri/referee/instinkt"
)

// The roles of an Instinkt table (SPEC §7): both see the layout and what
// the game waits for; the referee also gets the legal answers and enters
// the steps.
const (
	RoleView    = "view"
	RoleReferee = "referee"
)

// View is what the view role sees: the board, what the game waits for
// without its legal answers, and the last refusal at the table. It has no
// field for the legal cells, lines or moves.
type View struct {
	Board
	Next        Pending           `json:"next"`
	LastVerdict *table.VerdictDoc `json:"last_verdict"`
	// Review is the coach's review once the game is over (never a hint
	// during the game: both players see this page).
	Review *ReviewDoc `json:"review,omitempty"`
}

// RefereeView is the referee's: the play document with the legal answers,
// and the last refusal at the table.
type RefereeView struct {
	Play
	LastVerdict *table.VerdictDoc `json:"last_verdict"`
	Review      *ReviewDoc        `json:"review,omitempty"`
}

// Entry is Instinkt in the registry.
var Entry = table.Game{
	Kind:    Kind,
	Stats:   statsOf,
	Figures: iscore.Count,
	Roles:   []string{RoleView, RoleReferee},
	Actions: []table.Action{
		{Name: "step", Roles: []string{RoleReferee}, Do: doStep, Example: `{"step": "reveal W7 B3"}`},
		{Name: "undo", Roles: []string{RoleReferee}, Do: doUndo},
	},
	Create:  create,
	Example: `{"kind": "instinkt", "marker": "black"}`,
	Views:   views,
	Page:    page,
	Prints:  Prints,
	Referee: ref.Referee,
}

// NewRequest is the body that creates an Instinkt game.
type NewRequest struct {
	Kind   string `json:"kind"`
	Marker string `json:"marker"` // white (the default) or black
	Name   string `json:"name"`
}

// StepRequest is the body of a step: one line of the game record.
type StepRequest struct {
	Step string `json:"step"`
}

func create(svc *table.Service, in table.Input) table.Answer {
	var req NewRequest
	if in.Form != nil {
		req = NewRequest{Marker: in.Form.Get("marker"), Name: in.Form.Get("name")}
	} else if err := table.DecodeAll(in.Body, &req); err != nil {
		return table.Fail(err)
	}
	if req.Marker == "" {
		req.Marker = ref.White.String()
	}
	id, s, g, err := Create(svc, req.Marker, req.Name)
	if err != nil {
		return table.Fail(err)
	}
	return table.Answer{ID: id, Doc: func(table.Localizer) any { return PlayOf(id, s, g) }}
}

func views(svc *table.Service, id string, l table.Localizer) (map[string]any, error) {
	s, g, err := Load(svc, id)
	if err != nil {
		return nil, err
	}
	var last *table.VerdictDoc
	if v := svc.Last(Kind, id); v != nil {
		d := table.NewVerdictDoc(l, v)
		last = &d
	}
	p := PlayOf(id, s, g)
	review := pageReview(s, g)
	return map[string]any{
		RoleView:    View{Board: p.Board, Next: p.Next.Pending, LastVerdict: last, Review: review},
		RoleReferee: RefereeView{Play: p, LastVerdict: last, Review: review},
	}, nil
}

func doStep(svc *table.Service, id, _ string, in table.Input) table.Answer {
	var req StepRequest
	if in.Form != nil {
		req.Step = in.Form.Get("step")
	} else if err := table.Decode(in.Body, &req); err != nil {
		return table.Fail(err)
	}
	s, g, v, err := Step(svc, id, req.Step)
	if err != nil {
		return table.Fail(err)
	}
	svc.SetLast(Kind, id, v) // every role sees why a step was refused, until the next one
	if v != nil {
		return table.Answer{ID: id, Verdict: v, Doc: func(l table.Localizer) any {
			return Rejected{Reason: string(v.Rule), Message: table.Message(l, v), Line: strings.TrimSpace(req.Step)}
		}}
	}
	return table.Answer{ID: id, Doc: func(table.Localizer) any { return PlayOf(id, s, g) }}
}

func doUndo(svc *table.Service, id, _ string, in table.Input) table.Answer {
	if in.Form == nil {
		if err := table.Decode(in.Body, &struct{}{}); err != nil {
			return table.Fail(err)
		}
	}
	s, g, undone, err := UndoLine(svc, id)
	if err != nil {
		return table.Fail(err)
	}
	if !undone {
		return table.Fail(cli.NewInputError("instinkt.play.nothing_to_undo"))
	}
	svc.SetLast(Kind, id, nil)
	return table.Answer{ID: id, Doc: func(table.Localizer) any { return PlayOf(id, s, g) }}
}
