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
// Every change is a read-modify-write under an exclusive file lock
// (gofrs/flock on <id>.json.lock), written to a temp file in the same
// directory, fsynced and renamed over the old file, so two invocations at
// once lose nothing and a crash mid-write leaves the previous version intact.
// A file that does not parse, or has an unknown schema version, is reported
// as *Error{Corrupt} and never overwritten.
//
// A process killed between creating its temp file and the rename leaves the
// temp file (".<id>.<random>.tmp") behind; the previous version of the game
// is intact. The next write of that game removes such leftovers while it
// holds the lock, when no other writer of the game can be mid-write.
package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"syscall"
	"time"

	jsonv2 "github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
	jsonv1 "github.com/go-json-experiment/json/v1"
	"github.com/gofrs/flock"

	"codeberg.org/schiri/schiri/internal/strictjson"
)

// SchemaVersion is the version written into every saved game. Version 1
// held each game's own JSON under "game"; version 2 holds setup and moves.
const SchemaVersion = 2

// MaxSize is the largest game file read: a real save is a few KiB, so
// anything bigger (a 4 GiB sparse file, a link to /dev/zero) is damaged and
// never read into memory.
const MaxSize = 4 << 20

// noFollow opens a path without following a symbolic link at its end, and
// without blocking on a FIFO: the data dir holds regular files only.
const noFollow = syscall.O_NOFOLLOW | syscall.O_NONBLOCK | syscall.O_CLOEXEC

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

// ValidID reports whether id is a safe game ID: 1–64 ASCII letters, digits,
// '-' or '_', starting with a letter or digit. No path separators, dots or NUL.
func ValidID(id string) bool {
	if len(id) == 0 || len(id) > 64 {
		return false
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
		case (c == '-' || c == '_') && i > 0:
		default:
			return false
		}
	}
	return true
}

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
var ErrNotRegular = errors.New("not a regular file (a link, FIFO or device): schiri does not follow it")

// lock takes the game's lock file, created without following a link, so a
// planted symlink can never make schiri create a file elsewhere.
func (s *Store) lock(p string) (*flock.Flock, error) {
	lp := p + ".lock"
	l := flock.New(lp, flock.SetFlag(os.O_CREATE|os.O_RDWR|noFollow))
	if err := l.Lock(); err != nil {
		if errors.Is(err, syscall.ELOOP) || errors.Is(err, syscall.ENXIO) {
			return nil, &Error{Kind: IO, Path: lp, Err: ErrNotRegular}
		}
		return nil, ioError(lp, "", err)
	}
	if fi, err := os.Lstat(lp); err != nil || !fi.Mode().IsRegular() {
		_ = l.Unlock()
		return nil, &Error{Kind: IO, Path: lp, Err: ErrNotRegular}
	}
	return l, nil
}

