package menu

import (
	"codeberg.org/schiri/schiri/cmd/codenames"
	"codeberg.org/schiri/schiri/cmd/instinkt"
	"codeberg.org/schiri/schiri/cmd/katzundmaus"
	"codeberg.org/schiri/schiri/cmd/kodiak"
	"codeberg.org/schiri/schiri/cmd/menu/item"
)

// menus are the games' entries as the root command hands them to the menu
// (cmd/games.go, in its order).
func menus() []item.Game {
	return []item.Game{kodiak.Menu(), codenames.Menu(), instinkt.Menu(), katzundmaus.Menu()} // the registry's order
}
