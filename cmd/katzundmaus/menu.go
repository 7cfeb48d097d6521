package katzundmaus

import "codeberg.org/schiri/schiri/cmd/menu/item"

// Menu is Katz und Maus' entry in the interactive menu.
func Menu() item.Game {
	return item.Game{Key: "katzundmaus.title", Actions: []item.Action{
		{Key: "katzundmaus.menu.play", Args: []string{"katzundmaus", "play"}, Resume: "katzundmaus", Inputs: []item.Input{
			{Key: "katzundmaus.menu.level", Flag: "level", Choices: []item.Choice{
				{Key: "katzundmaus.menu.level_default", Value: ""}, {Key: "katzundmaus.menu.level_3", Value: "3"},
				{Key: "katzundmaus.menu.level_2", Value: "2"}, {Key: "katzundmaus.menu.level_1", Value: "1"}}}}},
		{Key: "katzundmaus.menu.deal", Args: []string{"katzundmaus", "deal"}, Inputs: []item.Input{{Key: "katzundmaus.menu.ask.seed_number_opt", Flag: "seed", Opt: true}}},
		{Key: "katzundmaus.menu.moves", Args: []string{"katzundmaus", "moves"}, Inputs: []item.Input{{Key: "katzundmaus.menu.ask.position", File: true}}},
		{Key: "katzundmaus.menu.hint", Args: []string{"katzundmaus", "hint"}, Inputs: []item.Input{{Key: "katzundmaus.menu.ask.position", File: true}}},
		{Key: "katzundmaus.menu.replay", Args: []string{"katzundmaus", "replay"}, Inputs: []item.Input{{Key: "menu.ask.record", File: true}}},
		{Key: "katzundmaus.menu.review", Args: []string{"katzundmaus", "review"}, Inputs: []item.Input{{Key: "menu.ask.record", File: true}}},
	}}
}
