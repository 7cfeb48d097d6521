package cli

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/spf13/pflag"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func flags(args ...string) *pflag.FlagSet {
	fs := pflag.NewFlagSet("t", pflag.ContinueOnError)
	fs.String("lang", "", "")
	fs.Bool("json", false, "")
	fs.String("data-dir", "", "")
	fs.String("config", "", "")
	fs.Bool("no-color", false, "")
	fs.Bool("accessible", false, "")
	if err := fs.Parse(args); err != nil {
		panic(err)
	}
	return fs
}

func envOf(m map[string]string) Getenv { return func(k string) string { return m[k] } }

func TestLangPrecedence(t *testing.T) {
	home := t.TempDir()
	cfgDir := filepath.Join(home, "cfg", "schiri")
	require.NoError(t, os.MkdirAll(cfgDir, 0o700))
	require.NoError(t, os.WriteFile(filepath.Join(cfgDir, "config.yaml"), []byte("lang: de\ndata_dir: /from/config\n"), 0o600))
	base := map[string]string{"HOME": home, "XDG_CONFIG_HOME": filepath.Join(home, "cfg")}
	with := func(kv ...string) Getenv {
		m := map[string]string{}
		for k, v := range base {
			m[k] = v
		}
		for i := 0; i+1 < len(kv); i += 2 {
			m[kv[i]] = kv[i+1]
		}
		return envOf(m)
	}
	cases := []struct {
		name string
		args []string
		env  Getenv
		want string
	}{
		{"config beats LANG", nil, with("LANG", "en_US.UTF-8"), "de"},
		{"env beats config", nil, with("SCHIRI_LANG", "en"), "en"},
		{"flag beats env", []string{"--lang", "de"}, with("SCHIRI_LANG", "en"), "de"},
		{"LC_ALL beats LANG", nil, envOf(map[string]string{"HOME": home, "LC_ALL": "de_AT.UTF-8", "LANG": "en_GB.UTF-8"}), "de"},
		{"LC_MESSAGES beats LANG", nil, envOf(map[string]string{"HOME": home, "LC_MESSAGES": "de", "LANG": "en_GB.UTF-8"}), "de"},
		{"LANG", nil, envOf(map[string]string{"HOME": home, "LANG": "de_DE.UTF-8"}), "de"},
		{"unsupported locale falls back to en", nil, envOf(map[string]string{"HOME": home, "LANG": "fr_FR.UTF-8"}), "en"},
		{"C locale", nil, envOf(map[string]string{"HOME": home, "LANG": "C"}), "en"},
		{"nothing", nil, envOf(map[string]string{"HOME": home}), "en"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cfg, err := LoadConfig(flags(c.args...), c.env)
			require.NoError(t, err)
			assert.Equal(t, c.want, cfg.Lang)
		})
	}
}

func TestDataDirPrecedence(t *testing.T) {
	home := t.TempDir()
	cfg := filepath.Join(home, "c.yaml")
	require.NoError(t, os.WriteFile(cfg, []byte("data_dir: /from/config\n"), 0o600))
	c, err := LoadConfig(flags("--config", cfg, "--data-dir", "/from/flag"), envOf(map[string]string{"SCHIRI_DATA_DIR": "/from/env"}))
	require.NoError(t, err)
	assert.Equal(t, "/from/flag", c.DataDir)
	c, err = LoadConfig(flags("--config", cfg), envOf(map[string]string{"SCHIRI_DATA_DIR": "/from/env"}))
	require.NoError(t, err)
	assert.Equal(t, "/from/env", c.DataDir)
	c, err = LoadConfig(flags("--config", cfg), envOf(map[string]string{"XDG_DATA_HOME": "/xdg"}))
	require.NoError(t, err)
	assert.Equal(t, "/from/config", c.DataDir)
	c, err = LoadConfig(flags(), envOf(map[string]string{"HOME": home, "XDG_DATA_HOME": "/xdg"}))
	require.NoError(t, err)
	assert.Equal(t, "/xdg/schiri", c.DataDir)
	c, err = LoadConfig(flags(), envOf(map[string]string{"HOME": home}))
	require.NoError(t, err)
	assert.Contains(t, c.DataDir, filepath.Join(home, ""))
	assert.Equal(t, "schiri", filepath.Base(c.DataDir))
}

func TestConfigErrors(t *testing.T) {
	dir := t.TempDir()
	_, err := LoadConfig(flags("--config", filepath.Join(dir, "missing.yaml")), envOf(nil))
	var ie *InputError
	require.ErrorAs(t, err, &ie)
	bad := filepath.Join(dir, "bad.yaml")
	require.NoError(t, os.WriteFile(bad, []byte("lang: [de\n"), 0o600))
	_, err = LoadConfig(flags("--config", bad), envOf(nil))
	require.ErrorAs(t, err, &ie)
	assert.Equal(t, bad, ie.File)
	_, err = LoadConfig(flags("--lang", "fr"), envOf(map[string]string{"HOME": dir}))
	require.ErrorAs(t, err, &ie)
	assert.Equal(t, "core.error.lang", ie.Key)
}

func TestColor(t *testing.T) {
	ios, _, _, _ := Test()
	f := &Factory{IO: ios}
	f.SetConfig(&Config{Lang: "en"})
	assert.False(t, f.Color(), "no colour when stdout is not a terminal")
	ios.StdoutTTY = true
	assert.True(t, f.Color())
	f.SetConfig(&Config{Lang: "en", NoColor: true})
	assert.False(t, f.Color())
	cfg, err := LoadConfig(flags(), envOf(map[string]string{"NO_COLOR": "1", "HOME": t.TempDir()}))
	require.NoError(t, err)
	assert.True(t, cfg.NoColor)
}

func TestReadInput(t *testing.T) {
	dir := t.TempDir()
	ios, _, _, _ := Test()
	f := &Factory{IO: ios}
	f.SetConfig(&Config{Lang: "en"})
	write := func(name, content string) string {
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, []byte(content), 0o600))
		return p
	}
	cases := map[string]struct {
		path string
		key  string
	}{
		"missing":  {filepath.Join(dir, "nope"), "core.error.file_missing"},
		"dir":      {dir, "core.error.file_is_dir"},
		"empty":    {write("empty", ""), "core.error.file_empty"},
		"comments": {write("c", "# only\n\n  # comments\n"), "core.error.file_empty"},
		"nul":      {write("nul", "W1\x00"), "core.error.file_binary"},
		"latin1":   {write("l1", "B\xe4r"), "core.error.file_encoding"},
		"huge":     {write("huge", string(make([]byte, MaxInputSize+1))), "core.error.file_too_big"},
	}
	for name, c := range cases {
		_, err := f.ReadInput(c.path)
		var ie *InputError
		if assert.ErrorAsf(t, err, &ie, name) {
			assert.Equalf(t, c.key, ie.Key, name)
			assert.Equalf(t, c.path, ie.File, name)
		}
	}
	data, err := f.ReadInput(write("ok", "# c\nW1 B2\n"))
	require.NoError(t, err)
	assert.Equal(t, "# c\nW1 B2\n", string(data))
}
