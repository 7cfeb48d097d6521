// Package stats computes the figures of SPEC §8 (statistics across games)
// from saved games given as referee values: Kodiak per player (with the
// points of scoring/kodiak), Codenames, Instinkt (with the final score of
// scoring/instinkt) and Katz und Maus results. It reads nothing and prints
// nothing: the caller loads the games (a damaged save never gets here) and
// renders the document.
package stats

import (
	"cmp"
	"slices"
	"strings"
	"time"

	"codeberg.org/schiri/schiri/internal/names"
	cn "codeberg.org/schiri/schiri/referee/codenames"
	ins "codeberg.org/schiri/schiri/referee/instinkt"
	km "codeberg.org/schiri/schiri/referee/katzundmaus"
	kodiak "codeberg.org/schiri/schiri/referee/kodiak"
	inscore "codeberg.org/schiri/schiri/scoring/instinkt"
	kscore "codeberg.org/schiri/schiri/scoring/kodiak"
)

// KodiakGame is a saved Kodiak game and when it was created.
type KodiakGame struct {
	ID      string
	Created time.Time
	Game    *kodiak.Game
}

// CodenamesGame is a saved Codenames game and when it was created.
type CodenamesGame struct {
	ID      string
	Created time.Time
	Game    *cn.Game
}

// InstinktGame is a saved Instinkt game, the hand cards told at its end
// (for the last tiebreak of ruling I7) and when it was created.
type InstinktGame struct {
	ID      string
	Created time.Time
	Game    *ins.Game
	Hands   [2]ins.Hand
}

// KatzGame is a saved Katz und Maus game, whether it was played against the
// bot and which side the person at the table played, and when it was created.
type KatzGame struct {
	ID      string
	Created time.Time
	Game    *km.Game
	VsBot   bool
	Human   km.Player
}

// Games are every saved game the figures are computed from.
type Games struct {
	Kodiak    []KodiakGame
	Codenames []CodenamesGame
	Instinkt  []InstinktGame
	Katz      []KatzGame
}

// Add appends the games of o to g, kind by kind.
func (g *Games) Add(o Games) {
	g.Kodiak = append(g.Kodiak, o.Kodiak...)
	g.Codenames = append(g.Codenames, o.Codenames...)
	g.Instinkt = append(g.Instinkt, o.Instinkt...)
	g.Katz = append(g.Katz, o.Katz...)
}

// Options narrow the figures: Player keeps that Kodiak player only ("" for
// everyone); Since keeps the games created on or after that day (UTC; the
// zero time for all games).
type Options struct {
	Player string
	Since  time.Time
}

// Doc is SPEC §8's document (`schiri stats --json`).
type Doc struct {
	Since     *string      `json:"since"` // YYYY-MM-DD, or null
	Kodiak    KodiakDoc    `json:"kodiak"`
	Codenames CodenamesDoc `json:"codenames"`
	Instinkt  InstinktDoc  `json:"instinkt"`
	Katz      KatzDoc      `json:"katzundmaus"`
}

// KodiakDoc are the Kodiak figures: finished games, and each player's.
type KodiakDoc struct {
	Games   int      `json:"games"`
	Players []Player `json:"players"`
}

// Players are the players' figures: Kodiak's, the one game whose
// players are counted by name.
func (d *Doc) Players() []Player { return d.Kodiak.Players }

