package katzundmaus

import (
	"errors"

	"codeberg.org/schiri/schiri/internal/table"
	km "codeberg.org/schiri/schiri/referee/katzundmaus"
)

// ErrChanged refuses a save when the game was moved on elsewhere since it
// was read: nothing is written.
var ErrChanged = errors.New("katzundmaus: the game was moved on elsewhere")

// Load reads a saved game and replays it; a record that no longer replays
// is a damaged save.
func Load(svc *table.Service, id string) (*Saved, *km.Game, *km.Record, error) {
	var s Saved
	if err := svc.Load(Kind, id, &s); err != nil {
		return nil, nil, nil, err
	}
	g, rec, err := s.Rebuild()
	if err != nil {
		return nil, nil, nil, svc.Store.Damaged(Kind, id, err)
	}
	return &s, g, rec, nil
}

// Create saves a new game of setup with no moves yet, under name (a safe
// game ID, or "" for a fresh "katzundmaus-N"), and returns its ID.
func Create(svc *table.Service, name string, setup Setup) (string, error) {
	s := Saved{Setup: setup}
	s.SetRecord(&km.Record{Seed: setup.Seed})
	return svc.Create(Kind, name, &s)
}

// Save writes rec as the game's record, as one read-modify-write under the
// store's lock: refused with ErrChanged when the saved record is no longer
// before (another process moved the game on). setup, when not nil, is
// saved too (a level chosen on resuming).
func Save(svc *table.Service, id, before string, rec *km.Record, setup *Setup) error {
	var s Saved
	return svc.Update(Kind, id, &s, func() error {
		if s.Record() != before {
			return ErrChanged
		}
		if setup != nil {
			s.Setup = *setup
		}
		s.SetRecord(rec)
		return nil
	})
}
