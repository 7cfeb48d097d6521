package instinkt

import (
	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/table"
	ti "codeberg.org/schiri/schiri/internal/table/instinkt"
)

// The saved game and the play document are the table's (package
// internal/table/instinkt); the commands render them.
type (
	savedGame = ti.Saved
	scoreJSON = ti.Score
)

// kind is the store's name for Instinkt games.
const kind = ti.Kind

var (
	toScoreJSON   = ti.NewScore
	layoutStrings = ti.LayoutStrings
	finalScore    = ti.FinalScore
)

// svc is the table over the command's store.
func svc(f *cli.Factory) *table.Service { return f.Table() }
