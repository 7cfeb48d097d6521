package cli

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Each OS's config and data dir, from the environment a user there has:
// XDG's variables first on every OS, then where the OS keeps them.
func TestDirsPerOS(t *testing.T) {
	env := func(kv ...string) Getenv {
		m := map[string]string{}
		for i := 0; i+1 < len(kv); i += 2 {
			m[kv[i]] = kv[i+1]
		}
		return func(k string) string { return m[k] }
	}
	j := filepath.Join
	for _, c := range []struct {
		goos         string
		env          Getenv
		config, data string
	}{
		{"linux", env("HOME", "/home/ana"), j("/home/ana", ".config", "schiri"), j("/home/ana", ".local", "share", "schiri")},
		{"linux", env("HOME", "/home/ana", "XDG_CONFIG_HOME", "/x/c", "XDG_DATA_HOME", "/x/d"), j("/x/c", "schiri"), j("/x/d", "schiri")},
		{"darwin", env("HOME", "/Users/ana"), j("/Users/ana", "Library", "Application Support", "schiri"), j("/Users/ana", "Library", "Application Support", "schiri")},
		{"darwin", env("HOME", "/Users/ana", "XDG_DATA_HOME", "/x/d"), j("/Users/ana", "Library", "Application Support", "schiri"), j("/x/d", "schiri")},
		{"windows", env("USERPROFILE", "/Users/ana", "AppData", "/Users/ana/AppData/Roaming", "LocalAppData", "/Users/ana/AppData/Local"),
			j("/Users/ana/AppData/Roaming", "schiri"), j("/Users/ana/AppData/Local", "schiri")},
		// without AppData and LocalAppData (a stripped environment): under the profile
		{"windows", env("USERPROFILE", "/Users/ana"), j("/Users/ana", "AppData", "Roaming", "schiri"), j("/Users/ana", "AppData", "Local", "schiri")},
		// Git Bash sets HOME: it is the same home
		{"windows", env("HOME", "/Users/ana", "LocalAppData", "/L"), j("/Users/ana", "AppData", "Roaming", "schiri"), j("/L", "schiri")},
		// a relative home never places saved games
		{"linux", env("HOME", "rel"), j("rel", ".config", "schiri"), ""},
	} {
		assert.Equalf(t, c.config, configDir(c.goos, c.env), "%s config", c.goos)
		assert.Equalf(t, c.data, dataDir(c.goos, c.env), "%s data", c.goos)
	}
}
