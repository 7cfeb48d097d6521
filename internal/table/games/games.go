// Package games is the registry: the one list of the games a table serves.
// Adding a game is its line here (and its own packages).
package games

import (
	"codeberg.org/schiri/schiri/internal/table"
	"codeberg.org/schiri/schiri/internal/table/codenames"
	"codeberg.org/schiri/schiri/internal/table/instinkt"
	"codeberg.org/schiri/schiri/internal/table/kodiak"
)

// All are the games at the table, in the order the front ends show them.
var All = []*table.Game{&kodiak.Entry, &codenames.Entry, &instinkt.Entry}

// ByKind is the game of a kind, or nil.
func ByKind(kind string) *table.Game {
	for _, g := range All {
		if g.Kind == kind {
			return g
		}
	}
	return nil
}
