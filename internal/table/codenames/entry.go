package codenames

import (
	crand "crypto/rand"
	"errors"
	"math/rand/v2"
	"strings"

	cscore "codeberg.org/schiri/schiri/scoring/codenames"
	"codeberg.org/schiri/schiri/scoring/stats"

	"codeberg.org/schiri/schiri/internal/problem"
	"codeberg.org/schiri/schiri/internal/table"
	cn "codeberg.org/schiri/schiri/referee/codenames"
	"codeberg.org/schiri/schiri/rules"
)

// The roles of a Codenames table (SPEC §7).
const (
	RoleBoard         = "board"          // the guessers: never the key
	RoleSpymasterRed  = "spymaster_red"  // the key; the clue on red's turn
	RoleSpymasterBlue = "spymaster_blue" // the key; the clue on blue's turn
	RoleHost          = "host"           // everything
)

// Entry is Codenames in the registry.
var Entry = table.Game{
	Kind:    Kind,
	Stats:   statsOf,
	Figures: stats.CountOf(cscore.Count),
	Roles:   []string{RoleBoard, RoleSpymasterRed, RoleSpymasterBlue, RoleHost},
	Actions: []table.Action{
		{Name: "clue", Roles: []string{RoleHost, RoleSpymasterRed, RoleSpymasterBlue}, Do: doClue, Example: `{"word": "Zyzzyva", "number": 2}`},
		{Name: "guess", Roles: []string{RoleBoard, RoleHost}, Do: doGuess},
		{Name: "pass", Roles: []string{RoleBoard, RoleHost}, Do: doPass},
		{Name: "undo", Roles: []string{RoleHost}, Do: doUndo},
	},
	Create:  create,
	Example: `{"kind": "codenames", "size": "5x5", "words": "en"}`,
	Views:   views,
	Page:    table.PageOf(page),
	Prints:  Prints,
	Referee: cn.Referee,
}

// spymasterTeam is the team whose spymaster a role is (NoTeam for the
// others).
func spymasterTeam(role string) cn.Team {
	switch role {
	case RoleSpymasterRed:
		return cn.Red
	case RoleSpymasterBlue:
		return cn.Blue
	}
	return cn.NoTeam
}

// View is a role's view of g: the board for the guessers, the whole game
// document for the spymasters and the host.
func View(role, id string, g *cn.Game) any {
	if role == RoleBoard {
		return NewBoard(id, g)
	}
	return NewStatus(id, g)
}

func views(svc *table.Service, id string, _ table.Localizer) (map[string]any, error) {
	g, err := Load(svc, id)
	if err != nil {
		return nil, err
	}
	st := NewStatus(id, g)
	return map[string]any{RoleBoard: NewBoard(id, g), RoleSpymasterRed: st, RoleSpymasterBlue: st, RoleHost: st}, nil
}

// NewRequest is the body that creates a Codenames game: the CLI's `new`
// flags, each optional.
type NewRequest struct {
	Kind      string `json:"kind"`
	Seed      string `json:"seed"`       // the key code
	BoardCode string `json:"board_code"` // the public board code
	Size      string `json:"size"`
	Starts    string `json:"starts"`
	Words     string `json:"words"`
	Name      string `json:"name"`
}

// NewGame is the game a request asks for; a bad code, size, team or
// language is an input error naming the flag. An empty code is drawn
// fresh from r, each independently; empty words are in lang.
func NewGame(req NewRequest, r *rand.Rand, lang string) (*cn.Game, error) {
	var (
		code   cn.KeyCode
		board  cn.Code
		starts cn.Team
		err    error
	)
	if strings.TrimSpace(req.Seed) == "" {
		code = cn.NewKeyCode()
	} else if code, err = cn.ParseKeyCode(req.Seed); err != nil {
		return nil, problem.FromParseError(err, "", "Flag", "--seed")
	}
	if strings.TrimSpace(req.BoardCode) == "" {
		board = cn.RandomCodeFrom(r)
	} else if board, err = cn.ParseCode(req.BoardCode); err != nil {
		return nil, problem.FromParseError(err, "", "Flag", "--board-code")
	}
	if req.Size == "" {
		req.Size = "5x5"
	}
	size, err := cn.ParseSize(req.Size)
	if err != nil {
		return nil, problem.FromParseError(err, "", "Flag", "--size")
	}
	if req.Starts != "" {
		if starts, err = cn.ParseTeam(req.Starts); err != nil {
			return nil, problem.FromParseError(err, "", "Flag", "--starts")
		}
	}
	words := req.Words
	if words == "" {
		words = lang
	}
	l, err := cn.ParseLang(words)
	if err != nil {
		return nil, problem.NewInputError("codenames.err.lang", "Token", words, "Flag", "--words").At("", 0, words)
	}
	setup, err := cn.NewSetup(code, board, size, starts, l)
	if err != nil {
		return nil, problem.FromParseError(err, "", "Flag", "--words")
	}
	return cn.New(setup)
}

