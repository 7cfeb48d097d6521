package store

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"codeberg.org/schiri/schiri/internal/osfile"
)

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
	return osfile.Replace(p, data, perm, pattern, beforeRename)
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
