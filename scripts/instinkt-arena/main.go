// Command instinkt-arena measures Instinkt's coach (SPEC §2 "The coach"):
// it plays seeded games between the engine at given budgets and the
// baselines random and greedy — colours and the tiebreak marker
// alternating, each deal played from both sides — and prints each win
// share (a draw counts half) with its 95% Wilson interval, the mean margin
// and the CPU time per engine choice.
//
//	go run ./scripts/instinkt-arena -games 2000 -budgets 200,2000 -against greedy,random
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	ref "codeberg.org/schiri/schiri/referee/instinkt"
	"codeberg.org/schiri/schiri/referee/instinkt/coach"
)

func main() {
	games := flag.Int("games", 200, "games per pairing (a multiple of 4: each deal from both sides, with either marker)")
	budgets := flag.String("budgets", "200", "engine budgets in playouts per choice, comma-separated; 0 is greedy itself")
	against := flag.String("against", "greedy,random", "baselines: greedy, random")
	seed := flag.Uint64("seed", 1, "first deal's seed")
	flag.Parse()
	fmt.Printf("%-10s %-8s %6s %7s %17s %8s %12s\n", "engine", "against", "games", "share", "95% Wilson", "margin", "cpu/game")
	for _, bs := range strings.Split(*budgets, ",") {
		budget, err := strconv.Atoi(bs)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		for _, name := range strings.Split(*against, ",") {
			var base coach.Player
			switch name {
			case "greedy":
				base = coach.Baseline{Policy: coach.Greedy{}}
			case "random":
				base = coach.Baseline{Policy: coach.Random{}}
			default:
				fmt.Fprintln(os.Stderr, "unknown baseline", name)
				os.Exit(2)
			}
			var eng coach.Player = coach.Engine{Playouts: budget}
			label := strconv.Itoa(budget)
			if budget == 0 {
				eng, label = coach.Baseline{Policy: coach.Greedy{}}, "greedy"
			}
			run(label, name, eng, base, *games, *seed)
		}
	}
}

// run plays n games of eng against base and prints the line.
func run(label, name string, eng, base coach.Player, n int, seed uint64) {
	shares := make([]float64, n)
	margins := make([]float64, n)
	start := cpuTime()
	var wg sync.WaitGroup
	var done atomic.Int64
	next := make(chan int)
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				// game i: deal i/4; the engine white on even games; the
				// marker with white for games 0, 1 of every four
				engCol := ref.Colour(i % 2)
				marker := ref.Colour(i / 2 % 2)
				players := [2]coach.Player{eng, base}
				if engCol == ref.Black {
					players = [2]coach.Player{base, eng}
				}
				share, margin, err := coach.PlayGame(seed+uint64(i/4), marker, players)
				if err != nil {
					panic(err)
				}
				if engCol == ref.Black {
					share, margin = 1-share, -margin
				}
				shares[i], margins[i] = share, margin
				if d := done.Add(1); d%100 == 0 {
					fmt.Fprintf(os.Stderr, "%s %s: %d of %d games\n", label, name, d, n)
				}
			}
		}()
	}
	for i := 0; i < n; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
	cpu := cpuTime() - start
	s, m := 0.0, 0.0
	for i := range shares {
		s += shares[i]
		m += margins[i]
	}
	p := s / float64(n)
	lo, hi := coach.Wilson(p, n)
	fmt.Printf("%-10s %-8s %6d %6.1f%% [%5.1f%%, %5.1f%%] %+8.2f %12s\n", label, name, n, 100*p, 100*lo, 100*hi,
		m/float64(n), (cpu / time.Duration(n)).Round(time.Millisecond))
}
