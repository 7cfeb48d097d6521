package coach

import (
	"math/rand/v2"
	"slices"

	ref "codeberg.org/schiri/schiri/referee/instinkt"
)

// Knowledge is what the asking player knows at the table: the game so far
// (every card revealed and placed), its colour and its own hand. The cards
// it has not seen — the other hand and both piles — are not part of it:
// the engine deals them itself, sample by sample.
type Knowledge struct {
	Game *ref.Game
	As   ref.Colour
	// Hand is the asker's hand (a card revealed this round and not yet
	// placed is not in it). Cards it leaves out are dealt from the asker's
	// unseen cards like the hidden ones (a review knows no hand at all).
	Hand []ref.Card
}

// Refusal says why the engine gives no hint: Reason is one of the
// Refuse… constants; Card and Count say more where they apply.
type Refusal struct {
	Reason string
	Card   ref.Card
	Count  int
}

// The reasons of a Refusal.
const (
	RefuseOver       = "over"        // the game is over
	RefuseOther      = "other"       // the other player places Card next
	RefuseHandColour = "hand_colour" // Card is not of the asker's colour
	RefuseHandUsed   = "hand_used"   // Card was revealed already
	RefuseHandTwice  = "hand_twice"  // Card is in the hand twice
	RefuseHandSize   = "hand_size"   // the hand holds more than Count cards now
	RefuseHandEmpty  = "hand_empty"  // no hand given where a reveal is due
)

func (r *Refusal) Error() string { return "coach: " + r.Reason + " " + r.Card.String() }

// HandNow is how many cards col holds in its hand in g now: 3 while its
// pile lasts, fewer in the last rounds; during the placements of a round
// the card revealed is not in it.
func HandNow(g *ref.Game, col ref.Colour) int {
	unseen := len(unseen(g.Used(), col))
	if g.Phase() == ref.PhaseReveal {
		return min(handSize, unseen)
	}
	return min(handSize, unseen+1) - 1
}

// unseen is every card of colour col not revealed yet, by number.
func unseen(used ref.CardSet, col ref.Colour) []ref.Card {
	var out []ref.Card
	for r := 1; r <= 12; r++ {
		if c := ref.NewCard(col, r); !used.Has(c) {
			out = append(out, c)
		}
	}
	return out
}

// root is the position a search starts from: the public part of the deal,
// and the cards each colour may hold unseen.
type root struct {
	base   sim
	as     ref.Colour
	known  []ref.Card    // the asker's hand cards given
	hidden [2][]ref.Card // each colour's unseen cards outside known, by number
	holds  [2]int        // hand sizes now
	cands  []Choice      // the asker's choices
	phase  ref.Phase     // reveal, place or raccoon
	due    ref.Card      // the card to place (or the raccoon to move)
}

// newRoot checks k and builds the search's root.
func newRoot(k Knowledge) (*root, error) {
	g := k.Game
	r := &root{as: k.As, phase: g.Phase(), due: g.Due()}
	switch {
	case g.Over():
		return nil, &Refusal{Reason: RefuseOver}
	case g.Phase() != ref.PhaseReveal && g.Due().Colour() != k.As:
		return nil, &Refusal{Reason: RefuseOther, Card: g.Due()}
	}
	used := g.Used()
	seen := ref.CardSet(0)
	for _, c := range k.Hand {
		switch {
		case c.Colour() != k.As:
			return nil, &Refusal{Reason: RefuseHandColour, Card: c}
		case used.Has(c):
			return nil, &Refusal{Reason: RefuseHandUsed, Card: c}
		case seen.Has(c):
			return nil, &Refusal{Reason: RefuseHandTwice, Card: c}
		}
		seen = seen.With(c)
	}
	for col := range r.holds {
		r.holds[col] = HandNow(g, ref.Colour(col))
		for _, c := range unseen(used, ref.Colour(col)) {
			if !seen.Has(c) {
				r.hidden[col] = append(r.hidden[col], c)
			}
		}
	}
	if len(k.Hand) > r.holds[k.As] {
		return nil, &Refusal{Reason: RefuseHandSize, Count: r.holds[k.As]}
	}
	r.known = sortedHand(k.Hand)
	r.base = sim{b: g.Board(), marker: g.Marker(), next: 2}
	if r.phase != ref.PhaseReveal {
		r.base.order = g.Revealed()
		r.base.next = 0
		if g.Due() != r.base.order[0] {
			r.base.next = 1
		}
	}
	b := g.Board()
	switch r.phase {
	case ref.PhaseReveal:
		if len(r.known) == 0 {
			return nil, &Refusal{Reason: RefuseHandEmpty}
		}
		for _, c := range r.known {
			r.cands = append(r.cands, Choice{Kind: Reveal, Card: c})
		}
	case ref.PhasePlace:
		r.cands = AppendPlacements(nil, &b, g.Due())
	case ref.PhaseRaccoon:
		r.cands = appendRaccoonMoves(nil, &b, Choice{Kind: Move, Card: g.Due()})
	}
	return r, nil
}