// Create saves a new game; it fails with Exists if the ID is taken.
func (s *Store) Create(kind, id string, game any) error {
	p, err := s.path(kind, id)
	if err != nil {
		return err
	}
	if err := s.ensureDir(kind); err != nil {
		return err
	}
	l, err := s.lock(p)
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

// Load reads a game into v. With v nil, the envelope holds the game's
// parts as written (setup, moves, notes); otherwise v holds them and the
// envelope only the rest.
func (s *Store) Load(kind, id string, v any) (*Envelope, error) {
	p, err := s.path(kind, id)
	if err != nil {
		return nil, err
	}
	return s.read(p, id, v)
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
	l, err := s.lock(p)
	if err != nil {
		return err
	}
	defer func() { _ = l.Unlock() }()
	env, err := s.read(p, id, v)
	if err != nil {
		return err
	}
	if err := fn(); err != nil {
		return err
	}
	return s.write(p, kind, id, env.Created, s.now(), v)
}

func (s *Store) read(p, id string, v any) (*Envelope, error) {
	data, err := readRegular(p)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, &Error{Kind: NotFound, Path: p, ID: id}
		}
		if errors.Is(err, ErrNotRegular) || errors.Is(err, ErrTooLarge) {
			return nil, &Error{Kind: Corrupt, Path: p, ID: id, Err: err}
		}
		return nil, ioError(p, id, err)
	}
	// one strict JSON document (SPEC §0): a key twice or a second document
	// appended would be lost at the next write, so such a file is damaged
	data = strictjson.TrimBOM(data)
	var (
		env     envelope
		parsed  bool  // v has read its parts
		gameErr error // what v's parts did not parse as
	)
	if fields := partsOf(v); fields != nil {
		saved := reflect.ValueOf(v).Elem()
		before := reflect.New(saved.Type()).Elem()
		before.Set(saved)
		if env, parsed = readInto(data, fields, decodeOptions(v)); !parsed {
			saved.Set(before) // as it was, for the plain way
		}
	}
	if !parsed {
		env, err = readEnvelope(data)
		if v != nil { // v reads the parts itself, below
			env.Setup, env.Moves, env.Notes = nil, nil, nil
		}
	}
	if err != nil {
		return nil, &Error{Kind: Corrupt, Path: p, Err: fmt.Errorf("not a saved game: %w", err)}
	}
	if env.Schema > SchemaVersion {
		return nil, &Error{Kind: Corrupt, Path: p, Err: &SchemaError{Version: env.Schema}}
	}
	corrupt := func(err error) (*Envelope, error) { return nil, &Error{Kind: Corrupt, Path: p, Err: err} }
	switch env.Schema {
	case 1:
		if missing(env.Game) {
			return corrupt(ErrGameMissing)
		}
		if v == nil {
			return &env.Envelope, nil
		}
		m, ok := v.(Schema1)
		if !ok {
			return corrupt(ErrNoMigration)
		}
		if err := m.FromSchema1(env.Game); err != nil {
			return corrupt(fmt.Errorf("the game does not parse: %w", err))
		}
		return &env.Envelope, nil
	case SchemaVersion:
	default:
		return corrupt(&SchemaError{Version: env.Schema})
	}
	if !env.hasGame {
		return corrupt(ErrGameMissing)
	}
	if v != nil && !parsed {
		// v reads its setup, moves and notes from the file itself (Saved);
		// the envelope's other keys are not its own and are skipped
		gameErr = json.Unmarshal(data, v)
	}
	if gameErr != nil {
		return corrupt(fmt.Errorf("the game does not parse: %w", gameErr))
	}
	return &env.Envelope, nil
}

// keys are the keys of a game file.
var keys = []string{"schema", "kind", "id", "created", "updated", "setup", "moves", "notes", "game"}

// known is the key of a game file that k names as encoding/json matches a
// key to a field (without case), or k.
func known(k string) string {
	for _, name := range keys {
		if strings.EqualFold(k, name) {
			return name
		}
	}
	return k
}

// Decoder is implemented by a saved game's value that reads its parts
// faster than by reflection (Kodiak's round sheets, straight from their
// bytes): its options join those of readInto's one pass. What they cannot
// read exactly as encoding/json would must be an error, so that the file
// is read the plain way instead.
type Decoder interface {
	DecodeOptions() jsonv2.Options
}

// decodeOptions are v's own options for the one pass, if it has any.
func decodeOptions(v any) jsonv2.Options {
	if d, ok := v.(Decoder); ok {
		return d.DecodeOptions()
	}
	return jsonv2.JoinOptions()
}

// partsOf is the fields of v (a pointer to a struct such as Saved) that
// read a game file's setup, moves and notes, by key; nil when v is anything
// else (then v reads the whole file, as encoding/json would).
func partsOf(v any) map[string]reflect.Value {
	if _, custom := v.(json.Unmarshaler); custom {
		return nil
	}
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() || rv.Elem().Kind() != reflect.Struct {
		return nil
	}
	rv = rv.Elem()
	fields := map[string]reflect.Value{}
	for _, f := range reflect.VisibleFields(rv.Type()) {
		if !f.IsExported() {
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" {
			continue
		}
		if f.Anonymous || len(f.Index) > 1 || (name != "setup" && name != "moves" && name != "notes") {
			return nil
		}
		fields[name] = rv.FieldByIndex(f.Index).Addr()
	}
	return fields
}

