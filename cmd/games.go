package cmd

import (
	"codeberg.org/schiri/schiri/cmd/codenames"
	"codeberg.org/schiri/schiri/cmd/instinkt"
	"codeberg.org/schiri/schiri/cmd/katzundmaus"
	"codeberg.org/schiri/schiri/cmd/kodiak"
	"codeberg.org/schiri/schiri/cmd/menu/item"
	"codeberg.org/schiri/schiri/internal/cli"
	"github.com/spf13/cobra"
)

// gameCmds are the games' commands, in the order the root's help and the
// menu show them: each game's command name, its help line (a message
// key), its command tree and its entry in the interactive menu. Nothing
// else in the root command or the menu names a game: a new game is its
// command package and one line here.
var gameCmds = []struct {
	name  string
	short string
	cmd   func(*cli.Factory) *cobra.Command
	menu  func() item.Game
}{
	{"kodiak", "core.help.game.kodiak", kodiak.NewCmd, kodiak.Menu},
	{"instinkt", "core.help.game.instinkt", instinkt.NewCmd, instinkt.Menu},
	{"codenames", "core.help.game.codenames", codenames.NewCmd, codenames.Menu},
	{"katzundmaus", "core.help.game.katzundmaus", katzundmaus.NewCmd, katzundmaus.Menu},
}

// gameMenus are the games' entries in the interactive menu.
func gameMenus() []item.Game {
	var menus []item.Game
	for _, g := range gameCmds {
		menus = append(menus, g.menu())
	}
	return menus
}
