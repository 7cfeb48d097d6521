package store

import (
	"encoding/json"
	"errors"
	"path/filepath"
	"strings"
	"syscall"
	"unicode"

	"codeberg.org/schiri/schiri/internal/problem"
	"codeberg.org/schiri/schiri/internal/strictjson"
	"codeberg.org/schiri/schiri/rules"
)

// Class is the error's class (SPEC §0): a damaged save or one that cannot
// be read or written is a storage error, anything else (no such game, a
// bad ID) an input error.
func (e *Error) Class() problem.Class {
	if e.Kind == Corrupt || e.Kind == IO {
		return problem.Storage
	}
	return problem.Input
}

// Describe tells the error in l's language (problem.Describe): a game
// that is not there with the saved games of its kind that are near its
// name, a damaged one with why; a phone is told neither the data dir's
// paths nor the causes that name them.
func (e *Error) Describe(l problem.Localizer) problem.Description {
	d := problem.Description{Message: e.message(l), Public: e.public(l)}
	if e.Kind == Corrupt || e.Kind == IO {
		d.File = e.Path
	}
	if sj := (*strictjson.Error)(nil); e.Kind == Corrupt && errors.As(e.Err, &sj) && sj.Problem != strictjson.Empty {
		d.Line = sj.Line
	}
	if e.Kind == BadID {
		d.Token = e.ID
	}
	d.Cause = damagedText(l, e.Err)
	return d
}

func (e *Error) message(l problem.Localizer) string {
	switch e.Kind {
	case NotFound:
		return problem.Suggesting(l, l.T("core.store.not_found", "ID", e.ID), problem.Suggest(e.ID, e.neighbours()))
	case Exists:
		return l.T("core.store.exists", "ID", e.ID)
	case BadID:
		if errors.Is(e.Err, ErrReservedID) {
			return l.T("core.store.reserved_id", "ID", e.ID)
		}
		return l.T("core.store.bad_id", "ID", e.ID)
	case NoGames:
		return l.T("core.store.no_games")
	case Corrupt:
		return l.T("core.store.corrupt", "Err", damagedText(l, e.Err))
	}
	if errors.Is(e.Err, ErrNoDataDir) {
		return l.T("core.store.no_data_dir")
	}
	return l.T("core.store.io", "Err", errText(l, e.Err))
}

func (e *Error) public(l problem.Localizer) string {
	switch e.Kind {
	case NotFound:
		return l.T("core.store.not_found", "ID", e.ID)
	case Exists, BadID, NoGames:
		return e.message(l)
	case Corrupt: // the cause names the data dir's file: not for a phone
		return strings.TrimSuffix(strings.TrimSpace(l.T("core.store.corrupt", "Err", "")), ":")
	}
	return strings.TrimSuffix(strings.TrimSpace(l.T("core.store.io", "Err", "")), ":")
}

// neighbours are the saved games of the kind of the game that is not
// there, for "did you mean".
func (e *Error) neighbours() []string {
	if e.Path == "" {
		return nil
	}
	kindDir := filepath.Dir(e.Path)
	infos, err := New(filepath.Dir(kindDir)).List(filepath.Base(kindDir))
	if err != nil {
		return nil
	}
	ids := make([]string, len(infos))
	for i, in := range infos {
		ids[i] = in.ID
	}
	return ids
}

// verdictText is a verdict's message followed by the clause it applies,
// as the CLI tells a verdict.
func verdictText(l problem.Localizer, v *rules.Verdict) string {
	return strings.TrimSpace(l.T(v.Key, v.Args)) + " " + l.T("core.rule_ref", "Rule", string(v.Rule))
}

// errText is the cause of a storage error in l's language: a verdict or
// parse error found in it is shown by its message, never as a raw key.
func errText(l problem.Localizer, err error) string {
	if err == nil {
		return ""
	}
	switch {
	case errors.Is(err, ErrNotRegular):
		return l.T("core.store.not_regular")
	case errors.Is(err, ErrTooLarge):
		return l.T("core.store.too_large", "Max", MaxSize>>20)
	case errors.Is(err, syscall.ENOTDIR):
		return l.T("core.store.not_dir")
	}
	var v *rules.Verdict
	if errors.As(err, &v) {
		return verdictText(l, v)
	}
	var m problem.Messager
	if errors.As(err, &m) {
		key, args := m.Message()
		return l.T(key, args)
	}
	return err.Error()
}

// damagedText says in l's language why a saved game is damaged: never a
// Go type name or a message key, and never English in German output. A
// cause it does not know is told only as "not a game the rules allow" (the
// file is named beside it).
func damagedText(l problem.Localizer, err error) string {
	var (
		sj  *strictjson.Error
		ute *json.UnmarshalTypeError
		sch *SchemaError
		v   *rules.Verdict
		m   problem.Messager
	)
	switch {
	case err == nil:
		return l.T("core.store.damaged.invalid")
	case errors.Is(err, ErrNotRegular), errors.Is(err, ErrTooLarge):
		return errText(l, err)
	case errors.As(err, &sj):
		switch sj.Problem {
		case strictjson.Duplicate:
			return l.T("core.store.damaged.duplicate", "Key", sj.Key)
		case strictjson.Trailing:
			return l.T("core.store.damaged.trailing")
		case strictjson.Empty:
			return l.T("core.store.damaged.empty")
		}
		return l.T("core.store.damaged.syntax")
	case errors.As(err, &ute):
		if field := jsonPath(ute.Field); field != "" {
			return l.T("core.store.damaged.type", "Field", field)
		}
		return l.T("core.store.damaged.shape")
	case errors.Is(err, ErrGameMissing):
		return l.T("core.store.damaged.missing")
	case errors.Is(err, ErrNoMigration):
		return l.T("core.store.damaged.no_migration")
	case errors.As(err, &sch) && sch.Newer():
		return l.T("core.store.damaged.newer", "Version", sch.Version, "Reads", SchemaVersion)
	case errors.As(err, &sch):
		return l.T("core.store.damaged.unknown_schema", "Version", sch.Version, "Reads", SchemaVersion)
	case errors.As(err, &v):
		return verdictText(l, v)
	case errors.As(err, &m):
		key, args := m.Message()
		return l.T(key, args)
	}
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return l.T("core.store.damaged.syntax")
	}
	return l.T("core.store.damaged.invalid")
}

// jsonPath is encoding/json's path to a value without the names of Go
// fields it passes through (an embedded struct): the keys of a save are
// lower case, Go's field names are not.
func jsonPath(field string) string {
	var keep []string
	for _, p := range strings.Split(field, ".") {
		if p != "" && !unicode.IsUpper([]rune(p)[0]) {
			keep = append(keep, p)
		}
	}
	return strings.Join(keep, ".")
}