// readInto reads data in one pass: the envelope's keys into the envelope
// and the game's parts straight into fields (partsOf), each value decoded
// once as it is read. It decodes with encoding/json's own semantics
// (json/v2's v1 options: keys matched without case, as encoding/json
// matches them), by json/v2's single-pass decoder: a long game is read in
// a fraction of what validating, then decoding, took. The document is
// walked once more for a key twice (strictjson.CheckKeys). A file that is
// anything but a well-formed saved game is not for this pass: ok is false,
// and read reads it again the plain way, which names what is wrong.
func readInto(data []byte, fields map[string]reflect.Value, more jsonv2.Options) (env envelope, ok bool) {
	opts := jsonv2.JoinOptions(jsonv1.DefaultOptionsV1(), more)
	header := map[string]any{
		"schema": &env.Schema, "kind": &env.Kind, "id": &env.ID,
		"created": &env.Created, "updated": &env.Updated, "game": &env.Game,
	}
	var setup, moves part
	dec := jsontext.NewDecoder(bytes.NewReader(data), opts)
	if t, err := dec.ReadToken(); err != nil || t.Kind() != '{' {
		return env, false
	}
	for dec.PeekKind() == '"' {
		t, err := dec.ReadToken()
		if err != nil {
			return env, false
		}
		key := known(t.String())
		var into any
		if f, isPart := fields[key]; isPart {
			p := map[string]*part{"setup": &setup, "moves": &moves}[key]
			if p != nil {
				*p = part{given: true, null: dec.PeekKind() == 'n'}
			}
			into = f.Interface()
		} else if h, isHeader := header[key]; isHeader {
			into = h
		}
		if into == nil { // not the envelope's: skipped
			err = dec.SkipValue()
		} else {
			err = jsonv2.UnmarshalDecode(dec, into, opts)
		}
		if err != nil {
			return env, false
		}
	}
	if t, err := dec.ReadToken(); err != nil || t.Kind() != '}' {
		return env, false
	}
	if _, err := dec.ReadToken(); err != io.EOF {
		return env, false // something after the document
	}
	if strictjson.CheckKeys(data) != nil {
		return env, false
	}
	env.hasGame = setup.given && !setup.null && moves.given
	return env, true
}

// envelope is a game file's envelope as read, and whether it holds a game
// of schema 2 (a setup that is not null, and moves).
type envelope struct {
	Envelope
	hasGame bool
}

// readEnvelope reads the envelope of data, one strict JSON document, with
// the game's parts (setup, moves, notes) as they are written: the plain way
// of reading a game file, for a file readInto does not take. The document
// is validated by the decoding itself; only a document that fails it is
// walked again, to name the problem and its line.
func readEnvelope(data []byte) (envelope, error) {
	var env envelope
	err := json.Unmarshal(data, &env.Envelope)
	if err == nil {
		err = strictjson.CheckKeys(data)
	}
	env.hasGame = !missing(env.Setup) && len(env.Moves) > 0
	return env, strictError(data, err)
}

// strictError is err, the decoding's, as strictjson names it where it can
// (a syntax error, a second document: the line and the problem).
func strictError(data []byte, err error) error {
	if err == nil {
		return nil
	}
	if cerr := strictjson.Check(data); cerr != nil {
		return cerr
	}
	return err
}

// part records whether a part of the envelope is given, and as null.
type part struct{ given, null bool }

func (p *part) UnmarshalJSON(b []byte) error {
	*p = part{given: true, null: string(b) == "null"}
	return nil
}

// ErrGameMissing is the cause when a game file has no game in it (no setup
// or no moves).
var ErrGameMissing = errors.New("the game is missing")

// ErrNoMigration is the cause when a schema-1 file is of a game this schiri
// cannot migrate.
var ErrNoMigration = errors.New("schema version 1 of a game this schiri cannot migrate")

// SchemaError is the cause when a game file has a schema version this
// schiri does not read: a newer one (Newer), or one that never existed.
type SchemaError struct{ Version int }

// Newer reports a file written by a newer schiri.
func (e *SchemaError) Newer() bool { return e.Version > SchemaVersion }

func (e *SchemaError) Error() string {
	if e.Newer() {
		return fmt.Sprintf("written by a newer schiri (schema version %d; this schiri reads %d): update schiri to open it", e.Version, SchemaVersion)
	}
	return fmt.Sprintf("unknown schema version %d (this schiri reads %d)", e.Version, SchemaVersion)
}

// missing reports a part of the envelope that is absent or null.
func missing(raw json.RawMessage) bool { return len(raw) == 0 || string(raw) == "null" }

// ErrNotSaved is the cause when a game's code hands the store a value
// without setup and moves (a programming error, never a user's).
var ErrNotSaved = errors.New("not a saved game: setup and moves are required")

// ErrTooLarge is the cause when a game file is larger than MaxSize.
var ErrTooLarge = fmt.Errorf("larger than %d MiB: not a saved game", MaxSize>>20)