// secretRand draws from the system's randomness: a key code is the
// spymasters' secret.
func secretRand() *rand.Rand {
	var seed [32]byte
	_, _ = crand.Read(seed[:])
	return rand.New(rand.NewChaCha8(seed))
}

func create(svc *table.Service, in table.Input) table.Answer {
	var req NewRequest
	if in.Form != nil {
		req = NewRequest{Seed: in.Form.Get("seed"), BoardCode: in.Form.Get("board_code"), Size: in.Form.Get("size"), Starts: in.Form.Get("starts"),
			Words: in.Form.Get("words"), Name: in.Form.Get("name")}
	} else if err := table.DecodeAll(in.Body, &req); err != nil {
		return table.Fail(err)
	}
	g, err := NewGame(req, secretRand(), in.Lang)
	if err != nil {
		return table.Fail(err)
	}
	id, err := Create(svc, g, req.Name)
	if err != nil {
		return table.Fail(err)
	}
	a := table.Answer{ID: id, Doc: func(table.Localizer) any { return NewStatus(id, g) }}
	if seed := g.Setup().Seed; seed.Legacy() { // C2: a key a program can find
		a.Warning = func(l table.Localizer) string {
			return l.T("codenames.warn.legacy_code", "Code", seed.Printed())
		}
	}
	return a
}

// ClueRequest is the body of a clue.
type ClueRequest struct {
	Word   string `json:"word"`
	Number int    `json:"number"`
}

// GuessRequest is the body of a guess: a word or "ROW,COL".
type GuessRequest struct {
	Target string `json:"target"`
}

// answer is the answer to an action: a verdict as the rejection document,
// an error, or the role's view of the game.
func answer(id, role string, g *cn.Game, err error) table.Answer {
	var v *rules.Verdict
	if errors.As(err, &v) {
		return table.Answer{ID: id, Verdict: v, Doc: func(l table.Localizer) any { return NewRejection(l, v) }}
	}
	if err != nil {
		return table.Fail(problem.FromParseError(err, ""))
	}
	return table.Answer{ID: id, Doc: func(table.Localizer) any { return View(role, id, g) }}
}

func doClue(svc *table.Service, id, role string, in table.Input) table.Answer {
	var req ClueRequest
	if in.Form != nil {
		req.Word = in.Form.Get("word")
		n, ok := cn.ClueNumber(in.Form.Get("number"))
		if !ok {
			return table.Fail(problem.NewInputError("codenames.err.number", "Token", in.Form.Get("number")))
		}
		req.Number = n
	} else if err := table.Decode(in.Body, &req); err != nil {
		return table.Fail(err)
	}
	g, err := Clue(svc, id, spymasterTeam(role), req.Word, req.Number)
	return answer(id, role, g, err)
}

func doGuess(svc *table.Service, id, role string, in table.Input) table.Answer {
	var req GuessRequest
	if in.Form != nil {
		req.Target = in.Form.Get("target")
	} else if err := table.Decode(in.Body, &req); err != nil {
		return table.Fail(err)
	}
	before, after, cell, err := Guess(svc, id, req.Target)
	if err != nil {
		var v *rules.Verdict
		if !errors.As(err, &v) {
			err = problem.FromParseError(err, "", "Flag", req.Target)
		}
		return answer(id, role, nil, err)
	}
	return table.Answer{ID: id, Doc: func(table.Localizer) any {
		return NewGuess(before, after, cell, View(role, id, after))
	}}
}

func doPass(svc *table.Service, id, role string, in table.Input) table.Answer {
	if in.Form == nil {
		if err := table.Decode(in.Body, &struct{}{}); err != nil {
			return table.Fail(err)
		}
	}
	g, err := Pass(svc, id)
	return answer(id, role, g, err)
}

func doUndo(svc *table.Service, id, role string, in table.Input) table.Answer {
	if in.Form == nil {
		if err := table.Decode(in.Body, &struct{}{}); err != nil {
			return table.Fail(err)
		}
	}
	_, g, err := Undo(svc, id)
	if errors.Is(err, cn.ErrNothingToUndo) {
		err = problem.NewInputError("codenames.err.nothing_to_undo", "ID", id)
	}
	return answer(id, role, g, err)
}
