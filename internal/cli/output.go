package cli

import (
	"errors"
	"io/fs"
	"os"

	"codeberg.org/schiri/schiri/internal/store"
)

// WriteFile writes a file the user named on the command line (an export, a
// game record) all or nothing, as the store writes a game
// (store.ReplaceFile). A target that exists and is not a regular file
// (/dev/stdout, a FIFO, a terminal, a link) is written straight to, as the
// shell's > would: no temp file can be renamed over it. A failure is a
// *StorageError (exit 3) with the message key given, whose arguments are
// File and Err: every command reports it the same way.
func WriteFile(path string, data []byte, key string) error {
	var err error
	if fi, lerr := os.Lstat(path); lerr == nil && !fi.Mode().IsRegular() && !fi.IsDir() {
		err = writeStraight(path, data)
	} else {
		err = store.ReplaceFile(path, data)
	}
	if err != nil {
		return &StorageError{Key: key, Args: map[string]any{"File": path, "Err": err.Error()}, File: path, Err: err}
	}
	return nil
}

// writeStraight writes data to path (following a link, creating what a
// dangling link names), truncating it as the shell's > does.
func writeStraight(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil && !errors.Is(cerr, fs.ErrClosed) {
		err = cerr
	}
	return err
}

// SavedNotShown is the error of a command whose game was saved (as id) but
// whose output could not be written (stdout closed, a full disk behind it):
// a storage error (exit 3) that says the game is saved.
func SavedNotShown(id string, err error) error {
	if err == nil {
		return nil
	}
	return &StorageError{Key: "core.error.saved_not_shown", Args: map[string]any{"ID": id}, Err: err}
}
