// Package coach is the Katz und Maus engine behind `katzundmaus hint`,
// `review` and the bot of `play` (SPEC §4, the coach), and the two
// baselines every figure is measured against (Random, Greedy).
//
// The engine decides from what the mover knows: its own hand and stock top,
// the other stock's top, every discard and build pile, and the counts. The
// cards it cannot see (its own stock below the top, the other hand and
// stock, the talon) it deals at random from the set of unseen cards, many
// times over (determinization), and plays every candidate on the same deals
// to the end of the game (common random numbers), with playouts that play
// well: the built-in greedy bot (km.Bot), which wins most games against the
// baselines.
//
// Its choices are plans (Plan): the moves of a turn up to the move that
// ends it or that shows a card the mover cannot know yet. The plans are
// found by a search over every order of moves within the turn (orders that
// reach the same position merged), ranked first by what they do at once
// (stock cards played, kings spent, piles opened to the other stock card),
// and the best few are played out. The budget goes to them by sequential
// halving: each round plays every plan left on fresh deals and keeps the
// better half, so the last plans standing have most of the playouts.
//
// The same position, budget and seed give the same answer on any number of
// cores: deal i always comes from PCG(seed, i), and the results of the
// workers are added up in a fixed order.
package coach

import (
	"errors"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"

	km "codeberg.org/schiri/schiri/referee/katzundmaus"
)

// Options is the engine's budget.
type Options struct {
	Playouts   int    // playouts for one decision (DefaultPlayouts when 0)
	Seed       uint64 // the deals' seed
	Workers    int    // goroutines (GOMAXPROCS when 0); the answer does not depend on it
	Candidates int    // plans played out (DefaultCandidates when 0)
	Horizon    int    // turns a playout plays before it is judged (DefaultHorizon when 0; -1 to the end)
}

// DefaultHorizon is how many turns (of both players) a playout plays
// before it is judged by the stock cards each has left.
const DefaultHorizon = 4

// DefaultPlayouts answers a hint within half a second on a 2-core machine.
const DefaultPlayouts = 3000

// DefaultCandidates is how many plans are played out.
const DefaultCandidates = 12

// Errors for positions the engine cannot advise on.
var (
	ErrOver         = errors.New("coach: the game is over")
	ErrHandUnknown  = errors.New("coach: the mover's hand is not shown")
	ErrStockUnknown = errors.New("coach: the mover's stock top is not shown")
)

// Choice is a plan with what the playouts said of it.
type Choice struct {
	Plan
	Playouts int
	Win      float64 // share of playouts the mover won (a draw counts half)
	Margin   float64 // mean stock cards the mover was ahead at the end (other's stock − own)
}

// Result is the engine's answer: the choices best first.
type Result struct {
	Choices  []Choice
	Playouts int // playouts played in all
}

type tally struct {
	n, win, margin int // win in thousandths
}

func (t tally) score() float64 {
	if t.n == 0 {
		return -1e9
	}
	return (float64(t.win)/1000 + 0.02*float64(t.margin)) / float64(t.n)
}

// Hint is the engine's choice for the player to move in g. extra plans
// (a review's played moves) are played out beside the engine's own and
// kept to the end.
func Hint(g *km.Game, o Options, extra ...[]km.Move) (*Result, error) {
	if err := advisable(g); err != nil {
		return nil, err
	}
	o = o.withDefaults()
	p := g.Turn()
	all := plans(g)
	cands := shortlist(g, all, o.Candidates)
	forced := 0
	for _, moves := range extra {
		cands = append(cands, Plan{Moves: moves})
		forced++
	}
	cands = dedupe(g, cands, forced)
	set := unseen(g, p)
	e := &search{g: g, p: p, set: set, o: o, tallies: make([]tally, len(cands))}
	e.halve(cands, forced)
	res := &Result{Playouts: e.played}
	for i, c := range cands {
		t := e.tallies[i]
		ch := Choice{Plan: c, Playouts: t.n}
		if t.n > 0 {
			ch.Win = float64(t.win) / 1000 / float64(t.n)
			ch.Margin = float64(t.margin) / float64(t.n)
		}
		res.Choices = append(res.Choices, ch)
	}
	order := e.order
	res.Choices = permute(res.Choices, order)
	return res, nil
}

func permute(cs []Choice, order []int) []Choice {
	out := make([]Choice, 0, len(cs))
	for _, i := range order {
		out = append(out, cs[i])
	}
	return out
}

func (o Options) withDefaults() Options {
	if o.Playouts <= 0 {
		o.Playouts = DefaultPlayouts
	}
	if o.Workers <= 0 {
		o.Workers = runtime.GOMAXPROCS(0)
	}
	if o.Horizon == 0 {
		o.Horizon = DefaultHorizon
	}
	if o.Candidates <= 0 {
		o.Candidates = DefaultCandidates
	}
	return o
}

