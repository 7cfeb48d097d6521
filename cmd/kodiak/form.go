package kodiak

import (
	"errors"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"

	"codeberg.org/schiri/schiri/internal/cli"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
)

// The round form: one line per player ("3 rk c1", see referee.ParseLine),
// the round's points, a confirmation that defaults to saving, and straight
// on to the next round until the user stops. What is typed is kept as a
// draft in the game's file until the round is saved or discarded.

var (
	// errStop: the user left the form with nothing typed.
	errStop = errors.New("stop")
	// errEOF: the piped answers ended.
	errEOF = errors.New("end of input")
)

// entry is one sitting of round entry for game id.
type entry struct {
	f          *cli.Factory
	id         string
	accessible bool
	lang       string

	helped bool // the line syntax was shown

	ended atomic.Bool // SIGTERM: the form ends, and so does schiri

	mu    sync.Mutex
	live  []string // the lines as typed so far, for a signal's draft
	round int      // the round being typed, 1-based
}

// enterRounds asks for rounds of game id, one after the other, and saves
// each. It ends when the game is over, when the user leaves an empty form
// (Esc, Ctrl-C, or the end of piped input), or after one round with --json
// (one JSON document). Nothing saved yet and nothing done is a cancel.
func enterRounds(f *cli.Factory, id string) error {
	e := &entry{f: f, id: id, accessible: f.Accessible(), lang: f.Lang()}
	stop := e.watchSignals()
	defer stop()
	saved := 0
	for {
		g, draft, err := loadGameAndDraft(f, id)
		if err != nil {
			return err
		}
		if g.Finished() {
			if saved > 0 {
				return nil
			}
			// nothing to ask: the referee says why (kodiak.end.finished)
			return saveRound(f, id, &referee.Sheet{})
		}
		sheet, err := e.ask(g, draft)
		switch {
		case errors.Is(err, errStop) && saved > 0:
			return nil
		case errors.Is(err, errStop), errors.Is(err, errEOF):
			return cli.ErrCancel
		case err != nil:
			return err
		}
		if err := saveRound(f, id, sheet); err != nil {
			return err
		}
		saved++
		if f.JSON() {
			return nil
		}
	}
}

// ask fills in the next round's sheet: the lines (resuming d, the draft
// kept for it, if any), the points, the confirmation. Nothing typed is
// thrown away without asking.
func (e *entry) ask(g *referee.Game, d *roundDraft) (*referee.Sheet, error) {
	f := e.f
	kodiak, _ := g.KodiakNext()
	round := g.RoundsPlayed() + 1
	lines := make([]string, len(g.Players))
	e.setRound(round, lines)
	if d != nil {
		resume, err := e.yesNo(f.T("kodiak.form.resume", "Round", round, "Lines", draftText(g.Players, d.Lines)), true)
		if err != nil {
			return nil, err
		}
		if resume {
			copy(lines, d.Lines)
			e.setRound(round, lines)
		} else if err := clearDraft(f, e.id); err != nil {
			return nil, err
		}
	}
	for {
		err := e.edit(g, kodiak, lines)
		e.setRound(round, lines)
		if again, err := e.afterEdit(err, round, lines); err != nil || again {
			if err != nil {
				return nil, err
			}
			continue
		}
		if err := saveDraft(f, e.id, round, lines); err != nil {
			return nil, err
		}
		sheet, err := sheetOf(g, kodiak, lines)
		if err != nil {
			return nil, err
		}
		judged, report := g.Check(sheet)
		ok, err := e.confirm(round, summaryText(f, judged, report), report.Valid())
		if !e.accessible {
			fmt.Fprintln(f.IO.ErrOut) // the form leaves the cursor on its last line
		}
		if err != nil && (errors.Is(err, cli.ErrEnded) || e.ended.Load()) {
			e.draftKept()
			return nil, cli.ErrCancel
		}
		if err != nil {
			if errors.Is(err, cli.ErrCancel) {
				continue // back to the lines, which are still there
			}
			e.draftKept()
			return nil, err
		}
		if ok {
			return sheet, nil
		}
	}
}

