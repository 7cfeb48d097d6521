package codenames

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"codeberg.org/schiri/schiri/referee"
	"codeberg.org/schiri/schiri/rules"
)

// Setup is what a game starts from; it never changes during the game. The
// grid and words are kept (not only the codes) so that a saved game stays
// playable even if a future version could not rebuild its board.
//
// Seed is the key code, the spymasters' secret: the grid comes from it.
// BoardCode is the public board code the words come from (ruling C2, third
// edition); it is nil for a game saved before the third edition, whose
// words came from its key code.
type Setup struct {
	Seed      KeyCode  `json:"seed"`
	BoardCode *Code    `json:"board_code,omitempty"`
	Rows      int      `json:"rows"`
	Cols      int      `json:"cols"`
	Starts    Team     `json:"starts"`
	Lang      Lang     `json:"lang"`
	Grid      []Card   `json:"grid"`  // row by row
	Words     []string `json:"words"` // row by row
}

// NewSetup builds a board (rulings C1, C2): the key grid of the key code,
// with the starting team overridden by starts unless that is NoTeam, and
// the words of the board code in the language. No word depends on the key
// code, and no cell of the grid on the board code.
//
// For a 10-character key code this runs the slow derivation once; the setup
// keeps the grid, so a saved game never runs it again.
func NewSetup(key KeyCode, board Code, s Size, starts Team, l Lang) (Setup, error) {
	if !s.Valid() {
		return Setup{}, parseErr(s.String(), "codenames.err.size_range", "Min", MinSide, "Max", MaxSide)
	}
	if _, err := ParseLang(string(l)); err != nil {
		return Setup{}, err
	}
	k := NewKey(key, s, starts)
	return Setup{
		Seed: key, BoardCode: &board, Rows: s.Rows, Cols: s.Cols, Starts: k.Starts, Lang: l,
		Grid: k.Cards, Words: PickWords(board, s, l),
	}, nil
}

// ErrCorrupt marks a saved game that cannot be replayed.
var ErrCorrupt = errors.New("codenames: corrupt saved game")

// validate checks a setup read from storage.
func (s *Setup) validate() error {
	size := Size{s.Rows, s.Cols}
	n := size.Cells()
	switch {
	case !size.Valid():
		return fmt.Errorf("%w: size %s", ErrCorrupt, size)
	case len(s.Grid) != n || len(s.Words) != n:
		return fmt.Errorf("%w: %d cards and %d words on a %s board", ErrCorrupt, len(s.Grid), len(s.Words), size)
	case s.Starts != Red && s.Starts != Blue:
		return fmt.Errorf("%w: no starting team", ErrCorrupt)
	case s.Lang != German && s.Lang != English:
		return fmt.Errorf("%w: word language %q", ErrCorrupt, s.Lang)
	}
	want := CountsFor(size)
	var got [CardAssassin + 1]int
	for _, c := range s.Grid {
		if c < CardRed || c > CardAssassin {
			return fmt.Errorf("%w: a cell without a card", ErrCorrupt)
		}
		got[c]++
	}
	if got[CardOf(s.Starts)] != want.Starter || got[CardOf(s.Starts.Other())] != want.Other ||
		got[CardNeutral] != want.Neutral || got[CardAssassin] != want.Assassin {
		return fmt.Errorf("%w: the card counts do not follow ruling C1", ErrCorrupt)
	}
	seen := make(map[string]bool, n)
	for _, w := range s.Words {
		k := Normalize(w)
		if !IsOneWord(w) || seen[k] {
			return fmt.Errorf("%w: word %q", ErrCorrupt, w)
		}
		seen[k] = true
	}
	return nil
}

// MoveKind says what a move does.
type MoveKind string

// The moves of a game.
const (
	MoveClue  MoveKind = "clue"
	MoveGuess MoveKind = "guess"
	MovePass  MoveKind = "pass"
)

// Move is one action of the team whose turn it is: a clue (Word, Number), a
// guess (Row, Col, 1-based) or a pass.
type Move struct {
	Kind   MoveKind `json:"kind"`
	Word   string   `json:"word,omitempty"`
	Number int      `json:"number,omitempty"`
	Row    int      `json:"row,omitempty"`
	Col    int      `json:"col,omitempty"`
}

// ClueMove, GuessMove and PassMove build moves.
func ClueMove(word string, number int) Move { return Move{Kind: MoveClue, Word: word, Number: number} }

// GuessMove guesses the card in row r, column c (1-based).
func GuessMove(r, c int) Move { return Move{Kind: MoveGuess, Row: r, Col: c} }

