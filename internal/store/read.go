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
	"strings"
	"time"

	jsonv2 "github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
	jsonv1 "github.com/go-json-experiment/json/v1"

	"codeberg.org/schiri/schiri/internal/osfile"
	"codeberg.org/schiri/schiri/internal/strictjson"
)

// Load reads a game into v. With v nil, the envelope holds the game's
// parts as written (setup, moves, notes); otherwise v holds them and the
// envelope only the rest.
func (s *Store) Load(kind, id string, v any) (*Envelope, error) {
	p, err := s.path(kind, id)
	if err != nil {
		return nil, err
	}
	return s.read(p, kind, id, v)
}

// read reads the game file p of game kind/id into v (Load).
func (s *Store) read(p, kind, id string, v any) (*Envelope, error) {
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
	if err := checkPlace(p, kind, id, &env.Envelope); err != nil {
		return nil, err
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

// PlaceError is the cause when a game file names another kind or ID than
// its folder and file name (SPEC §0): a file copied or renamed by hand,
// which the next write would silently make another game.
type PlaceError struct {
	Kind, ID     string // what the file says
	Folder, Name string // where it is
}

func (e *PlaceError) Error() string {
	return fmt.Sprintf("it holds the game %q of kind %q, but its place is %s/%s.json", e.ID, e.Kind, e.Folder, e.Name)
}

// Message is the catalog key and arguments that say what is wrong.
func (e *PlaceError) Message() (string, map[string]any) {
	return "core.store.damaged.place", map[string]any{"Kind": e.Kind, "ID": e.ID, "Folder": e.Folder, "Name": e.Name}
}

// checkPlace refuses a game file whose kind and ID are not those of its
// place. On a file system that ignores case (macOS, Windows) the game
// "Abend" is found at abend.json: that is no game "Abend" (NotFound), not
// a damaged file.
func checkPlace(p, kind, id string, env *Envelope) error {
	if env.Kind == kind && env.ID == id {
		return nil
	}
	if strings.EqualFold(env.Kind, kind) && strings.EqualFold(env.ID, id) && !exactName(p) {
		return &Error{Kind: NotFound, Path: p, ID: id}
	}
	return &Error{Kind: Corrupt, Path: p, ID: id, Err: &PlaceError{Kind: env.Kind, ID: env.ID, Folder: kind, Name: id}}
}

// exactName reports whether p's directory has an entry named exactly as p
// (on a file system that ignores case, p may name another entry).
func exactName(p string) bool {
	entries, err := os.ReadDir(filepath.Dir(p))
	if err != nil {
		return true
	}
	name := filepath.Base(p)
	for _, e := range entries {
		if e.Name() == name {
			return true
		}
	}
	return false
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
	// the times are read by time.Time's own UnmarshalJSON, as encoding/json
	// reads them: from the bytes as written (json/v2 would unescape
	// "\u005a" first, which encoding/json refuses)
	var created, updated jsontext.Value
	header := map[string]any{
		"schema": &env.Schema, "kind": &env.Kind, "id": &env.ID,
		"created": &created, "updated": &updated, "game": &env.Game,
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
	for _, t := range []struct {
		raw jsontext.Value
		to  *time.Time
	}{{created, &env.Created}, {updated, &env.Updated}} {
		if t.raw != nil && t.to.UnmarshalJSON(t.raw) != nil {
			return env, false
		}
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

// ErrTooLarge is the cause when a game file is larger than MaxSize.
var ErrTooLarge = fmt.Errorf("larger than %d MiB: not a saved game", MaxSize>>20)

// readRegular reads the regular file p, refusing links, FIFOs, devices and
// files over MaxSize without reading them.
func readRegular(p string) ([]byte, error) {
	f, err := osfile.Open(p, os.O_RDONLY, 0)
	if err != nil {
		if errors.Is(err, ErrNotRegular) {
			return nil, ErrNotRegular
		}
		return nil, err
	}
	defer func() { _ = f.Close() }()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
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
