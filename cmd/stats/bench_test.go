package stats

import (
	kscore "codeberg.org/schiri/schiri/scoring/kodiak"
	"fmt"
	"testing"
	"time"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/store"
	kodiak "codeberg.org/schiri/schiri/referee/kodiak"
	"github.com/stretchr/testify/require"
)

// saveKodiakGames saves n finished Kodiak games of four players and the
// given number of rounds each (a multiple of four) in dir.
func saveKodiakGames(tb testing.TB, dir string, n, rounds int) {
	tb.Helper()
	st := store.New(dir)
	players := []string{"Ana", "Ben", "Cleo", "Dave", "Emil", "Fritzi"}
	for i := range n {
		seats := []string{players[i%6], players[(i+1)%6], players[(i+2)%6], players[(i+3)%6]}
		g, err := kodiak.NewGame(seats, "", kodiak.Length{Rounds: &rounds})
		require.NoError(tb, err)
		for r := range rounds {
			s := &kodiak.Sheet{}
			k, _ := g.KodiakNext()
			for j, p := range seats {
				e := kodiak.Entry{Name: p, Cards: []kodiak.Card{kodiak.Card((i + r + j) % 14)}}
				switch {
				case p == k:
					e.Cards, e.Catches = e.Cards[:0], 3
				case (r+j)%4 == 0 && seats[(r+1)%4] != k:
					e.Cards = []kodiak.Card{}
				}
				s.Players = append(s.Players, e)
			}
			next, rep := g.Apply(s)
			if !rep.Valid() {
				// the Kodiak went out: nobody else may have
				for j := range s.Players {
					if s.Players[j].Name != k && len(s.Players[j].Cards) == 0 {
						s.Players[j].Cards = []kodiak.Card{5}
					}
				}
				next, rep = g.Apply(s)
			}
			require.True(tb, rep.Valid(), "%v", rep.Errors)
			g = next
		}
		rec := g.Record()
		require.NoError(tb, st.Create("kodiak", fmt.Sprintf("g%d", i), &store.Saved[kodiak.Setup, kodiak.Sheet, *struct{}]{Setup: rec.Setup, Moves: rec.Moves}))
	}
}

// BenchmarkStats500 is `schiri stats` over 500 saved games of 20 rounds:
// every file read and replayed through the referee, the figures and the
// text. SPEC §8 asks for well under a second.
func BenchmarkStats500(b *testing.B) {
	dir := b.TempDir()
	saveKodiakGames(b, dir, 500, 20)
	// the CPU time too: on a shared machine the wall time says more about
	// the neighbours than about schiri
	cpu := cpuTime
	start := cpu()
	for b.Loop() {
		ios, _, _, _ := cli.Test()
		f := cli.NewFactory("test")
		f.IO = ios
		f.SetConfig(&cli.Config{Lang: "en", DataDir: dir})
		require.NoError(b, Run(&Options{F: f}))
	}
	b.ReportMetric(float64(cpu()-start)/float64(time.Millisecond)/float64(b.N), "cpu-ms/op")
}

// TestStatsOverManyGames checks the benchmark's games (fewer of them).
func TestStatsOverManyGames(t *testing.T) {
	dir := t.TempDir()
	saveKodiakGames(t, dir, 50, 20)
	ios, _, _, errOut := cli.Test()
	f := cli.NewFactory("test")
	f.IO = ios
	f.SetConfig(&cli.Config{Lang: "en", DataDir: dir})
	doc, err := Compute(&Options{F: f})
	require.NoError(t, err)
	require.Empty(t, errOut.String())
	k := doc.Section("kodiak").(kscore.Figures)
	require.Equal(t, 50, k.Games)
	games, rounds := 0, 0
	for _, p := range k.Players {
		games += p.Games
		rounds += p.Rounds
	}
	require.Equal(t, 50*4, games, "four players in each game")
	require.Equal(t, 50*4*20, rounds)
}
