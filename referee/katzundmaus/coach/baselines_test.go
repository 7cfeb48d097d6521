package coach

import (
	"fmt"
	"strings"
	"testing"

	km "codeberg.org/schiri/schiri/referee/katzundmaus"
	"github.com/stretchr/testify/assert"
)

// pos is a position of A to move: build piles, A's stock top, hand and
// discard piles, as space-separated ranks.
func pos(t *testing.T, build [4]string, stock, hand string, discard [4]string) *km.Game {
	t.Helper()
	list := func(s string) string {
		f := strings.Fields(s)
		for i := range f {
			f[i] = `"` + f[i] + `"`
		}
		return "[" + strings.Join(f, ",") + "]"
	}
	piles := func(p [4]string) string {
		return fmt.Sprintf("[%s,%s,%s,%s]", list(p[0]), list(p[1]), list(p[2]), list(p[3]))
	}
	return position(t, fmt.Sprintf(`{"turn": "A", "starts": "A", "talon": 30, "build": %s,
 "players": {"A": {"stock_top": "%s", "stock_count": 5, "hand": %s, "discard": %s},
   "B": {"stock_top": "J", "stock_count": 12, "hand_count": 5, "discard": [[], [], [], []]}}}`,
		piles(build), stock, list(hand), piles(discard)))
}

// Greedy follows SPEC §4 word for word, with the readings its
// documentation gives where SPEC is silent.
func TestGreedy(t *testing.T) {
	for name, c := range map[string]struct {
		build   [4]string
		stock   string
		hand    string
		discard [4]string
		want    string
	}{
		"the stock card whenever it can":         {[4]string{"A 2", "A 2 3"}, "4", "3 K", [4]string{"3"}, "s-b2"},
		"a stock king on the first pile":         {[4]string{"A 2", "A 2 3"}, "K", "3", [4]string{}, "s-b1"},
		"then a hand card that builds":           {[4]string{"A 2", ""}, "9", "7 3", [4]string{"A"}, "h3-b1"},
		"the lowest rank first, a king too":      {[4]string{"A 2 3 4 5 6 7 8", ""}, "J", "K 9", [4]string{}, "h9-b1"},
		"a king builds like any card":            {[4]string{"A 2", ""}, "9", "K 7", [4]string{}, "hK-b1"},
		"a discard top that builds":              {[4]string{"A 2", ""}, "9", "7 8", [4]string{"", "3"}, "d2-b1"},
		"the highest card, nearest above":        {[4]string{"A 2", "A 2"}, "9", "4 6", [4]string{"9", "7", "Q", "2"}, "h6-d2"},
		"its own rank is nearest":                {[4]string{"A 2", "A 2"}, "9", "4 6", [4]string{"9", "6", "7", "2"}, "h6-d2"},
		"nothing above: the first empty pile":    {[4]string{"A 2", "A 2"}, "9", "4 10", [4]string{"9", "", "7", ""}, "h10-d2"},
		"nothing above, none empty: the highest": {[4]string{"A 2", "A 2"}, "9", "4 10", [4]string{"9", "2", "7", "5"}, "h10-d1"},
	} {
		g := pos(t, c.build, c.stock, c.hand, c.discard)
		var gr Greedy
		assert.Equal(t, c.want, gr.Next(g).String(), name)
	}
}

// Random plays uniformly: over many draws every legal move comes up about
// equally often, and its turn ends only by a legal move.
func TestRandomIsUniform(t *testing.T) {
	g := pos(t, [4]string{"A 2", ""}, "9", "7 3", [4]string{"A"})
	legal := g.Legal()
	counts := map[km.Move]int{}
	r := NewRandom(1)
	const n = 20000
	for range n {
		counts[r.Next(g)]++
	}
	assert.Len(t, counts, len(legal))
	for _, m := range legal {
		assert.InDelta(t, n/len(legal), counts[m], float64(n/len(legal))*0.15, "%s", m)
	}
}

// The engine beats both baselines in a short seeded match (the arena,
// scripts/katzundmaus-arena, measures it over thousands of games).
func TestEngineBeatsBaselines(t *testing.T) {
	eng := func(i uint64) km.Strategy { return &Player{Options: Options{Playouts: 60, Seed: i}} }
	s := Match(eng, func(i uint64) km.Strategy { return NewRandom(i) }, 6, 1, 2)
	assert.Equal(t, 6, s.Wins, "against random")
	s = Match(eng, func(uint64) km.Strategy { return &Greedy{} }, 20, 1, 2)
	assert.Greater(t, s.Share(), 0.5, "against greedy: %+v", s)
}

func TestWilson(t *testing.T) {
	lo, hi := Score{Games: 100, Wins: 50}.Wilson()
	assert.InDelta(t, 0.404, lo, 0.001)
	assert.InDelta(t, 0.596, hi, 0.001)
	lo, hi = Score{Games: 2000, Wins: 2000}.Wilson()
	assert.InDelta(t, 0.998, lo, 0.001)
	assert.InDelta(t, 1.0, hi, 1e-9)
}
