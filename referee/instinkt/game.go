package instinkt

import (
	"errors"

	"codeberg.org/schiri/schiri/referee"
	"codeberg.org/schiri/schiri/rules"
)

// MoveKind tells what a Move does.
type MoveKind uint8

// The kinds of moves of a game, in the order a round uses them.
const (
	// MoveReveal: both players reveal a card (Card and Other, one of each
	// colour).
	MoveReveal MoveKind = iota + 1
	// MovePlace: Card goes on At, or — a deer on a non-empty layout — is
	// pushed in along Line.
	MovePlace
	// MoveRaccoon: after a raccoon was placed, Card (another own card) moves
	// to At.
	MoveRaccoon
	// MoveRaccoonNone: the raccoon's effect is skipped because no move exists.
	MoveRaccoonNone
)

// Move is one step of a game. A record line "place W11 1 0 move W7 1 -1" is
// two moves: a MovePlace and a MoveRaccoon.
type Move struct {
	Kind  MoveKind
	Card  Card
	Other Card
	At    Point
	Line  Line // set (Axis != 0) for a deer pushed in along a line
}

// IsLine reports whether the move pushes a deer in along a line.
func (m Move) IsLine() bool { return m.Line.Axis != 0 }

// String is the move in the game record's spelling ("place W7 0 0",
// "place W10 row 0 from left", "move W7 1 -1", "move none").
func (m Move) String() string {
	switch m.Kind {
	case MoveReveal:
		return "reveal " + m.Card.String() + " " + m.Other.String()
	case MovePlace:
		if m.IsLine() {
			return "place " + m.Card.String() + " " + m.Line.String()
		}
		return "place " + m.Card.String() + " " + itoa(m.At.Row) + " " + itoa(m.At.Col)
	case MoveRaccoon:
		return "move " + m.Card.String() + " " + itoa(m.At.Row) + " " + itoa(m.At.Col)
	case MoveRaccoonNone:
		return "move none"
	}
	return "?"
}

// Phase is what the game waits for.
type Phase uint8

// The phases of a round.
const (
	PhaseReveal  Phase = iota // both players reveal a card
	PhasePlace                // the card Due() is placed
	PhaseRaccoon              // the raccoon Due() moves a card (or none)
	PhaseOver                 // the 16th card is placed
)

// Game is the state of a game between two reveals, placements and raccoon
// moves. It is a plain value; Apply returns a new one.
type Game struct {
	board   Board
	marker  Colour
	used    CardSet // every card revealed so far (placed or gone)
	order   [2]Card // this round's cards in placement order
	next    uint8   // index into order of the card due
	phase   Phase
	tie     bool    // equal numbers: the marker passes after the first placement
	snake   [2]Card // the cards of a snake round just played
	raccoon Card    // the raccoon whose move is due
	start   Colour  // who held the marker when the game began
	moves   []Move  // every move applied, in order (shared, never appended in place)
}

// NewGame starts a game; marker holds the tiebreak marker first.
func NewGame(marker Colour) *Game { return &Game{marker: marker, start: marker} }

// Board is the layout now.
func (g *Game) Board() Board { return g.board }

// Marker is the colour holding the tiebreak marker.
func (g *Game) Marker() Colour { return g.marker }

// Phase is what the game waits for.
func (g *Game) Phase() Phase { return g.phase }

// Over reports whether the 16th card has been placed (ruling I6).
func (g *Game) Over() bool { return g.phase == PhaseOver }

// Used is every card revealed so far.
func (g *Game) Used() CardSet { return g.used }

// Revealed is this round's two cards in placement order (NoCard between
// rounds).
func (g *Game) Revealed() [2]Card {
	if g.phase == PhaseReveal || g.phase == PhaseOver {
		return [2]Card{}
	}
	return g.order
}

// Due is the card to place now (PhasePlace) or the raccoon whose move is
// due (PhaseRaccoon); NoCard otherwise.
func (g *Game) Due() Card {
	switch g.phase {
	case PhasePlace:
		return g.order[g.next]
	case PhaseRaccoon:
		return g.raccoon
	}
	return NoCard
}

// Apply checks move m against the rulings and returns the game after it, or
// a *rules.Verdict saying why it is illegal.
// On a refusal the game is nil: never a half-changed game (referee
// contract).
func (g *Game) Apply(m Move) (*Game, error) {
	ng, v := g.ApplyVerdict(m)
	if v != nil {
		return nil, v
	}
	return ng, nil
}

// ApplyVerdict is Apply with the verdict's concrete type.
func (g *Game) ApplyVerdict(m Move) (*Game, *rules.Verdict) {
	ng, v := g.apply(m)
	if v != nil {
		return nil, v
	}
	ng.moves = append(g.moves[:len(g.moves):len(g.moves)], m)
	return ng, nil
}

// Moves are the moves applied since the game began; with StartMarker they
// are the game's record (referee contract): ReplayMoves rebuilds it.
func (g *Game) Moves() []Move { return append([]Move(nil), g.moves...) }

