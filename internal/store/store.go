// Package store keeps saved games: one JSON file per game under
// DATA_DIR/<kind>/<id>.json. Every game file is the same shape, whatever
// the game (Envelope): its schema version, kind and ID, when it was created
// and changed, and the game itself as its setup and its moves — what the
// game's referee replays to rebuild it (so a save can never hold a position
// the referee did not accept). Notes keep what is neither, such as a round
// half typed in.
//
// Files of schema 1 (which held the game's own JSON under "game") still
// load: the value loaded into migrates them (Schema1), and the next change
// writes the game as schema 2.
//
// Every change is a read-modify-write under an exclusive lock of the
// game's kind (DATA_DIR/.locks/<kind>.lock, so no file stays beside a
// saved game), written to a temp file in the same directory, flushed and
// moved over the old file, so two invocations at once lose nothing and a
// crash mid-write leaves the previous version intact. A file that does not
// parse, has an unknown schema version, or names another kind or ID than
// its place, is reported as *Error{Corrupt} and never overwritten.
//
// A process killed between creating its temp file and the rename leaves the
// temp file (".<id>.<random>.tmp") behind; the previous version of the game
// is intact. The next write of that game removes such leftovers while it
// holds the lock, when no other writer of the game can be mid-write.
//
// The package's files: store.go (the types and paths), id.go (which IDs
// are game names on every OS), read.go (reading a game file), write.go
// (creating and changing a game under the lock), atomic.go (the temp
// files), list.go (the games of a kind). What each OS does its own way
// (no-follow opens, locks, the atomic move) is in internal/osfile.
package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"codeberg.org/schiri/schiri/internal/osfile"
)

// SchemaVersion is the version written into every saved game. Version 1
// held each game's own JSON under "game"; version 2 holds setup and moves.
const SchemaVersion = 2

// MaxSize is the largest game file read: a real save is a few KiB, so
// anything bigger (a 4 GiB sparse file, a link to /dev/zero) is damaged and
// never read into memory.
const MaxSize = 4 << 20

// Kind says what went wrong in a store operation.
type Kind int

// Error kinds.
const (
	NotFound Kind = iota + 1 // no such game
	Exists                   // a game with this ID exists already
	BadID                    // the ID is not a safe name (an input error)
	Corrupt                  // the file does not parse or has an unknown schema
	IO                       // the data dir or file cannot be read or written
	NoGames                  // no game of this kind exists (for the default game)
)

// Error is a store failure with the path it concerns.
type Error struct {
	Kind Kind
	Path string
	ID   string
	Err  error
}

func (e *Error) Error() string {
	switch e.Kind {
	case NotFound:
		return fmt.Sprintf("no saved game %q", e.ID)
	case Exists:
		return fmt.Sprintf("a saved game %q exists already", e.ID)
	case BadID:
		if errors.Is(e.Err, ErrReservedID) {
			return fmt.Sprintf("%q is not a valid game ID: %v", e.ID, e.Err)
		}
		return fmt.Sprintf("%q is not a valid game ID", e.ID)
	case NoGames:
		return "no saved games"
	}
	if e.Err != nil {
		return e.Path + ": " + e.Err.Error()
	}
	return e.Path
}

// Unwrap gives the cause of an I/O error. A damaged save hides its cause
// from errors.As: the verdict or parse error that stopped its replay is
// about the saved file, not the command's own input (read it from Err).
func (e *Error) Unwrap() error {
	if e.Kind == Corrupt {
		return nil
	}
	return e.Err
}

// IsKind reports whether err is a store *Error of kind k.
func IsKind(err error, k Kind) bool {
	var se *Error
	return errors.As(err, &se) && se.Kind == k
}

// Envelope is what a game file holds.
type Envelope struct {
	Schema  int       `json:"schema"`
	Kind    string    `json:"kind"`
	ID      string    `json:"id"`
	Created time.Time `json:"created"`
	Updated time.Time `json:"updated"`
	// Setup is what the game starts from; it never changes.
	Setup json.RawMessage `json:"setup,omitempty"`
	// Moves are the moves played, in order.
	Moves json.RawMessage `json:"moves,omitempty"`
	// Notes are what a game keeps that is neither setup nor a move (a
	// round half typed in, the hand cards told at the end).
	Notes json.RawMessage `json:"notes,omitempty"`
	// Game is a schema-1 file's game, read only to migrate it.
	Game json.RawMessage `json:"game,omitempty"`
}

// Saved is the part of a game file the game's own code reads and writes,
// with its own types in it: a value loaded or saved through the store
// marshals to these keys (setup and moves required). Each game's saved type
// is defined over it (internal/table/<game>; a record that has the shape
// already).
type Saved[S, M, N any] struct {
	Setup S   `json:"setup"`
	Moves []M `json:"moves"`
	Notes N   `json:"notes,omitempty"`
}

// Schema1 is implemented by a value that can read the game a schema-1 file
// held (the envelope's "game"). Loading a schema-1 file into a value that
// does not implement it is a damaged save.
type Schema1 interface {
	FromSchema1(game json.RawMessage) error
}

// Store is a data directory.
type Store struct {
	Dir string
	Now func() time.Time
	// BeforeRename, when set, runs after the temp file is written and before
	// it replaces the game file; tests use it to inject write failures.
	BeforeRename func(tmp string) error
}

// New returns a store rooted at dir.
func New(dir string) *Store { return &Store{Dir: dir, Now: time.Now} }

// ErrNoDataDir is the cause when no data dir is known (no HOME, no
// XDG_DATA_HOME, no --data-dir): games are never saved relative to the
// current directory by accident.
var ErrNoDataDir = errors.New("no data dir")

func (s *Store) path(kind, id string) (string, error) {
	if s.Dir == "" {
		return "", &Error{Kind: IO, ID: id, Err: ErrNoDataDir}
	}
	if !ValidID(id) {
		return "", &Error{Kind: BadID, ID: id}
	}
	if !ValidID(kind) {
		return "", &Error{Kind: BadID, ID: kind}
	}
	return filepath.Join(s.Dir, kind, id+".json"), nil
}

func (s *Store) now() time.Time {
	if s.Now != nil {
		return s.Now().UTC()
	}
	return time.Now().UTC()
}

func (s *Store) ensureDir(kind string) error {
	if s.Dir == "" {
		return &Error{Kind: IO, Err: ErrNoDataDir}
	}
	dir := filepath.Join(s.Dir, kind)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return &Error{Kind: IO, Path: dir, Err: err}
	}
	return checkDir(dir)
}

// checkDir refuses a kind directory that is a symbolic link (or anything
// but a directory): nothing is ever written outside the data dir.
func checkDir(dir string) error {
	fi, err := os.Lstat(dir)
	if err != nil {
		return ioError(dir, "", err)
	}
	if !fi.IsDir() {
		return &Error{Kind: IO, Path: dir, Err: ErrNotRegular}
	}
	return nil
}

// ErrNotRegular is the cause when a game or lock file in the data dir is a
// symbolic link, a FIFO, a device or a directory: schiri neither reads nor
// writes through it.
var ErrNotRegular = osfile.ErrNotRegular

// Damaged reports a saved game that reads as JSON but does not make sense
// as a game (it does not replay, or breaks the game's invariants): a
// Corrupt error naming its file, like one that does not parse.
func (s *Store) Damaged(kind, id string, err error) error {
	p, perr := s.path(kind, id)
	if perr != nil {
		return perr
	}
	return &Error{Kind: Corrupt, Path: p, ID: id, Err: err}
}
