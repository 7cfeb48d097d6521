// Command katzundmaus-arena plays seeded Katz und Maus games between the
// coach's engine and the baselines of SPEC §4 and prints each win share
// with its 95% Wilson interval (docs/katzundmaus-coach.md shows a run).
//
//	nice -n 10 go run ./scripts/katzundmaus-arena -games 2000 -budgets 100,300,1000
//
// Game i deals Deal(seed+i); the first player named plays A (and starts)
// in the even games and B in the odd ones.
package main

import (
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	km "codeberg.org/schiri/schiri/referee/katzundmaus"
	"codeberg.org/schiri/schiri/referee/katzundmaus/coach"
)

func main() {
	games := flag.Int("games", 1000, "games per match")
	engineGames := flag.Int("engine-games", 0, "games per match of the engine (default: -games)")
	seed := flag.Uint64("seed", 1, "the first deal's seed")
	budgets := flag.String("budgets", "", "engine budgets (playouts per decision), comma-separated; N:G plays G games at budget N")
	baselines := flag.Bool("baselines", true, "play the baselines against each other, and the bot and a cheater against greedy")
	vsRandom := flag.Bool("vs-random", true, "play the engine against random too")
	randomGames := flag.Int("random-games", 1000, "at most this many games of the engine against random")
	workers := flag.Int("workers", 2, "games at once")
	horizon := flag.Int("horizon", 0, "turns a playout plays before it is judged (0: the engine's default, -1: to the end)")
	candidates := flag.Int("candidates", 0, "plans played out (0: the engine's default)")
	flag.Parse()
	if *engineGames == 0 {
		*engineGames = *games
	}
	greedy := func(uint64) km.Strategy { return &coach.Greedy{} }
	random := func(i uint64) km.Strategy { return coach.NewRandom(i) }
	fmt.Printf("%-34s %6s %7s %17s %9s\n", "match", "games", "share", "95% (Wilson)", "time")
	if *baselines {
		bot := func(uint64) km.Strategy { return &km.Bot{} }
		cheat := func(i uint64) km.Strategy { return &coach.Cheater{Seed: i} }
		start := time.Now()
		report("greedy vs random", coach.Match(greedy, random, *games, *seed, *workers), start)
		start = time.Now()
		report("greedy vs greedy", coach.Match(greedy, greedy, *games, *seed, *workers), start)
		start = time.Now()
		report("bot (km.Bot) vs greedy", coach.Match(bot, greedy, *games, *seed, *workers), start)
		start = time.Now()
		report("cheater (sees all) vs greedy", coach.Match(cheat, greedy, *engineGames, *seed, *workers), start)
	}
	for _, b := range strings.Split(*budgets, ",") {
		if b == "" {
			continue
		}
		b, g, hasGames := strings.Cut(b, ":")
		n, err := strconv.Atoi(b)
		count := *engineGames
		if hasGames {
			count, err = strconv.Atoi(g)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "bad budget:", b)
			os.Exit(2)
		}
		eng := func(i uint64) km.Strategy {
			return &coach.Player{Options: coach.Options{Playouts: n, Seed: i, Workers: 1, Horizon: *horizon, Candidates: *candidates}}
		}
		start := time.Now()
		report(fmt.Sprintf("engine %d vs greedy", n), coach.Match(eng, greedy, count, *seed, *workers), start)
		if *vsRandom {
			start = time.Now()
			report(fmt.Sprintf("engine %d vs random", n), coach.Match(eng, random, min(count, *randomGames), *seed, *workers), start)
		}
	}
}

func report(name string, s coach.Score, start time.Time) {
	lo, hi := s.Wilson()
	fmt.Printf("%-34s %6d %6.1f%%   [%5.1f%%, %5.1f%%] %8.0fs\n", name, s.Games, 100*s.Share(), 100*lo, 100*hi, time.Since(start).Seconds())
}
