//go:build linux

package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"codeberg.org/schiri/schiri/cmd"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// roleEnv switches the re-executed test binary into one of the roles below
// instead of running the tests. It exists only in this test binary.
const roleEnv = "SCHIRI_E2E_ROLE"

// TestMain lets the test binary stand in for the schiri binary: the tests
// start os.Executable() with SCHIRI_E2E_ROLE set, which is exactly
// cmd/schiri's main (plus, for two roles, a setup the real program never
// does: a file size limit, or a loop of rounds).
// plainSchiri's binary (pty_test.go), removed when the tests end.
var (
	plainOnce sync.Once
	plainPath string
	plainErr  error
)

func TestMain(m *testing.M) {
	switch os.Getenv(roleEnv) {
	case "":
		code := m.Run()
		if plainPath != "" {
			_ = os.RemoveAll(filepath.Dir(plainPath))
		}
		os.Exit(code)
	case "schiri":
		os.Exit(cmd.Main(os.Args[1:]))
	case "schiri-fsize":
		// schiri with RLIMIT_FSIZE set: a write past the limit fails with
		// EFBIG ("file too large"), a real kernel write error in the real
		// write path, like a full disk or an exhausted quota. The Go runtime
		// ignores SIGXFSZ, so the write returns the error instead of the
		// process dying.
		var limit uint64
		if _, err := fmt.Sscan(os.Getenv("SCHIRI_E2E_FSIZE"), &limit); err != nil {
			fmt.Fprintln(os.Stderr, "e2e: bad SCHIRI_E2E_FSIZE:", err)
			os.Exit(99)
		}
		if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &syscall.Rlimit{Cur: limit, Max: limit}); err != nil {
			fmt.Fprintln(os.Stderr, "e2e: setrlimit:", err)
			os.Exit(99)
		}
		os.Exit(cmd.Main(os.Args[1:]))
	case "roundloop":
		os.Exit(roundLoop(os.Args[1:]))
	default:
		fmt.Fprintln(os.Stderr, "e2e: unknown role", os.Getenv(roleEnv))
		os.Exit(99)
	}
}

// result is what one schiri process did.
type result struct {
	Code           int
	Stdout, Stderr string
}

func (r result) String() string {
	return fmt.Sprintf("exit %d\nstdout:\n%s\nstderr:\n%s", r.Code, r.Stdout, r.Stderr)
}

// env is a clean environment for schiri with its data in dataDir: no
// config file, English, no colour.
func env(home, dataDir string, extra ...string) []string {
	var out []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		switch {
		case strings.HasPrefix(k, "SCHIRI_"), strings.HasPrefix(k, "LC_"), strings.HasPrefix(k, "XDG_"),
			k == "LANG", k == "HOME", k == "NO_COLOR", k == "GORACE":
			continue
		}
		out = append(out, kv)
	}
	out = append(out,
		"HOME="+home,
		"XDG_CONFIG_HOME="+filepath.Join(home, ".config"),
		"XDG_DATA_HOME="+filepath.Join(home, ".local", "share"),
		"SCHIRI_DATA_DIR="+dataDir,
		"LANG=en_US.UTF-8",
		"NO_COLOR=1",
		roleEnv+"=schiri",
		// under -race every child would otherwise sleep a second before
		// exiting (the race runtime's default atexit_sleep_ms=1000)
		"GORACE="+strings.TrimSpace(os.Getenv("GORACE")+" atexit_sleep_ms=0"),
	)
	return append(out, extra...)
}

// self is the test binary, which runs as schiri with roleEnv set.
func self(t testing.TB) string {
	t.Helper()
	exe, err := os.Executable()
	require.NoError(t, err)
	return exe
}

// processTimeout bounds every child process: generous (the race detector
// and two busy cores make processes slow) but finite, so a hang fails the
// test instead of stalling CI.
const processTimeout = 60 * time.Second

// schiri runs one schiri process with the given environment. A process that
// cannot start or hangs fails the test and has Code -1.
func schiri(t testing.TB, environ []string, args ...string) result {
	t.Helper()
	return schiriAs(t, self(t), environ, nil, args...)
}

func schiriAs(t testing.TB, exe string, environ []string, attr *syscall.SysProcAttr, args ...string) result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), processTimeout)
	defer cancel()
	c := exec.CommandContext(ctx, exe, args...)
	c.Env = environ
	c.SysProcAttr = attr
	var out, errOut bytes.Buffer
	c.Stdout, c.Stderr = &out, &errOut
	err := c.Run()
	r := result{Stdout: out.String(), Stderr: errOut.String()}
	var ee *exec.ExitError
	switch {
	case err == nil:
	case ctx.Err() != nil:
		// Errorf, not Fatalf: concurrent tests call this from goroutines
		t.Errorf("schiri %q did not finish within %s\n%s", args, processTimeout, r)
		r.Code = -1
	case errors.As(err, &ee) && ee.Exited():
		r.Code = ee.ExitCode()
	default:
		t.Errorf("schiri %q: %v\n%s", args, err, r)
		r.Code = -1
	}
	return r
}

// status is `kodiak status --json` (and the status part of new/round).
type status struct {
	Game         string         `json:"game"`
	Players      []string       `json:"players"`
	RoundsPlayed int            `json:"rounds_played"`
	RoundsTotal  int            `json:"rounds_total"`
	Totals       map[string]int `json:"totals"`
	Finished     bool           `json:"finished"`
}

// jsonError is the document of a failed --json command.
type jsonError struct {
	Error struct {
		Kind    string `json:"kind"`
		Message string `json:"message"`
		File    string `json:"file"`
		Token   string `json:"token"`
	} `json:"error"`
}

// decode parses stdout as exactly one JSON document; the test stops if it
// is not. Goroutines use tryDecode.
func decode(t testing.TB, r result, v any) {
	t.Helper()
	if !tryDecode(t, r, v) {
		t.FailNow()
	}
}

// tryDecode is decode that only marks the test failed.
func tryDecode(t testing.TB, r result, v any) bool {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(r.Stdout))
	return assert.NoErrorf(t, dec.Decode(v), "stdout is not the expected JSON\n%s", r) &&
		assert.Falsef(t, dec.More(), "more than one JSON document\n%s", r)
}

// entries lists the names in dir.
func entries(t testing.TB, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	require.NoError(t, err)
	names := make([]string, 0, len(es))
	for _, e := range es {
		names = append(names, e.Name())
	}
	return names
}

// writeFile writes a test input.
func writeFile(t testing.TB, path, content string) {
	t.Helper()
	require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
	require.NoError(t, os.WriteFile(path, []byte(content), 0o644))
}
