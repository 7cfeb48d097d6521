//go:build linux

package e2e

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"

	"codeberg.org/schiri/schiri/cmd"
	"codeberg.org/schiri/schiri/internal/cli"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// played is a data dir with game "g" after one round, and round 2's sheet.
type played struct {
	home, dataDir, game, next string
	environ                   []string
}

func playOneRound(t *testing.T) played {
	t.Helper()
	home := t.TempDir()
	p := played{home: home, dataDir: filepath.Join(home, "data"), next: filepath.Join(home, "next.yaml")}
	p.game = gamePath(p.dataDir, "g")
	p.environ = env(home, p.dataDir)
	newGame(t, p.environ, "g")
	writeFile(t, filepath.Join(home, "first.yaml"), sheet(0))
	r := schiri(t, p.environ, "kodiak", "round", "--game", "g", filepath.Join(home, "first.yaml"))
	require.Equal(t, 0, r.Code, r.String())
	writeFile(t, p.next, sheet(1))
	return p
}

// storageFailure checks a failed command in text mode: exit 3, nothing on
// stdout, one line on stderr naming the file and saying what is wrong.
func storageFailure(t *testing.T, r result, file string, msg ...string) {
	t.Helper()
	require.Equalf(t, 3, r.Code, "exit code\n%s", r)
	assert.Emptyf(t, r.Stdout, "nothing on stdout\n%s", r)
	require.Truef(t, regexp.MustCompile(`^schiri: `+regexp.QuoteMeta(file)+`(:\d+)?: `).MatchString(r.Stderr) && strings.Count(r.Stderr, "\n") == 1 && strings.HasSuffix(r.Stderr, "\n"),
		"one line on stderr, naming %s\n%s", file, r)
	for _, m := range msg {
		assert.Containsf(t, r.Stderr, m, "stderr\n%s", r)
	}
	assert.NotContainsf(t, r.Stderr, ".tmp", "the message names no temp file\n%s", r)
}

// storageFailureJSON checks a failed --json command: exit 3 and exactly the
// document {"error": {"kind": "storage", "message": …, "file": …}}.
func storageFailureJSON(t *testing.T, r result, file string, msg ...string) {
	t.Helper()
	require.Equalf(t, 3, r.Code, "exit code\n%s", r)
	var doc jsonError
	decode(t, r, &doc)
	assert.Equal(t, "storage", doc.Error.Kind)
	assert.Equal(t, file, doc.Error.File)
	for _, m := range msg {
		assert.Contains(t, doc.Error.Message, m)
	}
	assert.NotContains(t, doc.Error.Message, ".tmp", "the message names no temp file")
	assert.Containsf(t, r.Stderr, doc.Error.Message, "stderr says it too\n%s", r)
}

// untouched checks that the game file still has exactly its old bytes and
// that no temp file was left next to it.
func untouched(t *testing.T, path string, before []byte) {
	t.Helper()
	assert.Equal(t, string(before), string(fileBytes(t, path)), "the game file must be left untouched")
	for _, name := range entries(t, filepath.Dir(path)) {
		assert.Falsef(t, strings.HasSuffix(name, ".tmp"), "temp file %s left behind", name)
	}
}

// A damaged game file (cut off, empty, binary, without a game) or one from
// a newer schiri is never overwritten: every command that reads or writes
// it exits 3 and says which file is damaged and how.
func TestDamagedGameFile(t *testing.T) {
	p := playOneRound(t)
	good := fileBytes(t, p.game)
	cases := []struct {
		name, content, why string
	}{
		{"truncated", string(good[:len(good)/2]), "it is not readable JSON (cut off or edited by hand)"},
		{"truncated at a brace", string(good[:bytes.IndexByte(good, '{')+1]), "it is not readable JSON"},
		{"empty", "", "the file is empty"},
		{"binary", "\x00\x01\x02PK\x03\x04", "it is not readable JSON"},
		{"no game", `{"schema": 2, "kind": "kodiak", "id": "g"}`, "there is no game in it"},
		{"no moves", `{"schema": 2, "kind": "kodiak", "id": "g", "setup": {"players": ["Ana", "Ben"]}}`, "there is no game in it"},
		{"game of the wrong shape", `{"schema": 2, "kind": "kodiak", "id": "g", "setup": {"players": "Ana"}, "moves": []}`, `the value of "setup.players" is of the wrong kind`},
		{"old game missing", `{"schema": 1, "kind": "kodiak", "id": "g"}`, "there is no game in it"},
		{"old game of the wrong shape", `{"schema": 1, "kind": "kodiak", "id": "g", "game": {"players": "Ana"}}`, `the value of "players" is of the wrong kind`},
		{"newer schema", strings.Replace(string(good), `"schema": 2`, `"schema": 3`, 1),
			"it was written by a newer schiri (format 3; this schiri reads 2): update schiri to open it"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			require.NotEqual(t, string(good), c.content)
			require.NoError(t, os.WriteFile(p.game, []byte(c.content), 0o600))
			for _, args := range [][]string{
				{"kodiak", "round", "--game", "g", p.next},
				{"kodiak", "undo", "--game", "g"},
				{"kodiak", "status", "--game", "g"},
				{"kodiak", "round", p.next}, // the default game
			} {
				storageFailure(t, schiri(t, p.environ, args...), p.game, "the saved game is damaged and was left untouched: "+c.why)
				untouched(t, p.game, []byte(c.content))
				storageFailureJSON(t, schiri(t, p.environ, append(args, "--json")...), p.game, "the saved game is damaged and was left untouched: "+c.why)
				untouched(t, p.game, []byte(c.content))
			}
		})
	}
}

