package instinkt

// Instinkt's part of the statistics (SPEC §8): the finished games, their
// results and the average points of each colour.

import (
	ref "codeberg.org/schiri/schiri/referee/instinkt"
	"codeberg.org/schiri/schiri/scoring/stats"
)

// Saved is a saved game as the figures read it: the game and the hand
// cards told at its end (for the last tiebreak of ruling I7).
type Saved struct {
	Game  *ref.Game
	Hands [2]ref.Hand
}

// Wins counts the finished games by their result.
type Wins struct {
	White int `json:"white"`
	Black int `json:"black"`
	Draw  int `json:"draw"`
}

// Colours are a figure per colour.
type Colours struct {
	White float64 `json:"white"`
	Black float64 `json:"black"`
}

// Figures are the figures over the finished games.
type Figures struct {
	Games         int     `json:"games"`
	Wins          Wins    `json:"wins"`
	AveragePoints Colours `json:"average_points"`
}

// Show is the figures as the front ends show them.
func (f Figures) Show() stats.Shown {
	return stats.Shown{Games: f.Games, Figures: []stats.Figure{
		stats.Whole("white_wins", f.Wins.White), stats.Whole("black_wins", f.Wins.Black), stats.Whole("draws", f.Wins.Draw),
		stats.Decimal("points_white", f.AveragePoints.White), stats.Decimal("points_black", f.AveragePoints.Black),
	}}
}

// Count works out the figures of the saves kept by o (the registry's
// Figures for the statistics).
func Count(saves []stats.Save[Saved], o stats.Options) (stats.Figures, error) {
	var (
		f        Figures
		points   [2]int
		complete int
	)
	for _, s := range saves {
		g := s.Game
		if !o.Keeps(s.Created) || !g.Game.Over() {
			continue
		}
		f.Games++
		b := g.Game.Board()
		grid, ok := b.Final()
		if !ok {
			continue
		}
		res := Score(grid, g.Hands)
		switch res.Winner {
		case WinnerWhite:
			f.Wins.White++
		case WinnerBlack:
			f.Wins.Black++
		case WinnerDraw:
			f.Wins.Draw++
		}
		complete++
		points[ref.White] += res.Sides[ref.White].Points
		points[ref.Black] += res.Sides[ref.Black].Points
	}
	f.AveragePoints = Colours{White: stats.Mean(points[ref.White], complete), Black: stats.Mean(points[ref.Black], complete)}
	return f, nil
}
