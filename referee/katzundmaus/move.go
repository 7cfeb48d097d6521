package katzundmaus

import "strings"

// Place is where a card comes from or goes to.
type Place uint8

// The places a move names. End is the move "end" (no card moves).
const (
	NoPlace Place = iota
	Hand
	Stock
	Discard
	Build
	End
)

// Move is one move of SPEC §4: h<rank>-b<i>, h<rank>-d<j>, s-b<i>, d<j>-b<i>
// or end. Piles are 0-based here (0–3) and 1-based in text. The parser also
// reads moves that are never legal (s-d<j>, d<j>-d<k>) so that the referee can
// cite the clause that forbids them.
type Move struct {
	From     Place // Hand, Stock, Discard or End
	FromPile uint8 // discard pile, when From is Discard
	Rank     Card  // the hand card, when From is Hand
	To       Place // Build or Discard
	ToPile   uint8
}

// EndMove is the move "end".
var EndMove = Move{From: End}

// String writes the move as SPEC does: "h10-b2", "s-b1", "d3-b4", "end".
func (m Move) String() string {
	if m.From == End {
		return "end"
	}
	var b strings.Builder
	switch m.From {
	case Hand:
		b.WriteString("h")
		b.WriteString(m.Rank.String())
	case Stock:
		b.WriteString("s")
	case Discard:
		b.WriteString("d")
		b.WriteByte('1' + m.FromPile)
	}
	b.WriteByte('-')
	if m.To == Build {
		b.WriteByte('b')
	} else {
		b.WriteByte('d')
	}
	b.WriteByte('1' + m.ToPile)
	return b.String()
}

// ParseMove reads one move, in any case. A malformed move is a *ParseError
// (Line 0; callers reading files set it).
func ParseMove(s string) (Move, error) {
	tok := s
	s = strings.ToLower(strings.TrimSpace(s))
	if s == "end" {
		return EndMove, nil
	}
	src, dst, ok := strings.Cut(s, "-")
	if !ok || src == "" || dst == "" {
		return Move{}, parseErr(0, tok, "katzundmaus.parse.move")
	}
	var m Move
	switch src[0] {
	case 'h':
		c, ok := ParseCard(src[1:])
		if !ok {
			return Move{}, parseErr(0, tok, "katzundmaus.parse.move_rank", "Rank", src[1:])
		}
		m.From, m.Rank = Hand, c
	case 's':
		if len(src) != 1 {
			return Move{}, parseErr(0, tok, "katzundmaus.parse.move")
		}
		m.From = Stock
	case 'd':
		p, err := parsePile(tok, src[1:])
		if err != nil {
			return Move{}, err
		}
		m.From, m.FromPile = Discard, p
	case 'b':
		return Move{}, parseErr(0, tok, "katzundmaus.parse.move_from_build")
	default:
		return Move{}, parseErr(0, tok, "katzundmaus.parse.move")
	}
	switch dst[0] {
	case 'b':
		m.To = Build
	case 'd':
		m.To = Discard
	default:
		return Move{}, parseErr(0, tok, "katzundmaus.parse.move")
	}
	p, err := parsePile(tok, dst[1:])
	if err != nil {
		return Move{}, err
	}
	m.ToPile = p
	return m, nil
}

func parsePile(tok, s string) (uint8, error) {
	switch {
	case len(s) == 1 && s[0] >= '1' && s[0] <= '4':
		return s[0] - '1', nil
	case s == "":
		return 0, parseErr(0, tok, "katzundmaus.parse.move")
	}
	return 0, parseErr(0, tok, "katzundmaus.parse.move_pile", "Pile", s)
}
