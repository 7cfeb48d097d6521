//go:build unix

package osfile

import (
	"errors"
	"io/fs"
	"os"
	"syscall"
)

// Open opens name with flag and perm as os.OpenFile does, but never
// through a symbolic link at its end (O_NOFOLLOW) and without blocking on
// a FIFO (O_NONBLOCK); a name that is a link, a FIFO, a device or a
// directory is a *fs.PathError with ErrNotRegular.
func Open(name string, flag int, perm os.FileMode) (*os.File, error) {
	f, err := os.OpenFile(name, flag|syscall.O_NOFOLLOW|syscall.O_NONBLOCK|syscall.O_CLOEXEC, perm)
	if err != nil {
		// ELOOP: a link (EMLINK on FreeBSD); ENXIO: a FIFO opened for
		// writing with no reader, a socket
		if errors.Is(err, syscall.ELOOP) || errors.Is(err, syscall.EMLINK) || errors.Is(err, syscall.ENXIO) {
			return nil, notRegular("open", name)
		}
		return nil, err
	}
	fi, err := f.Stat()
	if err != nil {
		_ = f.Close()
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		_ = f.Close()
		return nil, notRegular("open", name)
	}
	return f, nil
}

// lock waits for flock(2)'s exclusive lock on f.
func lock(f *os.File) error {
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX)
		if !errors.Is(err, syscall.EINTR) {
			return err
		}
	}
}

func unlock(f *os.File) error { return syscall.Flock(int(f.Fd()), syscall.LOCK_UN) }

// Rename moves oldpath over newpath in one step (rename(2)): a reader sees
// the old file or the new one, never a mix.
func Rename(oldpath, newpath string) error { return os.Rename(oldpath, newpath) }

// SyncDir makes the names created, moved and removed in dir durable
// (fsync of the directory).
func SyncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		_ = d.Close()
	}
}

// FileID is the identity of the file that fi describes (its inode): it
// changes when the file at a path is replaced, even within one clock tick.
func FileID(_ string, fi fs.FileInfo) uint64 {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return uint64(st.Ino) // a uint32 on some systems
	}
	return 0
}
