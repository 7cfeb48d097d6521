//go:build linux

package e2e

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReadOnlyDataDir: the data dir and its kodiak folder are read-only
// (mode 0555) for the user running schiri. Writing a round, taking one back
// or starting a game exits 3 with "permission denied" and leaves the game
// as it was; reading it still works.
//
// Root ignores permission bits, and CI runs as root. So as root the schiri
// processes run as an ordinary user, two ways, whichever the machine
// allows:
//   - in a new user namespace where the process is uid 1000 mapped to root
//     outside: it owns the (root-owned) files, but has no capabilities, so
//     the owner's permission bits apply to it;
//   - or with setuid to nobody (65534), the data dir chowned to nobody.
//
// Both need the binary and the data dir on a path others may enter, so
// this test works in a world-readable temp dir. Only if neither works (no
// CAP_SETUID and no user namespaces) is it skipped. Not as root, the dirs
// are simply made read-only.
func TestReadOnlyDataDir(t *testing.T) {
	base, err := os.MkdirTemp("", "schiri-readonly-")
	require.NoError(t, err)
	require.NoError(t, os.Chmod(base, 0o755))
	t.Cleanup(func() {
		_ = filepath.WalkDir(base, func(path string, d os.DirEntry, err error) error {
			if err == nil && d.IsDir() {
				_ = os.Chmod(path, 0o755)
			}
			return nil
		})
		_ = os.RemoveAll(base)
	})
	exe := filepath.Join(base, "schiri")
	linkOrCopy(t, self(t), exe)
	home := filepath.Join(base, "home")
	dataDir := filepath.Join(home, "data")
	require.NoError(t, os.MkdirAll(home, 0o755))
	environ := env(home, dataDir)
	newGame(t, environ, "g")
	writeFile(t, filepath.Join(home, "1.yaml"), sheet(1))
	writeFile(t, filepath.Join(home, "2.yaml"), sheet(2))
	r := schiri(t, environ, "kodiak", "round", "--game", "g", filepath.Join(home, "1.yaml"))
	require.Equal(t, 0, r.Code, r.String())

	var attr *syscall.SysProcAttr
	if os.Geteuid() == 0 {
		attr = ordinaryUser(t, exe, environ, dataDir)
	}
	for _, dir := range []string{dataDir, filepath.Join(dataDir, "kodiak")} {
		require.NoError(t, os.Chmod(dir, 0o555))
	}
	game := gamePath(dataDir, "g")
	before := fileBytes(t, game)
	run := func(args ...string) result { return schiriAs(t, exe, environ, attr, args...) }

	for _, args := range [][]string{
		{"kodiak", "round", "--game", "g", filepath.Join(home, "2.yaml")},
		{"kodiak", "undo", "--game", "g"},
	} {
		storageFailure(t, run(args...), game, "cannot read or write the saved game", "permission denied")
		untouched(t, game, before)
		storageFailureJSON(t, run(append(args, "--json")...), game, "cannot read or write the saved game", "permission denied")
		untouched(t, game, before)
	}
	// nor a new one (the kind's lock, in the data dir's .locks, is taken:
	// writing the game is what fails)
	h := gamePath(dataDir, "h")
	storageFailure(t, run("kodiak", "new", "--players", "Ana,Ben", "--name", "h"), h, "permission denied")
	storageFailureJSON(t, run("kodiak", "new", "--players", "Ana,Ben", "--name", "h", "--json"), h, "permission denied")
	assert.ElementsMatch(t, []string{"g.json"}, entries(t, filepath.Join(dataDir, "kodiak")))

	// reading needs no write access
	r = run("kodiak", "status", "--game", "g", "--json")
	require.Equal(t, 0, r.Code, r.String())
	var st status
	decode(t, r, &st)
	assert.Equal(t, 1, st.RoundsPlayed)
	r = run("kodiak", "list", "--json")
	assert.Equal(t, 0, r.Code, r.String())
}

// ordinaryUser returns how to start schiri as a user without root's
// privileges, preparing the data dir's owner for it; it skips the test if
// the machine allows neither way.
func ordinaryUser(t *testing.T, exe string, environ []string, dataDir string) *syscall.SysProcAttr {
	t.Helper()
	probe := func(attr *syscall.SysProcAttr) error {
		c := exec.Command(exe, "--version")
		c.Env, c.SysProcAttr = environ, attr
		return c.Run()
	}
	userns := &syscall.SysProcAttr{
		Cloneflags:  syscall.CLONE_NEWUSER,
		UidMappings: []syscall.SysProcIDMap{{ContainerID: 1000, HostID: 0, Size: 1}},
		GidMappings: []syscall.SysProcIDMap{{ContainerID: 1000, HostID: 0, Size: 1}},
	}
	errNS := probe(userns)
	if errNS == nil {
		t.Log("running schiri as uid 1000 in a user namespace")
		return userns
	}
	nobody := &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	errNobody := probe(nobody)
	if errNobody != nil {
		t.Skipf("cannot run schiri without root's privileges here (user namespace: %v; setuid nobody: %v)", errNS, errNobody)
	}
	t.Log("running schiri as nobody")
	require.NoError(t, filepath.WalkDir(dataDir, func(path string, _ os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		return os.Lchown(path, 65534, 65534)
	}))
	return nobody
}

// linkOrCopy puts the file src at dst (mode 0755).
func linkOrCopy(t *testing.T, src, dst string) {
	t.Helper()
	if os.Link(src, dst) == nil {
		require.NoError(t, os.Chmod(dst, 0o755))
		return
	}
	in, err := os.Open(src)
	require.NoError(t, err)
	defer func() { _ = in.Close() }()
	out, err := os.OpenFile(dst, os.O_CREATE|os.O_WRONLY|os.O_EXCL, 0o755)
	require.NoError(t, err)
	_, err = io.Copy(out, in)
	require.NoError(t, err)
	require.NoError(t, out.Close())
}
