package store

import (
	"os"
	"runtime"
	"syscall"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// withoutDACOverride runs fn on an OS thread of its own without the
// capabilities that let root ignore file permissions (CAP_DAC_OVERRIDE,
// CAP_DAC_READ_SEARCH), so a test of a directory that cannot be written
// runs as root too (CI runs as root, in containers that allow no mounts).
// Capabilities belong to a thread: the thread is locked to fn's goroutine
// and thrown away with it, so no other goroutine ever runs without them.
// As any other user it changes nothing.
func withoutDACOverride(t *testing.T, fn func()) {
	t.Helper()
	const (
		capabilityV3     = 0x20080522
		capDACOverride   = 1
		capDACReadSearch = 2
	)
	type header struct {
		version uint32
		pid     int32
	}
	type data struct{ effective, permitted, inheritable uint32 }
	done := make(chan error, 1)
	go func() {
		runtime.LockOSThread() // never unlocked: the thread ends with the goroutine
		h := header{version: capabilityV3}
		var d [2]data
		if _, _, e := syscall.RawSyscall(syscall.SYS_CAPGET, uintptr(unsafe.Pointer(&h)), uintptr(unsafe.Pointer(&d[0])), 0); e != 0 {
			done <- e
			return
		}
		d[0].effective &^= 1<<capDACOverride | 1<<capDACReadSearch
		if _, _, e := syscall.RawSyscall(syscall.SYS_CAPSET, uintptr(unsafe.Pointer(&h)), uintptr(unsafe.Pointer(&d[0])), 0); e != 0 {
			done <- e
			return
		}
		fn()
		done <- nil
	}()
	require.NoError(t, <-done)
}

// A data dir that cannot be written is an I/O error, for root too.
func TestReadOnlyDataDir(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.Chmod(dir, 0o500))
	defer func() { _ = os.Chmod(dir, 0o700) }()
	var err error
	withoutDACOverride(t, func() { err = New(dir).Create("kodiak", "g", &game{}) })
	require.True(t, IsKind(err, IO), "%v", err)
	assert.ErrorIs(t, err, os.ErrPermission)
	assert.Empty(t, names(t, dir), "nothing was created")

	// a kind dir that exists but cannot be written: the game is not
	// created, and the error names the file it was to be
	require.NoError(t, os.Chmod(dir, 0o700))
	s := New(dir)
	require.NoError(t, s.Create("kodiak", "g", &game{}))
	kind := dir + "/kodiak"
	require.NoError(t, os.Chmod(kind, 0o500))
	defer func() { _ = os.Chmod(kind, 0o700) }()
	withoutDACOverride(t, func() { err = s.Create("kodiak", "h", &game{}) })
	require.True(t, IsKind(err, IO), "%v", err)
	assert.ErrorIs(t, err, os.ErrPermission)
	assert.ElementsMatch(t, []string{"g.json"}, names(t, kind))
}
