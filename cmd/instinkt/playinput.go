package instinkt

import (
	"errors"
	"io"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	ref "codeberg.org/schiri/schiri/referee/instinkt"
	"codeberg.org/schiri/schiri/rules"
)

// handle applies one answer: a step, or one of the words every prompt
// knows in either language (undo, quit, help, moves).
func (p *player) handle(answer string) error {
	if i := strings.IndexByte(answer, '#'); i >= 0 { // a record's comment
		answer = strings.TrimSpace(answer[:i])
	}
	if answer == "" {
		return nil
	}
	switch cli.Word(answer) {
	case cli.WordUndo:
		return p.undo()
	case cli.WordQuit:
		return io.EOF
	case cli.WordHelp:
		p.say(p.help())
		return nil
	case cli.WordMoves:
		p.say(p.legalText())
		return nil
	}
	if strings.HasPrefix(strings.ToLower(answer), "marker") { // a record's first line, pasted with the rest
		return p.markerLine(answer)
	}
	step, then, problem := p.stepFor(answer)
	if problem != "" {
		p.say(p.st.bad.Render(problem))
		return nil
	}
	m, err := ref.ParseStep(step)
	var next *ref.Move
	if err == nil && then != "" {
		var n ref.Move
		n, err = ref.ParseStep(then)
		next = &n
	}
	if err != nil {
		var pe *ref.ParseError
		if errors.As(err, &pe) {
			p.say(p.st.bad.Render(p.f.ParseMessage(pe)))
			return nil
		}
		return err
	}
	return p.apply(m, next)
}

// stepFor is the record line an answer means now ("W7 B3" → "reveal W7
// B3", "0 1" → "place B3 0 1", "Reihe 0 von links" → "place W10 row 0
// from left"), and a raccoon's move given on the same line; problem is
// said instead when the answer cannot be a step (against schiri: a reveal
// that names another card for schiri).
func (p *player) stepFor(answer string) (step, then, problem string) {
	g := p.game
	word := strings.ToLower(answer)
	step = answer
	if g.Phase() == ref.PhasePlace {
		// a raccoon placed with its move on one line, as a record holds it
		// ("W11 1 0 move W7 1 -1"): both or neither
		if i := strings.Index(word, " move "); i > 0 {
			step, then = answer[:i], strings.TrimSpace(answer[i:])
			answer, word = step, word[:i]
		}
	}
	switch g.Phase() {
	case ref.PhaseReveal:
		if p.seat != nil {
			return p.revealAgainst(answer)
		}
		if !strings.HasPrefix(word, "reveal") {
			step = "reveal " + answer
		}
	case ref.PhasePlace:
		answer = englishLine(answer) // "Reihe 0 von links" as well as "row 0 from left"
		fields := strings.Fields(answer)
		switch {
		case strings.HasPrefix(word, "place"):
			step = answer
		case len(fields) > 1 && isCard(fields[0]): // "W7 0 0", as a record writes it
			step = "place " + answer
		default:
			step = "place " + g.Due().String() + " " + answer
		}
	case ref.PhaseRaccoon:
		switch {
		case word == "keine" || word == "keiner" || word == "nichts" || word == "none":
			step = "move none" // no card to move, in either language
		case !strings.HasPrefix(word, "move"):
			step = "move " + answer
		}
	}
	return step, then, ""
}

