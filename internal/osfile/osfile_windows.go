//go:build windows

package osfile

import (
	"errors"
	"io/fs"
	"os"
	"time"
	"unsafe"

	"golang.org/x/sys/windows"
)

// Open opens name with flag and perm as os.OpenFile does, but never
// through a symbolic link or junction at its end: CreateFile with
// FILE_FLAG_OPEN_REPARSE_POINT opens the link itself, which is then
// refused, as is anything but a file on a disk (a console, a pipe, a
// device such as NUL or CON). Other reparse points (a OneDrive placeholder,
// a deduplicated file) are files: they are opened again through their
// filter and must still be the same file. Readers share the file for
// deletion, so a writer can move a new version over it while it is read,
// as on Unix.
func Open(name string, flag int, perm os.FileMode) (*os.File, error) {
	h, err := createFile(name, flag, perm, windows.FILE_FLAG_OPEN_REPARSE_POINT)
	if err != nil {
		return nil, &fs.PathError{Op: "open", Path: name, Err: err}
	}
	var info windows.ByHandleFileInformation
	kind, err := identify(h, &info)
	if err != nil {
		_ = windows.CloseHandle(h)
		return nil, &fs.PathError{Op: "open", Path: name, Err: err}
	}
	switch kind {
	case fileRegular:
	case fileReparse: // not a link: open the file behind its filter
		h2, err := createFile(name, flag&^(os.O_CREATE|os.O_EXCL|os.O_TRUNC), perm, 0)
		_ = windows.CloseHandle(h)
		if err != nil {
			return nil, &fs.PathError{Op: "open", Path: name, Err: err}
		}
		var again windows.ByHandleFileInformation
		if err := windows.GetFileInformationByHandle(h2, &again); err != nil || !sameFile(&info, &again) {
			_ = windows.CloseHandle(h2)
			return nil, notRegular("open", name) // replaced by a link meanwhile
		}
		h = h2
	default:
		_ = windows.CloseHandle(h)
		return nil, notRegular("open", name)
	}
	f := os.NewFile(uintptr(h), name)
	if flag&os.O_TRUNC != 0 {
		if err := f.Truncate(0); err != nil {
			_ = f.Close()
			return nil, err
		}
	}
	return f, nil
}

// createFile is CreateFile with the access, sharing and creation that flag
// asks for (as syscall.Open maps them), plus the FILE_FLAG_* in more.
func createFile(name string, flag int, perm os.FileMode, more uint32) (windows.Handle, error) {
	if name == "" {
		return windows.InvalidHandle, windows.ERROR_FILE_NOT_FOUND
	}
	p, err := windows.UTF16PtrFromString(name)
	if err != nil {
		return windows.InvalidHandle, err
	}
	var access uint32
	switch flag & (os.O_RDONLY | os.O_WRONLY | os.O_RDWR) {
	case os.O_RDONLY:
		access = windows.GENERIC_READ
	case os.O_WRONLY:
		access = windows.GENERIC_WRITE
	case os.O_RDWR:
		access = windows.GENERIC_READ | windows.GENERIC_WRITE
	}
	if flag&os.O_CREATE != 0 {
		access |= windows.GENERIC_WRITE
	}
	var create uint32
	switch {
	case flag&(os.O_CREATE|os.O_EXCL) == os.O_CREATE|os.O_EXCL:
		create = windows.CREATE_NEW
	case flag&os.O_CREATE != 0:
		create = windows.OPEN_ALWAYS
	default:
		create = windows.OPEN_EXISTING
	}
	attrs := uint32(windows.FILE_ATTRIBUTE_NORMAL)
	if perm&0o200 == 0 {
		attrs = windows.FILE_ATTRIBUTE_READONLY
	}
	share := uint32(windows.FILE_SHARE_READ | windows.FILE_SHARE_WRITE | windows.FILE_SHARE_DELETE)
	return windows.CreateFile(p, access, share, nil, create, attrs|more, 0)
}

// identify says what h, opened without following a reparse point, is, and
// fills info.
func identify(h windows.Handle, info *windows.ByHandleFileInformation) (fileKind, error) {
	t, err := windows.GetFileType(h)
	if err != nil {
		return fileOther, err
	}
	if t != windows.FILE_TYPE_DISK {
		return fileOther, nil
	}
	if err := windows.GetFileInformationByHandle(h, info); err != nil {
		return fileOther, err
	}
	return classify(info.FileAttributes, func() (uint32, error) { return reparseTag(h) })
}

