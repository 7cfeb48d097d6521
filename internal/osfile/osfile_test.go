package osfile

import (
	"bufio"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMain(m *testing.M) {
	if p := os.Getenv("OSFILE_HOLD_LOCK"); p != "" {
		os.Exit(holdLock(p))
	}
	os.Exit(m.Run())
}

// holdLock is the child of TestLockExcludesAnotherProcess: it takes the
// lock at p, says so, and when told (a line on stdin) writes "released"
// beside it and lets go.
func holdLock(p string) int {
	l, err := LockFile(p)
	if err != nil {
		fmt.Println("error", err)
		return 1
	}
	fmt.Println("locked")
	_, _ = bufio.NewReader(os.Stdin).ReadString('\n')
	if err := os.WriteFile(p+".released", nil, 0o600); err != nil {
		return 1
	}
	if err := l.Unlock(); err != nil {
		return 1
	}
	return 0
}

func names(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var out []string
	for _, e := range entries {
		out = append(out, e.Name())
	}
	return out
}

// Replace puts the new content in place whole and leaves no temp file; a
// failure before the move leaves the old content and no temp file.
func TestReplace(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "f")
	require.NoError(t, os.WriteFile(p, []byte("old and longer"), 0o600))
	require.NoError(t, Replace(p, []byte("new"), 0o644, ".f.*.tmp", nil))
	data, err := os.ReadFile(p)
	require.NoError(t, err)
	assert.Equal(t, "new", string(data))
	assert.Equal(t, []string{"f"}, names(t, dir))

	boom := errors.New("disk full")
	var seen string
	err = Replace(p, []byte("lost"), 0o644, ".f.*.tmp", func(tmp string) error {
		seen = tmp
		got, err := os.ReadFile(tmp)
		require.NoError(t, err)
		assert.Equal(t, "lost", string(got), "the temp file is whole before the move")
		return boom
	})
	assert.ErrorIs(t, err, boom)
	assert.Equal(t, dir, filepath.Dir(seen), "the temp file is beside its target")
	data, err = os.ReadFile(p)
	require.NoError(t, err)
	assert.Equal(t, "new", string(data))
	assert.Equal(t, []string{"f"}, names(t, dir))

	assert.Error(t, Replace(filepath.Join(dir, "no", "such"), nil, 0o600, ".x.*", nil))
}

// WriteTemp and CreateExclusive leave a whole file or none.
func TestWriteTempAndCreateExclusive(t *testing.T) {
	dir := t.TempDir()
	tmp, err := WriteTemp(dir, ".k.*", 0o600, []byte("key"))
	require.NoError(t, err)
	data, err := os.ReadFile(tmp)
	require.NoError(t, err)
	assert.Equal(t, "key", string(data))

	p := filepath.Join(dir, "serve.key")
	require.NoError(t, CreateExclusive(p, 0o600, []byte("first")))
	assert.ErrorIs(t, CreateExclusive(p, 0o600, []byte("second")), fs.ErrExist)
	data, err = os.ReadFile(p)
	require.NoError(t, err)
	assert.Equal(t, "first", string(data))

	_, err = WriteTemp(filepath.Join(dir, "missing"), ".k.*", 0o600, nil)
	assert.ErrorIs(t, err, fs.ErrNotExist)
}

// Open reads and writes regular files as os.OpenFile does, and refuses a
// directory.
func TestOpenRegularOnly(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "f")
	f, err := Open(p, os.O_RDWR|os.O_CREATE, 0o600)
	require.NoError(t, err)
	_, err = f.WriteString("x")
	require.NoError(t, err)
	require.NoError(t, f.Close())
	f, err = Open(p, os.O_RDONLY, 0)
	require.NoError(t, err)
	require.NoError(t, f.Close())

	_, err = Open(filepath.Join(dir, "missing"), os.O_RDONLY, 0)
	assert.ErrorIs(t, err, fs.ErrNotExist)
	_, err = Open(dir, os.O_RDONLY, 0)
	assert.Error(t, err, "a directory")
}

