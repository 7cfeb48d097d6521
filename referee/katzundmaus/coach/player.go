package coach

import (
	km "codeberg.org/schiri/schiri/referee/katzundmaus"
)

// Player is the engine as a km.Strategy: it asks Hint for a plan, plays its
// moves one by one and asks again when the plan is played (after a card it
// could not know has shown). Decision n is searched with the seed
// Seed+n, so a game replays the same with the same seed.
type Player struct {
	Options
	queue []km.Move
	n     uint64
}

// Next is the engine's next move.
func (pl *Player) Next(g *km.Game) km.Move {
	if len(pl.queue) == 0 {
		o := pl.Options
		o.Seed += pl.n
		pl.n++
		res, err := Hint(g, o)
		if err != nil || len(res.Choices) == 0 {
			var bot km.Bot
			return bot.Next(g)
		}
		pl.queue = append(pl.queue[:0], res.Choices[0].Moves...)
	}
	m := pl.queue[0]
	pl.queue = pl.queue[1:]
	return m
}
