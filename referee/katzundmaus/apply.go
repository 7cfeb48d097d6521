package katzundmaus

import (
	"strings"

	"codeberg.org/schiri/schiri/rules"
)

// Apply returns the game after m, or the verdict that forbids m (a
// *rules.Verdict; katzundmaus.position.unknown when m needs a card the
// position does not show). g itself is not changed.
func (g *Game) Apply(m Move) (*Game, error) {
	next := *g
	if v := next.Play(m); v != nil {
		return nil, v
	}
	return &next, nil
}

// Play applies m to g in place, or returns the verdict that forbids it and
// leaves g as it was. It is Apply without the copy, for the bot and playouts.
// m must come from ParseMove or Legal (piles 0–3).
func (g *Game) Play(m Move) *rules.Verdict {
	if v := g.check(m); v != nil {
		return v
	}
	g.turnEnded = false
	s := &g.players[g.turn]
	if m.From == End {
		g.endTurn()
		return nil
	}
	var c Card
	switch m.From {
	case Hand:
		c = s.takeHand(s.findHand(m.Rank))
	case Stock:
		s.stockN--
		c = s.stock[s.stockN]
		s.stock[s.stockN] = 0 // past the end: as a fresh game has it (== compares whole games)
	case Discard:
		d := &s.discard[m.FromPile]
		d.n--
		c = d.c[d.n]
		d.c[d.n] = 0
	}
	if m.To == Discard { // M3: a hand card on an own discard pile ends the turn
		d := &s.discard[m.ToPile]
		d.c[d.n] = c
		d.n++
		g.endTurn()
		return nil
	}
	b := &g.build[m.ToPile] // M1
	if b.n == buildMax {
		b.n, b.c = 0, [len(b.c)]Card{} // the twelfth card (a queen, or a king for one) completes the pile: it leaves the game
	} else {
		b.c[b.n] = c
		b.n++
	}
	switch {
	case m.From == Stock && s.stockN == 0: // M4: an empty stock wins at once
		g.outcome = wonBy(g.turn)
	case m.From == Hand && s.handN == 0: // M3: refill at once, same player goes on
		g.draw(s, HandSize)
	}
	return nil
}

// check finds the verdict against m without changing g. The order matters
// where several rules fail: a finished game first, then the shape of the move
// (M2: stock and discard cards only go to build piles), then the source, then
// the build pile (M1).
func (g *Game) check(m Move) *rules.Verdict {
	if g.outcome != Running {
		if g.outcome == Drawn {
			return rules.NewVerdict(RuleOver, "katzundmaus.msg.over_draw")
		}
		return rules.NewVerdict(RuleOver, "katzundmaus.msg.over_won", "Winner", g.outcome.String())
	}
	s := &g.players[g.turn]
	player := g.turn.String()
	if m.From == End {
		switch {
		case s.handN > 0:
			return rules.NewVerdict(RuleEndWithCards, "katzundmaus.msg.end_hand", "Player", player, "Count", int(s.handN))
		case g.talonN > 0:
			return rules.NewVerdict(RuleEndWithCards, "katzundmaus.msg.end_talon", "Count", int(g.talonN))
		}
		return nil
	}
	if m.To == Discard {
		switch m.From {
		case Stock:
			return rules.NewVerdict(RuleStockToBuild, "katzundmaus.msg.stock_to_discard", "Pile", int(m.ToPile)+1)
		case Discard:
			return rules.NewVerdict(RuleDiscardToBuild, "katzundmaus.msg.discard_to_discard",
				"From", int(m.FromPile)+1, "Pile", int(m.ToPile)+1)
		}
	}
	var c Card
	switch m.From {
	case Hand:
		i := s.findHand(m.Rank)
		if i < 0 {
			if s.findHand(Unknown) >= 0 {
				return rules.NewVerdict(RulePositionUnknown, "katzundmaus.msg.unknown_hand", "Player", player, "Card", m.Rank.String())
			}
			if s.handN == 0 {
				return rules.NewVerdict(RuleNotInHand, "katzundmaus.msg.hand_empty", "Player", player, "Card", m.Rank.String())
			}
			return rules.NewVerdict(RuleNotInHand, "katzundmaus.msg.not_in_hand", "Player", player,
				"Card", m.Rank.String(), "Hand", cardList(s.hand[:s.handN]))
		}
		c = m.Rank
	case Stock:
		if s.stockN == 0 {
			return rules.NewVerdict(RuleSourceEmpty, "katzundmaus.msg.stock_empty", "Player", player)
		}
		c = s.stock[s.stockN-1]
		if c == Unknown {
			return rules.NewVerdict(RulePositionUnknown, "katzundmaus.msg.unknown_stock", "Player", player)
		}
	case Discard:
		d := &s.discard[m.FromPile]
		if d.n == 0 {
			return rules.NewVerdict(RuleSourceEmpty, "katzundmaus.msg.discard_empty", "Pile", int(m.FromPile)+1)
		}
		c = d.c[d.n-1]
	}
	if m.To == Build {
		need := Card(g.build[m.ToPile].n + 1)
		if c != need && c != King {
			if need == Ace {
				return rules.NewVerdict(RuleBuildSequence, "katzundmaus.msg.build_needs_ace",
					"Pile", int(m.ToPile)+1, "Card", c.String())
			}
			return rules.NewVerdict(RuleBuildSequence, "katzundmaus.msg.build_needs",
				"Pile", int(m.ToPile)+1, "Need", need.String(), "Card", c.String())
		}
	}
	return nil
}

// endTurn refills the mover's hand (M3), ends the game by M4 when a round is
// over with an empty talon, and passes the turn.
func (g *Game) endTurn() {
	g.draw(&g.players[g.turn], HandSize)
	if g.turn != g.starts && g.talonN == 0 {
		a, b := g.players[A].stockN, g.players[B].stockN
		switch {
		case a < b:
			g.outcome = WonByA
		case b < a:
			g.outcome = WonByB
		default:
			g.outcome = Drawn
		}
	}
	g.turn = g.turn.Other()
	g.turnEnded = true
	g.drawIfEmpty()
}

// drawIfEmpty is ruling M5: a player to move with an empty hand while the
// talon has cards draws 5 at once, before the first move. Drawn from a talon
// given only as a count, the cards are Unknown.
func (g *Game) drawIfEmpty() {
	if s := &g.players[g.turn]; g.outcome == Running && s.handN == 0 {
		g.draw(s, HandSize)
	}
}

// draw fills s's hand up to n cards from the top of the talon, as far as it lasts.
func (g *Game) draw(s *side, n uint8) {
	for s.handN < n && g.talonN > 0 {
		g.talonN--
		s.hand[s.handN] = g.talon[g.talonN]
		g.talon[g.talonN] = 0
		s.handN++
	}
}

func (s *side) findHand(c Card) int {
	for i := range s.handN {
		if s.hand[i] == c {
			return int(i)
		}
	}
	return -1
}

// takeHand removes hand card i, keeping the order of the others.
func (s *side) takeHand(i int) Card {
	c := s.hand[i]
	copy(s.hand[i:s.handN], s.hand[i+1:s.handN])
	s.handN--
	s.hand[s.handN] = 0
	return c
}

func cardList(cs []Card) string { return strings.Join(cardNamesOf(cs), " ") }
