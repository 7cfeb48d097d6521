package stats_test

// The figures of the four games, as the registry hands them to Compute:
// the tests below were written when this package counted every game
// itself, and still hold the document to the same figures.

import (
	"time"

	ins "codeberg.org/schiri/schiri/referee/instinkt"
	km "codeberg.org/schiri/schiri/referee/katzundmaus"
	cscore "codeberg.org/schiri/schiri/scoring/codenames"
	iscore "codeberg.org/schiri/schiri/scoring/instinkt"
	mscore "codeberg.org/schiri/schiri/scoring/katzundmaus"
	kscore "codeberg.org/schiri/schiri/scoring/kodiak"
	"codeberg.org/schiri/schiri/scoring/stats"
)

type (
	Options            = stats.Options
	UnknownPlayerError = stats.UnknownPlayerError
	KodiakGame         = stats.Saved
	CodenamesGame      = stats.Saved
	Player             = kscore.PlayerFigures
	CodenamesDoc       = cscore.Figures
	Teams              = cscore.Teams
	InstinktDoc        = iscore.Figures
	InstinktWins       = iscore.Wins
	Colours            = iscore.Colours
	KatzDoc            = mscore.Figures
	Results            = mscore.Results
)

var Mean = stats.Mean

// InstinktGame is a saved Instinkt game with the hands told at its end.
type InstinktGame struct {
	ID      string
	Created time.Time
	Game    *ins.Game
	Hands   [2]ins.Hand
}

// KatzGame is a saved Katz und Maus game, against the bot or not.
type KatzGame struct {
	ID      string
	Created time.Time
	Game    *km.Game
	VsBot   bool
	Human   km.Player
}

// Games are the saves of the four games.
type Games struct {
	Kodiak, Codenames []stats.Saved
	Instinkt          []InstinktGame
	Katz              []KatzGame
}

// kinds are the games as the registry gives them, in its order.
func (g Games) kinds() stats.Games {
	var ins, katz []stats.Saved
	for _, s := range g.Instinkt {
		ins = append(ins, stats.Saved{ID: s.ID, Created: s.Created, Game: iscore.Saved{Game: s.Game, Hands: s.Hands}})
	}
	for _, s := range g.Katz {
		katz = append(katz, stats.Saved{ID: s.ID, Created: s.Created, Game: mscore.Game{Game: s.Game, VsBot: s.VsBot, Human: s.Human}})
	}
	return stats.Games{
		{Kind: "kodiak", Saves: g.Kodiak, Figures: stats.CountOf(kscore.Count), Players: stats.PlayersOf(kscore.Players)},
		{Kind: "codenames", Saves: g.Codenames, Figures: stats.CountOf(cscore.Count)},
		{Kind: "instinkt", Saves: ins, Figures: stats.CountOf(iscore.Count)},
		{Kind: "katzundmaus", Saves: katz, Figures: stats.CountOf(mscore.Count)},
	}
}

// view is the document with each game's figures at hand.
type view struct {
	*stats.Doc
	Kodiak    kscore.Figures
	Codenames cscore.Figures
	Instinkt  iscore.Figures
	Katz      mscore.Figures
}

func Compute(g Games, o Options) (*view, error) {
	d, err := stats.Compute(g.kinds(), o)
	if err != nil {
		return nil, err
	}
	return &view{Doc: d,
		Kodiak:    d.Section("kodiak").(kscore.Figures),
		Codenames: d.Section("codenames").(cscore.Figures),
		Instinkt:  d.Section("instinkt").(iscore.Figures),
		Katz:      d.Section("katzundmaus").(mscore.Figures),
	}, nil
}

func Players(s []stats.Saved) []string {
	names, err := stats.Games{{Kind: "kodiak", Saves: s, Players: stats.PlayersOf(kscore.Players)}}.Players()
	if err != nil {
		panic(err)
	}
	return names
}
