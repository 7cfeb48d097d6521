package coach

import (
	"math"
	"math/rand/v2"
	"runtime"
	"sync"
)

// searched is what a search found: every choice rated (best first) and,
// per choice in listing order, the margin of each sample it was played on.
type searched struct {
	rated   []Rated
	margins [][]float64
	wins    [][]float64
}

// search spends o.Playouts playouts on the root's choices by successive
// halving: every round the surviving choices are played on the same new
// determinizations (common random numbers) and the better half goes on.
// The choice pin (an index, -1: none) always goes on, so that it is
// measured as long as the best.
func (r *root) search(o Options, pin int) searched {
	n := len(r.cands)
	res := searched{margins: make([][]float64, n), wins: make([][]float64, n)}
	alive := make([]int, n)
	for i := range alive {
		alive[i] = i
	}
	stage := make([]int, n)
	rounds := 1
	for m := n; m > 1; m = (m + 1) / 2 {
		rounds++
	}
	if n == 1 {
		rounds = 1
	}
	budget := max(o.Playouts, n)
	sample := 0
	for round := 0; round < rounds; round++ {
		left := budget / (rounds - round)
		per := max(1, left/len(alive))
		r.runRound(o.Seed, alive, sample, per, &res)
		budget -= per * len(alive)
		sample += per
		for _, i := range alive {
			stage[i] = round
		}
		if round == rounds-1 || len(alive) == 1 {
			break
		}
		alive = r.halve(alive, pin, &res)
	}
	for i, c := range r.cands {
		rt := Rated{Choice: c, Playouts: len(res.margins[i]), stage: stage[i]}
		rt.Margin, rt.Win = mean(res.margins[i]), mean(res.wins[i])
		rt.key = rt.Win + rt.Margin/marginPerWin
		res.rated = append(res.rated, rt)
	}
	sortRated(res.rated)
	return res
}

// marginPerWin weighs the margin against the win share in the ranking:
// winning is what counts, the margin breaks near-ties more steadily.
const marginPerWin = 40

// halve keeps the better half of alive (and pin).
func (r *root) halve(alive []int, pin int, res *searched) []int {
	rs := make([]Rated, len(alive))
	for k, i := range alive {
		rs[k] = Rated{Playouts: i, key: mean(res.wins[i]) + mean(res.margins[i])/marginPerWin}
	}
	sortRated(rs)
	keep := (len(alive) + 1) / 2
	out := make([]int, 0, keep+1)
	for _, x := range rs[:keep] {
		out = append(out, x.Playouts)
	}
	for _, x := range rs[keep:] {
		if x.Playouts == pin {
			out = append(out, pin)
		}
	}
	return out
}

// runRound plays every choice in alive on samples from..from+per, on every
// core; each result has its slot, so the sums do not depend on timing.
func (r *root) runRound(seed uint64, alive []int, from, per int, res *searched) {
	jobs := len(alive) * per
	type out struct{ m, w float64 }
	results := make([]out, jobs)
	workers := min(runtime.GOMAXPROCS(0), jobs)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for j := w; j < jobs; j += workers {
				sample := uint64(from + j%per)
				deal := rand.New(rand.NewPCG(seed, 2*sample+1))
				play := rand.New(rand.NewPCG(seed^0x9e3779b97f4a7c15, 2*sample))
				m, win := r.playout(r.cands[alive[j/per]], r.deal(deal), play)
				results[j] = out{m, win}
			}
		}(w)
	}
	wg.Wait()
	for j, x := range results {
		i := alive[j/per]
		res.margins[i] = append(res.margins[i], x.m)
		res.wins[i] = append(res.wins[i], x.w)
	}
}

func mean(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := 0.0
	for _, x := range xs {
		s += x
	}
	return s / float64(len(xs))
}

// pairedGap is the mean of a − b over the samples both were played on
// (the first ones: every search plays the same samples in the same order),
// and its standard error.
func pairedGap(a, b []float64) (gap, se float64) {
	n := min(len(a), len(b))
	if n == 0 {
		return 0, 0
	}
	d := make([]float64, n)
	for i := range d {
		d[i] = a[i] - b[i]
	}
	gap = mean(d)
	if n < 2 {
		return gap, math.Inf(1)
	}
	v := 0.0
	for _, x := range d {
		v += (x - gap) * (x - gap)
	}
	return gap, math.Sqrt(v / float64(n-1) / float64(n))
}
