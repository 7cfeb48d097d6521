package menu

import (
	"os"
	"path/filepath"
	"testing"

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
	f := factory("5\n2\n")
	args, err := Run(f)
	require.NoError(t, err)
	assert.Equal(t, []string{"rules", "show", "instinkt"}, args)
	assert.Empty(t, f.IO.Out.(interface{ String() string }).String(), "stdout stays clean")
}

func TestAskBuildsFlagsAndArguments(t *testing.T) {
	dir := t.TempDir()
	layout := filepath.Join(dir, "layout.txt")
	require.NoError(t, os.WriteFile(layout, []byte("W1\n"), 0o600))
	f := factory(layout + "\nW8\n")
	var moves Action
	for _, g := range Games() {
		for _, a := range g.Actions {
			if a.Key == "menu.instinkt.moves" {
				moves = a
			}
		}
	}
	require.NotEmpty(t, moves.Args)
	args, err := Ask(f, moves)
	require.NoError(t, err)
	assert.Equal(t, []string{"instinkt", "moves", layout, "--card", "W8"}, args)
}

// Every menu label exists in both languages.
func TestMenuLabelsAreTranslated(t *testing.T) {
	for _, lang := range locales.Languages {
		l := locales.New(lang)
		for _, g := range Games() {
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