// PassMove ends the turn.
func PassMove() Move { return Move{Kind: MovePass} }

// Record is a game as it is saved: the setup and the moves, replayed on load
// (so undo is simply "replay one move fewer").
type Record struct {
	Setup Setup  `json:"setup"`
	Moves []Move `json:"moves"`
}

// Clue is the clue the team on turn is playing.
type Clue struct {
	Team    Team   `json:"team"`
	Word    string `json:"word"`
	Number  int    `json:"number"`
	Guesses int    `json:"guesses"` // guesses made under this clue
}

// turnEnd is why the previous turn ended, so that a guess out of turn can be
// told apart from a team going over its limit.
type turnEnd uint8

const (
	endNone    turnEnd = iota // game start, or a clue has been given since
	endLimit                  // the number was used and no plus-one was owed
	endPlusOne                // the plus-one was used
	endOther                  // a miss or a pass
)

// Game is the state of a game (rulings C3–C5). Apply returns a new Game;
// a Game is never changed once built.
type Game struct {
	setup    *Setup
	moves    []Move
	revealed []bool
	turn     Team
	clue     *Clue
	owed     [3]int // by Team
	winner   Team
	end      rules.ID // why the game ended
	lastEnd  turnEnd
}

// New starts a game on a setup.
func New(s Setup) (*Game, error) {
	if err := s.validate(); err != nil {
		return nil, err
	}
	return &Game{setup: &s, revealed: make([]bool, len(s.Grid)), turn: s.Starts}, nil
}

// Replay rebuilds a game from its record. A record that does not replay
// (a move the rules reject, a broken setup) is ErrCorrupt.
func Replay(r Record) (*Game, error) {
	g, err := New(r.Setup)
	if err != nil {
		return nil, err
	}
	// the games in between are dropped: the moves grow in one list owned
	// here, not copied at every move (Apply's copy keeps an old game's)
	moves := make([]Move, 0, len(r.Moves))
	for i, m := range r.Moves {
		if g, err = g.next(m); err != nil {
			return nil, fmt.Errorf("%w: move %d (%s): %w", ErrCorrupt, i+1, m.Kind, err)
		}
		moves = append(moves, m)
		g.moves = moves
	}
	return g, nil
}

// ErrNothingToUndo is Undo on a game without moves.
var ErrNothingToUndo = errors.New("codenames: nothing to undo")

// Undo is the game without its last move.
func (g *Game) Undo() (*Game, error) {
	if len(g.moves) == 0 {
		return nil, ErrNothingToUndo
	}
	return Replay(Record{Setup: *g.setup, Moves: g.moves[:len(g.moves)-1]})
}

// Record is what to save.
func (g *Game) Record() Record {
	return Record{Setup: *g.setup, Moves: slices.Clone(g.moves)}
}

// Setup is the board the game is played on.
func (g *Game) Setup() Setup { return *g.setup }

// Size is the board's shape.
func (g *Game) Size() Size { return Size{g.setup.Rows, g.setup.Cols} }

// Moves are the moves played so far.
func (g *Game) Moves() []Move { return slices.Clone(g.moves) }

// Revealed reports whether the card at index i (row-major) is uncovered.
func (g *Game) Revealed(i int) bool { return g.revealed[i] }

// Turn is the team to play (the last team to play once the game is over).
func (g *Game) Turn() Team { return g.turn }

// Clue is the clue of the current turn, nil before it is given.
func (g *Game) Clue() *Clue {
	if g.clue == nil {
		return nil
	}
	c := *g.clue
	return &c
}

// Owed is the number of cards a team is owed from turns it ended early (C4).
func (g *Game) Owed(t Team) int {
	if t != Red && t != Blue {
		return 0
	}
	return g.owed[t]
}

// Winner is the team that has won, NoTeam while the game goes on.
func (g *Game) Winner() Team { return g.winner }

// EndRule is why the game ended (RuleEndAssassin or RuleEndAllFound), ""
// while it goes on.
func (g *Game) EndRule() rules.ID { return g.end }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.winner != NoTeam }

// Legal lists the listed choices of the team on turn: a guess of every
// covered card and the pass, once there is a clue (referee contract). A clue
// is open text: Apply validates it (CheckClue), so Legal lists none.
func (g *Game) Legal() []Move {
	var out []Move
	for _, i := range g.LegalGuesses() {
		out = append(out, GuessMove(i/g.setup.Cols+1, i%g.setup.Cols+1))
	}
	if g.CanPass() {
		out = append(out, PassMove())
	}
	return out
}

