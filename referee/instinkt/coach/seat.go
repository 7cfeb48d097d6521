package coach

import (
	"errors"
	"math/rand/v2"

	ref "codeberg.org/schiri/schiri/referee/instinkt"
)

// Seat is schiri's own cards when it plays a colour at the table: a pile
// shuffled from a seed and the hand drawn from it, followed through the
// game. The person at the table never sees them; the seed rebuilds them
// when a saved game goes on.
type Seat struct {
	Colour ref.Colour
	Seed   uint64
	Hand   []ref.Card
	Pile   []ref.Card // drawn from the end
}

// ErrNotHeld is a game in which the seat's colour revealed a card its
// seat does not hold.
var ErrNotHeld = errors.New("coach: the game reveals a card the seat does not hold")

// SeatIn is the seat of colour col dealt from seed, after the moves of g.
func SeatIn(g *ref.Game, col ref.Colour, seed uint64) (*Seat, error) {
	s := &Seat{Colour: col, Seed: seed}
	rng := rand.New(rand.NewPCG(seed, 0x5ea7))
	for r := 1; r <= 12; r++ {
		s.Pile = append(s.Pile, ref.NewCard(col, r))
	}
	rng.Shuffle(len(s.Pile), func(i, j int) { s.Pile[i], s.Pile[j] = s.Pile[j], s.Pile[i] })
	s.draw()
	cur := ref.NewGame(g.StartMarker())
	for _, m := range g.Moves() {
		if m.Kind == ref.MoveReveal {
			c := m.Card
			if c.Colour() != col {
				c = m.Other
			}
			if !s.holds(c) {
				return nil, ErrNotHeld
			}
			s.Hand = remove(s.Hand, c)
		}
		ng, err := cur.Apply(m)
		if err != nil {
			return nil, err
		}
		cur = ng
		if cur.Phase() == ref.PhaseReveal || cur.Over() { // the round is over: draw
			s.draw()
		}
	}
	return s, nil
}

func (s *Seat) holds(c ref.Card) bool {
	for _, h := range s.Hand {
		if h == c {
			return true
		}
	}
	return false
}

func (s *Seat) draw() {
	for len(s.Hand) < handSize && len(s.Pile) > 0 {
		n := len(s.Pile) - 1
		s.Hand = append(s.Hand, s.Pile[n])
		s.Pile = s.Pile[:n]
	}
}

// Choose is the seat's choice in g now (a reveal, or the placement of its
// card due), searched with playouts and a seed drawn from the seat's seed
// and the number of moves so far: a game resumed chooses as it would have.
func (s *Seat) Choose(g *ref.Game, playouts int) (Choice, error) {
	seed := s.Seed*0x9e3779b97f4a7c15 + uint64(len(g.Moves()))
	h, err := Advise(Knowledge{Game: g, As: s.Colour, Hand: s.Hand}, Options{Playouts: playouts, Seed: seed})
	if err != nil {
		return Choice{}, err
	}
	return h.Moves[0].Choice, nil
}
