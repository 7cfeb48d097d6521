package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// Pick is the game a command works on: id when given, else the most
// recently changed game of the kind.
func (s *Store) Pick(kind, id string) (string, error) {
	if id != "" {
		return id, nil
	}
	return s.Latest(kind)
}

// Info describes a saved game without its content.
type Info struct {
	ID       string
	Path     string
	Modified time.Time
}

// List returns the games of a kind, most recently changed first.
func (s *Store) List(kind string) ([]Info, error) {
	if s.Dir == "" {
		return nil, &Error{Kind: IO, Err: ErrNoDataDir}
	}
	dir := filepath.Join(s.Dir, kind)
	entries, err := os.ReadDir(dir)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, nil
		}
		return nil, &Error{Kind: IO, Path: dir, Err: err}
	}
	var out []Info
	for _, e := range entries {
		name := e.Name()
		if !e.Type().IsRegular() || !strings.HasSuffix(name, ".json") {
			continue // directories, links, FIFOs: never opened
		}
		id := strings.TrimSuffix(name, ".json")
		if !ValidID(id) {
			continue
		}
		fi, err := e.Info()
		if err != nil {
			continue
		}
		out = append(out, Info{ID: id, Path: filepath.Join(dir, name), Modified: fi.ModTime()})
	}
	sort.SliceStable(out, func(i, j int) bool {
		if !out[i].Modified.Equal(out[j].Modified) {
			return out[i].Modified.After(out[j].Modified)
		}
		return out[i].ID > out[j].ID
	})
	return out, nil
}

// Latest returns the ID of the most recently changed game of a kind.
func (s *Store) Latest(kind string) (string, error) {
	games, err := s.List(kind)
	if err != nil {
		return "", err
	}
	if len(games) == 0 {
		return "", &Error{Kind: NoGames, Path: filepath.Join(s.Dir, kind)}
	}
	return games[0].ID, nil
}

// NewID returns an unused ID "<prefix>-N" for a kind (prefix is made safe).
// Only an existing entry counts as taken: any other error (the data dir is a
// file, a directory cannot be read) returns the candidate at once, and
// creating the game then reports that error.
func (s *Store) NewID(kind, prefix string) string {
	base := safePrefix(prefix)
	for n := 1; ; n++ {
		id := fmt.Sprintf("%s-%d", base, n)
		p, err := s.path(kind, id)
		if err != nil {
			return id
		}
		if _, err := os.Lstat(p); err != nil {
			return id
		}
	}
}

// CreateNew saves a new game under a fresh ID "<prefix>-N" and returns the
// ID. When another process takes the same ID between the look-up and the
// write, it tries the next one, so many unnamed games created at once all
// succeed.
func (s *Store) CreateNew(kind, prefix string, game func(id string) any) (string, error) {
	for try := 0; ; try++ {
		id := s.NewID(kind, prefix)
		err := s.Create(kind, id, game(id))
		if err == nil || !IsKind(err, Exists) || try >= 1000 {
			return id, err
		}
	}
}

func safePrefix(p string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(p) {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
			b.WriteRune(r)
		}
		if b.Len() >= 20 {
			break
		}
	}
	if b.Len() == 0 {
		return "game"
	}
	return b.String()
}
