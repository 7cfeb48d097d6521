package kodiak

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Card is one Kodiak card. The number cards 0–13 are their own value; the
// action cards and the hairball follow as named constants.
type Card uint8

// The cards that are not number cards.
const (
	PeekOwn   Card = iota + 14 // view own card, 10 points
	PeekOther                  // view a foreign card, 10 points
	Swap                       // swap two table cards, 10 points
	RedKing                    // red king, −2 points
	BlueKing                   // blue king, 13 points
	Energy                     // energy card, 10 points
	Hairball                   // hairball: counted by ruling K1, never by value
	numCards
)

// MaxNumber is the highest number card.
const MaxNumber = 13

var cardTokens = [numCards - PeekOwn]string{
	"peek-own", "peek-other", "swap", "red-king", "blue-king", "energy", "hairball",
}

// cardAliases maps every accepted lower-case token that is not a number to its
// card: the English tokens of SPEC §1 and their German aliases.
var cardAliases = map[string]Card{
	"peek-own": PeekOwn, "eigene": PeekOwn,
	"peek-other": PeekOther, "fremde": PeekOther,
	"swap": Swap, "tauschen": Swap,
	"red-king": RedKing, "roter-koenig": RedKing, "roter-könig": RedKing,
	"blue-king": BlueKing, "blauer-koenig": BlueKing, "blauer-könig": BlueKing,
	"energy": Energy, "energie": Energy,
	"hairball": Hairball, "haarball": Hairball,
}

// ParseCard reads a card token, case-insensitively, in English or German
// (SPEC §1): "0" … "13", "peek-own"/"eigene", "red-king"/"roter-könig", ….
// It reports false for anything else.
func ParseCard(token string) (Card, bool) {
	t := strings.ToLower(strings.TrimSpace(token))
	// A decomposed "ö" (o + combining diaeresis, as some editors write it)
	// is the same letter as the composed one.
	t = strings.ReplaceAll(t, "o\u0308", "ö")
	if t == "" {
		return 0, false
	}
	if t[0] >= '0' && t[0] <= '9' {
		if len(t) > 2 {
			return 0, false
		}
		n, err := strconv.Atoi(t)
		if err != nil || n > MaxNumber {
			return 0, false
		}
		return Card(n), true
	}
	c, ok := cardAliases[t]
	return c, ok
}

// CardNames are the card tokens that are not numbers, English and German,
// sorted: what a refused card token is compared with for "did you mean".
func CardNames() []string {
	names := make([]string, 0, len(cardAliases))
	for name := range cardAliases {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

// unknownCard is the parse error for a card token no card has.
func unknownCard(line int, token, key string, args ...any) *ParseError {
	return parseErr(line, token, key, args...).WithCandidates(CardNames())
}

// IsNumber reports whether c is a number card (0–13).
func (c Card) IsNumber() bool { return c <= MaxNumber }

// IsHairball reports whether c is the hairball.
func (c Card) IsHairball() bool { return c == Hairball }

// Valid reports whether c is a card of the game.
func (c Card) Valid() bool { return c < numCards }

// Value is the card's value among the table cards. The hairball has none of
// its own: ruling K1 counts it separately (10 inside, 5 beside the cards).
func (c Card) Value() int {
	switch {
	case c.IsNumber():
		return int(c)
	case c == RedKing:
		return -2
	case c == BlueKing:
		return 13
	case c == Hairball:
		return 0
	default:
		return 10
	}
}

// String is the card's canonical English token.
func (c Card) String() string {
	switch {
	case c.IsNumber():
		return strconv.Itoa(int(c))
	case c.Valid():
		return cardTokens[c-PeekOwn]
	default:
		return fmt.Sprintf("card(%d)", uint8(c))
	}
}

// MarshalText writes the canonical token, so saved games stay readable.
func (c Card) MarshalText() ([]byte, error) {
	if !c.Valid() {
		return nil, fmt.Errorf("kodiak: invalid card %d", uint8(c))
	}
	return []byte(c.String()), nil
}

// UnmarshalText reads any accepted token.
func (c *Card) UnmarshalText(b []byte) error {
	v, ok := ParseCard(string(b))
	if !ok {
		return fmt.Errorf("kodiak: unknown card %q", b)
	}
	*c = v
	return nil
}
