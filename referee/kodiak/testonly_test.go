package kodiak

import (
	"strconv"
	"strings"
)

// Helpers only the tests use, kept out of the package proper.

// Cards lists every card of the game once, numbers first; forms and help
// texts show it.
func Cards() []Card {
	cs := make([]Card, 0, numCards)
	for c := Card(0); c < numCards; c++ {
		cs = append(cs, c)
	}
	return cs
}

// ParseCardList reads a quick list of card tokens separated by blanks or
// commas, as typed into a form: "3 red-king hairball". An empty list is no
// cards. An unknown token is a *ParseError naming it (Line 0).
func ParseCardList(s string) ([]Card, error) {
	fields := strings.FieldsFunc(s, func(r rune) bool {
		return r == ',' || r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == ';'
	})
	cards := make([]Card, 0, len(fields))
	for _, tok := range fields {
		c, ok := ParseCard(tok)
		if !ok {
			return nil, unknownCard(0, tok, "kodiak.parse.unknown_card_token")
		}
		cards = append(cards, c)
	}
	return cards, nil
}

// LineString writes an entry back as a quick line in a language, so a line
// that was read can be shown and edited again.
func LineString(e Entry, lang string) string {
	parts := make([]string, 0, len(e.Cards)+2)
	for _, c := range e.Cards {
		parts = append(parts, c.TokenIn(lang))
	}
	c, o := "c", "o"
	if lang == "de" {
		c, o = "f", "d"
	}
	if e.Catches > 0 {
		parts = append(parts, c+strconv.Itoa(e.Catches))
	}
	if e.HairballsOut > 0 {
		parts = append(parts, o+strconv.Itoa(e.HairballsOut))
	}
	return strings.Join(parts, " ")
}
