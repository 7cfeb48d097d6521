// Package games is the registry: the one list of the games a table serves.
// Adding a game is its line here (and its own packages).
package games

import (
	"codeberg.org/schiri/schiri/internal/table"
	"codeberg.org/schiri/schiri/internal/table/codenames"
	"codeberg.org/schiri/schiri/internal/table/instinkt"
	"codeberg.org/schiri/schiri/internal/table/katzundmaus"
	"codeberg.org/schiri/schiri/internal/table/kodiak"
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
