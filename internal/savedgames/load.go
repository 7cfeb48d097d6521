// Package savedgames reads every saved game of the data dir for the
// statistics (SPEC §8): each file loaded through the store and replayed
// through its game's referee, exactly as the game's own commands do. A
// game that does not load or replay is reported as damaged and left out.
//
// The statistics see it only through Source, so that a registry of games
// (one table service for every kind) can take its place.
package savedgames

import (
	"encoding/json"
	"fmt"
	"runtime"
	"strconv"
	"strings"
	"sync"

	"codeberg.org/schiri/schiri/internal/store"
	tc "codeberg.org/schiri/schiri/internal/table/codenames"
	ti "codeberg.org/schiri/schiri/internal/table/instinkt"
	tk "codeberg.org/schiri/schiri/internal/table/kodiak"
	cn "codeberg.org/schiri/schiri/referee/codenames"
	km "codeberg.org/schiri/schiri/referee/katzundmaus"
	kodiak "codeberg.org/schiri/schiri/referee/kodiak"
	"codeberg.org/schiri/schiri/scoring/stats"
)

// Source gives every saved game, and the saves that are damaged (each a
// *store.Error of kind Corrupt or IO naming its file). The error is for
// what stops reading at all (the data dir cannot be listed).
type Source interface {
	Games() (stats.Games, []error, error)
}

// Kinds are the store kinds of the games, in the order they are read.
var Kinds = []string{"kodiak", "codenames", "instinkt", "katzundmaus"}

// Store is the Source of a data dir.
type Store struct{ Store *store.Store }

// Games loads and replays every saved game, on as many cores as there are
// (a data dir of months of games is read in well under a second).
func (s Store) Games() (stats.Games, []error, error) {
	type job struct {
		kind, id string
		out      stats.Games // the one game loaded
		err      error
	}
	var jobs []*job
	for _, kind := range Kinds {
		infos, err := s.Store.List(kind)
		if err != nil {
			return stats.Games{}, nil, err
		}
		for _, info := range infos {
			jobs = append(jobs, &job{kind: kind, id: info.ID})
		}
	}
	next := make(chan *job)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), max(len(jobs), 1)) {
		wg.Go(func() {
			for j := range next {
				j.err = s.load(j.kind, j.id, &j.out)
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
			out.Kodiak = append(out.Kodiak, j.out.Kodiak...)
			out.Codenames = append(out.Codenames, j.out.Codenames...)
			out.Instinkt = append(out.Instinkt, j.out.Instinkt...)
			out.Katz = append(out.Katz, j.out.Katz...)
		case store.IsKind(err, store.NotFound):
			// removed since it was listed: not a game any more
		case store.IsKind(err, store.Corrupt), store.IsKind(err, store.IO):
			damaged = append(damaged, err)
		default:
			damaged = append(damaged, s.Store.Damaged(j.kind, j.id, err))
		}
	}
	return out, damaged, nil
}

// load reads one game into out; a game that does not replay is a Corrupt
// store error.
func (s Store) load(kind, id string, out *stats.Games) error {
	damaged := func(err error) error { return s.Store.Damaged(kind, id, err) }
	switch kind {
	case "kodiak":
		var sg tk.Saved
		env, err := s.Store.Load(kind, id, &sg)
		if err != nil {
			return err
		}
		g, err := kodiak.Replay(kodiak.Record{Setup: sg.Setup, Moves: sg.Moves})
		if err != nil {
			return damaged(err)
		}
		out.Kodiak = append(out.Kodiak, stats.KodiakGame{ID: id, Created: env.Created, Game: g})
	case "codenames":
		var rec tc.Saved
		env, err := s.Store.Load(kind, id, &rec)
		if err != nil {
			return err
		}
		g, err := cn.Replay(cn.Record(rec))
		if err != nil {
			return damaged(err)
		}
		out.Codenames = append(out.Codenames, stats.CodenamesGame{ID: id, Created: env.Created, Game: g})
	case "instinkt":
		var sg ti.Saved
		env, err := s.Store.Load(kind, id, &sg)
		if err != nil {
			return err
		}
		g, err := sg.Game()
		if err != nil {
			return damaged(err)
		}
		out.Instinkt = append(out.Instinkt, stats.InstinktGame{ID: id, Created: env.Created, Game: g, Hands: sg.Hands()})
	case "katzundmaus":
		var sg katzSaved
		env, err := s.Store.Load(kind, id, &sg)
		if err != nil {
			return err
		}
		g, err := sg.rebuild()
		if err != nil {
			return damaged(err)
		}
		// against the bot the person plays A (katzundmaus play)
		out.Katz = append(out.Katz, stats.KatzGame{ID: id, Created: env.Created, Game: g,
			VsBot: sg.Setup.Vs == "bot", Human: km.A})
	}
	return nil
}

// The saved forms are the table's (internal/table/<game>), schema 1
// included; Katz und Maus, which is not at the table, has its own below.

// katzSaved is cmd/katzundmaus' savedGame: the deal's seed, who B is, and
// the record's turn lines.
type katzSaved store.Saved[struct {
	Seed uint64 `json:"seed"`
	Vs   string `json:"vs"`
}, string, *struct{}]

// FromSchema1 reads seed, vs and the record text that schema 1 held.
func (s *katzSaved) FromSchema1(game json.RawMessage) error {
	var old struct {
		Seed   uint64 `json:"seed"`
		Vs     string `json:"vs"`
		Record string `json:"record"`
	}
	if err := json.Unmarshal(game, &old); err != nil {
		return err
	}
	s.Setup.Seed, s.Setup.Vs = old.Seed, old.Vs
	lines := strings.Split(strings.TrimSuffix(old.Record, "\n"), "\n")
	if lines[0] != "seed "+strconv.FormatUint(old.Seed, 10) {
		return fmt.Errorf("the record is not of seed %d", old.Seed)
	}
	s.Moves = lines[1:]
	return nil
}

// rebuild replays the record; one that does not replay is damaged.
func (s *katzSaved) rebuild() (*km.Game, error) {
	var b strings.Builder
	b.WriteString("seed " + strconv.FormatUint(s.Setup.Seed, 10) + "\n")
	for _, l := range s.Moves {
		b.WriteString(l + "\n")
	}
	rec, err := km.ParseRecord(strings.NewReader(b.String()))
	if err != nil {
		return nil, err
	}
	res := km.Replay(rec)
	if res.Verdict != nil {
		return nil, res.Verdict
	}
	return res.Game, nil
}
