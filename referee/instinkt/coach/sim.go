package coach

import (
	"math/rand/v2"

	ref "codeberg.org/schiri/schiri/referee/instinkt"
	score "codeberg.org/schiri/schiri/scoring/instinkt"
)

// handSize is the most cards a hand holds between rounds.
const handSize = 3

// sim is a whole deal: the layout, the marker, both hands and piles, and
// the round in progress. It plays the rounds of SPEC §2 (I5, I6) without
// the referee's bookkeeping, for playouts and the arena.
type sim struct {
	b      ref.Board
	marker ref.Colour
	hand   [2][handSize]ref.Card
	nh     [2]int
	pile   [2][12]ref.Card // drawn from the end
	np     [2]int
	order  [2]ref.Card // this round's cards in placement order
	next   int         // the index in order of the card due; 2: none
}

func (s *sim) hands(col ref.Colour) []ref.Card { return s.hand[col][:s.nh[col]] }

// drop takes card out of its colour's hand.
func (s *sim) drop(card ref.Card) {
	col := card.Colour()
	h := s.hand[col][:s.nh[col]]
	for i, c := range h {
		if c == card {
			h[i] = h[len(h)-1]
			s.nh[col]--
			return
		}
	}
}

// reveal plays the reveal of a round (I5): a snake sends both cards out,
// else the higher number places first, the marker holder on a tie.
func (s *sim) reveal(w, b ref.Card) {
	s.drop(w)
	s.drop(b)
	if w.IsSnake() || b.IsSnake() {
		s.next = 2
		s.draw()
		return
	}
	switch {
	case w.Number() > b.Number(), w.Number() == b.Number() && s.marker == ref.White:
		s.order = [2]ref.Card{w, b}
	default:
		s.order = [2]ref.Card{b, w}
	}
	s.next = 0
}

// placed ends one placement: the marker passes after the first of a tie,
// and the round ends with the draw after the second.
func (s *sim) placed() {
	if s.next == 0 && s.order[0].Number() == s.order[1].Number() {
		s.marker = s.marker.Other()
	}
	s.next++
	if s.next == 2 {
		s.draw()
	}
}

// draw refills both hands to 3 from the piles (I6).
func (s *sim) draw() {
	for col := range s.nh {
		for s.nh[col] < handSize && s.np[col] > 0 {
			s.np[col]--
			s.hand[col][s.nh[col]] = s.pile[col][s.np[col]]
			s.nh[col]++
		}
	}
}

// play runs the deal to its end, white deciding by pol[White] and black by
// pol[Black].
func (s *sim) play(pol [2]Policy, rng *rand.Rand) {
	for {
		if s.next < 2 {
			card := s.order[s.next]
			c := pol[card.Colour()].Place(&s.b, card, rng)
			s.b, _ = apply(s.b, c)
			s.placed()
			continue
		}
		if s.b.Full() {
			return
		}
		w := pol[ref.White].Reveal(&s.b, ref.White, s.hands(ref.White), rng)
		b := pol[ref.Black].Reveal(&s.b, ref.Black, s.hands(ref.Black), rng)
		s.reveal(w, b)
	}
}

// result is col's final margin (own − other points) and win (1, ½ for a
// draw by I7, 0) on the full layout, the hands deciding the last tiebreak.
func (s *sim) result(col ref.Colour) (margin, win float64) {
	grid, _ := s.b.Final()
	var hands [2]ref.Hand
	for c := range hands {
		hands[c] = ref.Hand{Given: true, Cards: s.hands(ref.Colour(c))}
	}
	r := score.Score(grid, hands)
	margin = float64(r.Sides[col].Points - r.Sides[col.Other()].Points)
	switch r.Winner {
	case col.String():
		win = 1
	case score.WinnerDraw:
		win = 0.5
	}
	return margin, win
}
