package katzundmaus

import "codeberg.org/schiri/schiri/cmd/menu/item"

// Menu is Katz und Maus' entry in the interactive menu.
func Menu() item.Game {
	return item.Game{Key: "menu.game.katzundmaus", Actions: []item.Action{
		{Key: "menu.katzundmaus.play", Args: []string{"katzundmaus", "play"}, Resume: "katzundmaus", Inputs: []item.Input{
			{Key: "katzundmaus.menu.level", Flag: "level", Choices: []item.Choice{
				{Key: "katzundmaus.menu.level_default", Value: ""}, {Key: "katzundmaus.menu.level_3", Value: "3"},
				{Key: "katzundmaus.menu.level_2", Value: "2"}, {Key: "katzundmaus.menu.level_1", Value: "1"}}}}},
		{Key: "menu.katzundmaus.deal", Args: []string{"katzundmaus", "deal"}, Inputs: []item.Input{{Key: "menu.ask.seed_number_opt", Flag: "seed", Opt: true}}},
		{Key: "menu.katzundmaus.moves", Args: []string{"katzundmaus", "moves"}, Inputs: []item.Input{{Key: "menu.ask.position", File: true}}},
		{Key: "katzundmaus.menu.hint", Args: []string{"katzundmaus", "hint"}, Inputs: []item.Input{{Key: "menu.ask.position", File: true}}},
		{Key: "menu.katzundmaus.replay", Args: []string{"katzundmaus", "replay"}, Inputs: []item.Input{{Key: "menu.ask.record", File: true}}},
		{Key: "katzundmaus.menu.review", Args: []string{"katzundmaus", "review"}, Inputs: []item.Input{{Key: "menu.ask.record", File: true}}},
	}}
}
