// Package codenames referees Codenames (SPEC §3): key grids generated from a
// short seed code (rulings C1, C2), clue checking (C3), and a game state that
// applies clues, guesses and passes by rulings C4 and C5.
//
// The package is pure: it parses strings and returns values, verdicts
// (*rules.Verdict) and parse errors (*ParseError); it never prints.
package codenames
