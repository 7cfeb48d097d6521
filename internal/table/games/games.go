// Package games is the registry: the one list of the games a table serves.
// Adding a game is its line here (and its own packages).
package games

import (
	"codeberg.org/schiri/schiri/internal/table"
	"codeberg.org/schiri/schiri/internal/table/codenames"
	"codeberg.org/schiri/schiri/internal/table/instinkt"
	"codeberg.org/schiri/schiri/internal/table/katzundmaus"
	"codeberg.org/schiri/schiri/internal/table/kodiak"
	"codeberg.org/schiri/schiri/rules"
)

// All are the games schiri knows, in the order the front ends show them.
var All = []*table.Game{&kodiak.Entry, &codenames.Entry, &instinkt.Entry, &katzundmaus.Entry}

// Served are the games served to phones (those with roles), in that order.
func Served() []*table.Game {
	var out []*table.Game
	for _, g := range All {
		if g.Served() {
			out = append(out, g)
		}
	}
	return out
}

// ByKind is the game of a kind, or nil.
func ByKind(kind string) *table.Game {
	for _, g := range All {
		if g.Kind == kind {
			return g
		}
	}
	return nil
}

// Kinds are the kinds of All, in order.
func Kinds() []string {
	out := make([]string, len(All))
	for i, g := range All {
		out[i] = g.Kind
	}
	return out
}

// WithRules are the games whose rules are embedded, in the order of All
// (every front end lists rules in it); rule texts of a game the registry
// does not know come after them.
func WithRules() []string {
	var out []string
	for _, g := range All {
		if rules.KnownGame(g.Kind) {
			out = append(out, g.Kind)
		}
	}
	for _, g := range rules.Games() {
		if ByKind(g) == nil {
			out = append(out, g)
		}
	}
	return out
}