// afterEdit decides what follows the lines' form that ended with err:
// nothing (err nil: on to the points), the form again (again: Esc on a
// filled form, and the user keeps typing), or the end of the entry (an
// error: the lines kept as a draft unless there are none). Nothing typed
// is thrown away without asking.
func (e *entry) afterEdit(err error, round int, lines []string) (again bool, _ error) {
	f := e.f
	switch {
	case err == nil:
		return false, nil
	case errors.Is(err, cli.ErrEnded) || e.ended.Load():
		if serr := saveDraft(f, e.id, round, lines); serr != nil {
			return false, serr
		}
		if !blank(lines) {
			e.draftKept()
		}
		return false, cli.ErrCancel
	case blank(lines):
		if errors.Is(err, cli.ErrCancel) || errors.Is(err, errEOF) {
			return false, errStop
		}
		return false, err
	}
	if serr := saveDraft(f, e.id, round, lines); serr != nil {
		return false, serr
	}
	if !errors.Is(err, cli.ErrCancel) {
		e.draftKept()
		return false, err
	}
	// Esc or Ctrl-C on a filled form: ask before throwing it away
	discard, err := e.yesNo(f.T("kodiak.form.discard", "Round", round), false)
	if err != nil {
		e.draftKept()
		return false, err
	}
	if discard {
		return false, errors.Join(errStop, clearDraft(f, e.id))
	}
	return true, nil
}

// sheetOf is the round sheet of the lines typed for the game's players.
func sheetOf(g *referee.Game, kodiak string, lines []string) (*referee.Sheet, error) {
	sheet := &referee.Sheet{Kodiak: kodiak}
	for i, p := range g.Players {
		en, err := referee.ParseLine(lines[i])
		if err != nil { // the form checks every line; this is a last guard
			return nil, cli.FromParseError(err, "")
		}
		en.Name = p
		sheet.Players = append(sheet.Players, en)
	}
	return sheet, nil
}

// setRound records the lines being typed, for a signal's draft.
func (e *entry) setRound(round int, lines []string) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.round = round
	e.live = append(e.live[:0], lines...)
}

func (e *entry) setLive(i int, s string) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if i < len(e.live) {
		e.live[i] = s
	}
}

func (e *entry) liveLine(i int) string {
	e.mu.Lock()
	defer e.mu.Unlock()
	if i < len(e.live) {
		return e.live[i]
	}
	return ""
}

// keepLive saves the lines typed so far as the draft.
func (e *entry) keepLive() {
	e.mu.Lock()
	round, lines := e.round, append([]string(nil), e.live...)
	e.mu.Unlock()
	if round > 0 {
		_ = saveDraft(e.f, e.id, round, lines)
	}
}

// watchSignals keeps what was typed when the terminal goes away (SIGHUP)
// or schiri is asked to end (SIGTERM, or SIGINT from outside). On a terminal the form then ends by
// itself on SIGTERM; otherwise schiri exits here, as the signal would have
// made it.
func (e *entry) watchSignals() func() {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, syscall.SIGHUP, syscall.SIGTERM, syscall.SIGINT)
	done := make(chan struct{})
	go func() {
		select {
		case sig := <-ch:
			e.ended.Store(true)
			e.keepLive()
			if sig == syscall.SIGHUP || e.accessible {
				os.Exit(128 + int(sig.(syscall.Signal)))
			}
		case <-done:
		}
	}()
	return func() {
		signal.Stop(ch)
		close(done)
	}
}

// draftKept tells the user where what they typed went.
func (e *entry) draftKept() {
	fmt.Fprintln(e.f.IO.ErrOut, e.f.T("kodiak.form.draft_kept", "Game", e.id))
}

// draftText shows a draft's lines in one line: "Ana: 3 rk · Ben: –".
func draftText(players, lines []string) string {
	parts := make([]string, 0, len(players))
	for i, p := range players {
		l := strings.TrimSpace(lines[i])
		if l == "" {
			l = "–"
		}
		parts = append(parts, p+": "+l)
	}
	return strings.Join(parts, " · ")
}
