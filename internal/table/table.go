// Package table is the one door to the saved games for every front end:
// the CLI, the menu and the phones of `schiri serve` (SPEC §7) read and
// change games through it with Go values.
//
// A Service is a store with what the front ends share:
//   - Update: read, replay, change and write a game under the store's one
//     lock, so every check that decides an action runs inside it;
//   - List: the games of a kind, exactly as the store lists them (the CLI's
//     `list` and the server's games.json alike);
//   - Watch: one watcher of the data dir, whose changes (by this process at
//     once, by any other within the poll interval) are fanned out to every
//     subscriber of the game.
//
// What is each game's own — its saved type, its replay, its documents and
// role views — lives in the game's package under internal/table; the
// registry (Game) says, for each game, its roles, its actions and how a
// game is created and viewed.
package table

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"

	"codeberg.org/schiri/schiri/internal/osfile"
	"codeberg.org/schiri/schiri/internal/store"
	"codeberg.org/schiri/schiri/rules"
)

// Service is the table: the store of one data dir and its watcher.
type Service struct {
	Store *store.Store
	// Poll is how often the watcher looks at the games someone watches
	// (default 100 ms).
	Poll time.Duration

	mu     sync.Mutex
	subs   map[GameID]map[*sub]struct{}
	stamps map[GameID]string
	gens   map[GameID]uint64
	lasts  map[GameID]*rules.Verdict
	stop   chan struct{}
	closed bool
	wg     sync.WaitGroup
}

// GameID names one saved game.
type GameID struct{ Kind, ID string }

func (g GameID) String() string { return g.Kind + "/" + g.ID }

// New returns the service over st.
func New(st *store.Store) *Service {
	return &Service{Store: st}
}

// Update reads game kind/id into v under the store's lock, calls fn (which
// replays v, checks and changes it) and writes v when fn returns nil. An
// error from fn is returned unchanged and nothing is written. Subscribers of
// the game hear of a change at once.
func (s *Service) Update(kind, id string, v any, fn func() error) error {
	err := s.Store.Update(kind, id, v, fn)
	if err == nil {
		s.Changed(kind, id)
	}
	return err
}

// Create saves a new game under id, or under a fresh "<kind>-N" when id is
// "", and returns its ID.
func (s *Service) Create(kind, id string, v any) (string, error) {
	if id != "" {
		if !store.ValidID(id) {
			return "", &store.Error{Kind: store.BadID, ID: id}
		}
		return id, s.Store.Create(kind, id, v)
	}
	return s.Store.CreateNew(kind, kind, func(string) any { return v })
}

// Load reads game kind/id into v (no lock: a write replaces the file whole).
func (s *Service) Load(kind, id string, v any) error {
	_, err := s.Store.Load(kind, id, v)
	return err
}

// List is the games of a kind, most recently changed first: exactly what
// the store lists, for the CLI's `list` and games.json alike.
func (s *Service) List(kind string) ([]store.Info, error) { return s.Store.List(kind) }

// Stamp names the saved state of a game: it changes whenever the file is
// replaced (the store renames a new file over the old one: a new inode,
// size or time) and whenever this process changes what it keeps beside it
// (Touch). "" for a game that is not there.
func (s *Service) Stamp(kind, id string) string {
	s.mu.Lock()
	gen := s.gens[GameID{kind, id}]
	s.mu.Unlock()
	return fileStamp(filepath.Join(s.Store.Dir, kind, id+".json"), gen)
}

func fileStamp(p string, gen uint64) string {
	fi, err := os.Lstat(p)
	if err != nil {
		return ""
	}
	return fmt.Sprintf("%d/%d/%d/%d", fi.ModTime().UnixNano(), fi.Size(), osfile.FileID(p, fi), gen)
}

// Touch tells that what this process keeps beside a game (the last
// refusal a table shows) changed: its stamp changes and its
// subscribers hear of it.
func (s *Service) Touch(kind, id string) {
	s.mu.Lock()
	if s.gens == nil {
		s.gens = map[GameID]uint64{}
	}
	s.gens[GameID{kind, id}]++
	s.mu.Unlock()
	s.Changed(kind, id)
}

// Last is the last refusal of an action on a game at this table (cleared
// by the next accepted one), which every role's view may show; nil when
// there is none. It is this process's, not the saved game's.
func (s *Service) Last(kind, id string) *rules.Verdict {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.lasts[GameID{kind, id}]
}

// SetLast keeps v as the last refusal of a game (nil clears it); the game's
// stamp changes and its subscribers hear of it when it does.
func (s *Service) SetLast(kind, id string, v *rules.Verdict) {
	g := GameID{kind, id}
	s.mu.Lock()
	if s.lasts == nil {
		s.lasts = map[GameID]*rules.Verdict{}
	}
	old := s.lasts[g]
	if v == nil {
		delete(s.lasts, g)
	} else {
		s.lasts[g] = v
	}
	s.mu.Unlock()
	if old != v {
		s.Touch(kind, id)
	}
}
