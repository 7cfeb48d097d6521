package cmd_test

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fileCommand is a command that reads a file; args builds its arguments
// around the file's path.
type fileCommand struct {
	name string
	args func(path string) []string
}

var fileCommands = []fileCommand{
	{"instinkt check", func(p string) []string { return []string{"instinkt", "check", p} }},
	{"instinkt score", func(p string) []string { return []string{"instinkt", "score", p} }},
	{"instinkt replay", func(p string) []string { return []string{"instinkt", "replay", p} }},
	{"instinkt moves", func(p string) []string { return []string{"instinkt", "moves", p, "--card", "W8"} }},
	{"kodiak score", func(p string) []string { return []string{"kodiak", "score", p} }},
	{"kodiak round", func(p string) []string { return []string{"kodiak", "round", "--game", "g", p} }},
	{"katzundmaus check", func(p string) []string { return []string{"katzundmaus", "check", p, "h5-b1"} }},
	{"katzundmaus moves", func(p string) []string { return []string{"katzundmaus", "moves", p} }},
	{"katzundmaus replay", func(p string) []string { return []string{"katzundmaus", "replay", p} }},
}

type badInput struct {
	name string
	path string
	ok   []int // the exit codes allowed
}

// TestBadInputNeverCrashes feeds every file-reading command each kind of bad
// input: each must answer quickly, with exit 2 (or 1 where the input is a
// well-formed but refused game state), one line of message on stderr, and
// never a panic or a stack trace.
func TestBadInputNeverCrashes(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the binary a few hundred times")
	}
	schiri, err := exec.LookPath("schiri")
	require.NoError(t, err, "TestMain puts schiri on PATH")
	dir := t.TempDir()
	data := filepath.Join(dir, "data")
	write := func(name string, content []byte) string {
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, content, 0o600))
		return p
	}
	rng := rand.New(rand.NewPCG(7, 7))
	random := make([]byte, 4096)
	for i := range random {
		random[i] = byte(rng.UintN(256))
	}
	var nine strings.Builder
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			fmt.Fprintf(&nine, "W%d ", 1+(r*9+c)%11)
		}
		nine.WriteString("\n")
	}
	var players strings.Builder
	players.WriteString("kodiak: P0\nplayers:\n")
	for i := 0; i < 500; i++ {
		fmt.Fprintf(&players, "  P%d: {cards: [%d]}\n", i, i%14)
	}
	var moves strings.Builder
	moves.WriteString("seed 1\n")
	for i := 0; i < 100000/5; i++ {
		moves.WriteString("A: h5-b1 h5-b1 h5-b1 h5-b1 h5-d1\n")
	}
	inputs := []badInput{
		{"empty", write("empty", nil), []int{2}},
		{"comments only", write("comments", []byte("# nothing\n\n# here\n")), []int{2}},
		{"missing", filepath.Join(dir, "does-not-exist"), []int{2}},
		{"directory", dir, []int{2}},
		{"random bytes", write("random", random), []int{2}},
		{"10 MB of one token", write("huge", bytes.Repeat([]byte("W1 "), 10<<20/3)), []int{2}},
		{"NUL byte", write("nul", []byte("W1 B2\nW3\x00 B4\n")), []int{2}},
		{"9x9 layout", write("nine", []byte(nine.String())), []int{1, 2}},
		{"500 players", write("players", []byte(players.String())), []int{1, 2}},
		{"100,000 moves", write("moves", []byte(moves.String())), []int{1, 2}},
	}

	run := func(t *testing.T, args ...string) (int, string, string) {
		t.Helper()
		// a guard against hangs, not a speed test (benchmarks measure speed)
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		defer cancel()
		c := exec.CommandContext(ctx, schiri, args...)
		c.Env = append(os.Environ(), "SCHIRI_DATA_DIR="+data, "LANG=en_US.UTF-8", "SCHIRI_LANG=", "LC_ALL=", "NO_COLOR=1")
		var out, errOut bytes.Buffer
		c.Stdout, c.Stderr = &out, &errOut
		err := c.Run()
		require.NoErrorf(t, ctx.Err(), "%v did not finish: it hangs", args)
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else {
			require.NoError(t, err)
		}
		return code, out.String(), errOut.String()
	}
	code, _, stderr := run(t, "kodiak", "new", "--players", "A,B", "--name", "g")
	require.Equal(t, 0, code, stderr)

	for _, fc := range fileCommands {
		for _, in := range inputs {
			t.Run(fc.name+"/"+in.name, func(t *testing.T) {
				for _, lang := range []string{"en", "de"} {
					code, stdout, stderr := run(t, append(fc.args(in.path), "--lang", lang)...)
					assert.Containsf(t, in.ok, code, "exit code %d\nstdout: %.300s\nstderr: %.300s", code, stdout, stderr)
					for _, s := range []string{stdout, stderr} {
						assert.NotContains(t, s, "panic")
						assert.NotContains(t, s, "goroutine ")
						assert.NotContains(t, s, "internal error")
					}
					if code == 2 {
						lines := strings.Split(strings.TrimRight(stderr, "\n"), "\n")
						assert.Lenf(t, lines, 1, "one line of message: %q", stderr)
						assert.True(t, strings.HasPrefix(stderr, "schiri: "), stderr)
					}
				}
			})
		}
		t.Run(fc.name+"/wrong flag", func(t *testing.T) {
			code, _, stderr := run(t, append(fc.args(inputs[0].path), "--no-such-flag")...)
			assert.Equal(t, 2, code)
			assert.Contains(t, stderr, "--no-such-flag")
			assert.Len(t, strings.Split(strings.TrimRight(stderr, "\n"), "\n"), 1)
		})
	}
}