// deal is one determinization: the asker's missing hand cards, the other
// hand and both piles dealt from the unseen cards.
func (r *root) deal(rng *rand.Rand) sim {
	s := r.base
	var buf [12]ref.Card
	for col := range r.hidden {
		cards := append(buf[:0], r.hidden[col]...)
		rng.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
		n := 0
		if ref.Colour(col) == r.as {
			n = copy(s.hand[col][:], r.known)
		}
		for n < r.holds[col] && len(cards) > 0 {
			s.hand[col][n] = cards[0]
			cards = cards[1:]
			n++
		}
		s.nh[col] = n
		s.np[col] = copy(s.pile[col][:], cards)
	}
	return s
}

// playout plays choice c from a determinization to the end and returns the
// asker's margin and win.
func (r *root) playout(c Choice, s sim, rng *rand.Rand) (margin, win float64) {
	pol := [2]Policy{playoutPolicy, playoutPolicy}
	switch c.Kind {
	case Reveal:
		other := r.as.Other()
		o := pol[other].Reveal(&s.b, other, s.hands(other), rng)
		if r.as == ref.White {
			s.reveal(c.Card, o)
		} else {
			s.reveal(o, c.Card)
		}
	default:
		s.b, _ = apply(s.b, c)
		s.placed()
	}
	s.play(pol, rng)
	return s.result(r.as)
}

// playoutPolicy is how both players play in a playout.
var playoutPolicy Policy = noisy{temp: 0.35}

// Rated is a choice with what the playouts made of it.
type Rated struct {
	Choice   Choice
	Margin   float64 // mean final own − other points
	Win      float64 // share won, a draw counting half
	Playouts int
	key      float64
	stage    int
}

// Hint is the engine's advice: the phase ("reveal" or "place"), the card
// due (NoCard when a reveal is due) and the choices, best first.
type Hint struct {
	Reveal bool
	Card   ref.Card
	Moves  []Rated
}

// Options are a search's budget and seed.
type Options struct {
	Playouts int
	Seed     uint64
}

// DefaultPlayouts is the budget of a hint when none is given.
const DefaultPlayouts = 2000

// Advise ranks the asker's choices now.
func Advise(k Knowledge, o Options) (Hint, error) {
	r, err := newRoot(k)
	if err != nil {
		return Hint{}, err
	}
	res := r.search(o, -1)
	h := Hint{Reveal: r.phase == ref.PhaseReveal, Moves: res.rated}
	if !h.Reveal {
		h.Card = r.due
	}
	return h, nil
}

// sortRated orders the choices best first: those that lasted longest in
// the search, then by key, then in listing order (stable).
func sortRated(rs []Rated) {
	slices.SortStableFunc(rs, func(a, b Rated) int {
		switch {
		case a.stage != b.stage:
			return b.stage - a.stage
		case a.key > b.key:
			return -1
		case a.key < b.key:
			return 1
		}
		return 0
	})
}
