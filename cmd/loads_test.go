package cmd_test

import (
	"context"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"codeberg.org/schiri/schiri/cmd"
	"codeberg.org/schiri/schiri/internal/cli"
	registry "codeberg.org/schiri/schiri/internal/table/games"
	"codeberg.org/schiri/schiri/locales"
	"codeberg.org/schiri/schiri/referee/codenames"
	"codeberg.org/schiri/schiri/rules"
	"github.com/creack/pty"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type loads struct {
	Code    int      `json:"code"`
	Rules   []string `json:"rules"`
	Locales []string `json:"locales"`
	Words   []string `json:"words"`
}

// TestLoadsChild is not a test of its own: TestCommandsLoadOnlyWhatTheyNeed
// re-runs the test binary with it, so each command starts in a fresh process
// with nothing parsed yet, and reports what the command parsed.
func TestLoadsChild(t *testing.T) {
	raw := os.Getenv("SCHIRI_LOADS_ARGS")
	if raw == "" {
		t.Skip("run by TestCommandsLoadOnlyWhatTheyNeed")
	}
	var args []string
	require.NoError(t, json.Unmarshal([]byte(raw), &args))
	ios, _, _, _ := cli.Test()
	f := cli.NewFactory("test")
	f.IO = ios
	code := cmd.Run(f, args)
	out, _ := json.Marshal(loads{code, rules.Parsed(), locales.Parsed(), codenames.WordListsLoaded()})
	require.NoError(t, os.WriteFile(os.Getenv("SCHIRI_LOADS_OUT"), out, 0o600))
}

// Every command loads only what it needs, when it needs it: the version
// parses no rule text, word list or catalog; a score loads one language's
// catalogs and no rule text; a clause parses one game's text in one language.
func TestCommandsLoadOnlyWhatTheyNeed(t *testing.T) {
	dir := t.TempDir()
	layout := filepath.Join(dir, "layout.txt")
	require.NoError(t, os.WriteFile(layout, []byte("W1 B8 W3 W7\nB4 W8 B3 B6\nW5 B1 W9 B9\nB5 W6 B7 W4\n"), 0o600))
	child := func(args ...string) loads {
		t.Helper()
		raw, _ := json.Marshal(args)
		outFile := filepath.Join(dir, "loads.json")
		c := exec.Command(os.Args[0], "-test.run=^TestLoadsChild$", "-test.count=1")
		c.Env = append(os.Environ(), "SCHIRI_LOADS_ARGS="+string(raw), "SCHIRI_LOADS_OUT="+outFile,
			"SCHIRI_DATA_DIR="+filepath.Join(dir, "data"), "LANG=en_US.UTF-8", "SCHIRI_LANG=", "LC_ALL=")
		msg, err := c.CombinedOutput()
		require.NoError(t, err, string(msg))
		data, err := os.ReadFile(outFile)
		require.NoError(t, err)
		var l loads
		require.NoError(t, json.Unmarshal(data, &l))
		return l
	}

	l := child("--version")
	assert.Equal(t, 0, l.Code)
	assert.Empty(t, l.Rules, "--version parses no rule text")
	assert.Empty(t, l.Locales, "--version parses no catalog")
	assert.Empty(t, l.Words, "--version parses no word list")

	l = child("--help")
	assert.Equal(t, 0, l.Code)
	want := []string{"en/core", "en/stats"} // the statistics' help line
	for _, k := range registry.Kinds() {
		want = append(want, "en/"+k) // each game's help line is its own
	}
	assert.ElementsMatch(t, want, l.Locales, "the root help needs the catalogs of the help lines it shows")
	assert.Empty(t, l.Rules)
	l = child("kodiak", "--help", "--lang", "de")
	assert.ElementsMatch(t, []string{"de/core", "de/kodiak"}, l.Locales)

	l = child("instinkt", "score", layout, "--lang", "de")
	assert.Equal(t, 0, l.Code)
	assert.Empty(t, l.Rules, "score parses no rule text")
	assert.Empty(t, l.Words)
	assert.NotEmpty(t, l.Locales, "the text output is German")
	for _, c := range l.Locales {
		assert.Regexp(t, `^de/`, c, "score loads German catalogs only")
	}

	l = child("instinkt", "score", layout, "--json")
	assert.Empty(t, l.Rules)
	assert.Empty(t, l.Locales, "JSON scores need no message at all")

	l = child("rules", "clause", "instinkt.deer.push", "--lang", "de")
	assert.Equal(t, 0, l.Code)
	assert.Equal(t, []string{"instinkt/de"}, l.Rules, "one game's text in one language")
	assert.Empty(t, l.Words)

	l = child("codenames", "key", "--seed", "K7F3QX", "--words", "none", "--json")
	assert.Equal(t, 0, l.Code)
	assert.Empty(t, l.Words, "no words asked, no word list parsed")
	l = child("codenames", "key", "--seed", "K7F3QX", "--words", "de", "--json")
	assert.Equal(t, []string{"words/de.txt"}, l.Words)
}

// On a terminal, schiri must not ask the terminal anything at start-up
// (Bubble Tea's init would send an OSC 11 background query and wait for the
// answer; see internal/quietterm). schiri runs on a real pseudo-terminal
// that never answers; what it writes must hold no query.
func TestNoTerminalQueryAtStartup(t *testing.T) {
	schiri, err := exec.LookPath("schiri")
	require.NoError(t, err, "TestMain puts schiri on PATH")
	for _, args := range [][]string{{"--version"}, {"rules", "clause", "kodiak.end.finished"}} {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		c := exec.CommandContext(ctx, schiri, args...)
		c.Env = append(os.Environ(), "TERM=xterm-256color", "COLORFGBG=")
		tty, err := pty.Start(c)
		require.NoError(t, err)
		out, _ := io.ReadAll(tty) // until schiri has ended (EIO)
		_ = c.Wait()
		_ = tty.Close()
		require.NoError(t, ctx.Err(), "schiri %q waited for an answer from the terminal", args)
		cancel()
		assert.NotContains(t, string(out), "\x1b]11;?", "no background-colour query")
		assert.NotContains(t, string(out), "\x1b[6n", "no cursor-position query")
		assert.NotEmpty(t, out)
	}
}
