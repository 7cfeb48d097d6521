package coach

import (
	"testing"

	km "codeberg.org/schiri/schiri/referee/katzundmaus"
)

func BenchmarkBotPlayout(b *testing.B) {
	var bots [2]km.Bot
	seed := uint64(0)
	for b.Loop() {
		g := km.Deal(seed)
		seed++
		playout(g, km.A, nil, &bots, -1)
	}
}

// BenchmarkHint is one hint at the default budget from a dealt game's
// first position (both cores).
func BenchmarkHint(b *testing.B) {
	g := km.Deal(7)
	for b.Loop() {
		if _, err := Hint(g, Options{Seed: 1}); err != nil {
			b.Fatal(err)
		}
	}
}
