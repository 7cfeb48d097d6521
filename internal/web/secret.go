package web

import (
	"crypto/rand"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"codeberg.org/schiri/schiri/internal/osfile"
)

// loadSecret reads DATA_DIR/serve.key, or creates it. Servers started at
// once on a new data dir must agree on one secret: the key is written whole
// to a temp file (0600, fsynced) and linked into place with link(2), which
// fails if serve.key exists — so it is created exactly once and never seen
// half written — and whoever loses reads what won. renew (and a key file
// too short to be one) replaces the key by a rename.
func loadSecret(dir string, renew bool) ([]byte, error) {
	if dir == "" {
		return nil, errors.New("no data dir")
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	p := filepath.Join(dir, "serve.key")
	for try := 0; ; try++ {
		if !renew {
			b, err := readSecret(p)
			switch {
			case err == nil:
				return b, nil
			case errors.Is(err, errShortSecret):
				renew = true // damaged: replace it
			case !errors.Is(err, fs.ErrNotExist) || try >= 10:
				return nil, err
			}
		}
		b, tmp, err := writeSecretTemp(dir)
		if err != nil {
			return nil, err
		}
		if renew {
			err = osfile.Rename(tmp, p)
		} else {
			err = os.Link(tmp, p)
			if err != nil && !errors.Is(err, fs.ErrExist) {
				err = createExclusive(p, b) // a file system without hard links
			}
			_ = os.Remove(tmp)
		}
		if err == nil {
			syncDir(dir)
			return b, nil
		}
		_ = os.Remove(tmp)
		if renew || !errors.Is(err, fs.ErrExist) {
			return nil, err
		}
		// another server created it first: read what won
	}
}

var errShortSecret = errors.New("serve.key is too short to be a key")

// readSecret reads the key at p, never through a symbolic link.
func readSecret(p string) ([]byte, error) {
	f, err := osfile.Open(p, os.O_RDONLY, 0)
	if err != nil {
		return nil, err
	}
	defer func() { _ = f.Close() }()
	b, err := io.ReadAll(io.LimitReader(f, 1024))
	if err != nil {
		return nil, err
	}
	if len(b) < 32 {
		return nil, errShortSecret
	}
	return b[:32], nil
}

// writeSecretTemp writes a new random key to a temp file in dir, created
// exclusively with mode 0600 and fsynced, and returns the key and the file.
func writeSecretTemp(dir string) ([]byte, string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return nil, "", err
	}
	tmp, err := osfile.WriteTemp(dir, ".serve.key.*", 0o600, b)
	if err != nil {
		return nil, "", err
	}
	return b, tmp, nil
}

// createExclusive creates p with data, failing if it exists.
func createExclusive(p string, data []byte) error { return osfile.CreateExclusive(p, 0o600, data) }

// syncDir makes a new name in dir durable.
func syncDir(dir string) { osfile.SyncDir(dir) }
