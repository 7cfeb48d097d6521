package instinkt

import (
	"io"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	ti "codeberg.org/schiri/schiri/internal/table/instinkt"
	ref "codeberg.org/schiri/schiri/referee/instinkt"
)

// refresh reloads the saved game: the store, not this process's memory, is
// what the game is, so steps made in another terminal show up here.
func (p *player) refresh() error {
	s, g, err := ti.Load(svc(p.f), p.id)
	if err != nil {
		return err
	}
	p.saved, p.game = *s, g
	return p.seatUp()
}

// update is one read-modify-write of the saved game under its lock (the
// table's Update): fn gets the game as saved now and returns the new game
// (nil: write nothing). The record file named in this run is rewritten
// after a change.
func (p *player) update(fn func(s *savedGame, cur *ref.Game) (*ref.Game, error)) error {
	changed := false
	s, g, err := ti.Update(svc(p.f), p.id, func(s *savedGame, cur *ref.Game) (*ref.Game, error) {
		ng, err := fn(s, cur)
		changed = ng != nil
		return ng, err
	})
	if err != nil {
		return err
	}
	p.saved, p.game = *s, g
	if err := p.seatUp(); err != nil {
		return err
	}
	if !changed {
		return nil
	}
	return p.writeRecord()
}

// writeRecord rewrites the record file named by --record in this run (never
// a path remembered from an earlier run, which may be relative to another
// directory).
func (p *player) writeRecord() error {
	if p.o.Record == "" {
		return nil
	}
	if err := cli.WriteFile(p.o.Record, []byte(p.saved.RecordText()), "instinkt.play.record_write"); err != nil {
		return err
	}
	return nil
}

// finish shows the final score (or where the game stands) and, with
// --json, prints the one JSON document.
func (p *player) finish() error {
	f, g := p.f, p.game
	final, finished := ti.Final(&p.saved, g)
	if finished {
		b := g.Board()
		p.say("\n" + strings.TrimRight(p.st.boardGrid(b, nil), "\n"))
		p.say(f.T("instinkt.status.over"))
		_, _ = io.WriteString(p.out, shownCards(f, "\n"+p.st.scoreGrid(final, topLeft(b))+"\n"+scoreText(f, p.st, final)))
	}
	if f.JSON() {
		return f.PrintJSON(ti.PlayOf(p.id, &p.saved, g))
	}
	return nil
}
