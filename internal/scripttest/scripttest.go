// Package scripttest runs schiri's end-to-end testscript files
// (testdata/script/*.txtar) against the real binary, with one clean,
// predictable environment for every script.
package scripttest

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"codeberg.org/schiri/schiri/cmd"
	"github.com/rogpeppe/go-internal/testscript"
)

// Main must be called from a test package's TestMain: it makes the test
// binary double as the `schiri` command inside the scripts.
func Main(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"schiri": func() { os.Exit(cmd.Main(os.Args[1:])) },
	})
}

// Run runs every script in dir. Set UPDATE_SCRIPTS=1 to rewrite the golden
// output in the scripts deliberately.
//
// Each script starts with HOME and the XDG dirs inside its work dir, saved
// games in $WORK/data, English (LANG=en_US.UTF-8) and no colour; scripts
// change these with `env` where they test them.
func Run(t *testing.T, dir string) {
	testscript.Run(t, testscript.Params{
		Dir:           dir,
		UpdateScripts: os.Getenv("UPDATE_SCRIPTS") == "1",
		Cmds:          map[string]func(*testscript.TestScript, bool, []string){"exits": Exits},
		Setup: func(env *testscript.Env) error {
			env.Setenv("HOME", env.WorkDir)
			env.Setenv("XDG_CONFIG_HOME", filepath.Join(env.WorkDir, ".config"))
			env.Setenv("XDG_DATA_HOME", filepath.Join(env.WorkDir, ".local", "share"))
			env.Setenv("SCHIRI_DATA_DIR", filepath.Join(env.WorkDir, "data"))
			env.Setenv("SCHIRI_LANG", "")
			env.Setenv("LC_ALL", "")
			env.Setenv("LC_MESSAGES", "")
			env.Setenv("LANG", "en_US.UTF-8")
			env.Setenv("NO_COLOR", "1")
			return nil
		},
	})
}

// Exits is the script command `exits N prog args...`: it runs prog like
// exec and fails unless prog exits with exactly code N (SPEC §0 gives each
// code a meaning, so "non-zero" is not enough).
func Exits(ts *testscript.TestScript, neg bool, args []string) {
	if neg {
		ts.Fatalf("unsupported: ! exits")
	}
	if len(args) < 2 {
		ts.Fatalf("usage: exits CODE program [args...]")
	}
	want, err := strconv.Atoi(args[0])
	if err != nil || want < 0 {
		ts.Fatalf("exits: bad exit code %q", args[0])
	}
	got := 0
	if err := ts.Exec(args[1], args[2:]...); err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			ts.Fatalf("exits: %v", err)
		}
		got = ee.ExitCode()
	}
	if got != want {
		ts.Fatalf("%s exited with %d, want %d", args[1], got, want)
	}
}
