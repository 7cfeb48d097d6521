package savedgames

import "codeberg.org/schiri/schiri/internal/table"

// Table is the Source of the data dir a table works on (the front ends'
// one door; they never reach the store).
func Table(svc *table.Service) Store { return Store{Store: svc.Store} }
