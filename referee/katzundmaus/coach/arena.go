package coach

import (
	"math"
	"sync"

	km "codeberg.org/schiri/schiri/referee/katzundmaus"
)

// Maker makes a player for game i of a match.
type Maker func(i uint64) km.Strategy

// Score is a match's result for its first player.
type Score struct {
	Games, Wins, Draws int
}

// Share is the share of games won, a draw counting half.
func (s Score) Share() float64 {
	if s.Games == 0 {
		return 0
	}
	return (float64(s.Wins) + float64(s.Draws)/2) / float64(s.Games)
}

// Wilson is the 95% Wilson score interval of the share.
func (s Score) Wilson() (lo, hi float64) {
	if s.Games == 0 {
		return 0, 1
	}
	const z = 1.959963984540054
	n := float64(s.Games)
	p := s.Share()
	den := 1 + z*z/n
	mid := (p + z*z/(2*n)) / den
	half := z * math.Sqrt(p*(1-p)/n+z*z/(4*n*n)) / den
	return max(0, mid-half), min(1, mid+half)
}

// maxGameMoves ends a match game that would never end (no strategy here
// does that; it guards the loop).
const maxGameMoves = 100000

// Match plays games deals Deal(seed+i), i < games; a plays A (and starts) in
// the even games and B in the odd ones. workers games run at once.
func Match(a, b Maker, games int, seed uint64, workers int) Score {
	workers = max(1, min(workers, games))
	scores := make([]Score, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < games; i += workers {
				scores[w].add(playGame(a, b, uint64(i), seed))
			}
		}()
	}
	wg.Wait()
	var s Score
	for _, x := range scores {
		s.Games += x.Games
		s.Wins += x.Wins
		s.Draws += x.Draws
	}
	return s
}

func (s *Score) add(r km.Outcome, first km.Player) {
	s.Games++
	switch {
	case r == km.Drawn || r == km.Running:
		s.Draws++
	case (r == km.WonByA) == (first == km.A):
		s.Wins++
	}
}

func playGame(a, b Maker, i, seed uint64) (km.Outcome, km.Player) {
	g := km.Deal(seed + i)
	first := km.Player(i % 2)
	var players [2]km.Strategy
	players[first] = a(i)
	players[first.Other()] = b(i)
	for n := 0; !g.Over() && n < maxGameMoves; n++ {
		if g.Play(players[g.Turn()].Next(g)) != nil {
			break
		}
	}
	return g.Result(), first
}
