package stats

import (
	"fmt"
	"time"
)

// Save is one saved game with the game as its own type G: what a game's
// counting reads (Saved is the same with the type erased, as the registry
// carries it).
type Save[G any] struct {
	ID      string
	Created time.Time
	Game    G
}

// MismatchError is a save whose game is not of the type its figures
// count: the registry paired a game's saves with another game's counting.
type MismatchError struct {
	ID        string
	Got, Want string
}

func (e *MismatchError) Error() string {
	return fmt.Sprintf("stats: save %s holds a %s, not the %s its figures count", e.ID, e.Got, e.Want)
}

// Typed are the saves with their games as G; a save that holds anything
// else is an error, never skipped.
func Typed[G any](saves []Saved) ([]Save[G], error) {
	out := make([]Save[G], len(saves))
	for i, s := range saves {
		g, ok := s.Game.(G)
		if !ok {
			return nil, &MismatchError{ID: s.ID, Got: fmt.Sprintf("%T", s.Game), Want: fmt.Sprintf("%T", *new(G))}
		}
		out[i] = Save[G]{ID: s.ID, Created: s.Created, Game: g}
	}
	return out, nil
}

// CountOf is a game's typed counting as a Kind's Figures.
func CountOf[G any](count func([]Save[G], Options) (Figures, error)) func([]Saved, Options) (Figures, error) {
	return func(saves []Saved, o Options) (Figures, error) {
		typed, err := Typed[G](saves)
		if err != nil {
			return nil, err
		}
		return count(typed, o)
	}
}

// PlayersOf is a game's typed list of players as a Kind's Players.
func PlayersOf[G any](players func([]Save[G]) []string) func([]Saved) ([]string, error) {
	return func(saves []Saved) ([]string, error) {
		typed, err := Typed[G](saves)
		if err != nil {
			return nil, err
		}
		return players(typed), nil
	}
}
