package instinkt

import (
	"errors"
	"io"
	"strings"

	score "codeberg.org/schiri/schiri/scoring/instinkt"

	"codeberg.org/schiri/schiri/internal/cli"
	ref "codeberg.org/schiri/schiri/referee/instinkt"
)

// refresh reloads the saved game: the store, not this process's memory, is
// what the game is, so steps made in another terminal show up here.
func (p *player) refresh() error {
	var s savedGame
	if _, err := p.f.Store().Load(kind, p.id, &s); err != nil {
		return err
	}
	g, err := s.rebuild()
	if err != nil {
		return p.f.Store().Damaged(kind, p.id, err)
	}
	p.saved, p.game = s, g
	return nil
}

// update is one read-modify-write of the saved game under its lock: fn gets
// the game as saved now and returns the new game (nil: write nothing). The
// record file named in this run is rewritten after a change.
func (p *player) update(fn func(s *savedGame, cur *ref.Game) (*ref.Game, error)) error {
	var (
		s       savedGame
		changed *ref.Game
	)
	err := p.f.Store().Update(kind, p.id, &s, func() error {
		cur, err := s.rebuild()
		if err != nil {
			return p.f.Store().Damaged(kind, p.id, err)
		}
		p.game = cur
		ng, err := fn(&s, cur)
		if err != nil {
			return err
		}
		if ng == nil {
			return errUnchanged
		}
		changed = ng
		return nil
	})
	if errors.Is(err, errUnchanged) {
		p.saved = s
		return nil
	}
	if err != nil {
		return err
	}
	p.saved, p.game = s, changed
	return p.writeRecord()
}

// errUnchanged tells Store.Update to write nothing.
var errUnchanged = errors.New("unchanged")

// writeRecord rewrites the record file named by --record in this run (never
// a path remembered from an earlier run, which may be relative to another
// directory).
func (p *player) writeRecord() error {
	if p.o.Record == "" {
		return nil
	}
	if err := cli.WriteFile(p.o.Record, []byte(p.saved.recordText()), "instinkt.play.record_write"); err != nil {
		return err
	}
	return nil
}

// finish shows the final score (or where the game stands) and, with
// --json, prints the one JSON document.
func (p *player) finish() error {
	f, g := p.f, p.game
	final, finished := finalScore(g)
	if finished && len(p.saved.Notes.Hands) > 0 {
		b := g.Board()
		grid, _ := b.Final()
		final = score.Score(grid, p.saved.hands())
	}
	if finished {
		b := g.Board()
		p.say("\n" + strings.TrimRight(p.st.boardGrid(b, nil), "\n"))
		p.say(f.T("instinkt.status.over"))
		_, _ = io.WriteString(p.out, "\n"+p.st.scoreGrid(final)+"\n"+scoreText(f, p.st, final))
	}
	if f.JSON() {
		out := playDoc(p.id, len(p.saved.Moves), g)
		if finished {
			out.Score = toScoreJSON(final)
		}
		return f.PrintJSON(out)
	}
	return nil
}