// advisable says why the engine cannot advise in g, if it cannot.
func advisable(g *km.Game) error {
	if g.Over() {
		return ErrOver
	}
	p := g.Turn()
	for i := range g.HandCount(p) {
		if g.HandCard(p, i) == km.Unknown {
			return ErrHandUnknown
		}
	}
	if g.StockCount(p) > 0 && g.StockTop(p) == km.Unknown {
		return ErrStockUnknown
	}
	return nil
}

// search is one decision's playouts.
type search struct {
	g       *km.Game
	p       km.Player
	set     []km.Card
	o       Options
	tallies []tally
	order   []int // the candidates, best first, once halve is done
	deals   int   // deals used so far
	played  int
}

// halve spends the budget by sequential halving over the candidates; the
// first forced candidates stay to the end.
func (e *search) halve(cands []Plan, forced int) {
	alive := make([]int, len(cands))
	for i := range alive {
		alive[i] = i
	}
	rounds := 1
	for n := len(cands); n > 2; n = (n + 1) / 2 {
		rounds++
	}
	var out []int // eliminated, worst last
	budget := e.o.Playouts
	for r := range rounds {
		per := max(1, budget/(rounds*len(alive)))
		if r == rounds-1 { // the last round spends what is left
			per = max(per, (budget-e.played)/len(alive))
		}
		e.run(cands, alive, per)
		slices.SortStableFunc(alive, func(a, b int) int {
			return cmpScore(e.tallies[b].score(), e.tallies[a].score())
		})
		if r == rounds-1 || len(alive) <= 1 {
			break
		}
		keep := (len(alive) + 1) / 2
		var kept, dropped []int
		for i, c := range alive {
			if i < keep || c >= len(cands)-forced {
				kept = append(kept, c)
			} else {
				dropped = append(dropped, c)
			}
		}
		out = append(dropped, out...)
		alive = kept
	}
	slices.SortStableFunc(out, func(a, b int) int {
		return cmpScore(e.tallies[b].score(), e.tallies[a].score())
	})
	e.order = append(alive, out...)
}

func cmpScore(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// run plays every alive candidate on the same per fresh deals.
func (e *search) run(cands []Plan, alive []int, per int) {
	first := e.deals
	e.deals += per
	jobs := per * len(alive)
	w := min(e.o.Workers, jobs)
	parts := make([][]tally, w)
	var wg sync.WaitGroup
	for k := range w {
		parts[k] = make([]tally, len(cands))
		lo, hi := jobs*k/w, jobs*(k+1)/w
		wg.Add(1)
		go func() {
			defer wg.Done()
			var buf []km.Card
			bots := [2]km.Bot{}
			for j := lo; j < hi; j++ {
				deal := first + j/len(alive)
				c := alive[j%len(alive)]
				rng := rand.New(rand.NewPCG(e.o.Seed, uint64(deal)))
				d := determinize(e.g, e.p, e.set, rng, buf)
				win, margin := playout(d, e.p, cands[c].Moves, &bots, e.o.Horizon)
				t := &parts[k][c]
				t.n++
				t.win += win
				t.margin += margin
			}
		}()
	}
	wg.Wait()
	for _, part := range parts {
		for c, t := range part {
			e.tallies[c].n += t.n
			e.tallies[c].win += t.win
			e.tallies[c].margin += t.margin
		}
	}
	e.played += jobs
}

// maxPlayoutMoves stops a playout that would not end (it never happens
// with the bot; it guards the loop).
const maxPlayoutMoves = 20000

// playout plays moves on d, then lets the bots play the rest of the turn
// and horizon more turns (to the end when horizon < 0); it returns p's
// result in thousandths (1000 won, 500 drawn, 0 lost; a playout stopped at
// the horizon counts the chance that its stock cards ahead give, 1/(1+e^(−0.4·ahead)))
// and the stock cards p is ahead.
func playout(d *km.Game, p km.Player, moves []km.Move, bots *[2]km.Bot, horizon int) (int, int) {
	for _, m := range moves {
		if d.Play(m) != nil {
			return 0, -99 // cannot happen: plans are legal in every deal
		}
	}
	turns := 0
	for n := 0; !d.Over() && n < maxPlayoutMoves; n++ {
		t := d.Turn()
		if d.Play(bots[t].Next(d)) != nil {
			break
		}
		if d.TurnEnded() {
			turns++
			if horizon >= 0 && turns > horizon {
				break
			}
		}
	}
	margin := d.StockCount(p.Other()) - d.StockCount(p)
	switch d.Result() {
	case km.Drawn:
		return 500, margin
	case km.Running:
		return chance[min(max(margin, -15), 15)+15], margin
	case km.WonByA:
		if p == km.A {
			return 1000, margin
		}
	case km.WonByB:
		if p == km.B {
			return 1000, margin
		}
	}
	return 0, margin
}

// chance is the share of games won from a stock lead of −15 … 15 cards, in
// thousandths.
var chance = func() (c [31]int) {
	for i := range c {
		c[i] = int(math.Round(1000 / (1 + math.Exp(-0.4*float64(i-15)))))
	}
	return c
}()