// apply judges a step (and a raccoon's move with it) against the game as
// saved now — another terminal may have added steps since this one showed
// the layout — and saves it, or says the verdict.
func (p *player) apply(m ref.Move, next *ref.Move) error {
	f := p.f
	var verdict error
	err := p.update(func(s *savedGame, cur *ref.Game) (*ref.Game, error) {
		ng, v := cur.ApplyVerdict(m)
		if v == nil && next != nil {
			ng, v = ng.ApplyVerdict(*next)
		}
		if v != nil {
			verdict = v
			return nil, nil
		}
		s.Moves = append(s.Moves, m.String())
		if next != nil {
			s.Moves = append(s.Moves, next.String())
		}
		return ng, nil
	})
	if err != nil {
		return err
	}
	if verdict != nil {
		p.say(p.st.bad.Render(f.VerdictText(verdict.(*rules.Verdict))))
		return nil
	}
	if m.Kind == ref.MoveReveal && p.seat != nil {
		p.say(p.st.title.Render(f.T("instinkt.against.reveals", "Card", p.card(p.seat.Colour, m))))
	}
	if snake, other, ok := p.game.SnakeRound(); ok && m.Kind == ref.MoveReveal {
		p.say(f.T("instinkt.play.snake", "Snake", snake.String(), "Card", other.String(),
			"Colour", f.T("instinkt.colour."+p.game.Marker().String())))
	}
	return nil
}

// undo takes back the last step (against schiri: back to before the
// person's last step, schiri's placements after it with it) and says what
// went, in the user's words.
func (p *player) undo() error {
	f := p.f
	var taken []string
	for {
		var last []string
		err := p.update(func(s *savedGame, cur *ref.Game) (*ref.Game, error) {
			ng, t, err := s.Undo(cur, false) // play asks for the raccoon's move on its own
			if err != nil {
				return nil, f.Store().Damaged(kind, p.id, err)
			}
			last = t
			return ng, nil
		})
		if err != nil {
			return err
		}
		taken = append(last, taken...)
		if len(last) == 0 || !p.schiris(last[0]) {
			break
		}
	}
	if len(taken) == 0 {
		p.say(f.T("instinkt.play.nothing_to_undo"))
		return nil
	}
	words := make([]string, 0, len(taken))
	for _, st := range taken {
		words = append(words, stepText(f, st))
	}
	p.say(f.T("instinkt.play.undone", "Step", strings.Join(words, "; ")))
	return nil
}

// stepText is a saved step in the user's words ("W7 auf 0 0", "W7 und S3
// aufgedeckt"); the record's spelling only where a record is written.
func stepText(f *cli.Factory, st string) string {
	m, err := ref.ParseStep(st)
	if err != nil {
		return st
	}
	switch m.Kind {
	case ref.MoveReveal:
		return f.T("instinkt.say.reveal", "Card", cardText(f, m.Card), "Other", cardText(f, m.Other))
	case ref.MovePlace:
		if m.IsLine() {
			return f.T("instinkt.say.deer", "Card", cardText(f, m.Card), "Line", lineText(f, m.Line))
		}
		return f.T("instinkt.say.place", "Card", cardText(f, m.Card), "Row", m.At.Row, "Col", m.At.Col)
	case ref.MoveRaccoon:
		return f.T("instinkt.say.move", "Card", cardText(f, m.Card), "Row", m.At.Row, "Col", m.At.Col)
	}
	return f.T("instinkt.say.move_none")
}

// markerLine takes a record's marker line: before the first step, naming
// the holder play already knows, there is nothing to do; anywhere else it
// is refused as a record refuses a second marker line.
func (p *player) markerLine(answer string) error {
	f := p.f
	rec, err := ref.ParseRecord(strings.NewReader(answer))
	if err != nil {
		var pe *ref.ParseError
		if errors.As(err, &pe) {
			p.say(p.st.bad.Render(f.ParseMessage(pe)))
			return nil
		}
		return err
	}
	if len(p.saved.Moves) == 0 && len(rec.Lines) == 1 && rec.Lines[0].Marker == p.game.Marker() {
		return nil
	}
	p.say(p.st.bad.Render(f.VerdictText(rules.NewVerdict(ref.RulePlaceOrder, "instinkt.msg.marker_twice"))))
	return nil
}

// isCard reports whether s names a card ("W7", "bx").
func isCard(s string) bool {
	_, ok := ref.ParseCard(s)
	return ok
}
