package kodiak

import (
	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/table"
	tk "codeberg.org/schiri/schiri/internal/table/kodiak"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
)

// The saved game, its draft and the documents are the table's (package
// internal/table/kodiak); the commands render them.
type (
	roundDraft  = tk.Draft
	verdictJSON = tk.VerdictJSON
	scoreDoc    = tk.ScoreDoc
	statusDoc   = tk.Status
	listEntry   = tk.ListEntry
	rejectedDoc = tk.Rejected
)

var (
	newScoreDoc   = func(f *cli.Factory, s *referee.Sheet, r referee.Report) *scoreDoc { return tk.NewScoreDoc(f, s, r) }
	newStatusDoc  = tk.NewStatus
	newHistoryDoc = tk.NewHistory
	newExportDoc  = tk.NewExport
)

// svc is the table over the command's store.
func svc(f *cli.Factory) *table.Service { return f.Table() }
