package cmd

import (
	"maps"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"codeberg.org/schiri/schiri/internal/cli"
	registry "codeberg.org/schiri/schiri/internal/table/games"
)

// The registry is the only list of games: the CLI has a command for each
// of its games and for no other, and shows them in its order.
func TestTheCommandsAreTheRegistrysGames(t *testing.T) {
	assert.ElementsMatch(t, registry.Kinds(), slices.Collect(maps.Keys(gameCmds)), "cmd/games.go and the registry list the same games")
	var order []string
	for _, g := range orderedGameCmds() {
		order = append(order, g.name)
	}
	assert.Equal(t, registry.Kinds(), order)
	var menus []string
	for _, m := range gameMenus() {
		menus = append(menus, m.Key)
	}
	var titles []string
	for _, k := range registry.Kinds() {
		titles = append(titles, k+".title")
	}
	assert.Equal(t, titles, menus, "the menu shows the games in the registry's order")
}

// Each game in the list is a top-level command of its name, and its menu
// entry belongs to it: labelled <kind>.title, every action runs one of
// its own commands (or prints one of its own kinds of the kit), and its New and Next name actions of its own.
func TestEveryGameBringsItsCommandAndMenu(t *testing.T) {
	ios, _, _, _ := cli.Test()
	f := &cli.Factory{IO: ios}
	f.SetConfig(&cli.Config{Lang: "en"})
	root := NewRootCmd(f)
	menus := gameMenus()
	cmds := orderedGameCmds()
	require.Len(t, menus, len(cmds))
	for i, g := range cmds {
		c, _, err := root.Find([]string{g.name})
		require.NoError(t, err, g.name)
		assert.Equal(t, g.name, c.Name())
		assert.True(t, c.HasSubCommands(), "%s: the whole subtree is built", g.name)
		m := menus[i]
		assert.Equal(t, g.name+".title", m.Key)
		keys := map[string]bool{}
		for _, a := range m.Actions {
			require.NotEmpty(t, a.Args, a.Key)
			if a.Args[0] == "print" { // its own kind of the printable kit (SPEC §9)
				require.Len(t, a.Args, 2, a.Key)
				assert.Contains(t, printKinds(g.name), a.Args[1], a.Key)
			} else {
				assert.Equal(t, g.name, a.Args[0], a.Key)
			}
			keys[a.Key] = true
		}
		for _, a := range m.Actions {
			assert.True(t, a.Next == "" || keys[a.Next], "%s: Next %s", a.Key, a.Next)
		}
		assert.True(t, m.New == "" || keys[m.New], "%s: New %s", g.name, m.New)
		assert.Equal(t, m.New != "", m.Playing != nil, "%s: New goes with Playing", g.name)
	}
}

// printKinds are the names of a game's kinds of the printable kit.
func printKinds(game string) []string {
	var out []string
	if g := registry.ByKind(game); g != nil {
		for _, k := range g.Prints {
			out = append(out, k.Name)
		}
	}
	return out
}
