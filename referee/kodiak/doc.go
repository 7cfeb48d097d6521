// Package kodiak referees Kodiak (SPEC §1): the cards and their values,
// round sheets (parsed from YAML or JSON with their seat order and line
// numbers, then judged clause by clause), and a saved game's rotation,
// length and rounds.
//
// The package does no I/O beyond reading a sheet from an io.Reader and never
// prints. Rule violations are *rules.Verdict values in a Report; malformed
// input is a *ParseError. Points are computed by scoring/kodiak.
package kodiak
