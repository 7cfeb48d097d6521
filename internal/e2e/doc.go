// Package e2e holds end-to-end tests of saved games (GitHub issue 7): the
// schiri CLI runs as real processes (the test binary re-executed as schiri)
// that are killed mid-write, run sixteen at once, and meet damaged files,
// read-only and full disks, and game IDs that try to leave the data dir.
//
// It has no code of its own; everything is in the _test.go files, which
// build on Linux only (SIGKILL, rlimits, user namespaces).
package e2e
