//go:build linux

package e2e

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"codeberg.org/schiri/schiri/cmd"
	"codeberg.org/schiri/schiri/internal/cli"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// badIDs are game IDs that name a file outside the data dir's kodiak
// folder, or something that is not a plain name. NUL cannot be passed to a
// process; TestGameIDsWithNUL runs those in-process.
var badIDs = []string{
	"../g", "../../g", "../../../../../../etc/passwd", "..", ".", "./g", "kodiak/../g",
	"a/b", "g/", "/g", `..\g`, `a\b`, "g.json", ".g", "-g", " g", "g ", "g\n", "ä", strings.Repeat("g", 65),
}

// TestGameIDsStayInTheDataDir: every Kodiak command that takes --game
// rejects a bad ID with exit 2 before touching any file. Valid games lie
// where the bad IDs point (next to and above the kodiak folder), so an ID
// that escaped would be noticed: the command would succeed.
func TestGameIDsStayInTheDataDir(t *testing.T) {
	p := playOneRound(t)
	good := fileBytes(t, p.game)
	// decoys where "../g" and "../../g" lead
	writeFile(t, filepath.Join(p.dataDir, "g.json"), string(good))
	writeFile(t, filepath.Join(p.home, "g.json"), string(good))
	before := snapshot(t, p.home)

	rejected := func(args ...string) {
		t.Helper()
		r := schiri(t, p.environ, args...)
		assert.Equalf(t, 2, r.Code, "%q\n%s", args, r)
		assert.Containsf(t, r.Stderr, "is not a valid game name", "%q\n%s", args, r)
		assert.Emptyf(t, r.Stdout, "%q", args)
	}
	rejectedJSON := func(id string, args ...string) {
		t.Helper()
		r := schiri(t, p.environ, append(args, "--json")...)
		assert.Equalf(t, 2, r.Code, "%q\n%s", args, r)
		var doc jsonError
		decode(t, r, &doc)
		assert.Equal(t, "input", doc.Error.Kind)
		assert.Equal(t, id, doc.Error.Token)
	}
	// every command that takes --game, with the IDs that would escape
	for _, id := range []string{"../g", "../../g", "/g", "a/b"} {
		for _, args := range [][]string{
			{"kodiak", "status", "--game=" + id},
			{"kodiak", "history", "--game=" + id},
			{"kodiak", "export", "--format", "json", "--game=" + id},
			{"kodiak", "undo", "--game=" + id},
			{"kodiak", "round", "--game=" + id, p.next},
		} {
			rejected(args...)
		}
	}
	// every bad ID, reading and writing
	for _, id := range badIDs {
		rejected("kodiak", "status", "--game="+id)
		rejected("kodiak", "round", "--game="+id, p.next)
		rejectedJSON(id, "kodiak", "round", "--game="+id, p.next)
	}
	assert.Equal(t, before, snapshot(t, p.home), "no file may change, appear or vanish")
}

// TestGameIDsWithNUL: a NUL cannot reach schiri through a command line, so
// these run in-process, exactly as cmd.Main but with in-memory streams.
func TestGameIDsWithNUL(t *testing.T) {
	p := playOneRound(t)
	before := snapshot(t, p.home)
	for _, id := range []string{"g\x00", "\x00g", "g\x00/../../g", "../g\x00"} {
		for _, args := range [][]string{
			{"kodiak", "status", "--game", id},
			{"kodiak", "round", "--game", id, p.next},
			{"kodiak", "undo", "--game", id, "--json"},
		} {
			r := runInProcess(t, p, args...)
			assert.Equalf(t, 2, r.Code, "%q\n%s", args, r)
			assert.Containsf(t, r.Stderr, "is not a valid game name", "%q", args)
		}
	}
	assert.Equal(t, before, snapshot(t, p.home), "no file may change, appear or vanish")
}

// TestUnsafeGameNamesAreRejected: `kodiak new --name` names the game file,
// so a name that is not a safe ID (a path, NUL, dots) is an input error
// (exit 2) and nothing appears anywhere.
func TestUnsafeGameNamesAreRejected(t *testing.T) {
	p := playOneRound(t)
	before := snapshot(t, p.home)
	for _, name := range []string{"../../evil", "/etc/passwd", "a/b", `..\..\x`, "g\x00", "..", "../g", "Sonntag bei Oma"} {
		r := runInProcess(t, p, "kodiak", "new", "--players", "Ana,Ben", "--name", name, "--json")
		assert.Equalf(t, 2, r.Code, "%q\n%s", name, r)
		assert.Containsf(t, r.Stdout, `"kind": "input"`, "%q", name)
		assert.Containsf(t, r.Stderr, "is not a valid game name", "%q", name)
	}
	assert.Equal(t, before, snapshot(t, p.home), "no file may change, appear or vanish")
}

// runInProcess runs schiri in this process as cmd.Main does, with in-memory
// streams and p's environment.
func runInProcess(t *testing.T, p played, args ...string) result {
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
	code := cmd.Run(f, args)
	return result{Code: code, Stdout: out.String(), Stderr: errOut.String()}
}

// snapshot describes every file and dir under root (relative path → mode,
// size, modification time, content of small files).
func snapshot(t *testing.T, root string) map[string]string {
	t.Helper()
	out := map[string]string{}
	require.NoError(t, filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(root, path)
		if err != nil {
			return err
		}
		desc := fmt.Sprintf("%v %d %d", info.Mode(), info.Size(), info.ModTime().UnixNano())
		if info.Mode().IsRegular() && info.Size() < 1<<16 {
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			desc += " " + string(b)
		}
		out[rel] = desc
		return nil
	}))
	return out
}
