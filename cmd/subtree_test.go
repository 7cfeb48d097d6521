package cmd

import (
	"testing"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"codeberg.org/schiri/schiri/internal/cli"
)

func countCommands(c *cobra.Command) int {
	n := 1
	for _, sub := range c.Commands() {
		n += countCommands(sub)
	}
	return n
}

// An invocation builds only the subtree of the command it names; its help,
// and the root's, read exactly as with the whole tree.
func TestOnlyTheInvokedSubtreeIsBuilt(t *testing.T) {
	ios, _, _, _ := cli.Test()
	f := &cli.Factory{IO: ios}
	f.SetConfig(&cli.Config{Lang: "en"})
	whole := countCommands(NewRootCmd(f))
	kodiakOnly := countCommands(rootFor(f, []string{"--lang", "de", "kodiak", "status"}))
	assert.Less(t, kodiakOnly, whole/2, "the other games are stubs")
	assert.Equal(t, whole, countCommands(rootFor(f, []string{"help", "kodiak"})), "help may describe anything")
	assert.Equal(t, whole, countCommands(rootFor(f, []string{"__complete", "kod"})), "so may completions")
	assert.Equal(t, whole, countCommands(rootFor(f, []string{"kodiac"})), "an unknown command gets the whole tree")
	// --version describes no command: every game a stub (but --help beside
	// it may describe any)
	stubs := countCommands(rootFor(f, []string{"--version"}))
	for _, c := range rootFor(f, []string{"--version"}).Commands() {
		if c.Name() != "completion" {
			assert.Empty(t, c.Commands(), c.Name())
		}
	}
	assert.Equal(t, stubs, countCommands(rootFor(f, []string{"--json", "-v"})))
	assert.Equal(t, whole, countCommands(rootFor(f, []string{"--version", "--help"})))
	assert.Greater(t, countCommands(rootFor(f, []string{"kodiak", "--version"})), stubs)
	assert.Equal(t, "", firstCommand([]string{"--json", "--lang", "de"}))
	assert.Equal(t, "rules", firstCommand([]string{"--data-dir", "x", "--json", "rules", "list"}))

	// the shell's completions are registered only for its request
	hasGameCompletion := func(root *cobra.Command) bool {
		c, _, err := root.Find([]string{"kodiak", "status"})
		require.NoError(t, err)
		_, ok := c.GetFlagCompletionFunc("game")
		return ok
	}
	assert.False(t, hasGameCompletion(rootFor(f, []string{"kodiak", "status"})))
	assert.True(t, hasGameCompletion(rootFor(f, []string{"__complete", "kodiak", "status", "--game", ""})))
	assert.True(t, hasGameCompletion(rootFor(f, []string{"--lang", "de", "__complete", "kodiak", "status", "--game", ""})))

	for _, lang := range []string{"en", "de"} {
		for _, args := range [][]string{{"--help"}, {"kodiak", "--help"}, {"codenames", "key", "--help"}, {"rules", "--help"},
			{"serve", "--help"}, {"instinkt", "score", "--help"}, {"katzundmaus", "--help"}} {
			help := func(root *cobra.Command) string {
				_, _, out, _ := cli.Test()
				root.SetOut(out)
				root.SetArgs(append([]string{"--lang", lang}, args...))
				require.NoError(t, root.Execute())
				require.Contains(t, out.String(), "schiri")
				return out.String()
			}
			ios, _, _, _ := cli.Test()
			f1 := &cli.Factory{IO: ios}
			f1.SetConfig(&cli.Config{Lang: lang})
			f2 := &cli.Factory{IO: ios}
			f2.SetConfig(&cli.Config{Lang: lang})
			assert.Equal(t, help(NewRootCmd(f1)), help(rootFor(f2, args)), "%s %v", lang, args)
		}
	}
}
