package kodiak

// The statistics of SPEC §8 for Kodiak: finished games, and each player's
// figures over the finished games they played (scoring/stats gathers every
// game's).

import (
	"cmp"
	"slices"
	"strings"
	"time"

	"codeberg.org/schiri/schiri/internal/names"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	"codeberg.org/schiri/schiri/scoring/stats"
)

// Figures are Kodiak's figures: finished games, and each player's.
type Figures struct {
	Games   int             `json:"games"`
	Players []PlayerFigures `json:"players"`
}

// PlayerFigures are one player's figures over the finished games they played.
type PlayerFigures struct {
	Name                 string  `json:"name"`
	Games                int     `json:"games"`
	Wins                 int     `json:"wins"`
	WinRate              float64 `json:"win_rate"`
	AverageTotal         float64 `json:"average_total"`
	BestTotal            int     `json:"best_total"` // the lowest final total
	Rounds               int     `json:"rounds"`
	AverageRound         float64 `json:"average_round"`
	RoundsAsKodiak       int     `json:"rounds_as_kodiak"`
	AverageRoundAsKodiak float64 `json:"average_round_as_kodiak"`
	Catches              int     `json:"catches"`
}

// Show is the figures as the front ends show them.
func (f Figures) Show() stats.Shown {
	s := stats.Shown{Games: f.Games, CountsNames: true}
	for _, p := range f.Players {
		s.Players = append(s.Players, stats.Player{Name: p.Name, Wins: p.Wins, Games: p.Games, Rate: p.WinRate,
			Figures: []stats.Figure{
				stats.Whole("games", p.Games), stats.Whole("wins", p.Wins), stats.Rate("win_rate", p.WinRate),
				stats.Decimal("average_total", p.AverageTotal), stats.Whole("best_total", p.BestTotal),
				stats.Whole("rounds", p.Rounds), stats.Decimal("average_round", p.AverageRound),
				stats.Whole("rounds_as_kodiak", p.RoundsAsKodiak),
				stats.Decimal("average_round_as_kodiak", p.AverageRoundAsKodiak),
				stats.Whole("catches", p.Catches),
			}})
	}
	return s
}

// game is a saved game as the figures read it.
type game struct {
	ID      string
	Created time.Time
	Game    *referee.Game
}

// gamesOf are the saves whose game is a Kodiak game.
func gamesOf(saves []stats.Saved) []game {
	out := make([]game, 0, len(saves))
	for _, s := range saves {
		if g, ok := s.Game.(*referee.Game); ok {
			out = append(out, game{ID: s.ID, Created: s.Created, Game: g})
		}
	}
	return out
}

// Count works out the figures of the saves kept by o (the registry's
// Figures for the statistics); o.Player keeps that player only.
func Count(saves []stats.Saved, o stats.Options) (stats.Figures, error) {
	games := gamesOf(saves)
	ps, err := players(games, o.Player, o.Keeps)
	if err != nil {
		return nil, err
	}
	f := Figures{Players: ps}
	for _, g := range games {
		if o.Keeps(g.Created) && g.Game.Finished() {
			f.Games++
		}
	}
	return f, nil
}

// tally is one player's sums, before the means are taken.
type tally struct {
	key, name        string
	spelled          time.Time // created time of the game the name's spelling is from
	spelledID        string
	games, wins      int
	totals           int
	best             int
	rounds, points   int
	kRounds, kPoints int
	catches          int
}

// kodiakPlayers sums every player's figures over the finished games kept,
// ordered as SPEC §8 says. A player is known from any saved game (finished
// or not, before --since or not), and is named as in their most recent
// game; one that played no finished game kept is not listed.
func players(games []game, only string, keep func(time.Time) bool) ([]PlayerFigures, error) {
	var ts tallies
	for i := range games {
		g := &games[i]
		seats := make([]*tally, len(g.Game.Players))
		for s, p := range g.Game.Players {
			seats[s] = ts.at(g, p)
		}
		if keep(g.Created) && g.Game.Finished() {
			countGame(g, seats)
		}
	}
	order := ts.order
	if only != "" {
		t := ts.byKey[names.Key(only)]
		if t == nil {
			return nil, &stats.UnknownPlayerError{Name: only, Known: spellings(order)}
		}
		order = []*tally{t}
	}
	var kept []*tally
	for _, t := range order {
		if t.games > 0 {
			kept = append(kept, t)
		}
	}
	slices.SortStableFunc(kept, byRank)
	out := make([]PlayerFigures, len(kept))
	for i, t := range kept {
		out[i] = t.figures()
	}
	return out, nil
}

