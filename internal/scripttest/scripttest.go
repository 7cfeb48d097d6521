// Package scripttest runs schiri's end-to-end testscript files
// (testdata/script/*.txtar) against the real binary, with one clean,
// predictable environment for every script.
package scripttest

import (
	"os"
	"path/filepath"
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
