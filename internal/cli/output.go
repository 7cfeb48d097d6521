package cli

import (
	"os"
	"path/filepath"
)

// WriteFile writes a file the user named on the command line (an export, a
// game record) all or nothing: a temp file next to it, synced, then renamed
// over the name, so a full disk or a crash never leaves half a file. The
// file is readable by all (0644), as a file written by the shell would be.
// A failure is a *StorageError (exit 3) with the message key given, whose
// arguments are File and Err: every command reports it the same way.
func WriteFile(path string, data []byte, key string) error {
	fail := func(err error) error {
		return &StorageError{Key: key, Args: map[string]any{"File": path, "Err": err.Error()}, File: path, Err: err}
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return fail(err)
	}
	defer func() { _ = os.Remove(tmp.Name()) }() // gone after the rename anyway
	if _, err := tmp.Write(data); err != nil {
		_ = tmp.Close()
		return fail(err)
	}
	if err := tmp.Chmod(0o644); err != nil {
		_ = tmp.Close()
		return fail(err)
	}
	if err := tmp.Sync(); err != nil {
		_ = tmp.Close()
		return fail(err)
	}
	if err := tmp.Close(); err != nil {
		return fail(err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fail(err)
	}
	return nil
}
