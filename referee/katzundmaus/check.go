package katzundmaus

import "codeberg.org/schiri/schiri/rules"

// CheckResult is what Check found: the game after the legal moves, how many
// were applied, and the verdict against the first illegal one (nil if all
// were legal; its index is Applied+1, 1-based).
type CheckResult struct {
	Game    *Game
	Applied int
	Verdict *rules.Verdict
}

// Check applies the moves in order, each by whoever is to move then (moves
// after a turn end belong to the other player), and stops at the first
// illegal one.
func Check(g *Game, moves []Move) CheckResult {
	cur := g.Clone()
	for i, m := range moves {
		if v := cur.Play(m); v != nil {
			return CheckResult{Game: cur, Applied: i, Verdict: v}
		}
	}
	return CheckResult{Game: cur, Applied: len(moves)}
}
