// Package codenames is Codenames' part of the statistics (SPEC §8): the
// finished games, the wins of each team and the games the assassin ended.
package codenames

import (
	cn "codeberg.org/schiri/schiri/referee/codenames"
	"codeberg.org/schiri/schiri/scoring/stats"
)

// Teams counts per team.
type Teams struct {
	Red  int `json:"red"`
	Blue int `json:"blue"`
}

// Figures are the figures over the finished games.
type Figures struct {
	Games    int   `json:"games"`
	Wins     Teams `json:"wins"`
	Assassin int   `json:"assassin"` // games that ended on the assassin
}

// Show is the figures as the front ends show them.
func (f Figures) Show() stats.Shown {
	return stats.Shown{Games: f.Games, Figures: []stats.Figure{
		stats.Whole("red_wins", f.Wins.Red), stats.Whole("blue_wins", f.Wins.Blue), stats.Whole("assassin", f.Assassin),
	}}
}

// Count works out the figures of the saves kept by o (the registry's
// Figures for the statistics).
func Count(saves []stats.Save[*cn.Game], o stats.Options) (stats.Figures, error) {
	var f Figures
	for _, s := range saves {
		g := s.Game
		if !o.Keeps(s.Created) || !g.Over() {
			continue
		}
		f.Games++
		switch g.Winner() {
		case cn.Red:
			f.Wins.Red++
		case cn.Blue:
			f.Wins.Blue++
		}
		if g.EndRule() == cn.RuleEndAssassin {
			f.Assassin++
		}
	}
	return f, nil
}