// Player is one Kodiak player's figures over the finished games they played.
type Player struct {
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

// Teams counts per Codenames team.
type Teams struct {
	Red  int `json:"red"`
	Blue int `json:"blue"`
}

// CodenamesDoc are the Codenames figures over the finished games.
type CodenamesDoc struct {
	Games    int   `json:"games"`
	Wins     Teams `json:"wins"`
	Assassin int   `json:"assassin"` // games that ended on the assassin
}

// InstinktWins counts the finished Instinkt games by their result.
type InstinktWins struct {
	White int `json:"white"`
	Black int `json:"black"`
	Draw  int `json:"draw"`
}

// Colours are a figure per Instinkt colour.
type Colours struct {
	White float64 `json:"white"`
	Black float64 `json:"black"`
}

// InstinktDoc are the Instinkt figures over the finished games.
type InstinktDoc struct {
	Games         int          `json:"games"`
	Wins          InstinktWins `json:"wins"`
	AveragePoints Colours      `json:"average_points"`
}

// Results are won, lost and drawn games from one side.
type Results struct {
	Won  int `json:"won"`
	Lost int `json:"lost"`
	Draw int `json:"draw"`
}

// KatzDoc are the Katz und Maus figures: all finished games, and of those
// against the bot, the results from the person's side.
type KatzDoc struct {
	Games int     `json:"games"`
	VsBot Results `json:"vs_bot"`
}

// UnknownPlayerError is Compute's answer when no saved game has the player
// named by Options.Player; Known are the players the games have (for a
// "did you mean"), in the spelling of their most recent game.
type UnknownPlayerError struct {
	Name  string
	Known []string
}

func (e *UnknownPlayerError) Error() string { return "no game has a player " + e.Name }

// SinceLayout is how a day is written (--since, the document's "since").
const SinceLayout = "2006-01-02"

// Compute works out the figures of games.
func Compute(games Games, o Options) (*Doc, error) {
	doc := &Doc{Kodiak: KodiakDoc{Players: []Player{}}}
	since := o.Since
	if !since.IsZero() {
		since = time.Date(since.Year(), since.Month(), since.Day(), 0, 0, 0, 0, time.UTC)
		s := since.Format(SinceLayout)
		doc.Since = &s
	}
	keep := func(created time.Time) bool { return since.IsZero() || !created.Before(since) }

	players, err := kodiakPlayers(games.Kodiak, o.Player, keep)
	if err != nil {
		return nil, err
	}
	for _, g := range games.Kodiak {
		if keep(g.Created) && g.Game.Finished() {
			doc.Kodiak.Games++
		}
	}
	doc.Kodiak.Players = players

	for _, g := range games.Codenames {
		if !keep(g.Created) || !g.Game.Over() {
			continue
		}
		doc.Codenames.Games++
		switch g.Game.Winner() {
		case cn.Red:
			doc.Codenames.Wins.Red++
		case cn.Blue:
			doc.Codenames.Wins.Blue++
		}
		if g.Game.EndRule() == cn.RuleEndAssassin {
			doc.Codenames.Assassin++
		}
	}

	var points [2]int
	complete := 0
	for _, g := range games.Instinkt {
		if !keep(g.Created) || !g.Game.Over() {
			continue
		}
		doc.Instinkt.Games++
		b := g.Game.Board()
		grid, ok := b.Final()
		if !ok {
			continue
		}
		res := inscore.Score(grid, g.Hands)
		switch res.Winner {
		case inscore.WinnerWhite:
			doc.Instinkt.Wins.White++
		case inscore.WinnerBlack:
			doc.Instinkt.Wins.Black++
		case inscore.WinnerDraw:
			doc.Instinkt.Wins.Draw++
		}
		complete++
		points[ins.White] += res.Sides[ins.White].Points
		points[ins.Black] += res.Sides[ins.Black].Points
	}
	doc.Instinkt.AveragePoints = Colours{White: Mean(points[ins.White], complete), Black: Mean(points[ins.Black], complete)}

	for _, g := range games.Katz {
		if !keep(g.Created) || !g.Game.Over() {
			continue
		}
		doc.Katz.Games++
		if !g.VsBot {
			continue
		}
		switch g.Game.Result() {
		case km.Drawn:
			doc.Katz.VsBot.Draw++
		case wonBy(g.Human):
			doc.Katz.VsBot.Won++
		default:
			doc.Katz.VsBot.Lost++
		}
	}
	return doc, nil
}

func wonBy(p km.Player) km.Outcome {
	if p == km.A {
		return km.WonByA
	}
	return km.WonByB
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
func kodiakPlayers(games []KodiakGame, only string, keep func(time.Time) bool) ([]Player, error) {
	byKey := map[string]*tally{}
	var order []*tally
	at := func(g *KodiakGame, name string) *tally {
		k := names.Key(name)
		t := byKey[k]
		if t == nil {
			t = &tally{key: k, name: name, spelled: g.Created, spelledID: g.ID}
			byKey[k] = t
			order = append(order, t)
		} else if later(g.Created, g.ID, t.spelled, t.spelledID) {
			t.name, t.spelled, t.spelledID = name, g.Created, g.ID
		}
		return t
	}
	for i := range games {
		g := &games[i]
		seats := make([]*tally, len(g.Game.Players))
		for s, p := range g.Game.Players {
			seats[s] = at(g, p)
		}
		if !keep(g.Created) || !g.Game.Finished() {
			continue
		}
		history := kscore.History(g.Game)
		if len(history) == 0 {
			continue // a game of no rounds is never finished
		}
		final := history[len(history)-1].Running
		winners := kscore.Leaders(final) // ruling K7, as kscore.Winners
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
				if p.Role == kodiak.RoleKodiak {
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
	if only != "" {
		t := byKey[names.Key(only)]
		if t == nil {
			return nil, &UnknownPlayerError{Name: only, Known: spellings(order)}
		}
		order = []*tally{t}
	}
	var kept []*tally
	for _, t := range order {
		if t.games > 0 {
			kept = append(kept, t)
		}
	}
	slices.SortStableFunc(kept, func(a, b *tally) int {
		if c := cmp.Compare(b.wins, a.wins); c != 0 {
			return c
		}
		// win rates and average totals compared exactly, as fractions
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
	})
	out := make([]Player, len(kept))
	for i, t := range kept {
		out[i] = Player{
			Name: t.name, Games: t.games, Wins: t.wins,
			WinRate:              Mean(t.wins, t.games),
			AverageTotal:         Mean(t.totals, t.games),
			BestTotal:            t.best,
			Rounds:               t.rounds,
			AverageRound:         Mean(t.points, t.rounds),
			RoundsAsKodiak:       t.kRounds,
			AverageRoundAsKodiak: Mean(t.kPoints, t.kRounds),
			Catches:              t.catches,
		}
	}
	return out, nil
}

// Players are the Kodiak players of any saved game, each in the spelling
// of their most recent game, in the order of their names.
func Players(games []KodiakGame) []string {
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

// Mean is sum/n rounded to 2 decimal places (halves away from zero),
// computed in integers so that no binary fraction tips a half; 0 when n is 0.
func Mean(sum, n int) float64 {
	if n <= 0 {
		return 0
	}
	num, den := int64(sum)*100, int64(n)
	neg := num < 0
	if neg {
		num = -num
	}
	q := (2*num + den) / (2 * den)
	if neg {
		q = -q
	}
	return float64(q) / 100
}
