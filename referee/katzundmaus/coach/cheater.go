package coach

import km "codeberg.org/schiri/schiri/referee/katzundmaus"

// Cheater is the engine with the cards it should not see: it plays out its
// plans on the real deal (perfect information), as a measure of how much a
// player could gain from knowing everything. Only the arena uses it.
type Cheater struct {
	Seed  uint64
	queue []km.Move
}

// Next is the cheater's next move.
func (c *Cheater) Next(g *km.Game) km.Move {
	if len(c.queue) == 0 {
		p := g.Turn()
		cands := dedupe(g, shortlist(g, plans(g), DefaultCandidates), 0)
		best, bestScore := 0, -1e18
		var bots [2]km.Bot
		for i, pl := range cands {
			win, margin := playout(g.Clone(), p, pl.Moves, &bots, -1)
			if s := float64(win) + float64(margin); s > bestScore {
				best, bestScore = i, s
			}
		}
		c.queue = append(c.queue[:0], cands[best].Moves...)
	}
	m := c.queue[0]
	c.queue = c.queue[1:]
	return m
}
