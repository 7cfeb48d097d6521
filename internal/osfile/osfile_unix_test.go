//go:build unix

package osfile

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Open never follows a link, never blocks on a FIFO and never opens a
// device: each is ErrNotRegular, and nothing is created through a link.
func TestOpenRefusesLinksFIFOsDevices(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "target")
	require.NoError(t, os.WriteFile(target, []byte("x"), 0o600))
	require.NoError(t, os.Symlink(target, filepath.Join(dir, "link")))
	require.NoError(t, os.Symlink(filepath.Join(dir, "nowhere"), filepath.Join(dir, "dangling")))
	require.NoError(t, syscall.Mkfifo(filepath.Join(dir, "fifo"), 0o600))

	done := make(chan struct{})
	go func() {
		defer close(done)
		for _, c := range []struct {
			name string
			flag int
		}{
			{"link", os.O_RDONLY}, {"link", os.O_RDWR | os.O_CREATE},
			{"dangling", os.O_RDWR | os.O_CREATE}, {"dangling", os.O_WRONLY | os.O_CREATE | os.O_EXCL},
			{"fifo", os.O_RDONLY}, {"fifo", os.O_RDWR | os.O_CREATE},
			{"/dev/null", os.O_RDONLY},
		} {
			p := c.name
			if !filepath.IsAbs(p) {
				p = filepath.Join(dir, p)
			}
			_, err := Open(p, c.flag, 0o600)
			if c.flag&os.O_EXCL != 0 {
				assert.ErrorIsf(t, err, os.ErrExist, "%s %#x", c.name, c.flag)
				continue
			}
			assert.ErrorIsf(t, err, ErrNotRegular, "%s %#x", c.name, c.flag)
		}
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("Open blocked on the FIFO")
	}
	_, err := os.Lstat(filepath.Join(dir, "nowhere"))
	assert.ErrorIs(t, err, os.ErrNotExist, "nothing is created through the dangling link")
}

// A file's identity changes when another file is moved over its name,
// whatever its time and size.
func TestFileIDChangesOnReplace(t *testing.T) {
	p := filepath.Join(t.TempDir(), "f")
	require.NoError(t, os.WriteFile(p, []byte("a"), 0o600))
	fi, err := os.Lstat(p)
	require.NoError(t, err)
	before := FileID(p, fi)
	assert.NotZero(t, before)
	require.NoError(t, Replace(p, []byte("b"), 0o600, ".f.*", nil))
	require.NoError(t, os.Chtimes(p, fi.ModTime(), fi.ModTime()))
	fi2, err := os.Lstat(p)
	require.NoError(t, err)
	assert.Equal(t, fi.Size(), fi2.Size())
	assert.NotEqual(t, before, FileID(p, fi2))
}
