package kodiak

import (
	"sort"
	"strconv"
	"strings"
)

// A quick line is one player's whole round as typed at the table, in one
// field: the table cards left, Kodiak's catches and the hairballs beside the
// cards, e.g. "3 rk c1" or "haarball 7 d1".
//
//   - cards: the tokens of a round sheet (SPEC §1, English or German), any
//     unambiguous beginning of one ("r" → red-king, "hai" → hairball), or
//     the short forms rk (red king), bk (blue king) and hb (hairball);
//   - catches: c2 or catches:2 (German f2, fänge:2), the sheet's "catches";
//   - hairballs beside the cards: o1 or out:1 or hairballs_out:1 (German
//     d1, daneben:1), the sheet's "hairballs_out".
//
// Tokens are separated by blanks or commas and case-insensitive.

// MaxHairballsOut bounds the hairballs beside the cards in a quick line; no
// round comes near it.
const MaxHairballsOut = 99

// shortCards are the short forms a quick line accepts besides the tokens
// and their beginnings.
var shortCards = map[string]Card{"rk": RedKing, "bk": BlueKing, "hb": Hairball}

// countKeys are the prefixes of a count token: c2, catches:2, f2 (Fänge),
// o1 (out), hairballs_out:1, d1 (daneben).
var countKeys = map[string]string{
	"c": keyCatches, "catches": keyCatches, "catch": keyCatches, "f": keyCatches, "fänge": keyCatches, "faenge": keyCatches, "fang": keyCatches,
	"o": keyHairballsOut, "out": keyHairballsOut, "hairballs_out": keyHairballsOut, "hairballs-out": keyHairballsOut,
	"d": keyHairballsOut, "daneben": keyHairballsOut,
}

// ParseLine reads one player's quick line into an entry (without the name).
// An unknown or ambiguous card, a count out of range or given twice is a
// *ParseError naming the token (Line 0).
func ParseLine(s string) (Entry, error) {
	var e Entry
	seen := map[string]bool{}
	for _, tok := range splitLine(s) {
		if key, n, ok := countToken(tok); ok {
			max := MaxCatches
			if key == keyHairballsOut {
				max = MaxHairballsOut
			}
			switch {
			case seen[key]:
				return Entry{}, parseErr(0, tok, "kodiak.line.twice")
			case n < 0 || n > max:
				return Entry{}, parseErr(0, tok, "kodiak.line.count_range", "Max", max)
			}
			seen[key] = true
			if key == keyCatches {
				e.Catches = n
			} else {
				e.HairballsOut = n
			}
			continue
		}
		c, err := lineCard(tok)
		if err != nil {
			return Entry{}, err
		}
		e.Cards = append(e.Cards, c)
	}
	if e.Cards == nil {
		e.Cards = []Card{}
	}
	return e, nil
}

// ParseFields reads a player's line with the counts typed into fields of
// their own (the phone's number fields for catches and the hairballs
// beside): a count is added to the line as if typed there ("" and "0" add
// nothing), so the one parser judges it, and a count both in the line and
// in its field is given twice (kodiak.line.twice).
func ParseFields(line, catches, out string) (Entry, error) {
	for _, f := range [...]struct{ prefix, value, key string }{{"c", catches, keyCatches}, {"o", out, keyHairballsOut}} {
		v := strings.TrimSpace(f.value)
		if v == "" || strings.Trim(v, "0") == "" {
			continue
		}
		if strings.Trim(v, "0123456789") != "" {
			return Entry{}, parseErr(0, v, "kodiak.parse.number", "Key", f.key)
		}
		line += " " + f.prefix + v
	}
	return ParseLine(line)
}

func splitLine(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool {
		return r == ',' || r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == ';'
	})
}

// countToken reads "c2", "catches:2", "d=1": letters, an optional ":" or
// "=", and digits. n is -1 when the digits do not make a small number.
func countToken(tok string) (key string, n int, ok bool) {
	t := strings.ToLower(tok)
	i := strings.IndexAny(t, "0123456789")
	if i <= 0 {
		return "", 0, false
	}
	word := strings.TrimRight(t[:i], ":=")
	key, ok = countKeys[word]
	if !ok {
		return "", 0, false
	}
	digits := t[i:]
	if len(digits) > 3 {
		return key, -1, true
	}
	n, err := strconv.Atoi(digits)
	if err != nil {
		return key, -1, true
	}
	return key, n, true
}

// lineCard reads a card token of a quick line: an exact token, a short form,
// or the beginning of exactly one card's tokens.
func lineCard(tok string) (Card, error) {
	if c, ok := ParseCard(tok); ok {
		return c, nil
	}
	t := strings.ToLower(strings.ReplaceAll(tok, "o\u0308", "ö"))
	if c, ok := shortCards[t]; ok {
		return c, nil
	}
	if t == "" || t[0] >= '0' && t[0] <= '9' {
		return 0, unknownCard(0, tok, "kodiak.parse.unknown_card_token")
	}
	found := map[Card]bool{}
	var names []string
	for name, c := range cardAliases {
		if strings.HasPrefix(name, t) {
			names = append(names, name)
			found[c] = true
		}
	}
	switch len(found) {
	case 1:
		for c := range found {
			return c, nil
		}
	case 0:
		return 0, unknownCard(0, tok, "kodiak.parse.unknown_card_token")
	}
	sort.Strings(names)
	return 0, parseErr(0, tok, "kodiak.line.ambiguous", "Cards", strings.Join(names, ", "))
}

// germanTokens are the German names of the cards that are not numbers.
var germanTokens = [numCards - PeekOwn]string{
	"eigene", "fremde", "tauschen", "roter-könig", "blauer-könig", "energie", "haarball",
}

// TokenIn is the card's token in a language ("de" or "en"); both are read
// back by ParseCard.
func (c Card) TokenIn(lang string) string {
	if lang == "de" && c.Valid() && !c.IsNumber() {
		return germanTokens[c-PeekOwn]
	}
	return c.String()
}

// CompleteLine suggests whole lines that complete the last token of line to
// a card name, names in the given language first. A finished token (the line
// ends in a blank), a number or a count gets no suggestion.
func CompleteLine(line, lang string) []string {
	if line == "" || strings.ContainsAny(line[len(line)-1:], " ,;\t") {
		return nil
	}
	i := strings.LastIndexAny(line, " ,;\t") + 1
	head, last := line[:i], strings.ToLower(line[i:])
	if last == "" || last[0] >= '0' && last[0] <= '9' {
		return nil
	}
	if _, _, ok := countToken(last); ok {
		return nil
	}
	var out []string
	add := func(name string) {
		if strings.HasPrefix(name, last) && name != last {
			out = append(out, head+name)
		}
	}
	first, second := cardTokens[:], germanTokens[:]
	if lang == "de" {
		first, second = second, first
	}
	for _, n := range first {
		add(n)
	}
	for _, n := range second {
		add(n)
	}
	return out
}