// Outcome is where the game stands (referee contract): the winning team
// and the clause that ended the game.
func (g *Game) Outcome() referee.Outcome {
	if !g.Over() {
		return referee.Outcome{}
	}
	return referee.Outcome{Over: true, Winner: g.winner.String(), Rule: g.end}
}

// Remaining is the number of a team's cards not yet uncovered.
func (g *Game) Remaining(t Team) int {
	n := 0
	want := CardOf(t)
	for i, c := range g.setup.Grid {
		if c == want && !g.revealed[i] {
			n++
		}
	}
	return n
}

// GuessesLeft is how many guesses the current clue still allows, without the
// plus-one.
func (g *Game) GuessesLeft() int {
	if g.clue == nil || g.Over() {
		return 0
	}
	return max(0, g.clue.Number-g.clue.Guesses)
}

// PlusOne reports whether one more guess is allowed after GuessesLeft: the
// team has a clue and is owed cards from earlier turns (C4).
func (g *Game) PlusOne() bool {
	return g.clue != nil && !g.Over() && g.owed[g.turn] > 0
}

// CanPass reports whether the team on turn may end its turn now.
func (g *Game) CanPass() bool { return !g.Over() && g.clue != nil && g.clue.Guesses > 0 }

// NeedsClue reports whether the next move must be a clue.
func (g *Game) NeedsClue() bool { return !g.Over() && g.clue == nil }

// LegalGuesses lists the cells (row-major indices) a guess may name now.
func (g *Game) LegalGuesses() []int {
	if g.Over() || g.clue == nil {
		return nil
	}
	var out []int
	for i, r := range g.revealed {
		if !r {
			out = append(out, i)
		}
	}
	return out
}

// Index is the row-major index of a 1-based row and column, or -1.
func (g *Game) Index(row, col int) int {
	if row < 1 || row > g.setup.Rows || col < 1 || col > g.setup.Cols {
		return -1
	}
	return (row-1)*g.setup.Cols + col - 1
}

// ParseGuess reads a guess target: a board word (case-insensitive, ä/ae
// alike) or "ROW,COL" (1-based).
func (g *Game) ParseGuess(s string) (Move, error) {
	t := strings.TrimSpace(s)
	if r, c, ok := strings.Cut(t, ","); ok {
		row, err1 := strconv.Atoi(strings.TrimSpace(r))
		col, err2 := strconv.Atoi(strings.TrimSpace(c))
		if err1 != nil || err2 != nil {
			return Move{}, parseErr(s, "codenames.err.target", "Rows", g.setup.Rows, "Cols", g.setup.Cols)
		}
		if g.Index(row, col) < 0 {
			return Move{}, parseErr(s, "codenames.err.target_range", "Rows", g.setup.Rows, "Cols", g.setup.Cols)
		}
		return GuessMove(row, col), nil
	}
	n := Normalize(t)
	var covered []string
	for i, w := range g.setup.Words {
		if Normalize(w) == n {
			return GuessMove(i/g.setup.Cols+1, i%g.setup.Cols+1), nil
		}
		if !g.revealed[i] {
			covered = append(covered, w)
		}
	}
	return Move{}, parseErr(s, "codenames.err.target_word", "Rows", g.setup.Rows, "Cols", g.setup.Cols).WithCandidates(covered)
}

// clone copies the state for a move.
func (g *Game) clone() *Game {
	n := *g
	n.moves = slices.Clip(g.moves) // the next append copies
	n.revealed = slices.Clone(g.revealed)
	if g.clue != nil {
		c := *g.clue
		n.clue = &c
	}
	return &n
}

// Apply plays a move for the team on turn: a new Game, or a *rules.Verdict
// when the rules forbid it (or a *ParseError for a move that names no cell).
func (g *Game) Apply(m Move) (*Game, error) {
	n, err := g.next(m)
	if err != nil {
		return nil, err
	}
	n.moves = append(n.moves, m) // clipped by clone: a copy, g's moves stay
	return n, nil
}

// next is the game after m, without m among its moves.
func (g *Game) next(m Move) (*Game, error) {
	var v *rules.Verdict
	n := g.clone()
	switch m.Kind {
	case MoveClue:
		v = n.giveClue(m)
	case MoveGuess:
		i := g.Index(m.Row, m.Col)
		if i < 0 {
			return nil, parseErr(strconv.Itoa(m.Row)+","+strconv.Itoa(m.Col), "codenames.err.target_range",
				"Rows", g.setup.Rows, "Cols", g.setup.Cols)
		}
		v = n.guess(i)
	case MovePass:
		v = n.pass()
	default:
		return nil, parseErr(string(m.Kind), "codenames.err.move")
	}
	if v != nil {
		return nil, v
	}
	return n, nil
}