// tallies are the players met so far, one tally per name (names.Key), in
// the order they were met, each in the spelling of their latest game.
type tallies struct {
	byKey map[string]*tally
	order []*tally
}

func (ts *tallies) at(g *game, name string) *tally {
	if ts.byKey == nil {
		ts.byKey = map[string]*tally{}
	}
	k := names.Key(name)
	t := ts.byKey[k]
	if t == nil {
		t = &tally{key: k, name: name, spelled: g.Created, spelledID: g.ID}
		ts.byKey[k] = t
		ts.order = append(ts.order, t)
	} else if later(g.Created, g.ID, t.spelled, t.spelledID) {
		t.name, t.spelled, t.spelledID = name, g.Created, g.ID
	}
	return t
}

// countGame adds a finished game to the tallies of its seats: every
// round's points, and the final totals with the winners (ruling K7).
func countGame(g *game, seats []*tally) {
	history := History(g.Game)
	if len(history) == 0 {
		return // a game of no rounds is never finished
	}
	final := history[len(history)-1].Running
	winners := Leaders(final) // ruling K7, as Winners
	for _, line := range history {
		for _, p := range line.Points {
			s := g.Game.Seat(p.Name)
			if s < 0 {
				continue // a saved round always names the game's players
			}
			t := seats[s]
			t.rounds++
			t.points += p.Total
			t.catches += p.Catches
			if p.Role == referee.RoleKodiak {
				t.kRounds++
				t.kPoints += p.Total
			}
		}
	}
	for s, st := range final {
		t := seats[s]
		if t.games == 0 || st.Total < t.best {
			t.best = st.Total
		}
		t.games++
		t.totals += st.Total
		if slices.ContainsFunc(winners, func(w string) bool { return names.Same(w, st.Name) }) {
			t.wins++
		}
	}
}

// byRank orders players by wins, then win rate and average total (compared
// exactly, as fractions), then name.
func byRank(a, b *tally) int {
	if c := cmp.Compare(b.wins, a.wins); c != 0 {
		return c
	}
	if c := cmp.Compare(b.wins*a.games, a.wins*b.games); c != 0 {
		return c
	}
	if c := cmp.Compare(a.totals*b.games, b.totals*a.games); c != 0 {
		return c
	}
	if c := strings.Compare(a.key, b.key); c != 0 {
		return c
	}
	return strings.Compare(a.name, b.name)
}

// figures are a tally's figures for the statistics.
func (t *tally) figures() PlayerFigures {
	return PlayerFigures{
		Name: t.name, Games: t.games, Wins: t.wins,
		WinRate:              stats.Mean(t.wins, t.games),
		AverageTotal:         stats.Mean(t.totals, t.games),
		BestTotal:            t.best,
		Rounds:               t.rounds,
		AverageRound:         stats.Mean(t.points, t.rounds),
		RoundsAsKodiak:       t.kRounds,
		AverageRoundAsKodiak: stats.Mean(t.kPoints, t.kRounds),
		Catches:              t.catches,
	}
}

// Players are the players of any saved game, each in the spelling of
// their most recent game, in the order of their names (the registry's
// Players for the statistics).
func Players(saves []stats.Saved) []string {
	games := gamesOf(saves)
	seen := map[string]int{}
	var out []*tally
	for i := range games {
		g := &games[i]
		for _, p := range g.Game.Players {
			k := names.Key(p)
			j, ok := seen[k]
			if !ok {
				seen[k] = len(out)
				out = append(out, &tally{name: p, spelled: g.Created, spelledID: g.ID})
				continue
			}
			if t := out[j]; later(g.Created, g.ID, t.spelled, t.spelledID) {
				t.name, t.spelled, t.spelledID = p, g.Created, g.ID
			}
		}
	}
	return spellings(out)
}

// spellings are the players' names, in the order of their keys.
func spellings(ts []*tally) []string {
	known := make([]string, len(ts))
	for i, t := range ts {
		known[i] = t.name
	}
	slices.SortFunc(known, func(a, b string) int { return strings.Compare(names.Key(a), names.Key(b)) })
	return known
}

// later reports whether a game created at t (ID id) is more recent than one
// created at u (ID v); equal times are decided by the ID.
func later(t time.Time, id string, u time.Time, v string) bool {
	if !t.Equal(u) {
		return t.After(u)
	}
	return id > v
}
