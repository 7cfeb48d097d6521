package katzundmaus

import (
	"codeberg.org/schiri/schiri/internal/table"
	km "codeberg.org/schiri/schiri/referee/katzundmaus"
	mscore "codeberg.org/schiri/schiri/scoring/katzundmaus"
	"codeberg.org/schiri/schiri/scoring/stats"
)

// Entry is Katz und Maus in the registry: its saved games count in the
// statistics; it has no roles, so it is not served to phones.
var Entry = table.Game{
	Kind:    Kind,
	Stats:   statsOf,
	Figures: stats.CountOf(mscore.Count),
	Referee: km.Referee,
}
