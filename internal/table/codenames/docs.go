package codenames

import (
	"strings"

	"codeberg.org/schiri/schiri/internal/table"
	cn "codeberg.org/schiri/schiri/referee/codenames"
	"codeberg.org/schiri/schiri/rules"
)

// ClueDoc is the current clue in the game document.
type ClueDoc struct {
	Team    cn.Team `json:"team"`
	Word    string  `json:"word"`
	Number  int     `json:"number"`
	Guesses int     `json:"guesses"`
}

// Teams are a count per team.
type Teams struct {
	Red  int `json:"red"`
	Blue int `json:"blue"`
}

// State is what every view of a game shows alike, in the order each
// document lists it: the board code (the public code of the words, null for
// a game saved before the third edition), the starting team, whose turn, the
// clue, the guesses left, the plus-one and owed counts, what remains and
// what is covered. The views embed it, so its fields stand in their JSON
// where it stands.
type State struct {
	BoardCode   *cn.Code `json:"board_code"`
	Starts      cn.Team  `json:"starts"`
	Turn        *cn.Team `json:"turn"`
	Winner      *cn.Team `json:"winner"`
	Clue        *ClueDoc `json:"clue"`
	GuessesLeft int      `json:"guesses_left"`
	PlusOne     bool     `json:"plus_one"`
	Owed        Teams    `json:"owed"`
	Remaining   Teams    `json:"remaining"`
	Revealed    [][]bool `json:"revealed"`
}

// Public is what every role sees of a game: its State and the words.
type Public struct {
	Game string `json:"game"`
	State
	Words [][]string `json:"words"`
}

// Status is SPEC §3's game document (new, status, clue, pass, undo): the
// spymasters' and the host's view, with the whole key and its code.
type Status struct {
	Game string `json:"game"`
	Seed string `json:"seed"`
	State
	Grid  [][]cn.Card `json:"grid"`
	Words [][]string  `json:"words"`
}

// Board is the guessers' view (the board role): the status document
// without the key code, and with the colour of the revealed cards only
// (null for every covered one). It has no field for the key code nor for
// a covered card's colour: it is built from Public and the revealed cards.
type Board struct {
	Game string `json:"game"`
	State
	Grid  [][]*cn.Card `json:"grid"` // revealed cards only
	Words [][]string   `json:"words"`
}

// RowsOf cuts a row-major slice into rows.
func RowsOf[T any](cells []T, cols int) [][]T {
	if cells == nil {
		return nil
	}
	out := make([][]T, 0, len(cells)/cols)
	for i := 0; i < len(cells); i += cols {
		out = append(out, cells[i:i+cols])
	}
	return out
}

// NewPublic is what every role sees of g.
func NewPublic(id string, g *cn.Game) Public {
	s := g.Setup()
	doc := Public{Game: id, Words: RowsOf(s.Words, s.Cols), State: State{
		BoardCode: s.BoardCode, Starts: s.Starts,
		GuessesLeft: g.GuessesLeft(), PlusOne: g.PlusOne(),
		Owed:      Teams{g.Owed(cn.Red), g.Owed(cn.Blue)},
		Remaining: Teams{g.Remaining(cn.Red), g.Remaining(cn.Blue)},
	}}
	if g.Over() {
		w := g.Winner()
		doc.Winner = &w
	} else {
		t := g.Turn()
		doc.Turn = &t
	}
	if c := g.Clue(); c != nil {
		doc.Clue = &ClueDoc{c.Team, c.Word, c.Number, c.Guesses}
	}
	revealed := make([]bool, len(s.Grid))
	for i := range revealed {
		revealed[i] = g.Revealed(i)
	}
	doc.Revealed = RowsOf(revealed, s.Cols)
	return doc
}

// NewStatus is the game document of g, key included.
func NewStatus(id string, g *cn.Game) Status {
	p, s := NewPublic(id, g), g.Setup()
	return Status{Game: p.Game, Seed: s.Seed.String(), State: p.State, Grid: RowsOf(s.Grid, s.Cols), Words: p.Words}
}

// NewBoard is the guessers' view of g.
func NewBoard(id string, g *cn.Game) Board {
	p, s := NewPublic(id, g), g.Setup()
	grid := make([]*cn.Card, len(s.Grid))
	for i := range grid {
		if g.Revealed(i) {
			c := s.Grid[i]
			grid[i] = &c
		}
	}
	return Board{Game: BoardID(id, g), State: p.State, Grid: RowsOf(grid, s.Cols), Words: p.Words}
}

// GuessDoc is what guess prints: the card uncovered, whether the turn is
// over, the winner and the game as the guesser's role sees it.
type GuessDoc[G any] struct {
	Card     cn.Card  `json:"card"`
	TurnOver bool     `json:"turn_over"`
	Winner   *cn.Team `json:"winner"`
	Game     G        `json:"game"`
}

// NewGuess is the guess document; game is the role's view of after.
func NewGuess[G any](before, after *cn.Game, cell int, game G) GuessDoc[G] {
	d := GuessDoc[G]{Card: after.Setup().Grid[cell], TurnOver: after.Over() || after.Turn() != before.Turn(), Game: game}
	if after.Over() {
		w := after.Winner()
		d.Winner = &w
	}
	return d
}

// Rejection is printed for a clue, guess or pass the rules do not allow.
type Rejection struct {
	Accepted bool   `json:"accepted"`
	Reason   string `json:"reason"`
	Message  string `json:"message"`
}

// NewRejection renders v (its teams and cards named in l's language).
func NewRejection(l table.Localizer, v *rules.Verdict) Rejection {
	return Rejection{Reason: string(v.Rule), Message: table.Message(l, Localize(l, v))}
}

// Localize is v with its teams and cards named in l's language.
func Localize(l table.Localizer, v *rules.Verdict) *rules.Verdict {
	c := *v
	c.Args = make(map[string]any, len(v.Args))
	for k, a := range v.Args {
		switch t := a.(type) {
		case cn.Team:
			c.Args[k] = l.T("codenames.team." + t.String())
		case cn.Card:
			c.Args[k] = l.T("codenames.card." + t.String())
		default:
			c.Args[k] = a
		}
	}
	return &c
}

// BoardID is a game's ID as the guessers may see it. Before the third
// edition a new game was named after its key code ("k7f3qx-1"); on the
// board such an ID shows the code's place blanked ("······-1"), so the
// name of an old game does not give its key away.
func BoardID(id string, g *cn.Game) string {
	s := g.Setup()
	return blankID(id, s.Seed.String(), s.BoardCode != nil)
}

// blankID is id with the key code's place blanked, for a game without a
// board code (saved before the third edition, when games were named after
// their key code).
func blankID(id, seed string, hasBoardCode bool) string {
	if hasBoardCode {
		return id // named after its board code, or as the host chose
	}
	code := strings.ToLower(seed)
	if i := strings.Index(strings.ToLower(id), code); i >= 0 && code != "" {
		return id[:i] + strings.Repeat("·", len(code)) + id[i+len(code):]
	}
	return id
}