// ClueFor is a clue given by the spymaster of team, who may give one only
// on their own team's turn (codenames.clue.turn; a spymaster's phone under
// schiri serve is bound to its team). On that team's turn it is exactly
// Apply(ClueMove(word, number)). Decided on the game it is applied to, the
// check cannot go stale between the two.
func (g *Game) ClueFor(team Team, word string, number int) (*Game, error) {
	if !g.Over() && team != g.turn {
		return nil, rules.NewVerdict(RuleClueTurn, "codenames.msg.clue_turn", "Team", team, "Turn", g.turn)
	}
	return g.Apply(ClueMove(word, number))
}

func (g *Game) overVerdict() *rules.Verdict {
	return rules.NewVerdict(RuleEndOver, "codenames.msg.end_over", "Winner", g.winner)
}

func (g *Game) giveClue(m Move) *rules.Verdict {
	if g.Over() {
		return g.overVerdict()
	}
	if g.clue != nil {
		return rules.NewVerdict(RuleClueOneWord, "codenames.msg.clue_twice",
			"Team", g.turn, "Clue", g.clue.Word, "Number", g.clue.Number)
	}
	if v := CheckClue(m.Word, m.Number, g.setup.Words, g.revealed, g.setup.Lang); v != nil {
		return v
	}
	g.clue = &Clue{Team: g.turn, Word: m.Word, Number: m.Number}
	g.lastEnd = endNone
	return nil
}

func (g *Game) guess(i int) *rules.Verdict {
	if g.Over() {
		return g.overVerdict()
	}
	if g.clue == nil {
		// The team that just played may be trying to go on: say which limit
		// stopped it. Otherwise the team on turn needs its clue first.
		switch g.lastEnd {
		case endLimit:
			return rules.NewVerdict(RuleGuessLimit, "codenames.msg.guess_limit_passed", "Team", g.turn.Other(), "Next", g.turn)
		case endPlusOne:
			return rules.NewVerdict(RuleGuessPlusOne, "codenames.msg.guess_plus_one_used", "Team", g.turn.Other(), "Next", g.turn)
		}
		return rules.NewVerdict(RuleGuessNoClue, "codenames.msg.guess_no_clue", "Team", g.turn)
	}
	if g.revealed[i] {
		return rules.NewVerdict(RuleGuessRevealed, "codenames.msg.guess_revealed",
			"Word", g.setup.Words[i], "Card", g.setup.Grid[i])
	}
	c := g.clue
	plusOne := c.Guesses >= c.Number
	if plusOne && g.owed[g.turn] == 0 {
		// Not reachable through Apply (the turn passes at once), kept as a guard.
		return rules.NewVerdict(RuleGuessLimit, "codenames.msg.guess_limit", "Number", c.Number)
	}
	g.revealed[i] = true
	c.Guesses++
	card := g.setup.Grid[i]
	own := card == CardOf(g.turn)
	if plusOne && own {
		g.owed[g.turn]-- // C4: a plus-one hit pays back one owed card
	}
	switch {
	case card == CardAssassin:
		g.winner, g.end = g.turn.Other(), RuleEndAssassin
		return nil
	case card.Team() != NoTeam && g.Remaining(card.Team()) == 0:
		g.winner, g.end = card.Team(), RuleEndAllFound
		return nil
	}
	switch {
	case !own:
		g.endTurn(endOther)
	case plusOne:
		g.endTurn(endPlusOne)
	case c.Guesses == c.Number && g.owed[g.turn] == 0:
		g.endTurn(endLimit)
	}
	return nil
}

func (g *Game) pass() *rules.Verdict {
	if g.Over() {
		return g.overVerdict()
	}
	if g.clue == nil || g.clue.Guesses == 0 {
		return rules.NewVerdict(RulePassNoGuess, "codenames.msg.pass_no_guess", "Team", g.turn)
	}
	// C4: a voluntary end before the number is used leaves cards owed; every
	// guess so far hit (a miss would have ended the turn).
	if g.clue.Guesses < g.clue.Number {
		g.owed[g.turn] += g.clue.Number - g.clue.Guesses
	}
	g.endTurn(endOther)
	return nil
}

func (g *Game) endTurn(why turnEnd) {
	g.turn = g.turn.Other()
	g.clue = nil
	g.lastEnd = why
}
