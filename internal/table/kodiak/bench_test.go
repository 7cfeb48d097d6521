package kodiak_test

import (
	"testing"

	"codeberg.org/schiri/schiri/internal/store"
	"codeberg.org/schiri/schiri/internal/table"
	tk "codeberg.org/schiri/schiri/internal/table/kodiak"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
)

// played saves a five-player game with n of its 600 rounds played.
func played(b *testing.B, svc *table.Service, n int) string {
	b.Helper()
	total := 600
	g, err := referee.NewGame([]string{"Ana", "Ben", "Cleo", "Dana", "Emil"}, "", referee.Length{Rounds: &total})
	if err != nil {
		b.Fatal(err)
	}
	for range n {
		k, _ := g.KodiakNext()
		sh := &referee.Sheet{}
		for _, p := range g.Players {
			e := referee.Entry{Name: p, Cards: []referee.Card{5}}
			if p == k {
				e = referee.Entry{Name: p, Cards: []referee.Card{}, Catches: 3}
			}
			sh.Players = append(sh.Players, e)
		}
		next, r := g.Apply(sh)
		if !r.Valid() {
			b.Fatal(r.Errors[0])
		}
		g = next
	}
	id, err := svc.Create(tk.Kind, "", tk.SavedOf(g))
	if err != nil {
		b.Fatal(err)
	}
	return id
}

// BenchmarkStatus is what `kodiak status` does besides starting: read the
// save, replay it and build the status document, for 100 and 590 rounds.
func BenchmarkStatus(b *testing.B) {
	svc := table.New(store.New(b.TempDir()))
	for _, n := range []int{100, 590} {
		id := played(b, svc, n)
		b.Run(map[int]string{100: "rounds100", 590: "rounds590"}[n], func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				g, _, err := tk.Load(svc, id)
				if err != nil {
					b.Fatal(err)
				}
				_ = tk.NewStatus(id, g)
			}
		})
	}
}