// StartMarker is who held the tiebreak marker when the game began.
func (g *Game) StartMarker() Colour { return g.start }

// ReplayMoves rebuilds a game from its first marker holder and its moves.
func ReplayMoves(start Colour, moves []Move) (*Game, error) {
	g := NewGame(start)
	// the games in between are dropped: the moves grow in one list owned
	// here, not copied at every move (ApplyVerdict's copy keeps an old game's)
	owned := make([]Move, 0, len(moves))
	for _, m := range moves {
		ng, v := g.apply(m)
		if v != nil {
			return nil, v
		}
		owned = append(owned, m)
		ng.moves = owned
		g = ng
	}
	return g, nil
}

// ErrNothingToUndo is Undo on a game without moves.
var ErrNothingToUndo = errors.New("instinkt: nothing to undo")

// Undo is the game without its last move: all moves but the last,
// replayed (referee contract).
func (g *Game) Undo() (*Game, error) {
	if len(g.moves) == 0 {
		return nil, ErrNothingToUndo
	}
	return ReplayMoves(g.start, g.moves[:len(g.moves)-1])
}

// Outcome is where the game stands (referee contract). The layout alone
// does not decide the winner — the hand cards may (scoring/instinkt) — so
// Winner stays "".
func (g *Game) Outcome() referee.Outcome {
	if !g.Over() {
		return referee.Outcome{}
	}
	return referee.Outcome{Over: true, Rule: RuleEndOver}
}

func (g *Game) apply(m Move) (*Game, *rules.Verdict) {
	if g.phase == PhaseOver {
		return g, rules.NewVerdict(RuleEndOver, "instinkt.msg.end_over")
	}
	switch m.Kind {
	case MoveReveal:
		return g.reveal(m.Card, m.Other)
	case MovePlace:
		return g.place(m)
	case MoveRaccoon, MoveRaccoonNone:
		return g.raccoonMove(m)
	}
	return g, rules.NewVerdict(RulePlaceOrder, "instinkt.msg.order_unknown")
}

func (g *Game) reveal(a, b Card) (*Game, *rules.Verdict) {
	switch g.phase {
	case PhasePlace:
		return g, rules.NewVerdict(RulePlaceOrder, "instinkt.msg.order_place_due", "Card", g.order[g.next].String())
	case PhaseRaccoon:
		return g, rules.NewVerdict(RuleRaccoonMove, "instinkt.msg.raccoon_due", "Card", g.raccoon.String())
	}
	if !a.Valid() || !b.Valid() || a.Colour() == b.Colour() {
		return g, rules.NewVerdict(RuleRevealOneEach, "instinkt.msg.reveal_colours", "Card", a.String(), "Other", b.String())
	}
	for _, c := range [2]Card{a, b} {
		if g.used.Has(c) {
			return g, rules.NewVerdict(RuleRevealOneEach, "instinkt.msg.card_used", "Card", c.String())
		}
	}
	ng := *g
	ng.used = ng.used.With(a).With(b)
	ng.snake = [2]Card{}
	if a.IsSnake() || b.IsSnake() {
		// Both cards leave the game; nobody places; the marker stays.
		ng.snake = [2]Card{a, b}
		return &ng, nil
	}
	if a.Colour() != White {
		a, b = b, a
	}
	// a is white, b black now.
	switch {
	case a.Number() > b.Number():
		ng.order = [2]Card{a, b}
	case a.Number() < b.Number():
		ng.order = [2]Card{b, a}
	default:
		ng.tie = true
		if g.marker == White {
			ng.order = [2]Card{a, b}
		} else {
			ng.order = [2]Card{b, a}
		}
	}
	ng.next = 0
	ng.phase = PhasePlace
	return &ng, nil
}

func (g *Game) place(m Move) (*Game, *rules.Verdict) {
	card := m.Card
	switch g.phase {
	case PhaseReveal:
		if card != NoCard && (card == g.snake[0] || card == g.snake[1]) {
			return g, rules.NewVerdict(RuleRevealSnake, "instinkt.msg.snake_round",
				"Card", card.String(), "Snake", g.snakeCard().String())
		}
		return g, rules.NewVerdict(RulePlaceOrder, "instinkt.msg.order_reveal_due", "Card", card.String())
	case PhaseRaccoon:
		return g, rules.NewVerdict(RuleRaccoonMove, "instinkt.msg.raccoon_due", "Card", g.raccoon.String())
	}
	due := g.order[g.next]
	if card != due {
		other := g.order[1-g.next]
		switch {
		case card == other && g.next == 0:
			return g, rules.NewVerdict(RulePlaceOrder, "instinkt.msg.order_second",
				"Card", card.String(), "Expected", due.String())
		case card == other:
			return g, rules.NewVerdict(RulePlaceOrder, "instinkt.msg.order_placed",
				"Card", card.String(), "Expected", due.String())
		default:
			return g, rules.NewVerdict(RulePlaceNotRevealed, "instinkt.msg.not_revealed",
				"Card", card.String(), "Expected", due.String())
		}
	}
	var nb Board
	var v *rules.Verdict
	switch {
	case card.IsDeer() && g.board.Len() > 0:
		if !m.IsLine() {
			return g, rules.NewVerdict(RuleDeerLine, "instinkt.msg.deer_needs_line",
				"Card", card.String(), "Row", m.At.Row, "Col", m.At.Col)
		}
		nb, v = g.board.Push(card, m.Line)
	case m.IsLine():
		if card.IsDeer() {
			return g, rules.NewVerdict(RuleDeerLine, "instinkt.msg.deer_first", "Card", card.String())
		}
		return g, rules.NewVerdict(RuleDeerLine, "instinkt.msg.line_not_deer", "Card", card.String())
	default:
		nb, v = g.board.Place(card, m.At)
	}
	if v != nil {
		return g, v
	}
	ng := *g
	ng.board = nb
	if card.IsRaccoon() {
		ng.phase = PhaseRaccoon
		ng.raccoon = card
		return &ng, nil
	}
	ng.finishPlacement()
	return &ng, nil
}

