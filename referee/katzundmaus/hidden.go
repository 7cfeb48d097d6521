package katzundmaus

// What a player sees and what it does not, for the coach (referee/katzundmaus/coach):
// it decides from what the mover knows and plays over samples of the rest.

// Seen counts, by rank, the cards player p sees now: its own hand and
// stock top, the other player's stock top, every discard pile and every
// build pile. Cards the position does not show are not counted.
func (g *Game) Seen(p Player) (seen [King + 1]int) {
	me, other := &g.players[p], &g.players[p.Other()]
	for _, c := range me.hand[:me.handN] {
		seen[c]++
	}
	for _, s := range []*side{me, other} {
		if s.stockN > 0 {
			seen[s.stock[s.stockN-1]]++
		}
		for j := range s.discard {
			d := &s.discard[j]
			for _, c := range d.c[:d.n] {
				seen[c]++
			}
		}
	}
	for i := range g.build {
		b := &g.build[i]
		for _, c := range b.c[:b.n] {
			seen[c]++
		}
	}
	seen[Unknown] = 0
	return seen
}

// Hidden lists the cards in the places player p cannot see, in a fixed
// order: p's stock below its top (bottom → top), the other stock below its
// top, the other stock's top when the position does not show it, the other
// hand, the talon (bottom → top). Unknown where the position does not show
// a card. SetHidden fills the same places in the same order.
func (g *Game) Hidden(p Player) []Card {
	var out []Card
	g.eachHidden(p, func(c *Card) { out = append(out, *c) })
	return out
}

// SetHidden puts cards into the places Hidden lists, in its order; it
// stops when either runs out.
func (g *Game) SetHidden(p Player, cards []Card) {
	i := 0
	g.eachHidden(p, func(c *Card) {
		if i < len(cards) {
			*c = cards[i]
			i++
		}
	})
}

func (g *Game) eachHidden(p Player, fn func(*Card)) {
	me, other := &g.players[p], &g.players[p.Other()]
	for i := 0; i+1 < int(me.stockN); i++ {
		fn(&me.stock[i])
	}
	for i := 0; i+1 < int(other.stockN); i++ {
		fn(&other.stock[i])
	}
	if other.stockN > 0 && other.stock[other.stockN-1] == Unknown {
		fn(&other.stock[other.stockN-1])
	}
	for i := range other.handN {
		fn(&other.hand[i])
	}
	for i := range g.talonN {
		fn(&g.talon[i])
	}
}

// TurnState is what a move within a turn can change, as a comparable value:
// two orders of moves that reach the same TurnState leave the mover in the
// same place (the coach plans a turn over it).
type TurnState struct {
	build   [nPiles]uint8
	hand    [HandSize]Card // sorted
	handN   uint8
	discard [nPiles]uint8
	stockN  uint8
	ended   bool
	outcome Outcome
}

// State is g's TurnState.
func (g *Game) State() TurnState {
	s := &g.players[g.turn]
	t := TurnState{handN: s.handN, stockN: s.stockN, ended: g.turnEnded, outcome: g.outcome}
	for i := range g.build {
		t.build[i] = g.build[i].n
	}
	for i := range s.discard {
		t.discard[i] = s.discard[i].n
	}
	t.hand = s.hand
	h := t.hand[:s.handN]
	for i := 1; i < len(h); i++ { // insertion sort: at most 5 cards
		for j := i; j > 0 && h[j] < h[j-1]; j-- {
			h[j], h[j-1] = h[j-1], h[j]
		}
	}
	for i := s.handN; i < HandSize; i++ {
		t.hand[i] = Unknown
	}
	return t
}

// CardOf is the card a legal move of the player to move moves (Unknown for end).
func (g *Game) CardOf(m Move) Card { return g.cardOf(m) }

// HandCount is the number of cards in p's hand.
func (g *Game) HandCount(p Player) int { return int(g.players[p].handN) }

// HandCard is card i of p's hand (no copy, for the coach's inner loops).
func (g *Game) HandCard(p Player, i int) Card { return g.players[p].hand[i] }

// DiscardTop is the top of p's discard pile j (Unknown when it is empty),
// and its number of cards.
func (g *Game) DiscardTop(p Player, j int) (Card, int) {
	d := &g.players[p].discard[j]
	if d.n == 0 {
		return Unknown, 0
	}
	return d.c[d.n-1], int(d.n)
}
