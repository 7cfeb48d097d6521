// Package savedgames reads every saved game of the data dir for the
// statistics (SPEC §8): each game of the registry reads its saves (its
// entry's Stats: loaded through the store and replayed through its
// referee, exactly as the game's own commands do). A game that does not
// load or replay is reported as damaged and left out.
package savedgames

import (
	"runtime"
	"sync"

	"codeberg.org/schiri/schiri/internal/store"
	"codeberg.org/schiri/schiri/internal/table"
	"codeberg.org/schiri/schiri/internal/table/games"
	"codeberg.org/schiri/schiri/scoring/stats"
)

// Source gives every saved game, and the saves that are damaged (each a
// *store.Error of kind Corrupt or IO naming its file). The error is for
// what stops reading at all (the data dir cannot be listed).
type Source interface {
	Games() (stats.Games, []error, error)
}

// Store is the Source of a data dir: the saves of the registry's games
// (Of: nil for games.All).
type Store struct {
	Store *store.Store
	Of    []*table.Game
}

// Games loads and replays every saved game, on as many cores as there are
// (a data dir of months of games is read in well under a second).
func (s Store) Games() (stats.Games, []error, error) {
	type job struct {
		game *table.Game
		id   string
		out  stats.Games // the one game loaded
		err  error
	}
	all := s.Of
	if all == nil {
		all = games.All
	}
	var jobs []*job
	for _, g := range all {
		infos, err := s.Store.List(g.Kind)
		if err != nil {
			return stats.Games{}, nil, err
		}
		for _, info := range infos {
			jobs = append(jobs, &job{game: g, id: info.ID})
		}
	}
	next := make(chan *job)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), max(len(jobs), 1)) {
		wg.Go(func() {
			for j := range next {
				j.out, j.err = j.game.Stats(s.Store, j.id)
			}
		})
	}
	for _, j := range jobs {
		next <- j
	}
	close(next)
	wg.Wait()

	var (
		out     stats.Games
		damaged []error
	)
	for _, j := range jobs {
		switch err := j.err; {
		case err == nil:
			out.Add(j.out)
		case store.IsKind(err, store.NotFound):
			// removed since it was listed: not a game any more
		case store.IsKind(err, store.Corrupt), store.IsKind(err, store.IO):
			damaged = append(damaged, err)
		default:
			damaged = append(damaged, s.Store.Damaged(j.game.Kind, j.id, err))
		}
	}
	return out, damaged, nil
}
