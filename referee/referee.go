// Package referee is the contract every game of schiri follows, and its
// shared vocabulary. Each referee/<game> package offers the same verbs with
// the same meaning:
//
//   - a game value (*Game), never changed in place by the contract's verbs;
//   - Legal() — every legal move now. Kodiak's move is a whole round sheet,
//     so its Legal is a validation (Game.Apply reports what a sheet breaks);
//     a Codenames clue is open-ended text, so Legal lists guesses and the
//     pass, and a clue is validated when applied;
//   - Apply(move) (*Game, error) — the game after the move, or nil and a
//     *rules.Verdict (the clause it breaks); never a half-changed game;
//   - Outcome() — over or not, the winner, and the clause that ended it;
//   - Record() and Replay(record) — the setup plus the moves, and the game
//     rebuilt from them; Undo() is Replay of all but the last move. A saved
//     game is exactly this record (internal/store: setup and moves).
//
// And one vocabulary for what goes wrong: input that cannot be read is a
// *ParseError (line, token, message key, the clause where one applies, the
// tokens that would have been valid); a refused move is a *rules.Verdict
// (the clause and a message key); a check of a whole input (a Kodiak sheet,
// an Instinkt layout, a Katz und Maus position) is a rules.Report — errors
// and warnings, each a verdict, with the grid cell it concerns where there
// is one (rules.Verdict.Cell).
//
// referee/refereetest runs every game through this contract from many
// seeds.
package referee

import "codeberg.org/schiri/schiri/rules"

// Outcome is where a game stands.
type Outcome struct {
	Over bool
	// Winner names the winner in the game's own terms ("red", "A",
	// "white", a player's name); "" while the game runs or for a draw.
	Winner string
	// Rule is the clause that ended the game ("" while it runs).
	Rule rules.ID
}
