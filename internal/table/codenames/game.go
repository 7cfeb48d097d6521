// Package codenames is Codenames at the table: the saved game, its
// documents (SPEC §3), its load → replay → update loop and the role views
// (board, spymasters, host), for the CLI and the server alike.
package codenames

import (
	"encoding/json"
	"errors"

	"codeberg.org/schiri/schiri/internal/store"
	"codeberg.org/schiri/schiri/internal/table"
	cn "codeberg.org/schiri/schiri/referee/codenames"
	"codeberg.org/schiri/schiri/rules"
)

// Kind is the store's name for Codenames games.
const Kind = "codenames"

// Saved is a Codenames game as the store keeps it: the referee's record,
// its setup and its moves (store.Saved's shape).
type Saved cn.Record

// FromSchema1 reads a game saved with schema 1, which held the same record
// under "game" (store.Schema1).
func (s *Saved) FromSchema1(game json.RawMessage) error {
	return json.Unmarshal(game, (*cn.Record)(s))
}

// replay rebuilds a saved game; a record that does not replay is a damaged
// save (exit 3).
func replay(st *store.Store, id string, s *Saved) (*cn.Game, error) {
	g, err := cn.Replay(cn.Record(*s))
	if err != nil {
		return nil, st.Damaged(Kind, id, err)
	}
	return g, nil
}

// Load reads and replays a saved game.
func Load(svc *table.Service, id string) (*cn.Game, error) {
	var s Saved
	if err := svc.Load(Kind, id, &s); err != nil {
		return nil, err
	}
	return replay(svc.Store, id, &s)
}

// errRejected carries a verdict out of a store update, so nothing is saved.
type errRejected struct{ v *rules.Verdict }

func (e errRejected) Error() string { return e.v.Error() }

// Update applies change to a saved game under the store's lock and saves
// the result: every check that decides the move runs inside it. It returns
// the game before and after; a verdict from change comes back as the
// error (*rules.Verdict), with nothing saved.
func Update(svc *table.Service, id string, change func(*cn.Game) (*cn.Game, error)) (before, after *cn.Game, err error) {
	var s Saved
	err = svc.Update(Kind, id, &s, func() error {
		g, err := replay(svc.Store, id, &s)
		if err != nil {
			return err
		}
		before = g
		next, err := change(g)
		if err != nil {
			var v *rules.Verdict
			if errors.As(err, &v) {
				return errRejected{v}
			}
			return err
		}
		after = next
		s = Saved(next.Record())
		return nil
	})
	var rej errRejected
	if errors.As(err, &rej) {
		return before, nil, rej.v
	}
	return before, after, err
}

// Create saves a new game under name, or under a fresh "<board code>-N":
// named after the public board code, never the key code, as the game's ID
// is on every screen the guessers see.
func Create(svc *table.Service, g *cn.Game, name string) (string, error) {
	if name != "" {
		return svc.Create(Kind, name, g.Record())
	}
	prefix := Kind
	if bc := g.Setup().BoardCode; bc != nil {
		prefix = bc.String()
	}
	return svc.Store.CreateNew(Kind, prefix, func(string) any { return g.Record() })
}

// Clue gives a clue in one Update: as team (a spymaster's link) only on
// that team's turn (codenames.clue.turn) — decided under the lock with the
// clue, whatever happens meanwhile — or, with team NoTeam, for the team on
// turn (the CLI, the host).
func Clue(svc *table.Service, id string, team cn.Team, word string, number int) (*cn.Game, error) {
	_, g, err := Update(svc, id, func(g *cn.Game) (*cn.Game, error) {
		if team != cn.NoTeam {
			return g.ClueFor(team, word, number)
		}
		return g.Apply(cn.ClueMove(word, number))
	})
	return g, err
}

// Guess reveals a card for the team on turn; it returns the game before
// and after and the card's index.
func Guess(svc *table.Service, id, target string) (before, after *cn.Game, cell int, err error) {
	before, after, err = Update(svc, id, func(g *cn.Game) (*cn.Game, error) {
		m, err := g.ParseGuess(target)
		if err != nil {
			return nil, err
		}
		cell = g.Index(m.Row, m.Col)
		return g.Apply(m)
	})
	return before, after, cell, err
}

// Pass ends the turn of the team on turn.
func Pass(svc *table.Service, id string) (*cn.Game, error) {
	_, g, err := Update(svc, id, func(g *cn.Game) (*cn.Game, error) { return g.Apply(cn.PassMove()) })
	return g, err
}

// Undo takes back the last clue, guess or pass; it returns the game before
// and after.
func Undo(svc *table.Service, id string) (*cn.Game, *cn.Game, error) {
	return Update(svc, id, func(g *cn.Game) (*cn.Game, error) { return g.Undo() })
}