// A full disk, injected where the store writes: in-process, the command's
// store gets a BeforeRename hook that fails with ENOSPC once the temp file
// is written. (No tmpfs can be mounted in CI, and production code has no
// switch for this.) The command exits 3, names the game file, says the
// disk is full, and leaves the old file and no temp file.
func TestDiskFullInjected(t *testing.T) {
	p := playOneRound(t)
	before := fileBytes(t, p.game)
	for _, args := range [][]string{
		{"kodiak", "round", "--game", "g", p.next},
		{"kodiak", "undo", "--game", "g"},
	} {
		for _, jsonMode := range []bool{false, true} {
			if jsonMode {
				args = append(args, "--json")
			}
			r, hooked := runWithFullDisk(t, p, args...)
			assert.True(t, hooked, "the write reached the store's hook")
			if jsonMode {
				storageFailureJSON(t, r, p.game, "cannot read or write the saved game", "no space left on device")
			} else {
				storageFailure(t, r, p.game, "cannot read or write the saved game", "no space left on device")
			}
			untouched(t, p.game, before)
		}
	}
}

// runWithFullDisk runs schiri in this process, exactly as cmd.Main does but
// with in-memory streams and a store whose writes fail with ENOSPC.
func runWithFullDisk(t *testing.T, p played, args ...string) (result, bool) {
	t.Helper()
	ios, _, out, errOut := cli.Test()
	f := cli.NewFactory(cmd.Version())
	f.IO = ios
	vars := map[string]string{}
	for _, kv := range p.environ {
		k, v, _ := strings.Cut(kv, "=")
		vars[k] = v
	}
	f.LookupEnv = func(k string) (string, bool) { v, ok := vars[k]; return v, ok }
	// the store the command will use: the root command resolves the same
	// data dir from SCHIRI_DATA_DIR and keeps this store
	f.SetConfig(&cli.Config{Lang: "en", DataDir: p.dataDir})
	hooked := false
	f.Table().Store.BeforeRename = func(tmp string) error {
		hooked = true
		return &fs.PathError{Op: "write", Path: tmp, Err: syscall.ENOSPC}
	}
	code := cmd.Run(f, args)
	return result{Code: code, Stdout: out.String(), Stderr: errOut.String()}, hooked
}

// A real write error from the kernel in the real binary: schiri runs with
// a file size limit (RLIMIT_FSIZE) below the size of the next version of
// the game, so writing the temp file fails with EFBIG, as it would on a
// full disk or an exhausted quota.
func TestWriteFailsInTheRealBinary(t *testing.T) {
	p := playOneRound(t)
	before := fileBytes(t, p.game)
	limited := append(p.environ, roleEnv+"=schiri-fsize", fmt.Sprintf("SCHIRI_E2E_FSIZE=%d", len(before)))
	r := schiri(t, limited, "kodiak", "round", "--game", "g", p.next)
	storageFailure(t, r, p.game, "cannot read or write the saved game", "file too large")
	untouched(t, p.game, before)
	r = schiri(t, limited, "kodiak", "round", "--game", "g", p.next, "--json")
	storageFailureJSON(t, r, p.game, "cannot read or write the saved game", "file too large")
	untouched(t, p.game, before)
	// reading is not affected
	r = schiri(t, limited, "kodiak", "status", "--game", "g", "--json")
	require.Equal(t, 0, r.Code, r.String())
}

// A data dir that cannot exist because its parent is a regular file (a
// failure root meets too): starting a game, reading one and listing them
// exit 3 and say why.
func TestDataDirUnderAFile(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "file")
	writeFile(t, file, "not a dir")
	environ := env(home, filepath.Join(file, "data"))
	kodiakDir := filepath.Join(file, "data", "kodiak")

	r := schiri(t, environ, "kodiak", "new", "--players", "Ana,Ben", "--name", "g")
	storageFailure(t, r, kodiakDir, "cannot read or write the saved game", "not a directory")
	r = schiri(t, environ, "kodiak", "new", "--players", "Ana,Ben", "--name", "g", "--json")
	storageFailureJSON(t, r, kodiakDir, "cannot read or write the saved game", "not a directory")

	r = schiri(t, environ, "kodiak", "status", "--game", "g")
	storageFailure(t, r, filepath.Join(kodiakDir, "g.json"), "not a directory")
	r = schiri(t, environ, "kodiak", "list", "--json")
	storageFailureJSON(t, r, kodiakDir, "not a directory")
	assert.Equal(t, "not a dir", string(fileBytes(t, file)))
}
