package instinkt

import (
	"errors"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	ti "codeberg.org/schiri/schiri/internal/table/instinkt"
	ref "codeberg.org/schiri/schiri/referee/instinkt"
	"codeberg.org/schiri/schiri/referee/instinkt/coach"
)

// schiri as the other player (SPEC §2 "The coach"): it holds the cards of
// its colour, dealt from the game's seed and hidden from the person, chooses
// its card before it reads the person's, and names what it reveals and where
// it places it; the person lays those cards out on the real table.

// newAgainst is the setup of a new game against schiri: the person's colour
// (white by default), the seed (drawn when none is given) and the marker
// (tossed from the seed when none is given).
func (p *player) newAgainst() (ti.Setup, error) {
	f, o := p.f, p.o
	if !strings.EqualFold(o.Against, ti.Schiri) {
		return ti.Setup{}, cli.NewInputError("instinkt.against.who", "Token", o.Against).At("", 0, o.Against)
	}
	as := ref.White
	if o.As != "" {
		c, ok := ref.ParseColour(o.As)
		if !ok {
			return ti.Setup{}, cli.NewInputError("instinkt.parse.colour", "Token", o.As).At("", 0, o.As)
		}
		as = c
	}
	seed := o.Seed
	if !o.SeedSet {
		seed = uint64(f.Now().UnixNano())
	}
	marker := o.Marker
	if marker == "" {
		marker = ref.Colour(f.Rand(seed).IntN(2)).String()
	}
	return ti.Setup{Marker: marker, Against: ti.Schiri, As: as.String(), Seed: seed}, nil
}

// seatUp deals schiri's cards again from the seed and follows them through
// the game as saved (nil for a game between two people).
func (p *player) seatUp() error {
	if p.saved.Setup.Against != ti.Schiri {
		p.seat = nil
		return nil
	}
	as, ok := ref.ParseColour(p.saved.Setup.As)
	if !ok {
		return p.f.Store().Damaged(kind, p.id, errors.New("bad colour "+p.saved.Setup.As))
	}
	seat, err := coach.SeatIn(p.game, as.Other(), p.saved.Setup.Seed)
	if err != nil {
		return p.f.Store().Damaged(kind, p.id, err)
	}
	p.seat = seat
	return nil
}

// schiriTurn lets schiri act when it is its turn: before a reveal it
// chooses its card (face down, before the person's is read); when its card
// is due it places it and says where. acted is true when it placed.
func (p *player) schiriTurn() (acted bool, err error) {
	if p.seat == nil {
		return false, nil
	}
	f, g := p.f, p.game
	if g.Phase() == ref.PhaseReveal {
		if p.chosenAt != len(g.Moves()) || p.chosen == ref.NoCard {
			c, err := p.seat.Choose(g, p.budget())
			if err != nil {
				return false, err
			}
			p.chosen, p.chosenAt = c.Card, len(g.Moves())
			p.say(f.T("instinkt.against.chosen"))
		}
		return false, nil
	}
	if g.Due().Colour() != p.seat.Colour {
		return false, nil
	}
	c, err := p.seat.Choose(g, p.budget())
	if err != nil {
		return false, err
	}
	moves := c.Moves()
	if c.Kind == coach.Move {
		moves = moves[len(moves)-1:]
	}
	err = p.update(func(s *savedGame, cur *ref.Game) (*ref.Game, error) {
		ng := cur
		for _, m := range moves {
			if ng, err = ng.Apply(m); err != nil {
				return nil, err
			}
			s.Moves = append(s.Moves, m.String())
		}
		return ng, nil
	})
	if err != nil {
		return false, err
	}
	p.say(p.st.title.Render(f.T("instinkt.against.places", "Move", choiceText(f, c))))
	return true, nil
}

// revealAgainst is the reveal step of the person's answer: their own card
// (and, if they name it too, schiri's card as schiri chose it).
func (p *player) revealAgainst(answer string) (step, then, problem string) {
	f := p.f
	fields := strings.Fields(answer)
	if len(fields) > 0 && strings.EqualFold(fields[0], "reveal") {
		fields = fields[1:]
	}
	mine := ref.NoCard
	for _, t := range fields {
		c, ok := ref.ParseCard(t)
		switch {
		case !ok:
			return "reveal " + strings.Join(fields, " "), "", "" // the record's parser says what is wrong
		case c.Colour() == p.seat.Colour && c != p.chosen:
			return "", "", f.T("instinkt.against.not_chosen", "Card", cardText(f, c))
		case c.Colour() != p.seat.Colour:
			if mine != ref.NoCard {
				return "", "", f.T("instinkt.against.one_card")
			}
			mine = c
		}
	}
	if mine == ref.NoCard {
		return "", "", f.T("instinkt.against.one_card")
	}
	return "reveal " + mine.String() + " " + p.chosen.String(), "", ""
}

// schiris reports whether a saved step was schiri's (its placement, or
// its raccoon's move, which p.game — the game after the step was taken
// back — is then waiting for); a reveal is the person's too.
func (p *player) schiris(st string) bool {
	if p.seat == nil {
		return false
	}
	m, err := ref.ParseStep(st)
	if err != nil {
		return false
	}
	switch m.Kind {
	case ref.MovePlace:
		return m.Card.Colour() == p.seat.Colour
	case ref.MoveRaccoon, ref.MoveRaccoonNone:
		return p.game.Phase() == ref.PhaseRaccoon && p.game.Due().Colour() == p.seat.Colour
	}
	return false
}

// card is the card of colour col in a reveal, in the user's words.
func (p *player) card(col ref.Colour, m ref.Move) string {
	if m.Card.Colour() == col {
		return cardText(p.f, m.Card)
	}
	return cardText(p.f, m.Other)
}

// budget is schiri's playouts per choice: --playouts, else the default.
func (p *player) budget() int {
	if p.o.Playouts > 0 {
		return p.o.Playouts
	}
	return coach.DefaultPlayouts
}
