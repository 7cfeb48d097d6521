// Package kodiak computes Kodiak's points: each player's round points by
// rulings K1 and K2, the running totals of a saved game and its winners by
// ruling K7. It only reads referee values; it never judges or prints.
package kodiak

import (
	"slices"

	referee "codeberg.org/schiri/schiri/referee/kodiak"
)

// Points are one player's points in one round, with their parts; the JSON
// is the per-player object of `schiri kodiak score --json`.
type Points struct {
	Name         string       `json:"name"`
	Role         referee.Role `json:"role"`
	CardsSum     int          `json:"cards_sum"`     // table card values, hairballs excluded
	HairballsIn  int          `json:"hairballs_in"`  // hairballs among the table cards, 10 each
	HairballsOut int          `json:"hairballs_out"` // hairballs beside the table cards, 5 each
	Catches      int          `json:"catches"`       // −5 each
	Total        int          `json:"total"`
}

// Point values of rulings K1 and K2.
const (
	HairballInPoints  = 10
	HairballOutPoints = 5
	CatchPoints       = -5
)

// Round computes every player's points on a sheet, in seat order. It works
// on invalid sheets too, as far as the numbers go: a mouse's catches are
// listed and subtracted like Kodiak's, so the user sees what they wrote.
func Round(s *referee.Sheet) []Points {
	out := make([]Points, len(s.Players))
	for i, e := range s.Players {
		p := Points{
			Name:         e.Name,
			Role:         s.RoleOf(i),
			HairballsOut: e.HairballsOut,
			Catches:      e.Catches,
		}
		for _, c := range e.Cards {
			if c.IsHairball() {
				p.HairballsIn++
			} else {
				p.CardsSum += c.Value()
			}
		}
		p.Total = p.CardsSum + HairballInPoints*p.HairballsIn + HairballOutPoints*p.HairballsOut + CatchPoints*p.Catches
		out[i] = p
	}
	return out
}

// Standing is a player's total over the rounds played.
type Standing struct {
	Name  string `json:"name"`
	Total int    `json:"total"`
}

// Totals are the players' totals after every recorded round, in seat order.
func Totals(g *referee.Game) []Standing {
	return totalsAfter(g, len(g.Rounds))
}

func totalsAfter(g *referee.Game, rounds int) []Standing {
	out := make([]Standing, len(g.Players))
	for i, name := range g.Players {
		out[i].Name = name
	}
	for r := 0; r < rounds && r < len(g.Rounds); r++ {
		for _, p := range Round(&g.Rounds[r]) {
			if seat := g.Seat(p.Name); seat >= 0 {
				out[seat].Total += p.Total
			}
		}
	}
	return out
}

// Leaders are the players with the fewest points (ruling K7); equal totals
// share the place. Seat order; nil for no standings.
func Leaders(st []Standing) []string {
	if len(st) == 0 {
		return nil
	}
	best := slices.MinFunc(st, func(a, b Standing) int { return a.Total - b.Total }).Total
	var names []string
	for _, s := range st {
		if s.Total == best {
			names = append(names, s.Name)
		}
	}
	return names
}

// Winners are the winners of a finished game (ruling K7: fewest total
// points; ties share the win), in seat order. An unfinished game has none.
func Winners(g *referee.Game) []string {
	if !g.Finished() {
		return []string{}
	}
	return Leaders(Totals(g))
}

// RoundLine is one round of a game's history: who was Kodiak, everyone's
// points and the totals after it.
type RoundLine struct {
	Number  int        `json:"round"` // 1-based
	Kodiak  string     `json:"kodiak"`
	Points  []Points   `json:"players"`
	Running []Standing `json:"totals"`
}

// History lists every recorded round with its points and running totals.
func History(g *referee.Game) []RoundLine {
	out := make([]RoundLine, len(g.Rounds))
	running := totalsAfter(g, 0)
	for i := range g.Rounds {
		pts := Round(&g.Rounds[i])
		for _, p := range pts {
			if seat := g.Seat(p.Name); seat >= 0 {
				running[seat].Total += p.Total
			}
		}
		out[i] = RoundLine{
			Number:  i + 1,
			Kodiak:  g.Rounds[i].Kodiak,
			Points:  pts,
			Running: slices.Clone(running),
		}
	}
	return out
}
