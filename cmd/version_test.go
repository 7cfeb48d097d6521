package cmd

import (
	"bytes"
	"encoding/json"
	"runtime/debug"
	"testing"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A plain go build tells its module version and VCS revision and time
// from Go's build information; a release's own values (ldflags) win.
func TestBuildFromBuildInfo(t *testing.T) {
	info := &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{
		{Key: "vcs.revision", Value: "0123456789abcdef"}, {Key: "vcs.time", Value: "2026-11-27T12:00:00Z"}, {Key: "vcs.modified", Value: "true"},
	}}
	assert.Equal(t, build{Commit: "0123456789abcdef-dirty", Date: "2026-11-27T12:00:00Z"}, fromBuildInfo(build{}, info))
	info.Main.Version = "v1.4.0"
	info.Settings = info.Settings[:2]
	assert.Equal(t, build{Version: "v1.4.0", Commit: "0123456789abcdef", Date: "2026-11-27T12:00:00Z"}, fromBuildInfo(build{}, info))
	release := build{Version: "1.5.0", Commit: "fedcba", Date: "2026-12-01T00:00:00Z"}
	assert.Equal(t, release, fromBuildInfo(release, info))
}

// --version prints "schiri VERSION" and the commit and date on a line of
// their own; with --json one document with the three.
func TestVersionTemplate(t *testing.T) {
	run := func(b build, args ...string) string {
		c := &cobra.Command{Use: "schiri", Version: b.Version, Run: func(*cobra.Command, []string) {}}
		c.Flags().Bool("json", false, "")
		c.SetVersionTemplate(versionTemplate(b))
		var out bytes.Buffer
		c.SetOut(&out)
		c.SetArgs(append([]string{"--version"}, args...))
		require.NoError(t, c.Execute())
		return out.String()
	}
	b := build{Version: "1.5.0", Commit: "fedcba9", Date: "2026-12-01T00:00:00Z"}
	assert.Equal(t, "schiri 1.5.0\nfedcba9 · 2026-12-01T00:00:00Z\n", run(b))
	var doc map[string]string
	require.NoError(t, json.Unmarshal([]byte(run(b, "--json")), &doc))
	assert.Equal(t, map[string]string{"version": "1.5.0", "commit": "fedcba9", "date": "2026-12-01T00:00:00Z"}, doc)

	assert.Equal(t, "schiri 0.1.0-dev\n", run(build{Version: "0.1.0-dev"}))
	assert.Equal(t, `{"version": "0.1.0-dev"}`+"\n", run(build{Version: "0.1.0-dev"}, "--json"))
	assert.Equal(t, "schiri x{{y}}\n", run(build{Version: "x{{y}}"}), "a value is printed as it is")
}