// A second lock of one file in this process waits for the first to be
// released (the order is checked, not the time).
func TestLockExcludes(t *testing.T) {
	p := filepath.Join(t.TempDir(), "k.lock")
	first, err := LockFile(p)
	require.NoError(t, err)
	var released atomic.Bool
	got := make(chan bool)
	go func() {
		second, err := LockFile(p)
		if !assert.NoError(t, err) {
			got <- false
			return
		}
		got <- released.Load()
		assert.NoError(t, second.Unlock())
	}()
	released.Store(true)
	require.NoError(t, first.Unlock())
	assert.True(t, <-got, "the second lock was taken only after the first was released")
	assert.FileExists(t, p, "the lock file stays for the next")
}

// A lock held by another process keeps this one waiting until it lets go.
func TestLockExcludesAnotherProcess(t *testing.T) {
	p := filepath.Join(t.TempDir(), "k.lock")
	exe, err := os.Executable()
	require.NoError(t, err)
	child := exec.Command(exe, "-test.run=^$")
	child.Env = append(os.Environ(), "OSFILE_HOLD_LOCK="+p)
	in, err := child.StdinPipe()
	require.NoError(t, err)
	out, err := child.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, child.Start())
	line, err := bufio.NewReader(out).ReadString('\n')
	require.NoError(t, err)
	require.Equal(t, "locked\n", line)

	got := make(chan error)
	go func() {
		l, err := LockFile(p)
		if err == nil {
			_, err = os.Stat(p + ".released")
			_ = l.Unlock()
		}
		got <- err
	}()
	_, err = in.Write([]byte("go\n"))
	require.NoError(t, err)
	assert.NoError(t, <-got, "the lock was taken only after the other process let go")
	require.NoError(t, child.Wait())
}

// classify tells a file from a link by the attributes and reparse tag
// Windows gives: links, junctions and directories are refused, a file
// behind a filter (OneDrive, deduplication) is a file.
func TestClassify(t *testing.T) {
	const (
		normal, archive = 0x80, 0x20
		tagSymlink      = 0xA000000C // IO_REPARSE_TAG_SYMLINK
		tagMountPoint   = 0xA0000003 // IO_REPARSE_TAG_MOUNT_POINT (a junction)
		tagAppExecLink  = 0x8000001B // IO_REPARSE_TAG_APPEXECLINK: no name surrogate
		tagCloud        = 0x9000001A // IO_REPARSE_TAG_CLOUD_1 (OneDrive)
		tagDedup        = 0x80000013 // IO_REPARSE_TAG_DEDUP
	)
	noTag := func() (uint32, error) { t.Fatal("the tag of a file that is no reparse point is never read"); return 0, nil }
	tag := func(v uint32) func() (uint32, error) { return func() (uint32, error) { return v, nil } }
	for _, c := range []struct {
		attrs uint32
		tag   func() (uint32, error)
		want  fileKind
	}{
		{normal, noTag, fileRegular},
		{archive, noTag, fileRegular},
		{attrDirectory, noTag, fileOther},
		{attrDirectory | attrReparsePoint, noTag, fileOther},
		{archive | attrReparsePoint, tag(tagSymlink), fileOther},
		{attrReparsePoint, tag(tagMountPoint), fileOther},
		{archive | attrReparsePoint, tag(tagCloud), fileReparse},
		{archive | attrReparsePoint, tag(tagDedup), fileReparse},
		{archive | attrReparsePoint, tag(tagAppExecLink), fileReparse},
	} {
		got, err := classify(c.attrs, c.tag)
		require.NoError(t, err)
		assert.Equalf(t, c.want, got, "attributes %#x", c.attrs)
	}
	boom := errors.New("no tag")
	got, err := classify(attrReparsePoint, func() (uint32, error) { return 0, boom })
	assert.ErrorIs(t, err, boom)
	assert.Equal(t, fileOther, got)
}
