// Package katzundmaus is Katz und Maus' part of the statistics (SPEC §8):
// the finished games, and of those against the bot the results from the
// person's side.
package katzundmaus

import (
	km "codeberg.org/schiri/schiri/referee/katzundmaus"
	"codeberg.org/schiri/schiri/scoring/stats"
)

// Game is a saved game as the figures read it: the game, whether it was
// played against the bot and which side the person at the table played.
type Game struct {
	Game  *km.Game
	VsBot bool
	Human km.Player
}

// Results are won, lost and drawn games from one side.
type Results struct {
	Won  int `json:"won"`
	Lost int `json:"lost"`
	Draw int `json:"draw"`
}

// Figures are all finished games, and the results of those against the bot.
type Figures struct {
	Games int     `json:"games"`
	VsBot Results `json:"vs_bot"`
}

// Show is the figures as the front ends show them.
func (f Figures) Show() stats.Shown {
	return stats.Shown{Games: f.Games, Figures: []stats.Figure{
		stats.Whole("won_vs_bot", f.VsBot.Won), stats.Whole("lost_vs_bot", f.VsBot.Lost), stats.Whole("draw_vs_bot", f.VsBot.Draw),
	}}
}

// Count works out the figures of the saves kept by o (the registry's
// Figures for the statistics).
func Count(saves []stats.Save[Game], o stats.Options) (stats.Figures, error) {
	var f Figures
	for _, s := range saves {
		g := s.Game
		if !o.Keeps(s.Created) || !g.Game.Over() {
			continue
		}
		f.Games++
		if !g.VsBot {
			continue
		}
		switch g.Game.Result() {
		case km.Drawn:
			f.VsBot.Draw++
		case wonBy(g.Human):
			f.VsBot.Won++
		default:
			f.VsBot.Lost++
		}
	}
	return f, nil
}

func wonBy(p km.Player) km.Outcome {
	if p == km.A {
		return km.WonByA
	}
	return km.WonByB
}
