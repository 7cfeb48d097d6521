package katzundmaus

// Strategy chooses a legal move for the player to move. It is only asked
// while the game runs and there is a legal move.
type Strategy interface {
	Next(g *Game) Move
}

// Bot is the built-in player, a greedy one:
//  1. play the stock card when it fits a build pile;
//  2. otherwise play towards it: the cheapest run of hand cards and discard
//     tops that brings a build pile up to the stock card, kings only where
//     nothing else fills a gap;
//  3. otherwise clear discard tops and hand cards onto the build piles, unless
//     the pile would then take the opponent's stock card (kings are kept);
//  4. end the turn on the discard pile where the card is most useful later
//     (on a card one higher, on its own rank, on an empty pile), discarding
//     the highest non-king card.
type Bot struct {
	buf []Move
}

// Next picks the bot's move.
func (b *Bot) Next(g *Game) Move {
	b.buf = g.AppendLegal(b.buf[:0])
	legal := b.buf
	me := &g.players[g.turn]
	top := g.StockTop(g.turn)
	if m, ok := b.stockMove(g, legal, top); ok {
		return m
	}
	if m, ok := b.towardsStock(g, me, top); ok {
		return m
	}
	opp := g.StockTop(g.turn.Other())
	for _, from := range []Place{Discard, Hand} {
		for _, m := range legal {
			if m.From == from && m.To == Build && g.cardOf(m) != King && g.safeFor(m.ToPile, opp) {
				return m
			}
		}
	}
	if len(legal) > 0 && legal[len(legal)-1] == EndMove {
		return EndMove
	}
	if m, ok := b.discard(g, me); ok {
		return m
	}
	if len(legal) > 0 {
		return legal[0]
	}
	return EndMove
}

// stockMove plays the stock card; a king goes where the card after it is at hand.
func (b *Bot) stockMove(g *Game, legal []Move, top Card) (Move, bool) {
	best, found, bestScore := Move{}, false, -1
	for _, m := range legal {
		if m.From != Stock {
			continue
		}
		score := int(g.build[m.ToPile].n)
		if top == King && g.players[g.turn].findHand(Card(g.build[m.ToPile].n+2)) >= 0 {
			score += 20
		}
		if score > bestScore {
			best, found, bestScore = m, true, score
		}
	}
	return best, found
}

// towardsStock finds the build pile that the cheapest run of hand cards and
// discard tops (kings last) brings up to the stock card, and returns the
// run's first move.
func (b *Bot) towardsStock(g *Game, me *side, top Card) (Move, bool) {
	if top == Unknown || top == King {
		return Move{}, false
	}
	best, found, bestCost := Move{}, false, 1<<30
	for i := range uint8(nPiles) {
		need := Card(g.build[i].n + 1)
		if need >= top {
			continue
		}
		var used [HandSize]bool
		var depth [nPiles]uint8 // cards taken from each discard pile
		cost, ok := 0, true
		var first Move
		for r := need; r < top && ok; r++ {
			m, c, found := takeFor(me, r, &used, &depth)
			if !found {
				ok = false
				break
			}
			if r == need {
				first = m
				first.To, first.ToPile = Build, i
			}
			cost += c
		}
		if ok && cost < bestCost {
			best, found, bestCost = first, true, cost
		}
	}
	return best, found
}

// takeFor finds a source for rank r in a planned run: a hand card (cost 1),
// a discard top (cost 1), or a king from the hand (cost 10).
func takeFor(me *side, r Card, used *[HandSize]bool, depth *[nPiles]uint8) (Move, int, bool) {
	for k := range me.handN {
		if !used[k] && me.hand[k] == r {
			used[k] = true
			return Move{From: Hand, Rank: r}, 1, true
		}
	}
	for j := range uint8(nPiles) {
		d := &me.discard[j]
		if d.n > depth[j] && d.c[d.n-1-depth[j]] == r {
			depth[j]++
			return Move{From: Discard, FromPile: j}, 1, true
		}
	}
	for k := range me.handN {
		if !used[k] && me.hand[k] == King {
			used[k] = true
			return Move{From: Hand, Rank: King}, 10, true
		}
	}
	return Move{}, 0, false
}

// safeFor reports whether build pile i, after one more card, does not take
// the opponent's stock card.
func (g *Game) safeFor(i uint8, opp Card) bool {
	if opp == Unknown || opp == King {
		return true
	}
	next := g.build[i].n + 2 // the rank the pile needs after this move
	if next > uint8(Queen) {
		next = uint8(Ace)
	}
	return Card(next) != opp
}

// cardOf is the card a legal move moves.
func (g *Game) cardOf(m Move) Card {
	s := &g.players[g.turn]
	switch m.From {
	case Hand:
		return m.Rank
	case Stock:
		return s.stock[s.stockN-1]
	case Discard:
		d := &s.discard[m.FromPile]
		return d.c[d.n-1]
	}
	return Unknown
}

// discard ends the turn with the highest non-king card where it fits best.
func (b *Bot) discard(g *Game, me *side) (Move, bool) {
	best, found, bestScore := Move{}, false, -1
	for k := range me.handN {
		c := me.hand[k]
		if c == Unknown {
			continue
		}
		for j := range uint8(nPiles) {
			d := &me.discard[j]
			score := 0
			switch {
			case d.n > 0 && d.c[d.n-1] == c+1:
				score = 400
			case d.n > 0 && d.c[d.n-1] == c:
				score = 300
			case d.n == 0:
				score = 200
			default:
				score = 100 + int(d.c[d.n-1])
			}
			score += int(c) * 2 // prefer discarding high cards
			if c == King {
				score = 0 // only when the hand holds nothing else
			}
			if score > bestScore {
				best, found, bestScore = Move{From: Hand, Rank: c, To: Discard, ToPile: j}, true, score
			}
		}
	}
	return best, found
}
