// Package osfile is what schiri needs from the file system that each OS
// does its own way: opening a file without following a link, an exclusive
// lock between processes, replacing a file whole, and a file's identity.
// The rest of schiri (the store, serve's secret) says what it wants once,
// here, and builds for Linux, macOS and Windows alike.
//
// Files of the package: osfile.go (what every OS shares: writing a file
// whole), osfile_unix.go (Linux, macOS: O_NOFOLLOW, flock(2), rename(2)),
// osfile_windows.go (FILE_FLAG_OPEN_REPARSE_POINT, LockFileEx, MoveFileEx).
package osfile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// ErrNotRegular is the cause when a file schiri reads or writes is a
// symbolic link (on Windows: a link or junction), a FIFO, a device or a
// directory: schiri neither reads nor writes through it.
var ErrNotRegular = errors.New("not a regular file (a link, FIFO or device): schiri does not follow it")

// notRegular is the error of Open for a path that is not a regular file.
func notRegular(op, name string) error {
	return &fs.PathError{Op: op, Path: name, Err: ErrNotRegular}
}

// writeSynced writes data to f, flushes it to the disk and closes f. On
// any failure f is closed and removed: a file is there whole or not at
// all. It is the one write-sync-close sequence of schiri (a game's temp
// file, serve's key).
func writeSynced(f *os.File, data []byte) error {
	_, err := f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		_ = os.Remove(f.Name())
	}
	return err
}

// WriteTemp writes data to a new temp file in dir (named by pattern as
// os.CreateTemp names it, created exclusively) with mode perm, flushed to
// the disk, and returns its name. On failure no temp file is left.
func WriteTemp(dir, pattern string, perm os.FileMode, data []byte) (string, error) {
	f, err := os.CreateTemp(dir, pattern)
	if err != nil {
		return "", err
	}
	if perm != 0o600 { // CreateTemp's own
		if err := f.Chmod(perm); err != nil {
			_ = f.Close()
			_ = os.Remove(f.Name())
			return "", err
		}
	}
	if err := writeSynced(f, data); err != nil {
		return "", err
	}
	return f.Name(), nil
}

// CreateExclusive creates the file p with data and mode perm, failing with
// fs.ErrExist if p exists (a link included, which is never followed).
func CreateExclusive(p string, perm os.FileMode, data []byte) error {
	f, err := Open(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
	if err != nil {
		return err
	}
	return writeSynced(f, data)
}

// Replace writes p whole or not at all: a temp file beside it (named by
// pattern), flushed, moved over p, and the move made durable. beforeRename,
// when set, runs between the two (the crash tests inject failures there).
func Replace(p string, data []byte, perm os.FileMode, pattern string, beforeRename func(tmp string) error) error {
	tmp, err := WriteTemp(filepath.Dir(p), pattern, perm, data)
	if err != nil {
		return err
	}
	if beforeRename != nil {
		if err := beforeRename(tmp); err != nil {
			_ = os.Remove(tmp)
			return err
		}
	}
	if err := Rename(tmp, p); err != nil {
		_ = os.Remove(tmp)
		return err
	}
	SyncDir(filepath.Dir(p))
	return nil
}

// Lock is an exclusive lock on a lock file, held until Unlock.
type Lock struct{ f *os.File }

// LockFile opens the lock file p (creating it, never through a link) and
// waits until this process holds its exclusive lock. Other processes and
// other LockFile calls of this process on p wait for Unlock.
func LockFile(p string) (*Lock, error) {
	f, err := Open(p, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, err
	}
	if err := lock(f); err != nil {
		_ = f.Close()
		return nil, &fs.PathError{Op: "lock", Path: p, Err: err}
	}
	return &Lock{f: f}, nil
}

// Unlock releases the lock. The lock file stays: removing it while another
// process waits for it would let a third lock a new file of the same name
// at once.
func (l *Lock) Unlock() error {
	err := unlock(l.f)
	if cerr := l.f.Close(); err == nil {
		err = cerr
	}
	return err
}