// readRegular reads the regular file p, refusing links, FIFOs, devices and
// files over MaxSize without reading them.
func readRegular(p string) ([]byte, error) {
	f, err := os.OpenFile(p, os.O_RDONLY|noFollow, 0)
	if err != nil {
		if errors.Is(err, syscall.ELOOP) || errors.Is(err, syscall.ENXIO) {
			return nil, ErrNotRegular
		}
		return nil, err
	}
	defer func() { _ = f.Close() }()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, ErrNotRegular
	}
	if fi.Size() > MaxSize {
		return nil, ErrTooLarge
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxSize {
		return nil, ErrTooLarge
	}
	return data, nil
}

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

// ReplaceFile writes path whole or not at all: a temp file next to it,
// synced, renamed over it, and the directory synced. It is how the store
// writes a game, and how a command writes a file the user named (an
// export, a record), readable by all (0644) as the shell would write it.
func ReplaceFile(path string, data []byte) error {
	return replaceFile(path, data, 0o644, "."+filepath.Base(path)+".*.tmp", nil)
}

// replaceFile is ReplaceFile with the file mode, the temp files' name
// pattern and a hook run just before the rename (for the crash tests).
func replaceFile(p string, data []byte, perm os.FileMode, pattern string, beforeRename func(tmp string) error) error {
	tmp, err := os.CreateTemp(filepath.Dir(p), pattern)
	if err != nil {
		return err
	}
	tmpName := tmp.Name()
	fail := func(err error) error {
		_ = tmp.Close()
		_ = os.Remove(tmpName)
		return err
	}
	if err := tmp.Chmod(perm); err != nil {
		return fail(err)
	}
	if _, err := tmp.Write(data); err != nil {
		return fail(err)
	}
	if err := tmp.Sync(); err != nil {
		return fail(err)
	}
	if err := tmp.Close(); err != nil {
		_ = os.Remove(tmpName)
		return err
	}
	if beforeRename != nil {
		if err := beforeRename(tmpName); err != nil {
			_ = os.Remove(tmpName)
			return err
		}
	}
	if err := os.Rename(tmpName, p); err != nil {
		_ = os.Remove(tmpName)
		return err
	}
	if d, err := os.Open(filepath.Dir(p)); err == nil {
		_ = d.Sync()
		_ = d.Close()
	}
	return nil
}

// ioError is an IO *Error about path. When err is the OS's error about that
// very file, or about the game's temp file (which is gone by then), only
// its cause is kept ("permission denied", "no space left on device"): the
// message names path already, and the temp file's random name would only
// confuse. Other errors (a parent dir that is a file) keep their path.
func ioError(path, id string, err error) error {
	var (
		pe *fs.PathError
		le *os.LinkError
	)
	switch {
	case errors.As(err, &pe) && (pe.Path == path || isTempPath(pe.Path, id)):
		err = pe.Err
	case errors.As(err, &le) && le.New == path && isTempPath(le.Old, id):
		err = le.Err
	}
	return &Error{Kind: IO, Path: path, Err: err}
}

// isTempPath reports whether name is a temp file of game id, or the
// pattern os.CreateTemp names when it cannot create one.
func isTempPath(name, id string) bool {
	base := filepath.Base(name)
	return id != "" && (isTempOf(base, id) || base == tempPattern(id))
}

// tempPattern is the name pattern of a game's temp files for os.CreateTemp:
// ".<id>.<random digits>.tmp".
func tempPattern(id string) string { return "." + id + ".*.tmp" }

// isTempOf reports whether name is a temp file of game id (tempPattern).
// IDs contain no dots, so one game's pattern never matches another's.
func isTempOf(name, id string) bool {
	mid, ok := strings.CutPrefix(name, "."+id+".")
	if !ok {
		return false
	}
	mid, ok = strings.CutSuffix(mid, ".tmp")
	if !ok || mid == "" {
		return false
	}
	for i := 0; i < len(mid); i++ {
		if mid[i] < '0' || mid[i] > '9' {
			return false
		}
	}
	return true
}

// removeStaleTemps deletes the temp files of game id that a writer killed
// before its rename left behind. Call it only while holding the game's lock:
// then no live writer of this game has a temp file. Failures are ignored;
// a leftover is harmless, and the next write tries again.
func removeStaleTemps(dir, id string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		if e.Type().IsRegular() && isTempOf(e.Name(), id) {
			_ = os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}

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
