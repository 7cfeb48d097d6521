//go:build linux

package e2e

import (
	"fmt"
	"path/filepath"
	"sort"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSixteenAtOnce lets 16 players' phones (processes) record rounds of
// one game at the same moment, each reading the status in between: 16
// goroutines, released together, each running `schiri kodiak round` and
// `schiri kodiak status` as real processes, 3 times. Every round lands
// exactly once: the positions the round commands report are 1…48 without
// gaps or repeats, the saved round at each position is the sheet that was
// sent for it, each sender's rounds keep their order, and a status read in
// between always sees a whole game (never a half-written file) that
// already holds the reader's own rounds.
func TestSixteenAtOnce(t *testing.T) {
	const (
		workers = 16
		each    = 3
	)
	home := t.TempDir()
	dataDir := filepath.Join(home, "data")
	sheets := filepath.Join(home, "sheets")
	for p := range workers {
		for j := range each {
			writeFile(t, filepath.Join(sheets, fmt.Sprintf("%d.yaml", p*10+j)), sheet(p*10+j))
		}
	}
	environ := env(home, dataDir)
	newGame(t, environ, "race")

	type sent struct{ p, j, pos int }
	var (
		mu    sync.Mutex
		all   []sent
		wg    sync.WaitGroup
		start = make(chan struct{})
	)
	begin := time.Now()
	for p := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			seen := 0 // rounds_played the last status showed
			for j := range each {
				r := schiri(t, environ, "kodiak", "round", "--game", "race", filepath.Join(sheets, fmt.Sprintf("%d.yaml", p*10+j)), "--json")
				if !assert.Equalf(t, 0, r.Code, "worker %d round %d\n%s", p, j, r) {
					return
				}
				var after status
				if !tryDecode(t, r, &after) {
					return
				}
				mu.Lock()
				all = append(all, sent{p, j, after.RoundsPlayed})
				mu.Unlock()

				r = schiri(t, environ, "kodiak", "status", "--game", "race", "--json")
				if !assert.Equalf(t, 0, r.Code, "worker %d status\n%s", p, r) {
					return
				}
				var st status
				if !tryDecode(t, r, &st) {
					return
				}
				assert.GreaterOrEqualf(t, st.RoundsPlayed, after.RoundsPlayed, "worker %d: status shows fewer rounds than its own round made", p)
				assert.GreaterOrEqualf(t, st.RoundsPlayed, seen, "worker %d: rounds went backwards", p)
				assert.GreaterOrEqualf(t, st.RoundsPlayed, j+1, "worker %d: its own rounds are not all there", p)
				seen = st.RoundsPlayed
			}
		}()
	}
	close(start)
	wg.Wait()
	if t.Failed() {
		return
	}

	require.Len(t, all, workers*each)
	sort.Slice(all, func(a, b int) bool { return all[a].pos < all[b].pos })
	g := loadGame(t, dataDir, "race")
	require.Len(t, g.Rounds, workers*each, "no round lost, none twice")
	last := make(map[int]int) // worker → position of its previous round
	for i, s := range all {
		require.Equalf(t, i+1, s.pos, "round positions must be 1…%d, each once", workers*each)
		assert.Equalf(t, wantSignature(s.p*10+s.j), signature(g.Rounds[i]), "round %d is worker %d's round %d", i+1, s.p, s.j)
		assert.Greaterf(t, s.pos, last[s.p], "worker %d's rounds keep their order", s.p)
		last[s.p] = s.pos
	}
	assert.ElementsMatch(t, []string{"race.json"}, entries(t, filepath.Join(dataDir, "kodiak")), "nothing beside the saved game")
	t.Logf("%d processes, %d rounds and %d status reads in %s", workers, workers*each, workers*each, time.Since(begin).Round(time.Millisecond))
}
