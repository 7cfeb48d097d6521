package kodiak

import (
	"errors"
	"strconv"
	"sync"
	"unicode/utf8"

	jsonv2 "github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

	"codeberg.org/schiri/schiri/internal/store"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
)

var _ store.Decoder = (*Saved)(nil)

// DecodeOptions read the rounds of a save as schiri writes them (one
// compact round sheet a line) straight from their bytes: a game of
// hundreds of rounds loads in a fraction of what decoding by reflection
// takes (store.Decoder). A round in any other form (a key in capitals, an
// escape in a name, a null) is errNotAsWritten, and
// the store reads the file the plain way, exactly as encoding/json does.
func (*Saved) DecodeOptions() jsonv2.Options {
	return jsonv2.WithUnmarshalers(jsonv2.UnmarshalFromFunc(readRounds))
}

var errNotAsWritten = errors.New("not the round sheets as schiri writes them")

func readRounds(dec *jsontext.Decoder, rounds *[]referee.Sheet) error {
	if dec.PeekKind() != '[' {
		return errors.ErrUnsupported // null: read as encoding/json reads it
	}
	raw, err := dec.ReadValue() // a valid JSON array
	if err != nil {
		return err
	}
	sheets, ok := ParseRounds(raw)
	if !ok {
		return errNotAsWritten
	}
	*rounds = sheets
	return nil
}

// ParseRounds reads a JSON array of round sheets as schiri writes them:
// the keys of Sheet and Entry in lower case, names and card tokens as
// plain strings (no escapes, valid UTF-8), whole numbers, white space only
// between values. It gives exactly what encoding/json would, or false for
// anything else. raw must be valid JSON (the store's decoder checked it).
func ParseRounds(raw []byte) ([]referee.Sheet, bool) {
	p := parser{b: raw}
	if !p.take('[') {
		return nil, false
	}
	sheets := make([]referee.Sheet, 0, 64)
	for !p.take(']') {
		if len(sheets) > 0 && !p.take(',') {
			return nil, false
		}
		var s referee.Sheet
		if !p.sheet(&s) {
			return nil, false
		}
		sheets = append(sheets, s)
	}
	p.space()
	return sheets, p.i == len(p.b)
}

type parser struct {
	b []byte
	i int
	// what the sheets are made of, allocated in blocks: the same names
	// over and over, and the players and cards of every round
	names   map[string]string
	entries []referee.Entry
	cards   []referee.Card
}

func (p *parser) space() {
	for p.i < len(p.b) && (p.b[p.i] == ' ' || p.b[p.i] == '\n' || p.b[p.i] == '\t' || p.b[p.i] == '\r') {
		p.i++
	}
}

// take reads c (after white space) if it is next.
func (p *parser) take(c byte) bool {
	p.space()
	if p.i < len(p.b) && p.b[p.i] == c {
		p.i++
		return true
	}
	return false
}

// str reads a string without escapes, in valid UTF-8.
func (p *parser) str() ([]byte, bool) {
	if !p.take('"') {
		return nil, false
	}
	start := p.i
	for p.i < len(p.b) && p.b[p.i] != '"' {
		if p.b[p.i] == '\\' {
			return nil, false
		}
		p.i++
	}
	if p.i >= len(p.b) {
		return nil, false
	}
	s := p.b[start:p.i]
	p.i++
	return s, utf8.Valid(s)
}

// name reads a string, the same name as the same string.
func (p *parser) name() (string, bool) {
	b, ok := p.str()
	if !ok {
		return "", false
	}
	if s, seen := p.names[string(b)]; seen {
		return s, true
	}
	if p.names == nil {
		p.names = map[string]string{}
	}
	s := string(b)
	p.names[s] = s
	return s, true
}

// next reads the comma before an object's next key or a list's next value
// (none before the first), or the end; done when it was the end.
func (p *parser) next(first bool, end byte) (done, ok bool) {
	if p.take(end) {
		return true, true
	}
	return false, first || p.take(',')
}