// SnakeRound reports whether the last reveal was a snake round: the snake
// and the other revealed card have left the game, nobody places.
func (g *Game) SnakeRound() (snake, other Card, ok bool) {
	if g.phase != PhaseReveal || (g.snake[0] == NoCard && g.snake[1] == NoCard) {
		return NoCard, NoCard, false
	}
	snake = g.snakeCard()
	other = g.snake[0]
	if other == snake {
		other = g.snake[1]
	}
	return snake, other, true
}

func (g *Game) snakeCard() Card {
	if g.snake[0].IsSnake() {
		return g.snake[0]
	}
	return g.snake[1]
}

func (g *Game) raccoonMove(m Move) (*Game, *rules.Verdict) {
	if g.phase != PhaseRaccoon {
		return g, rules.NewVerdict(RuleRaccoonMove, "instinkt.msg.raccoon_not_due")
	}
	ng := *g
	if m.Kind == MoveRaccoonNone {
		if ex, ok := g.board.HasRaccoonMove(g.raccoon); ok {
			return g, rules.NewVerdict(RuleRaccoonMustMove, "instinkt.msg.raccoon_must_move",
				"Card", g.raccoon.String(), "Example", Move{Kind: MoveRaccoon, Card: ex.Card, At: ex.To}.String())
		}
	} else {
		nb, v := g.board.RaccoonMove(g.raccoon, m.Card, m.At)
		if v != nil {
			return g, v
		}
		ng.board = nb
	}
	ng.raccoon = NoCard
	ng.finishPlacement()
	return &ng, nil
}

// finishPlacement ends one player's placement: the marker passes after the
// first placement of a tie, and the round ends after the second.
func (g *Game) finishPlacement() {
	if g.tie && g.next == 0 {
		g.marker = g.marker.Other()
		g.tie = false
	}
	if g.next == 0 {
		g.next = 1
		g.phase = PhasePlace
		return
	}
	g.next = 0
	if g.board.Full() {
		g.phase = PhaseOver
		return
	}
	g.phase = PhaseReveal
}

// Legal is every legal move now (see AppendLegal).
func (g *Game) Legal() []Move { return g.AppendLegal(nil) }

// AppendLegal appends every legal move now: for a reveal each pair of an
// unused white and an unused black card; for a placement each cell (on an
// empty layout any cell is legal and only 0 0 is listed) or, for a deer,
// each line and side; for a raccoon's move each card and cell, or
// "move none" when there is none.
func (g *Game) AppendLegal(dst []Move) []Move {
	switch g.phase {
	case PhaseReveal:
		for w := NewCard(White, 1); w <= NewCard(White, 12); w++ {
			if g.used.Has(w) {
				continue
			}
			for b := NewCard(Black, 1); b <= NewCard(Black, 12); b++ {
				if !g.used.Has(b) {
					dst = append(dst, Move{Kind: MoveReveal, Card: w, Other: b})
				}
			}
		}
	case PhasePlace:
		card := g.order[g.next]
		if card.IsDeer() && g.board.Len() > 0 {
			var buf [16]Line
			for _, l := range g.board.AppendLines(buf[:0]) {
				dst = append(dst, Move{Kind: MovePlace, Card: card, Line: l})
			}
			return dst
		}
		var buf [49]Point
		for _, p := range g.board.AppendPlacements(buf[:0]) {
			dst = append(dst, Move{Kind: MovePlace, Card: card, At: p})
		}
	case PhaseRaccoon:
		n := len(dst)
		g.board.eachRaccoonMove(g.raccoon, func(r Relocation) bool {
			dst = append(dst, Move{Kind: MoveRaccoon, Card: r.Card, At: r.To})
			return true
		})
		if len(dst) == n {
			dst = append(dst, Move{Kind: MoveRaccoonNone})
		}
	}
	return dst
}
