package codenames

import (
	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/table"
	tc "codeberg.org/schiri/schiri/internal/table/codenames"
)

// The saved game and the documents are the table's (package
// internal/table/codenames); the commands render them.
type (
	gameJSON      = tc.Status
	guessJSON     = tc.GuessDoc[gameJSON]
	rejectionJSON = tc.Rejection
	clueJSON      = tc.ClueDoc
	teamsJSON     = tc.Teams
)

var (
	gameDoc  = tc.NewStatus
	boardDoc = tc.NewBoard
)

// svc is the table over the command's store.
func svc(f *cli.Factory) *table.Service { return f.Table() }
