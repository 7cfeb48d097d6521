package codenames_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
	"github.com/schiri-app/schiri/cmd"
)

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"schiri": func() { os.Exit(cmd.Main(os.Args[1:])) },
	})
}

// TestScripts runs the end-to-end scripts in testdata/script against the real
// schiri command. UPDATE_SCRIPTS=1 rewrites their expected output.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:           filepath.Join("testdata", "script"),
		UpdateScripts: os.Getenv("UPDATE_SCRIPTS") == "1",
		Setup: func(env *testscript.Env) error {
			env.Setenv("HOME", env.WorkDir)
			env.Setenv("XDG_CONFIG_HOME", filepath.Join(env.WorkDir, ".config"))
			env.Setenv("XDG_DATA_HOME", filepath.Join(env.WorkDir, ".local", "share"))
			env.Setenv("SCHIRI_DATA_DIR", "")
			env.Setenv("SCHIRI_LANG", "")
			env.Setenv("LC_ALL", "")
			env.Setenv("LC_MESSAGES", "")
			env.Setenv("LANG", "en_US.UTF-8")
			env.Setenv("NO_COLOR", "")
			return nil
		},
	})
}
