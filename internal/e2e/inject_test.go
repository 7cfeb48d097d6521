//go:build linux

package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// evil is a player name that would clear the screen and retitle the window.
const evil = "A\x1b[2J\x1b]0;pwned\aNa"

// noControl checks that a process wrote no control character but newlines
// to the terminal (NO_COLOR is set, so schiri itself writes no escapes).
func noControl(t *testing.T, r result, what string) {
	t.Helper()
	for _, out := range []string{r.Stdout, r.Stderr} {
		for _, c := range out {
			if c < 0x20 && c != '\n' || c == 0x7f || c >= 0x80 && c <= 0x9f {
				t.Errorf("%s: control character %U reached the terminal\n%s", what, c, r)
				return
			}
		}
	}
}

// No untrusted string reaches the terminal raw: names refused at creation,
// names in a saved game or a sheet, card tokens in a file, and arguments are
// shown with their control characters made visible.
func TestNoTerminalInjection(t *testing.T) {
	p := playOneRound(t)

	r := schiri(t, p.environ, "kodiak", "new", "--players", evil+",Ben")
	assert.Equal(t, 2, r.Code, r.String())
	assert.Contains(t, r.Stderr, `A\x1b[2J\x1b]0;pwned\aNa`)
	noControl(t, r, "new")

	// a saved game whose name was changed behind schiri's back
	data := fileBytes(t, p.game)
	require.Contains(t, string(data), `"Ana"`)
	tampered := strings.ReplaceAll(string(data), `"Ana"`, `"A\u001b[2J\u001b]0;pwned\u0007Na"`)
	require.NoError(t, os.WriteFile(p.game, []byte(tampered), 0o600))
	for _, args := range [][]string{
		{"kodiak", "status", "--game", "g"},
		{"kodiak", "history", "--game", "g"},
		{"kodiak", "list"},
		{"kodiak", "round", "--game", "g", p.next},
	} {
		r := schiri(t, p.environ, args...)
		noControl(t, r, strings.Join(args, " "))
		assert.Contains(t, r.Stdout+r.Stderr, `A\x1b[2J`, "%v shows the name escaped", args)
	}

	sheet := filepath.Join(p.home, "evil.yaml")
	writeFile(t, sheet, "kodiak: \"A\\e[2JNa\"\nplayers:\n  \"A\\e[2JNa\": {cards: [3]}\n  \"B\\aen\": {cards: []}\n")
	r = schiri(t, p.environ, "kodiak", "score", sheet)
	noControl(t, r, "score")
	assert.Contains(t, r.Stdout, `A\x1b[2JNa`)

	layout := filepath.Join(p.home, "layout.txt")
	writeFile(t, layout, "W1 B8 W3 W\x1b[2J\n")
	r = schiri(t, p.environ, "instinkt", "check", layout)
	noControl(t, r, "instinkt check")

	for _, args := range [][]string{
		{"kodiak", "status", "--game", "x\x1b[2J"},
		{"codenames", "new", "--seed", "\x1b]0;pwned\a"},
		{"rules", "clause", "kodiak.\x1b[31mred"},
		{"--lang", "\x1b[2J", "rules", "list"},
		{"kodiak", "score", filepath.Join(p.home, "no\x1b[2Jfile.yaml")},
		{"kodiak", "--\x1b[2J"},
	} {
		r := schiri(t, p.environ, args...)
		assert.Equal(t, 2, r.Code, "%q\n%s", args, r)
		noControl(t, r, strings.Join(args, " "))
		assert.Contains(t, r.Stderr, `\x1b`, "%q shows the argument escaped", args)
	}
}
