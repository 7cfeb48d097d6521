package cli

import "codeberg.org/schiri/schiri/internal/store"

// WriteFile writes a file the user named on the command line (an export, a
// game record) all or nothing, as the store writes a game
// (store.ReplaceFile). A failure is a *StorageError (exit 3) with the
// message key given, whose arguments are File and Err: every command
// reports it the same way.
func WriteFile(path string, data []byte, key string) error {
	if err := store.ReplaceFile(path, data); err != nil {
		return &StorageError{Key: key, Args: map[string]any{"File": path, "Err": err.Error()}, File: path, Err: err}
	}
	return nil
}
