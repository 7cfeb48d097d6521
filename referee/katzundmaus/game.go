package katzundmaus

import (
	"codeberg.org/schiri/schiri/referee"
	"codeberg.org/schiri/schiri/rules"
)

// Player is A or B.
type Player uint8

// The two players.
const (
	A Player = 0
	B Player = 1
)

func (p Player) String() string {
	if p == B {
		return "B"
	}
	return "A"
}

// Other is the opponent.
func (p Player) Other() Player { return 1 - p }

// Outcome is the state of the game: running, won by A or B, or drawn.
type Outcome uint8

// The outcomes.
const (
	Running Outcome = iota
	WonByA
	WonByB
	Drawn
)

// String is what the JSON "winner" field holds: "A", "B", "draw" ("" while
// the game runs).
func (o Outcome) String() string {
	switch o {
	case WonByA:
		return "A"
	case WonByB:
		return "B"
	case Drawn:
		return "draw"
	}
	return ""
}

func wonBy(p Player) Outcome { return WonByA + Outcome(p) }

// Sizes of the piles. A build pile never holds 12 cards (it is removed at
// once), and every card on a discard pile came from a hand, so the discard
// piles, the hands and the talon together hold at most 126 cards.
const (
	StockSize  = 15
	HandSize   = 5
	TalonSize  = DeckSize - 2*StockSize - 2*HandSize // 116
	buildMax   = 11
	discardMax = TalonSize + 2*HandSize // 126
	nPiles     = 4
)

type buildPile struct {
	c [buildMax]Card
	n uint8
}

type discardPile struct {
	c [discardMax]Card
	n uint8
}

type side struct {
	stock   [StockSize]Card
	stockN  uint8
	hand    [HandSize]Card
	handN   uint8
	discard [nPiles]discardPile
}

// format remembers how the input wrote the parts that have two forms, so the
// position is written back the same way.
type format struct {
	talonCount bool    // "talon": 30 rather than a list
	stockTop   [2]bool // stock_top/stock_count rather than "stock"
	handCount  [2]bool // hand_count rather than "hand"
}

// Game is a whole Katz und Maus position: both players' stocks, hands and
// discard piles, the build piles, the talon, whose turn it is and who started.
// It is a plain value of fixed-size arrays: copying it copies the game.
// Unknown cards (a stock below its top, a hand or talon given as a count) are
// Unknown; a move that needs one fails with katzundmaus.position.unknown.
type Game struct {
	players   [2]side
	build     [nPiles]buildPile
	talon     [TalonSize]Card // bottom → top
	talonN    uint8
	turn      Player
	starts    Player
	outcome   Outcome
	turnEnded bool
	format    format
}

// Clone returns a copy of the game.
func (g *Game) Clone() *Game {
	c := *g
	return &c
}

// Turn is the player to move.
func (g *Game) Turn() Player { return g.turn }

// Starts is the player who started the game; rounds are counted from them.
func (g *Game) Starts() Player { return g.starts }

// Result tells whether the game is over and who won.
func (g *Game) Result() Outcome { return g.outcome }

// Outcome is where the game stands (referee contract): the winner ("A" or
// "B", "" for a draw) and the clause that ended the game.
func (g *Game) Outcome() referee.Outcome {
	if g.outcome == Running {
		return referee.Outcome{}
	}
	o := referee.Outcome{Over: true, Rule: g.EndRule()}
	if g.outcome != Drawn {
		o.Winner = g.outcome.String()
	}
	return o
}

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.outcome != Running }

// TurnEnded reports whether the last move applied ended a turn.
func (g *Game) TurnEnded() bool { return g.turnEnded }

// Build is build pile i (0–3), bottom → top.
func (g *Game) Build(i int) []Card {
	b := &g.build[i]
	return append([]Card(nil), b.c[:b.n]...)
}

// BuildValue is the number of cards on build pile i: the next card must be
// rank BuildValue+1 (or a king).
func (g *Game) BuildValue(i int) int { return int(g.build[i].n) }

// Stock is p's stock, bottom → top (Unknown where the position does not show it).
func (g *Game) Stock(p Player) []Card {
	s := &g.players[p]
	return append([]Card(nil), s.stock[:s.stockN]...)
}

// StockCount is the number of cards in p's stock.
func (g *Game) StockCount(p Player) int { return int(g.players[p].stockN) }

// StockTop is the top card of p's stock: Unknown if it is not shown or the
// stock is empty.
func (g *Game) StockTop(p Player) Card {
	s := &g.players[p]
	if s.stockN == 0 {
		return Unknown
	}
	return s.stock[s.stockN-1]
}

// Hand is p's hand (Unknown for cards the position does not show).
func (g *Game) Hand(p Player) []Card {
	s := &g.players[p]
	return append([]Card(nil), s.hand[:s.handN]...)
}

// Discard is p's discard pile j (0–3), bottom → top.
func (g *Game) Discard(p Player, j int) []Card {
	d := &g.players[p].discard[j]
	return append([]Card(nil), d.c[:d.n]...)
}

// TalonCount is the number of cards left in the talon.
func (g *Game) TalonCount() int { return int(g.talonN) }

// Talon is the talon, bottom → top (the top card is drawn first).
func (g *Game) Talon() []Card { return append([]Card(nil), g.talon[:g.talonN]...) }

// The clauses a finished game was decided by (rule texts, not verdicts).
const (
	RuleEndStockEmpty = rules.KatzundmausEndStockEmpty
	RuleEndTalonEmpty = rules.KatzundmausEndTalonEmpty
)

// EndRule names the clause that decided a finished game: an empty stock, or
// the talon empty at the end of a round (M4); "" while the game runs.
func (g *Game) EndRule() rules.ID {
	switch g.outcome {
	case Running:
		return ""
	case WonByA, WonByB:
		if g.players[g.outcome-WonByA].stockN == 0 {
			return RuleEndStockEmpty
		}
	}
	return RuleEndTalonEmpty
}