// reparseTag reads the reparse tag of h (FILE_ATTRIBUTE_TAG_INFO).
func reparseTag(h windows.Handle) (uint32, error) {
	var ti struct {
		FileAttributes uint32
		ReparseTag     uint32
	}
	err := windows.GetFileInformationByHandleEx(h, windows.FileAttributeTagInfo, (*byte)(unsafe.Pointer(&ti)), uint32(unsafe.Sizeof(ti)))
	return ti.ReparseTag, err
}

func sameFile(a, b *windows.ByHandleFileInformation) bool {
	return a.VolumeSerialNumber == b.VolumeSerialNumber && a.FileIndexHigh == b.FileIndexHigh && a.FileIndexLow == b.FileIndexLow
}

// lock waits for LockFileEx's exclusive lock on the whole of f.
func lock(f *os.File) error {
	var ol windows.Overlapped
	return windows.LockFileEx(windows.Handle(f.Fd()), windows.LOCKFILE_EXCLUSIVE_LOCK, 0, ^uint32(0), ^uint32(0), &ol)
}

func unlock(f *os.File) error {
	var ol windows.Overlapped
	return windows.UnlockFileEx(windows.Handle(f.Fd()), 0, ^uint32(0), ^uint32(0), &ol)
}

// Rename moves oldpath over newpath in one step: MoveFileEx replacing the
// old file, written through to the disk before it returns (so no directory
// sync is needed). A virus scanner or the search indexer may hold newpath
// open for a moment without sharing it for deletion; the move is then
// tried again for up to two seconds, as the Go tool does.
func Rename(oldpath, newpath string) error {
	from, err := windows.UTF16PtrFromString(oldpath)
	if err != nil {
		return &os.LinkError{Op: "rename", Old: oldpath, New: newpath, Err: err}
	}
	to, err := windows.UTF16PtrFromString(newpath)
	if err != nil {
		return &os.LinkError{Op: "rename", Old: oldpath, New: newpath, Err: err}
	}
	wait := time.Millisecond
	deadline := time.Now().Add(2 * time.Second)
	for {
		err = windows.MoveFileEx(from, to, windows.MOVEFILE_REPLACE_EXISTING|windows.MOVEFILE_WRITE_THROUGH)
		if err == nil {
			return nil
		}
		if !transient(err) || time.Now().After(deadline) {
			return &os.LinkError{Op: "rename", Old: oldpath, New: newpath, Err: err}
		}
		time.Sleep(wait)
		wait = min(2*wait, 100*time.Millisecond)
	}
}

// transient reports the errors of a file another program holds for a moment.
func transient(err error) bool {
	return errors.Is(err, windows.ERROR_ACCESS_DENIED) || errors.Is(err, windows.ERROR_SHARING_VIOLATION) ||
		errors.Is(err, windows.ERROR_LOCK_VIOLATION)
}

// SyncDir does nothing on Windows: a directory cannot be flushed there,
// and Rename writes through already.
func SyncDir(string) {}

// FileID is the identity of the file at p (its volume and file index): it
// changes when the file at a path is replaced, even within one clock tick.
// 0 when it cannot be read.
func FileID(p string, _ fs.FileInfo) uint64 {
	name, err := windows.UTF16PtrFromString(p)
	if err != nil {
		return 0
	}
	h, err := windows.CreateFile(name, 0, windows.FILE_SHARE_READ|windows.FILE_SHARE_WRITE|windows.FILE_SHARE_DELETE,
		nil, windows.OPEN_EXISTING, windows.FILE_FLAG_OPEN_REPARSE_POINT|windows.FILE_FLAG_BACKUP_SEMANTICS, 0)
	if err != nil {
		return 0
	}
	defer func() { _ = windows.CloseHandle(h) }()
	var info windows.ByHandleFileInformation
	if err := windows.GetFileInformationByHandle(h, &info); err != nil {
		return 0
	}
	return uint64(info.VolumeSerialNumber)<<32 ^ uint64(info.FileIndexHigh)<<32 | uint64(info.FileIndexLow)
}
