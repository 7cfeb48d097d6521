package coach

import (
	"math/rand/v2"

	km "codeberg.org/schiri/schiri/referee/katzundmaus"
)

// unseen is the multiset of cards the mover cannot see, as the mover can
// know it: every card of the three decks that it has not seen. Where the
// position shows every hidden card (a dealt game, a replayed record), those
// are exactly the cards not seen — a player who remembers the game knows
// them as a set, never their places. Where it shows only counts, the set is
// worked out from what is seen: the decks less the seen cards less the
// cards of completed build piles (each taken as A to Q; a rank that cannot
// spare a card gave a king instead), and where the counts still do not add
// up, the most plentiful ranks first. It depends on nothing the mover
// cannot see.
func unseen(g *km.Game, p km.Player) []km.Card {
	hidden := g.Hidden(p)
	var pool [km.King + 1]int
	seen := g.Seen(p)
	slots := 0
	for _, c := range hidden {
		if c == km.Unknown {
			slots++
		} else {
			seen[c]++
		}
	}
	out := make([]km.Card, 0, len(hidden))
	for _, c := range hidden {
		if c != km.Unknown {
			out = append(out, c)
		}
	}
	if slots == 0 {
		sortCards(out) // a set: its order must not tell where the cards lie
		return out
	}
	total := 0
	for r := km.Ace; r <= km.King; r++ {
		pool[r] = max(0, km.PerRank-seen[r])
		total += pool[r]
	}
	for total-slots >= 12 && removePile(&pool) {
		total -= 12
	}
	for ; total > slots; total-- {
		big := km.Ace
		for r := km.Ace; r <= km.King; r++ {
			if pool[r] > pool[big] {
				big = r
			}
		}
		pool[big]--
	}
	for r := km.Ace; total < slots; r = r%km.King + 1 {
		pool[r]++
		total++
	}
	for r := km.Ace; r <= km.King; r++ {
		for range pool[r] {
			out = append(out, r)
		}
	}
	sortCards(out)
	return out
}

// removePile takes the cards of one completed build pile out of pool: A to
// Q, a king for a rank with none left. False when it cannot.
func removePile(pool *[km.King + 1]int) bool {
	need := 0
	for r := km.Ace; r <= km.Queen; r++ {
		if pool[r] == 0 {
			need++
		}
	}
	if need > pool[km.King] {
		return false
	}
	for r := km.Ace; r <= km.Queen; r++ {
		if pool[r] > 0 {
			pool[r]--
		} else {
			pool[km.King]--
		}
	}
	return true
}

func sortCards(cs []km.Card) {
	for i := 1; i < len(cs); i++ {
		for j := i; j > 0 && cs[j] < cs[j-1]; j-- {
			cs[j], cs[j-1] = cs[j-1], cs[j]
		}
	}
}

// determinize is g with the cards p cannot see dealt at random from set.
func determinize(g *km.Game, p km.Player, set []km.Card, rng *rand.Rand, buf []km.Card) *km.Game {
	buf = append(buf[:0], set...)
	rng.Shuffle(len(buf), func(i, j int) { buf[i], buf[j] = buf[j], buf[i] })
	d := g.Clone()
	d.SetHidden(p, buf)
	return d
}
