// Package instinkt referees the card game Instinkt (SPEC §2): the 24 cards,
// the layout on the open plane, placement (ruling I2), the deer's push (I3),
// the raccoon's move (I4), the round order with the snake and the tiebreak
// marker (I5, I6), and the two text formats: the layout file and the game
// record. Scoring lives in scoring/instinkt.
//
// The package is pure: it parses from io.Reader and returns values, verdicts
// (*rules.Verdict) and parse errors (*ParseError); it never prints.
package instinkt

import "strings"

// Colour is a player's colour. White is the zero value.
type Colour uint8

// The two colours.
const (
	White Colour = iota
	Black
)

// Other is the opponent's colour.
func (c Colour) Other() Colour { return c ^ 1 }

// String is "white" or "black", the spelling of the JSON output and of the
// record's marker line.
func (c Colour) String() string {
	if c == Black {
		return "black"
	}
	return "white"
}

// ParseColour reads "white"/"black" (also "weiß"/"weiss"/"schwarz", "w"/"b"/"s"),
// case-insensitively.
func ParseColour(s string) (Colour, bool) {
	switch strings.ToLower(s) {
	case "white", "w", "weiß", "weiss":
		return White, true
	case "black", "b", "s", "schwarz":
		return Black, true
	}
	return White, false
}

// Card is one of the 24 cards: 1–12 are white 1–11 and the white snake,
// 13–24 black. The zero value NoCard marks an empty cell.
type Card uint8

// NoCard is the empty cell.
const NoCard Card = 0

// Ranks with an effect rather than points.
const (
	RankCrow         = 1
	RankBat          = 2
	RankMoth         = 3
	RankSpiderA      = 4
	RankSpiderB      = 5
	RankCat          = 6
	RankOwl          = 7
	RankWolf         = 8
	RankWolpertinger = 9
	RankDeer         = 10
	RankRaccoon      = 11
	RankSnake        = 12 // printed as X
)

// NumCards is the number of cards in the game (12 per colour).
const NumCards = 24

// NewCard returns the card of colour c and rank r (1–12, 12 = snake).
func NewCard(c Colour, rank int) Card {
	if rank < 1 || rank > 12 {
		return NoCard
	}
	return Card(int(c)*12 + rank)
}

// Valid reports whether c is one of the 24 cards.
func (c Card) Valid() bool { return c >= 1 && c <= NumCards }

// Colour of the card (White for NoCard).
func (c Card) Colour() Colour {
	if c > 12 {
		return Black
	}
	return White
}

// Rank is 1–11, or 12 for the snake; 0 for NoCard.
func (c Card) Rank() int { return int(ranks[c]) }

// ranks is Rank by card (a table: the scoring reads a rank per card many
// times a playout).
var ranks = [256]uint8{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}

// Number is the value printed on the card: 1–11, 0 for the snake (X). It
// decides the round order (ruling I5) and the hand sum (ruling I7).
func (c Card) Number() int {
	r := c.Rank()
	if r == RankSnake {
		return 0
	}
	return r
}

// IsSnake, IsDeer and IsRaccoon name the three effect cards.
func (c Card) IsSnake() bool   { return c.Rank() == RankSnake }
func (c Card) IsDeer() bool    { return c.Rank() == RankDeer }
func (c Card) IsRaccoon() bool { return c.Rank() == RankRaccoon }

// bit is the card's bit in a card set.
func (c Card) bit() uint32 { return 1 << uint(c) }

var rankNames = [...]string{"", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "X"}

// String is the canonical token, "W7", "B10", "WX"; "." for NoCard.
func (c Card) String() string {
	if !c.Valid() {
		return "."
	}
	if c.Colour() == Black {
		return "B" + rankNames[c.Rank()]
	}
	return "W" + rankNames[c.Rank()]
}

// ParseCard reads a card token: W or B (S for schwarz) and 1–11 or X,
// case-insensitively. "." is not a card here.
func ParseCard(s string) (Card, bool) {
	if len(s) < 2 || len(s) > 3 {
		return NoCard, false
	}
	var col Colour
	switch s[0] {
	case 'W', 'w':
		col = White
	case 'B', 'b', 'S', 's':
		col = Black
	default:
		return NoCard, false
	}
	rest := s[1:]
	if rest == "X" || rest == "x" {
		return NewCard(col, RankSnake), true
	}
	if rest[0] == '0' {
		return NoCard, false
	}
	n := 0
	for i := 0; i < len(rest); i++ {
		if rest[i] < '0' || rest[i] > '9' {
			return NoCard, false
		}
		n = n*10 + int(rest[i]-'0')
	}
	if n < 1 || n > 11 {
		return NoCard, false
	}
	return NewCard(col, n), true
}

// CardSet is a set of cards as a bit set.
type CardSet uint32

// Has reports whether c is in the set.
func (s CardSet) Has(c Card) bool { return uint32(s)&c.bit() != 0 }

// With returns the set with c added.
func (s CardSet) With(c Card) CardSet { return s | CardSet(c.bit()) }
