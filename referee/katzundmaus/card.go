package katzundmaus

import "strings"

// Card is a rank: 1 (ace) to 13 (king). Suits do not matter in Katz und Maus.
// Unknown (0) stands for a card the position does not show ("?").
type Card uint8

// The ranks by name.
const (
	Unknown Card = 0
	Ace     Card = 1
	Jack    Card = 11
	Queen   Card = 12
	King    Card = 13
)

// DeckSize is the number of cards in play: three 52-card decks.
const DeckSize = 156

// PerRank is how many cards of each rank there are (3 decks × 4 suits).
const PerRank = 12

var cardNames = [...]string{"?", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"}

// String is the rank as SPEC writes it: A 2 … 10 J Q K, and "?" for Unknown.
func (c Card) String() string {
	if int(c) < len(cardNames) {
		return cardNames[c]
	}
	return "?"
}

// ParseCard reads a rank: A 2 … 10 J Q K, T for 10, B/D (Bube/Dame) for J/Q,
// in any case. "?" is not a rank; callers that allow unknown cards check for it.
func ParseCard(s string) (Card, bool) {
	switch strings.ToUpper(s) {
	case "A":
		return Ace, true
	case "2", "3", "4", "5", "6", "7", "8", "9":
		return Card(s[0] - '0'), true
	case "10", "T":
		return 10, true
	case "J", "B":
		return Jack, true
	case "Q", "D":
		return Queen, true
	case "K":
		return King, true
	}
	return Unknown, false
}
