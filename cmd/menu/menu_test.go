package menu

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"codeberg.org/schiri/schiri/cmd/menu/item"
	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/locales"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func factory(input string) *cli.Factory {
	ios, in, _, _ := cli.Test()
	in.WriteString(input)
	f := &cli.Factory{IO: ios}
	f.SetConfig(&cli.Config{Lang: "en", Accessible: true})
	return f
}

// Without a terminal the menu runs in accessible mode: numbered choices read
// line by line from stdin, prompts on stderr.
func TestRunPicksGameAndAction(t *testing.T) {
	f := factory("5\n3\n")
	args, err := Run(f, menus())
	require.NoError(t, err)
	assert.Equal(t, []string{"rules", "show", "instinkt"}, args)
	assert.Empty(t, f.IO.Out.(interface{ String() string }).String(), "stdout stays clean")
}

func TestAskBuildsFlagsAndArguments(t *testing.T) {
	dir := t.TempDir()
	layout := filepath.Join(dir, "layout.txt")
	require.NoError(t, os.WriteFile(layout, []byte("W1\n"), 0o600))
	f := factory(layout + "\nW8\n")
	var moves item.Action
	for _, g := range Games(menus()) {
		for _, a := range g.Actions {
			if a.Key == "instinkt.menu.moves" {
				moves = a
			}
		}
	}
	require.NotEmpty(t, moves.Args)
	args, err := item.Ask(f, moves)
	require.NoError(t, err)
	assert.Equal(t, []string{"instinkt", "moves", layout, "--card", "W8"}, args)
}

// Every menu label exists in both languages.
func TestMenuLabelsAreTranslated(t *testing.T) {
	for _, lang := range locales.Languages {
		l := locales.New(lang)
		for _, g := range Games(menus()) {
			assert.True(t, l.Has(g.Key), g.Key)
			for _, a := range g.Actions {
				assert.True(t, l.Has(a.Key), a.Key)
				for _, in := range a.Inputs {
					assert.True(t, l.Has(in.Key), in.Key)
				}
			}
		}
	}
}

func action(t *testing.T, key string) item.Action {
	t.Helper()
	for _, g := range Games(menus()) {
		for _, a := range g.Actions {
			if a.Key == key {
				return a
			}
		}
	}
	t.Fatalf("no action %s", key)
	return item.Action{}
}

// Codenames new asks for the size, the word list, the key code, the board
// code and how to show the key (the QR code first); a choice that means
// "the default" leaves its flag out.
func TestAskCodenamesNew(t *testing.T) {
	args, err := item.Ask(factory("2\n3\nK7F3QX\n4HJ2PA\n2\n"), action(t, "codenames.menu.new"))
	require.NoError(t, err)
	assert.Equal(t, []string{"codenames", "new", "--size", "4x4", "--words", "en", "--seed", "K7F3QX", "--board-code", "4HJ2PA", "--key"}, args)
	args, err = item.Ask(factory("1\n1\n\n\n1\n"), action(t, "codenames.menu.new"))
	require.NoError(t, err)
	assert.Equal(t, []string{"codenames", "new", "--size", "5x5", "--qr"}, args)
}

// Dealing a key grid: the key is for the spymasters' eyes, so the QR code is
// offered first (the default); the plain grid only when chosen. Both codes
// may be given.
func TestAskCodenamesKey(t *testing.T) {
	args, err := item.Ask(factory("1\n\n\n"), action(t, "codenames.menu.key"))
	require.NoError(t, err)
	assert.Equal(t, []string{"codenames", "key", "--qr"}, args)
	args, err = item.Ask(factory("2\nK7F3QX\n4HJ2PA\n"), action(t, "codenames.menu.key"))
	require.NoError(t, err)
	assert.Equal(t, []string{"codenames", "key", "--seed", "K7F3QX", "--board-code", "4HJ2PA"}, args)
}

// An Instinkt layout typed in row by row becomes a layout file for the
// command; the menu removes it once the command has run.
func TestAskLayoutTypedIn(t *testing.T) {
	f := factory("1\nW1 B8 W3 W7\nB4 W8 B3 B6\nW5 B1 W9 B9\nB5  W6 B7 W4\nW2 W11 WX\n\n")
	a := action(t, "instinkt.menu.score")
	args, err := a.Ask(f, a)
	require.NoError(t, err)
	require.Len(t, args, 3)
	assert.Equal(t, []string{"instinkt", "score"}, args[:2])
	data, err := os.ReadFile(args[2])
	require.NoError(t, err)
	assert.Equal(t, "W1 B8 W3 W7\nB4 W8 B3 B6\nW5 B1 W9 B9\nB5 W6 B7 W4\nhand W2 W11 WX\n", string(data))
	Done(f, nil)
	assert.NoFileExists(t, args[2])
}

// "Quit", the last entry of the list of games, ends the menu.
func TestRunQuit(t *testing.T) {
	args, err := Run(factory(strconv.Itoa(len(Games(menus()))+1)+"\n"), menus())
	require.NoError(t, err)
	assert.Nil(t, args, "Quit ends the menu")
}

// "Statistics" runs schiri stats, for everyone or for one player.
func TestRunStats(t *testing.T) {
	n := strconv.Itoa(len(Games(menus())))
	args, err := Run(factory(n+"\n1\n"), menus())
	require.NoError(t, err)
	assert.Equal(t, []string{"stats"}, args)
	args, err = Run(factory(n+"\n2\nJörg\n"), menus())
	require.NoError(t, err)
	assert.Equal(t, []string{"stats", "--player", "Jörg"}, args)
}