// key reads an object's key and its colon.
func (p *parser) key() ([]byte, bool) {
	k, ok := p.str()
	return k, ok && p.take(':')
}

// int reads a whole number as encoding/json reads it into an int.
func (p *parser) int() (int, bool) {
	p.space()
	start := p.i
	if p.i < len(p.b) && p.b[p.i] == '-' {
		p.i++
	}
	for p.i < len(p.b) && p.b[p.i] >= '0' && p.b[p.i] <= '9' {
		p.i++
	}
	n, err := strconv.ParseInt(string(p.b[start:p.i]), 10, 64)
	return int(n), err == nil
}

// object reads {"key": value, …}, each value by field (false: a key it
// does not know, a key given twice — encoding/json decodes the second into
// what the first filled, which is not worth copying — or a value it cannot
// read).
func (p *parser) object(field func(key []byte) bool) bool {
	if !p.take('{') {
		return false
	}
	var seen [8][]byte // an object of a sheet has at most 4 keys
	n := 0
	for first := true; ; first = false {
		done, ok := p.next(first, '}')
		if done || !ok {
			return ok
		}
		k, ok := p.key()
		if !ok || n == len(seen) {
			return false
		}
		for _, s := range seen[:n] {
			if string(s) == string(k) {
				return false
			}
		}
		seen[n], n = k, n+1
		if !field(k) {
			return false
		}
	}
}

func (p *parser) sheet(s *referee.Sheet) bool {
	return p.object(func(key []byte) (ok bool) {
		switch string(key) {
		case "kodiak":
			s.Kodiak, ok = p.name()
		case "players":
			s.Players, ok = p.players()
		}
		return ok
	})
}

func (p *parser) players() ([]referee.Entry, bool) {
	return list(p, &p.entries, func() (referee.Entry, bool) {
		var e referee.Entry
		return e, p.entry(&e)
	})
}

// list reads a JSON list of values, each by one, into a slice of buf (the
// parser's block of such values: one allocation for many lists).
func list[T any](p *parser, buf *[]T, one func() (T, bool)) ([]T, bool) {
	if !p.take('[') {
		return nil, false
	}
	start := len(*buf)
	for first := true; ; first = false {
		done, ok := p.next(first, ']')
		if !ok {
			return nil, false
		}
		if done {
			break
		}
		v, ok := one()
		if !ok {
			return nil, false
		}
		if len(*buf) == cap(*buf) { // a new block, with this list's values so far
			block := make([]T, 0, max(512, 2*(len(*buf)-start)))
			*buf = append(block, (*buf)[start:]...)
			start = 0
		}
		*buf = append(*buf, v)
	}
	if len(*buf) == start {
		return []T{}, true
	}
	return (*buf)[start:len(*buf):len(*buf)], true
}

func (p *parser) entry(e *referee.Entry) bool {
	return p.object(func(key []byte) (ok bool) {
		switch string(key) {
		case "name":
			e.Name, ok = p.name()
		case "cards":
			e.Cards, ok = p.cardList()
		case "catches":
			e.Catches, ok = p.int()
		case "hairballs_out":
			e.HairballsOut, ok = p.int()
		}
		return ok
	})
}

func (p *parser) cardList() ([]referee.Card, bool) {
	return list(p, &p.cards, func() (referee.Card, bool) {
		t, ok := p.str()
		if !ok {
			return 0, false
		}
		c, known := tokens()[string(t)]
		if !known { // as encoding/json reads it: the card's UnmarshalText
			return c, c.UnmarshalText(t) == nil
		}
		return c, true
	})
}

// tokens are the cards by the token they are written as.
var tokens = sync.OnceValue(func() map[string]referee.Card {
	m := map[string]referee.Card{}
	for c := referee.Card(0); c.Valid(); c++ {
		if t, err := c.MarshalText(); err == nil {
			m[string(t)] = c
		}
	}
	return m
})
