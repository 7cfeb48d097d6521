package katzundmaus

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"codeberg.org/schiri/schiri/referee"
)

// A position lists its moves and applies them; a dealt game with its
// record keeps the whole referee contract.
var (
	_ referee.Playable[*Game, Move] = (*Game)(nil)
	_ referee.Game[*Recorded, Move] = (*Recorded)(nil)
)

// Recorded is a game as it is played and saved: a deal and the record of
// its moves. A *Game alone is a position, which may come from a position
// file and has no history to take back; a Recorded game has one, so it
// has Undo (the record without its last move, replayed).
type Recorded struct {
	Game   *Game
	Record *Record
}

// NewRecorded deals seed (Deal) with a record of no moves yet.
func NewRecorded(seed uint64) *Recorded {
	return &Recorded{Deal(seed), &Record{Seed: seed}}
}

// Legal lists every legal move of the game now.
func (p *Recorded) Legal() []Move { return p.Game.Legal() }

// Outcome is where the game stands.
func (p *Recorded) Outcome() referee.Outcome { return p.Game.Outcome() }

// Apply is the game after m, with m added to a copy of its record, or nil
// and the *rules.Verdict refusing it; p is left as it is.
func (p *Recorded) Apply(m Move) (*Recorded, error) {
	g, err := p.Game.Apply(m)
	if err != nil {
		return nil, err
	}
	rec := &Record{Seed: p.Record.Seed, SeedLine: p.Record.SeedLine, Turns: slices.Clone(p.Record.Turns)}
	if n := len(rec.Turns); n > 0 { // Add appends to the last line: not to p's
		rec.Turns[n-1].Moves = slices.Clone(rec.Turns[n-1].Moves)
	}
	rec.Add(p.Game.Turn(), m)
	return &Recorded{g, rec}, nil
}

// Undo is the game without its last move (Record.Undo), or
// ErrNothingToUndo.
func (p *Recorded) Undo() (*Recorded, error) {
	rec, g, err := p.Record.Undo()
	if err != nil {
		return nil, err
	}
	return &Recorded{g, rec}, nil
}

// Replayed is the game rebuilt from its record, or the verdict where the
// record stops replaying.
func (p *Recorded) Replayed() (*Recorded, error) {
	res := Replay(p.Record)
	if res.Verdict != nil {
		return nil, res.Verdict
	}
	return &Recorded{res.Game, p.Record}, nil
}

// Referee deals a random seed with its types erased: Katz und Maus in the
// registry, as it is saved (a Recorded game). Every move is listed, so it
// proposes none.
func Referee(r *rand.Rand) referee.Played { return erase(NewRecorded(r.Uint64())) }

var erase = referee.Erase(referee.Extra[*Recorded, Move]{
	State:  (*Recorded).state,
	Replay: (*Recorded).Replayed,
})

// state renders everything the game holds, its record included.
func (p *Recorded) state() string { return fmt.Sprintf("%+v\n%s", *p.Game, p.Record) }
