package cmd

import (
	"codeberg.org/schiri/schiri/cmd/codenames"
	"codeberg.org/schiri/schiri/cmd/instinkt"
	"codeberg.org/schiri/schiri/cmd/katzundmaus"
	"codeberg.org/schiri/schiri/cmd/kodiak"
	"codeberg.org/schiri/schiri/cmd/menu/item"
	"codeberg.org/schiri/schiri/internal/cli"
	registry "codeberg.org/schiri/schiri/internal/table/games"
	"github.com/spf13/cobra"
)

// gameCmd is a game's part of the CLI: its command tree and its entry in
// the interactive menu.
type gameCmd struct {
	cmd  func(*cli.Factory) *cobra.Command
	menu func() item.Game
}

// gameCmds are the games' commands by kind: a new game is its command
// package and one line here. Which games there are and their order is the
// registry's (games.All); a test fails when the two disagree. The command
// is named after the kind, its help line is the message <kind>.help.short.
var gameCmds = map[string]gameCmd{
	"kodiak":      {kodiak.NewCmd, kodiak.Menu},
	"instinkt":    {instinkt.NewCmd, instinkt.Menu},
	"codenames":   {codenames.NewCmd, codenames.Menu},
	"katzundmaus": {katzundmaus.NewCmd, katzundmaus.Menu},
}

// orderedGameCmds are the commands of the registry's games, in its order.
func orderedGameCmds() []namedGameCmd {
	var out []namedGameCmd
	for _, kind := range registry.Kinds() {
		if g, ok := gameCmds[kind]; ok {
			out = append(out, namedGameCmd{kind, g})
		}
	}
	return out
}

type namedGameCmd struct {
	name string
	gameCmd
}

// gameMenus are the games' entries in the interactive menu.
func gameMenus() []item.Game {
	var menus []item.Game
	for _, g := range orderedGameCmds() {
		menus = append(menus, g.menu())
	}
	return menus
}
