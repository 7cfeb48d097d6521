package coach

import (
	"testing"

	km "codeberg.org/schiri/schiri/referee/katzundmaus"
)

func greedy(uint64) km.Strategy   { return &Greedy{} }
func random(i uint64) km.Strategy { return NewRandom(i) }
func bot(uint64) km.Strategy      { return &km.Bot{} }
func engine(n int) Maker {
	return func(i uint64) km.Strategy { return &Player{Options: Options{Playouts: n, Seed: i, Workers: 1}} }
}

func TestArenaQuick(t *testing.T) {
	for _, c := range []struct {
		name string
		a, b Maker
		n    int
	}{
		{"engine300-greedy", engine(300), greedy, 100},
	} {
		s := Match(c.a, c.b, c.n, 1000, 2)
		lo, hi := s.Wilson()
		t.Logf("%s: %.3f [%.3f %.3f] of %d", c.name, s.Share(), lo, hi, s.Games)
	}
}
