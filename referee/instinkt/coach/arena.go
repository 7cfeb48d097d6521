package coach

import (
	"math"
	"math/rand/v2"

	ref "codeberg.org/schiri/schiri/referee/instinkt"
	score "codeberg.org/schiri/schiri/scoring/instinkt"
)

// Player decides at the table from what its colour knows.
type Player interface {
	// Choose is the player's choice now: the card to reveal when a reveal
	// is due, else the placement (or the raccoon's move) of its card due.
	Choose(k Knowledge, rng *rand.Rand) Choice
}

// Baseline is a Policy seated at the table.
type Baseline struct{ Policy }

// Choose asks the policy.
func (p Baseline) Choose(k Knowledge, rng *rand.Rand) Choice {
	g := k.Game
	b := g.Board()
	switch g.Phase() {
	case ref.PhaseReveal:
		return Choice{Kind: Reveal, Card: p.Reveal(&b, k.As, k.Hand, rng)}
	case ref.PhaseRaccoon: // only when a game is resumed between a raccoon and its move
		var buf [64]Choice
		cands := appendRaccoonMoves(buf[:0], &b, Choice{Kind: Move, Card: g.Due()})
		return cands[rng.IntN(len(cands))]
	}
	return p.Place(&b, g.Due(), rng)
}

// Engine is the coach at the table with a budget of playouts per choice.
type Engine struct{ Playouts int }

// Choose is the engine's best choice, searched with a seed drawn from rng.
func (e Engine) Choose(k Knowledge, rng *rand.Rand) Choice {
	h, err := Advise(k, Options{Playouts: e.Playouts, Seed: rng.Uint64()})
	if err != nil || len(h.Moves) == 0 {
		panic("coach: no choice for a player whose turn it is: " + err.Error())
	}
	return h.Moves[0].Choice
}

// Table is a game at the table between two players with hidden hands and
// piles: the referee's game, and each colour's hand and pile.
type Table struct {
	Game *ref.Game
	Hand [2][]ref.Card
	Pile [2][]ref.Card // drawn from the end
}

// Deal shuffles each colour's 12 cards into its pile and draws 3 cards
// into each hand; marker holds the tiebreak marker first.
func Deal(rng *rand.Rand, marker ref.Colour) *Table {
	t := &Table{Game: ref.NewGame(marker)}
	for col := range t.Pile {
		for r := 1; r <= 12; r++ {
			t.Pile[col] = append(t.Pile[col], ref.NewCard(ref.Colour(col), r))
		}
		rng.Shuffle(12, func(i, j int) { t.Pile[col][i], t.Pile[col][j] = t.Pile[col][j], t.Pile[col][i] })
	}
	t.draw()
	return t
}

// Knows is what colour col knows now.
func (t *Table) Knows(col ref.Colour) Knowledge {
	return Knowledge{Game: t.Game, As: col, Hand: t.Hand[col]}
}

func (t *Table) draw() {
	for col := range t.Hand {
		for len(t.Hand[col]) < handSize && len(t.Pile[col]) > 0 {
			n := len(t.Pile[col]) - 1
			t.Hand[col] = append(t.Hand[col], t.Pile[col][n])
			t.Pile[col] = t.Pile[col][:n]
		}
	}
}

// Step lets the players make the next choice (both reveals, or one
// placement) and applies it through the referee.
func (t *Table) Step(players [2]Player, rng *rand.Rand) error {
	g := t.Game
	var moves []ref.Move
	if g.Phase() == ref.PhaseReveal {
		w := players[ref.White].Choose(t.Knows(ref.White), rng).Card
		b := players[ref.Black].Choose(t.Knows(ref.Black), rng).Card
		moves = []ref.Move{{Kind: ref.MoveReveal, Card: w, Other: b}}
		for col, c := range [2]ref.Card{w, b} {
			t.Hand[col] = remove(t.Hand[col], c)
		}
	} else {
		col := g.Due().Colour()
		moves = players[col].Choose(t.Knows(col), rng).Moves()
	}
	for _, m := range moves {
		ng, err := g.Apply(m)
		if err != nil {
			return err
		}
		g = ng
	}
	t.Game = g
	if g.Phase() == ref.PhaseReveal || g.Over() { // the round is over (a snake round too)
		t.draw()
	}
	return nil
}

func remove(hand []ref.Card, c ref.Card) []ref.Card {
	out := hand[:0:0]
	for _, x := range hand {
		if x != c {
			out = append(out, x)
		}
	}
	return out
}

// Score is the final score with both hands (ruling I7).
func (t *Table) Score() score.Result {
	b := t.Game.Board()
	grid, _ := b.Final()
	return score.Score(grid, [2]ref.Hand{{Given: true, Cards: t.Hand[0]}, {Given: true, Cards: t.Hand[1]}})
}

// PlayGame plays one seeded game to its end and returns white's share (1,
// ½ for a draw, 0) and white's margin.
func PlayGame(seed uint64, marker ref.Colour, players [2]Player) (share, margin float64, err error) {
	rng := rand.New(rand.NewPCG(seed, 0x1157))
	t := Deal(rng, marker)
	for !t.Game.Over() {
		if err := t.Step(players, rng); err != nil {
			return 0, 0, err
		}
	}
	r := t.Score()
	margin = float64(r.Sides[ref.White].Points - r.Sides[ref.Black].Points)
	switch r.Winner {
	case score.WinnerWhite:
		share = 1
	case score.WinnerDraw:
		share = 0.5
	}
	return share, margin, nil
}

// Wilson is the 95% Wilson score interval of a share p over n games.
func Wilson(p float64, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959963984540054
	nf := float64(n)
	d := 1 + z*z/nf
	c := (p + z*z/(2*nf)) / d
	h := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / d
	return c - h, c + h
}
