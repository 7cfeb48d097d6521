// Package stats computes the figures of SPEC §8 (statistics across games)
// from saved games given as referee values. It knows no game: each game
// brings its saves and how its figures are counted (a Kind, from the
// registry of games; the counting itself is in scoring/<game>), and the
// document is each game's figures under its kind, in the registry's order.
// It reads nothing and prints nothing: the caller loads the games (a
// damaged save never gets here) and renders the document.
package stats

import (
	"bytes"
	"encoding/json"
	"strconv"
	"time"
)

// Saved is one saved game: its ID, when it was created, and the game as its
// figures read it (the game's own type).
type Saved struct {
	ID      string
	Created time.Time
	Game    any
}

// Kind is one game's saves and how its figures are counted.
type Kind struct {
	Kind  string // the document's key for the game
	Saves []Saved
	// Figures counts the saves kept by o (Options.Keeps; a game that
	// counts players by name also knows them from saves not kept).
	Figures func(saves []Saved, o Options) (Figures, error)
	// Players are the players the saves name, each in the spelling of
	// their most recent game, in the order of their names (nil for a game
	// that counts no players by name).
	Players func(saves []Saved) ([]string, error)
}

// Games are every game's saves, in the order the figures are shown.
type Games []Kind

// Players are the players of every game that counts players by name.
func (g Games) Players() ([]string, error) {
	var out []string
	for _, k := range g {
		if k.Players != nil {
			names, err := k.Players(k.Saves)
			if err != nil {
				return nil, err
			}
			out = append(out, names...)
		}
	}
	return out, nil
}

// Options narrow the figures: Player keeps that player only ("" for
// everyone; a game that counts players by name applies it); Since keeps the
// games created on or after that day (UTC; nil for all games — a pointer,
// so that the first day of year 1 is a day like any other, not "all").
type Options struct {
	Player string
	Since  *time.Time
}

// Day is Since as the day it names (UTC midnight), and whether there is one.
func (o Options) Day() (time.Time, bool) {
	if o.Since == nil {
		return time.Time{}, false
	}
	s := *o.Since
	return time.Date(s.Year(), s.Month(), s.Day(), 0, 0, 0, 0, time.UTC), true
}

// Keeps reports whether a game created then counts under o.
func (o Options) Keeps(created time.Time) bool {
	day, ok := o.Day()
	return !ok || !created.Before(day)
}

// Figures are one game's figures: marshalled as they are under the game's
// key (SPEC §8), and shown by every front end alike (Show).
type Figures interface {
	Show() Shown
}

// Shown is a game's figures as the front ends show them: how many games
// finished, a row of figures (when any finished), and for a game that
// counts players by name, each player's.
type Shown struct {
	Games       int
	Figures     []Figure
	CountsNames bool
	Players     []Player
}

// Player is one player's figures as shown: the win rate (Wins of Games,
// shown as a bar) and the rest of the player's figures.
type Player struct {
	Name        string
	Wins, Games int
	Rate        float64
	Figures     []Figure
}

// Figure is one figure as shown: Key names its label (the catalogs'
// <kind>.stats.KEY in the catalog of the game that counts it) and Value its
// value, written with decimals when Decimal, as a percentage when Rate,
// else as a whole number.
type Figure struct {
	Key     string
	Value   float64
	Decimal bool
	Rate    bool
}

// Text writes the figure: a rate by percent, a mean by decimal (each in
// the reader's language), a count as a whole number.
func (f Figure) Text(decimal, percent func(float64) string) string {
	switch {
	case f.Rate:
		return percent(f.Value)
	case f.Decimal:
		return decimal(f.Value)
	}
	return strconv.FormatFloat(f.Value, 'f', 0, 64)
}

// Whole is a figure that is a count.
func Whole(key string, n int) Figure { return Figure{Key: key, Value: float64(n)} }

// Decimal is a figure that is a mean.
func Decimal(key string, x float64) Figure { return Figure{Key: key, Value: x, Decimal: true} }

// Rate is a figure that is a rate (0 to 1).
func Rate(key string, x float64) Figure { return Figure{Key: key, Value: x, Rate: true} }

// Section is one game's figures in the document.
type Section struct {
	Kind    string
	Figures Figures
}

// Doc is SPEC §8's document (`schiri stats --json`): since, then each
// game's figures under its key.
type Doc struct {
	Since    *string // YYYY-MM-DD, or null
	Sections []Section
}

// MarshalJSON writes since and the sections, in order.
func (d Doc) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteString(`{"since":`)
	since, err := json.Marshal(d.Since)
	if err != nil {
		return nil, err
	}
	b.Write(since)
	for _, s := range d.Sections {
		key, _ := json.Marshal(s.Kind)
		fig, err := json.Marshal(s.Figures)
		if err != nil {
			return nil, err
		}
		b.WriteByte(',')
		b.Write(key)
		b.WriteByte(':')
		b.Write(fig)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// Section is the figures of kind, or nil.
func (d *Doc) Section(kind string) Figures {
	for _, s := range d.Sections {
		if s.Kind == kind {
			return s.Figures
		}
	}
	return nil
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
	doc := &Doc{}
	if day, ok := o.Day(); ok {
		s := day.Format(SinceLayout)
		doc.Since = &s
	}
	for _, k := range games {
		f, err := k.Figures(k.Saves, o)
		if err != nil {
			return nil, err
		}
		doc.Sections = append(doc.Sections, Section{Kind: k.Kind, Figures: f})
	}
	return doc, nil
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
