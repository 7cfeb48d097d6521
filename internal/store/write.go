package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"codeberg.org/schiri/schiri/internal/osfile"
)

// lockDir is the hidden directory of the data dir that holds the lock
// files: one per kind of game, never beside a saved game, and never
// removed (removing a lock file another process waits on would let a third
// lock a new file of the same name at once). Old schiri kept a
// "<id>.json.lock" beside each game: the next write of that game removes
// it, and listing never took it for a game.
const lockDir = ".locks"

// lock takes the exclusive lock of a kind of game, waiting for it. Its
// file is created without following a link, so a planted link can never
// make schiri create a file elsewhere.
func (s *Store) lock(kind string) (*osfile.Lock, error) {
	dir := filepath.Join(s.Dir, lockDir)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, &Error{Kind: IO, Path: dir, Err: err}
	}
	if err := checkDir(dir); err != nil {
		return nil, err
	}
	lp := filepath.Join(dir, kind+".lock")
	l, err := osfile.LockFile(lp)
	if err != nil {
		if errors.Is(err, ErrNotRegular) {
			return nil, &Error{Kind: IO, Path: lp, Err: ErrNotRegular}
		}
		return nil, ioError(lp, "", err)
	}
	return l, nil
}

// removeOldLock removes the lock file an older schiri kept beside the game
// file p (a regular file only). Call it only while holding the kind's lock.
func removeOldLock(p string) {
	old := p + ".lock"
	if fi, err := os.Lstat(old); err == nil && fi.Mode().IsRegular() {
		_ = os.Remove(old)
	}
}

// Create saves a new game; it fails with Exists if the ID is taken.
func (s *Store) Create(kind, id string, game any) error {
	p, err := s.path(kind, id)
	if err != nil {
		return err
	}
	if !PortableID(id) {
		return &Error{Kind: BadID, ID: id, Err: ErrReservedID}
	}
	if err := s.ensureDir(kind); err != nil {
		return err
	}
	l, err := s.lock(kind)
	if err != nil {
		return err
	}
	defer func() { _ = l.Unlock() }()
	if _, err := os.Lstat(p); err == nil {
		return &Error{Kind: Exists, Path: p, ID: id}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return ioError(p, id, err)
	}
	now := s.now()
	return s.write(p, kind, id, now, now, game)
}

// Update loads the game into v under the lock, calls fn, and saves v if fn
// returns nil. An error from fn is returned unchanged and nothing is written.
func (s *Store) Update(kind, id string, v any, fn func() error) error {
	p, err := s.path(kind, id)
	if err != nil {
		return err
	}
	if _, err := os.Lstat(p); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return &Error{Kind: NotFound, Path: p, ID: id}
		}
		return &Error{Kind: IO, Path: p, Err: err}
	}
	if err := checkDir(filepath.Dir(p)); err != nil {
		return err
	}
	l, err := s.lock(kind)
	if err != nil {
		return err
	}
	defer func() { _ = l.Unlock() }()
	env, err := s.read(p, kind, id, v)
	if err != nil {
		return err
	}
	if err := fn(); err != nil {
		return err
	}
	return s.write(p, kind, id, env.Created, s.now(), v)
}

// ErrNotSaved is the cause when a game's code hands the store a value
// without setup and moves (a programming error, never a user's).
var ErrNotSaved = errors.New("not a saved game: setup and moves are required")

// write replaces the game file p through a temp file and a rename. The
// caller holds the game's lock.
func (s *Store) write(p, kind, id string, created, updated time.Time, game any) error {
	g, err := json.Marshal(game)
	if err != nil {
		return ioError(p, id, err)
	}
	var parts struct{ Setup, Moves, Notes json.RawMessage }
	if err := json.Unmarshal(g, &parts); err != nil || missing(parts.Setup) || len(parts.Moves) == 0 {
		return &Error{Kind: IO, Path: p, ID: id, Err: ErrNotSaved}
	}
	if string(parts.Moves) == "null" {
		parts.Moves = json.RawMessage("[]") // no moves yet
	}
	if missing(parts.Notes) || string(parts.Notes) == "{}" {
		parts.Notes = nil
	}
	data, err := layout(Envelope{Schema: SchemaVersion, Kind: kind, ID: id, Created: created, Updated: updated,
		Setup: parts.Setup, Moves: parts.Moves, Notes: parts.Notes})
	if err != nil {
		return ioError(p, id, err)
	}
	data = append(data, '\n')
	removeStaleTemps(filepath.Dir(p), id)
	removeOldLock(p)
	if err := replaceFile(p, data, 0o600, tempPattern(id), s.BeforeRename); err != nil {
		return ioError(p, id, err)
	}
	return nil
}

// layout is how a game file is written: the envelope indented, each move
// on a line of its own (a long game's file stays a third of the size, so
// it reads quickly, and a person still reads it round by round).
func layout(env Envelope) ([]byte, error) {
	var moves []json.RawMessage
	if err := json.Unmarshal(env.Moves, &moves); err != nil {
		return nil, err
	}
	notes, size := env.Notes, len(env.Moves)+len(env.Notes)
	env.Moves, env.Notes = nil, nil
	data, err := json.MarshalIndent(env, "", "  ")
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.Grow(len(data) + size + 6*len(moves) + 64)
	b.Write(bytes.TrimSuffix(data, []byte("\n}")))
	b.WriteString(",\n  \"moves\": [")
	for i, m := range moves {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString("\n    ")
		if err := json.Compact(&b, m); err != nil {
			return nil, err
		}
	}
	if len(moves) > 0 {
		b.WriteString("\n  ")
	}
	b.WriteString("]")
	if len(notes) > 0 {
		b.WriteString(",\n  \"notes\": ")
		if err := json.Indent(&b, notes, "  ", "  "); err != nil {
			return nil, err
		}
	}
	b.WriteString("\n}\n")
	return b.Bytes(), nil
}
