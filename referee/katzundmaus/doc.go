// Package katzundmaus referees Katz und Maus (SPEC §4), a two-player patience
// race played with three 52-card decks: each player tries to empty a stock of
// 15 cards onto four shared build piles that run from ace to queen, with kings
// as jokers.
//
// The package is pure: a Game is a plain value, Legal lists every legal move,
// Apply returns a new Game or a *rules.Verdict citing the SPEC clause, and the
// parsers (ParsePosition, ParseMove, ParseRecord) read io.Readers and report
// malformed input as *ParseError with line and token.
//
// Readings where SPEC is silent, shared with the rule texts:
//   - A round is a turn of the starting player followed by a turn of the other
//     player. The game ends by ruling M4 when the talon is empty at the end of
//     a turn of the player who did not start (after that player's refill).
//   - Moves after a turn end belong to the other player.
//   - A hand emptied onto the build piles is refilled with 5 cards (as far as
//     the talon lasts) at once; it is the same turn.
//   - Cards of a completed build pile leave the game; they are not shuffled back.
//   - Deal(seed): PCG(seed, 0) from math/rand/v2 drives a Fisher–Yates shuffle
//     of the 156 cards (12 × A..K in rank order); A's stock is cards 1–15
//     (top last), B's stock 16–30, A's hand 31–35, B's hand 36–40, the talon
//     41–156 (top last). A starts.
package katzundmaus
