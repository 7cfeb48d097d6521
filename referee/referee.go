// Package referee is the contract every game of schiri follows, and its
// shared vocabulary. Each referee/<game> package offers the same verbs with
// the same meaning, written down as Go interfaces where the games really
// are alike (asserted at compile time in each game's contract.go):
//
//   - a game value (*Game), never changed in place by the contract's verbs;
//   - Outcome() — over or not, the winner, and the clause that ended it
//     (every game);
//   - Legal() — every legal move now, and Apply(move) (*Game, error) — the
//     game after the move, or nil and a *rules.Verdict (the clause it
//     breaks); never a half-changed game. Playable is these three. A
//     Codenames clue is open-ended text, so its Legal lists guesses and the
//     pass, and a clue is validated when applied;
//   - Undo() — the game without its last move, which is the replay of all
//     but the last move of its record (the setup plus the moves; a saved
//     game is exactly this record, internal/store: setup and moves).
//     Undoable is Outcome and Undo; Game is Playable and Undoable.
//
// What differs is kept as it is rather than forced into one shape:
//
//   - Kodiak's move is a whole round sheet, checked as a whole: there is
//     nothing to list, so it has no Legal, and its Apply returns a
//     rules.Report (every error and warning of the sheet, a warning not
//     stopping it) instead of one verdict. *kodiak.Game is Undoable only.
//   - A Katz und Maus *Game is a position (it may come from a position file)
//     with no history: it is Playable but has no Undo. The game as it is
//     played and saved, a deal with its record, is *katzundmaus.Recorded,
//     a full Game.
//   - Replay takes each game's own record type (a Kodiak or Codenames
//     Record, an Instinkt start marker and moves, a Katz und Maus record
//     replayed up to its first illegal move), so it is not an interface
//     method; Played.Replay is the record's replay with the types erased.
//
// Played is any game with its types erased, for code that holds every game
// in one list (the table's registry): moves are plain values, a refusal is
// an error, and each game's Referee func starts one from a random setup.
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
// seeds, and every game of the registry through Played.
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

// Playable is a game whose moves are listed: every legal move now, the game
// after one of them, and where it stands. G is the game's own type (its
// pointer), M its move.
type Playable[G any, M any] interface {
	// Legal lists every legal move now (none once the game is over);
	// moves whose legality is a validation (a Codenames clue) are not
	// listed.
	Legal() []M
	// Apply is the game after m, or nil and a *rules.Verdict; the game
	// it is called on is left as it is.
	Apply(m M) (G, error)
	Outcome() Outcome
}

// Undoable is a game that carries its record, so its last move can be
// taken back.
type Undoable[G any] interface {
	Outcome() Outcome
	// Undo is the game without its last move (the replay of all but the
	// last move), or an error when there is none to take back.
	Undo() (G, error)
}

// Game is the whole contract: a game whose moves are listed and can be
// taken back (Codenames, Instinkt, a Katz und Maus deal with its record).
type Game[G any, M any] interface {
	Playable[G, M]
	Undo() (G, error)
}
