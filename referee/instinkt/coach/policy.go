package coach

import (
	"math"
	"math/rand/v2"
	"slices"

	ref "codeberg.org/schiri/schiri/referee/instinkt"
)

// Policy is a player that decides from what it sees at the table: the
// layout and its own hand. It never sees the other hand or a pile.
type Policy interface {
	// Reveal picks the hand card to reveal (hand: the player's cards, all of
	// colour col).
	Reveal(b *ref.Board, col ref.Colour, hand []ref.Card, rng *rand.Rand) ref.Card
	// Place picks where the revealed card goes.
	Place(b *ref.Board, card ref.Card, rng *rand.Rand) Choice
}

// value is greedy's measure of a layout for one colour (SPEC §2): the
// points as they stand, own minus other, by I1–I7 as if the game ended,
// empty cells holding nothing, summed over every 4×4 frame that holds the
// layout (sum) and the number of those frames (n): the average is sum/n.
type value struct{ sum, n int }

// less compares two averages exactly.
func (v value) less(w value) bool { return v.sum*w.n < w.sum*v.n }

func (v value) float() float64 { return float64(v.sum) / float64(v.n) }

// Random is SPEC §2's baseline random: it reveals a hand card and places it
// uniformly among the legal choices (a raccoon: each placement with each
// move).
type Random struct{}

// Reveal is a hand card drawn uniformly.
func (Random) Reveal(_ *ref.Board, _ ref.Colour, hand []ref.Card, rng *rand.Rand) ref.Card {
	return hand[rng.IntN(len(hand))]
}

// Place is a legal choice drawn uniformly.
func (Random) Place(b *ref.Board, card ref.Card, rng *rand.Rand) Choice {
	var buf [64]Choice
	cands := AppendPlacements(buf[:0], b, card)
	return cands[rng.IntN(len(cands))]
}

// Greedy is SPEC §2's baseline greedy: it places each card where the
// layout's value (see value) is highest right after placing, and reveals
// the hand card whose best such placement on the current layout gains
// most; ties go to the first in `moves` order (hand cards by number,
// placements as AppendPlacements lists them), and a snake only when no
// other card gains.
type Greedy struct{}

// Place is the first placement of the highest value.
func (Greedy) Place(b *ref.Board, card ref.Card, _ *rand.Rand) Choice {
	c, _ := bestPlacement(b, card)
	return c
}

// Reveal is the card whose best placement gains most.
func (Greedy) Reveal(b *ref.Board, col ref.Colour, hand []ref.Card, _ *rand.Rand) ref.Card {
	cards := sortedHand(hand)
	best, snake := ref.NoCard, ref.NoCard
	var bestV value
	for _, c := range cards {
		if c.IsSnake() {
			snake = c
			continue
		}
		if _, v := bestPlacement(b, c); best == ref.NoCard || bestV.less(v) {
			best, bestV = c, v
		}
	}
	if snake != ref.NoCard && (best == ref.NoCard || !evaluate(b, col).less(bestV)) {
		return snake // no other card gains
	}
	return best
}

// bestPlacement is greedy's placement of card and the value it leaves.
func bestPlacement(b *ref.Board, card ref.Card) (Choice, value) {
	var buf [64]Choice
	cands := AppendPlacements(buf[:0], b, card)
	best := -1
	var bestV value
	for i, c := range cands {
		nb, _ := apply(*b, c)
		if v := evaluate(&nb, card.Colour()); best < 0 || bestV.less(v) {
			best, bestV = i, v
		}
	}
	return cands[best], bestV
}

func sortedHand(hand []ref.Card) []ref.Card {
	cards := slices.Clone(hand)
	slices.Sort(cards)
	return cards
}

// noisy is the playout policy: greedy's measure, but a choice is drawn
// with weight exp((value − best)/temp), so a near-best choice is taken now
// and then and the playouts spread over the likely games.
type noisy struct{ temp float64 }

func (p noisy) Place(b *ref.Board, card ref.Card, rng *rand.Rand) Choice {
	var buf [64]Choice
	if !card.IsRaccoon() {
		return p.pick(b, card.Colour(), AppendPlacements(buf[:0], b, card), rng)
	}
	// a raccoon in two steps, to spare the playouts every pair of cell and
	// move: the cell as if there were no move, then the move
	var cells [49]ref.Point
	cands := buf[:0]
	for _, pt := range b.AppendPlacements(cells[:0]) {
		cands = append(cands, Choice{Kind: Place, Card: card, At: pt, Moved: ref.NoCard})
	}
	c := p.pick(b, card.Colour(), cands, rng)
	nb, _ := b.Place(card, c.At)
	return p.pick(&nb, card.Colour(), appendRaccoonMoves(buf[:0], &nb, Choice{Kind: Move, Card: card}), rng).withPlace(c)
}

// withPlace is a raccoon's move c joined to its placement p.
func (c Choice) withPlace(p Choice) Choice {
	p.Moved, p.To = c.Moved, c.To
	return p
}

// pick draws one of cands (applied to b) by value for col.
func (p noisy) pick(b *ref.Board, col ref.Colour, cands []Choice, rng *rand.Rand) Choice {
	var vals [64]float64
	vs := vals[:0]
	if len(cands) > len(vals) {
		vs = make([]float64, 0, len(cands))
	}
	for _, c := range cands {
		nb, _ := apply(*b, c)
		vs = append(vs, evaluate(&nb, col).float())
	}
	return cands[p.draw(vs, rng)]
}

func (p noisy) Reveal(b *ref.Board, col ref.Colour, hand []ref.Card, rng *rand.Rand) ref.Card {
	var vals [3]float64
	vs := vals[:0]
	for _, c := range hand {
		if c.IsSnake() {
			vs = append(vs, evaluate(b, col).float())
			continue
		}
		vs = append(vs, p.best(b, c))
	}
	return hand[p.draw(vs, rng)]
}

// best is the value of card's best placement, a raccoon's in two steps as
// Place makes it.
func (p noisy) best(b *ref.Board, card ref.Card) float64 {
	if !card.IsRaccoon() {
		_, v := bestPlacement(b, card)
		return v.float()
	}
	var cells [49]ref.Point
	var buf [64]Choice
	top := math.Inf(-1)
	var at ref.Point
	for _, pt := range b.AppendPlacements(cells[:0]) {
		nb, _ := b.Place(card, pt)
		if v := evaluate(&nb, card.Colour()).float(); v > top {
			top, at = v, pt
		}
	}
	nb, _ := b.Place(card, at)
	top = math.Inf(-1)
	for _, c := range appendRaccoonMoves(buf[:0], &nb, Choice{Kind: Move, Card: card}) {
		mb, _ := apply(nb, c)
		top = max(top, evaluate(&mb, card.Colour()).float())
	}
	return top
}

// draw picks an index with weight exp((v − max)/temp).
func (p noisy) draw(vs []float64, rng *rand.Rand) int {
	top := math.Inf(-1)
	for _, v := range vs {
		top = max(top, v)
	}
	var w [64]float64
	ws := w[:0]
	if len(vs) > len(w) {
		ws = make([]float64, 0, len(vs))
	}
	total := 0.0
	for _, v := range vs {
		x := math.Exp((v - top) / p.temp)
		ws = append(ws, x)
		total += x
	}
	r := rng.Float64() * total
	for i, x := range ws {
		if r < x {
			return i
		}
		r -= x
	}
	return len(vs) - 1
}
