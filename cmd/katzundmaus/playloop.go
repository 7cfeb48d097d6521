package katzundmaus

import (
	"errors"
	"fmt"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	km "codeberg.org/schiri/schiri/referee/katzundmaus"
	"codeberg.org/schiri/schiri/referee/katzundmaus/coach"
)

// noPlayer is nobody: the device has not been handed to anyone yet.
const noPlayer = km.Player(255)

// loop plays turns until the game ends or the person quits.
func (ss *session) loop() error {
	for !ss.g.Over() {
		if ss.setup.Vs == "bot" && ss.g.Turn() == km.B {
			if err := ss.botTurn(); err != nil {
				return err
			}
			continue
		}
		quit, err := ss.personStep()
		if err != nil || quit {
			return err
		}
	}
	return nil
}

// botTurn lets the bot play its whole turn, shows it and saves it.
func (ss *session) botTurn() error {
	p := ss.g.Turn()
	before := ss.rec.String()
	// the seed of this turn's search: the game's seed and how far it is,
	// so a resumed game goes on as it would have
	seed := ss.setup.Seed*1_000_003 + uint64(movesIn(ss.rec))
	moves := coach.PlayTurn(ss.g, ss.level(), seed)
	played := make([]string, len(moves))
	for i, m := range moves {
		ss.rec.Add(p, m)
		played[i] = m.String()
	}
	fmt.Fprintln(ss.out, ss.s.bold.Render(ss.f.T("katzundmaus.play.bot", "Player", p.String(), "Moves", strings.Join(played, " "))))
	return ss.save(before)
}

func movesIn(rec *km.Record) int {
	n := 0
	for _, t := range rec.Turns {
		n += len(t.Moves)
	}
	return n
}

// personStep reads and plays one line of the person to move; true when
// the person quits (or stdin ends).
func (ss *session) personStep() (bool, error) {
	f, p := ss.f, ss.g.Turn()
	if ss.setup.Vs == "human" && f.IO.StdinTTY && ss.handedOver != p {
		// hot seat at a terminal: the screen is cleared and the next
		// hand shows only once its player has the device
		if ss.handedOver != noPlayer {
			fmt.Fprint(ss.out, "\033[H\033[2J")
		}
		fmt.Fprint(ss.out, f.T("katzundmaus.play.hand_over", "Player", p.String()))
		if _, ok := ss.read(); !ok {
			return true, nil
		}
		ss.handedOver, ss.shown = p, ""
	}
	if key := ss.rec.String(); key != ss.shown { // draw the table again only when it changed
		fmt.Fprint(ss.out, "\n"+picture(f, ss.g, only(p))+"\n")
		ss.shown = key
	}
	fmt.Fprint(ss.out, f.T("katzundmaus.play.prompt", "Player", p.String()))
	line, ok := ss.read()
	if !ok {
		return true, nil
	}
	before := ss.rec.String()
	quit := ss.playLine(p, line)
	if ss.rec.String() != before {
		return quit, ss.save(before)
	}
	return quit, nil
}

// read reads one line; false at the end of the input.
func (ss *session) read() (string, bool) {
	if !ss.in.Scan() {
		fmt.Fprintln(ss.out)
		return "", false
	}
	line := strings.TrimSpace(ss.in.Text())
	if !ss.f.IO.StdinTTY {
		fmt.Fprintln(ss.out, line) // a transcript reads as if typed
	}
	return line, true
}

// playLine plays one line typed by player p: moves, or a word (undo, help,
// moves, quit). It stops at the first illegal move, and at the end of p's
// turn. It reports whether the player wants to quit.
func (ss *session) playLine(p km.Player, line string) bool {
	f, out, s := ss.f, ss.out, ss.s
	if line == "" {
		return false
	}
	switch cli.Word(line) { // in either language
	case cli.WordQuit:
		return ss.confirmQuit(line)
	case cli.WordUndo:
		ss.undo(p)
		return false
	case cli.WordHelp:
		ss.say(f.T("katzundmaus.play.help"))
		return false
	case cli.WordMoves:
		for _, gr := range groups(ss.g) {
			fmt.Fprintln(out, "  "+strings.Join(gr.Moves, " "))
		}
		return false
	}
	toks := strings.Fields(line)
	for i, tok := range toks {
		if ss.g.Turn() != p || ss.g.Over() {
			fmt.Fprintln(out, s.dim.Render(f.T("katzundmaus.play.rest", "Moves", strings.Join(toks[i:], " "))))
			return false
		}
		m, err := km.ParseMove(tok)
		if err != nil {
			var pe *km.ParseError
			if !errors.As(err, &pe) {
				fmt.Fprintln(out, s.bad.Render(err.Error()))
				return false
			}
			fmt.Fprintln(out, s.bad.Render(f.ParseMessage(pe)))
			return false
		}
		if v := ss.g.Play(m); v != nil {
			fmt.Fprintln(out, s.bad.Render(f.T("katzundmaus.play.illegal", "Move", tok))+" "+f.VerdictText(v))
			return false
		}
		ss.rec.Add(p, m)
	}
	return false
}

// confirmQuit quits at once on an unmistakable word; "ende" is asked about
// first, since "end" is a move (it ends a turn with an empty hand and talon)
// and a German player may well mean the turn.
func (ss *session) confirmQuit(word string) bool {
	if !strings.EqualFold(word, "ende") {
		return true
	}
	fmt.Fprint(ss.out, cli.WrapFor(ss.out, ss.f.T("katzundmaus.play.quit_ask")))
	answer, ok := ss.read()
	if !ok {
		return true
	}
	switch strings.ToLower(answer) {
	case "j", "ja", "y", "yes":
		return true
	}
	ss.say(ss.f.T("katzundmaus.play.quit_not"))
	return false
}

// undo takes back p's last move. Against the bot, the bot's turn after it
// goes too; at the hot seat, a move of the other player is not taken back
// (its hand would show).
func (ss *session) undo(p km.Player) {
	var mine, bots []string
	rec, g := ss.rec, ss.g
	for n := len(rec.Turns); n > 0; n = len(rec.Turns) {
		last := rec.Turns[n-1]
		if last.Player != p && ss.setup.Vs == "human" {
			break
		}
		move := last.Moves[len(last.Moves)-1].String()
		r2, g2, err := rec.Undo()
		if err != nil {
			break
		}
		rec, g = r2, g2
		if last.Player == p {
			mine = append(mine, move)
			break
		}
		bots = append([]string{move}, bots...)
	}
	if len(mine) == 0 || g.Turn() != p {
		ss.say(ss.f.T("katzundmaus.play.undo_none"))
		return
	}
	ss.rec, ss.g = rec, g
	if len(bots) > 0 {
		ss.say(ss.f.T("katzundmaus.play.undone_bot", "Moves", mine[0], "Bot", strings.Join(bots, " ")))
		return
	}
	ss.say(ss.f.T("katzundmaus.play.undone", "Moves", mine[0]))
}
