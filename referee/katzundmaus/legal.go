package katzundmaus

import "math/bits"

// Legal lists every legal move for the player to move, grouped by source:
// hand cards (by rank, each rank once) onto build piles and then discard
// piles, the stock top onto build piles, each discard pile's top onto build
// piles, and end. Moves that need a card the position does not show are not
// listed. A finished game has no legal moves.
func (g *Game) Legal() []Move { return g.AppendLegal(nil) }

// AppendLegal appends the legal moves to dst (see Legal) and returns it.
func (g *Game) AppendLegal(dst []Move) []Move {
	if g.outcome != Running {
		return dst
	}
	s := &g.players[g.turn]
	var ranks uint16 // the known ranks in the hand, each once
	for _, c := range s.hand[:s.handN] {
		ranks |= 1 << c
	}
	for ranks &^= 1 << Unknown; ranks != 0; ranks &= ranks - 1 {
		c := Card(bits.TrailingZeros16(ranks))
		dst = g.appendToBuild(dst, Move{From: Hand, Rank: c}, c)
		for j := range uint8(nPiles) {
			dst = append(dst, Move{From: Hand, Rank: c, To: Discard, ToPile: j})
		}
	}
	if s.stockN > 0 {
		dst = g.appendToBuild(dst, Move{From: Stock}, s.stock[s.stockN-1])
	}
	for j := range uint8(nPiles) {
		if d := &s.discard[j]; d.n > 0 {
			dst = g.appendToBuild(dst, Move{From: Discard, FromPile: j}, d.c[d.n-1])
		}
	}
	if s.handN == 0 && g.talonN == 0 {
		dst = append(dst, EndMove)
	}
	return dst
}

// appendToBuild appends m onto every build pile that takes c.
func (g *Game) appendToBuild(dst []Move, m Move, c Card) []Move {
	if c == Unknown {
		return dst
	}
	m.To = Build
	for i := range uint8(nPiles) {
		if c == King || c == Card(g.build[i].n+1) {
			m.ToPile = i
			dst = append(dst, m)
		}
	}
	return dst
}
