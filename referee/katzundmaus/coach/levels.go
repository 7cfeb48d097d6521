package coach

import km "codeberg.org/schiri/schiri/referee/katzundmaus"

// The levels of the bot of `katzundmaus play`, weakest first.
const (
	LevelGreedy    = 1 // SPEC §4's greedy baseline
	LevelBot       = 2 // the built-in greedy bot (km.Bot)
	LevelQuick     = 3 // the engine with QuickPlayouts
	LevelStrongest = 4 // the engine with DefaultPlayouts
	MaxLevel       = LevelStrongest
)

// QuickPlayouts is level 3's budget.
const QuickPlayouts = 300

// PlayTurn plays the turn of the player to move in g (in place) at level,
// until the turn or the game ends, and returns its moves. Decision i of the
// turn is searched with seed+i, so the same game and seed give the same turn.
func PlayTurn(g *km.Game, level int, seed uint64) []km.Move {
	p := g.Turn()
	var moves []km.Move
	var next func() []km.Move
	switch level {
	case LevelGreedy:
		var gr Greedy
		next = func() []km.Move { return []km.Move{gr.Next(g)} }
	case LevelBot:
		var b km.Bot
		next = func() []km.Move { return []km.Move{b.Next(g)} }
	default:
		o := Options{Playouts: DefaultPlayouts, Seed: seed}
		if level == LevelQuick {
			o.Playouts = QuickPlayouts
		}
		next = func() []km.Move {
			res, err := Hint(g, o)
			o.Seed++
			if err != nil || len(res.Choices) == 0 {
				var b km.Bot
				return []km.Move{b.Next(g)}
			}
			return res.Choices[0].Moves
		}
	}
	for len(moves) < maxPlayoutMoves && !g.Over() && g.Turn() == p {
		for _, m := range next() {
			if g.Play(m) != nil {
				return moves // cannot happen: every choice is legal
			}
			moves = append(moves, m)
		}
	}
	return moves
}
