package instinkt

import (
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	ref "codeberg.org/schiri/schiri/referee/instinkt"
	"github.com/charmbracelet/huh"
)

// show prints the layout (legal cells marked when a card is due) and what
// is asked next.
func (p *player) show() {
	f, g := p.f, p.game
	b := g.Board()
	var marks map[ref.Point]string
	if g.Phase() == ref.PhasePlace && !(g.Due().IsDeer() && b.Len() > 0) {
		marks = map[ref.Point]string{}
		for _, pt := range b.AppendPlacements(nil) {
			marks[pt] = "*"
		}
		if b.Len() == 0 {
			marks = nil
		}
	}
	var text strings.Builder
	text.WriteString("\n")
	if grid := p.st.boardGrid(b, marks); grid != "" {
		text.WriteString(grid)
	}
	text.WriteString(statusText(f, g, true))
	switch g.Phase() {
	case ref.PhasePlace:
		if g.Due().IsDeer() && b.Len() > 0 {
			var lines []string
			for _, l := range b.AppendLines(nil) {
				lines = append(lines, lineText(f, l))
			}
			text.WriteString(f.T("instinkt.play.lines", "Lines", strings.Join(lines, ", ")) + "\n")
		}
	case ref.PhaseRaccoon:
		moves := b.AppendRaccoonMoves(g.Due(), nil)
		if len(moves) == 0 {
			text.WriteString(f.T("instinkt.play.raccoon_none") + "\n")
		} else {
			cards := map[string]bool{}
			for _, m := range moves {
				cards[m.Card.String()] = true
			}
			names := make([]string, 0, len(cards))
			for c := range cards {
				names = append(names, c)
			}
			sort.Strings(names)
			text.WriteString(f.T("instinkt.play.raccoon_cards", "Cards", strings.Join(names, ", ")) + "\n")
		}
	}
	_, _ = io.WriteString(p.out, cli.WrapFor(p.out, shownCards(f, text.String())))
}

// ask prompts for the next answer.
func (p *player) ask() (string, error) {
	f := p.f
	title, hint := question(f, p.game)
	if p.seat != nil && p.game.Phase() == ref.PhaseReveal {
		title, hint = f.T("instinkt.against.ask_reveal"), ref.NewCard(p.seat.Colour.Other(), 7).String()
	}
	title, hint = shownCards(f, title), shownCards(f, hint)
	title += " " + f.T("instinkt.play.ask_commands")
	var answer string
	in := huh.NewInput().Title(title).Placeholder(hint).Value(&answer)
	if err := f.RunForm(huh.NewForm(huh.NewGroup(in)), cli.EscCancels()); err != nil {
		return "", err // Esc as Ctrl-C: the game is saved, and play ends
	}
	answer = strings.TrimSpace(answer)
	if answer == "" && p.in.eof {
		return "", io.EOF
	}
	return answer, nil
}

// question is what play asks next and an example answer the rules allow
// now, in the coordinates the layout is shown with.
func question(f *cli.Factory, g *ref.Game) (title, hint string) {
	switch g.Phase() {
	case ref.PhaseReveal:
		title, hint = f.T("instinkt.play.ask_reveal"), "W7 B3"
	case ref.PhasePlace:
		b := g.Board()
		if g.Due().IsDeer() && b.Len() > 0 {
			title, hint = f.T("instinkt.play.ask_deer", "Card", g.Due().String()), lineText(f, ref.Line{Axis: ref.AxisRow, From: ref.Left})
			if lines := b.AppendLines(nil); len(lines) > 0 { // an example the deer may take
				hint = lineText(f, lines[0])
			}
		} else {
			title, hint = f.T("instinkt.play.ask_place", "Card", g.Due().String()), "0 0"
			for _, m := range g.Legal() { // an example that is free and legal
				if m.Kind == ref.MovePlace && !m.IsLine() {
					hint = fmt.Sprintf("%d %d", m.At.Row, m.At.Col)
					break
				}
			}
		}
	case ref.PhaseRaccoon:
		title, hint = f.T("instinkt.play.ask_raccoon", "Card", g.Due().String()), f.T("instinkt.play.none")
		b := g.Board()
		if moves := b.AppendRaccoonMoves(g.Due(), nil); len(moves) > 0 { // a move it may make
			hint = fmt.Sprintf("%s %d %d", moves[0].Card, moves[0].To.Row, moves[0].To.Col)
		}
	}
	return title, hint
}

// eofReader remembers that its reader reached the end.
type eofReader struct {
	r   io.Reader
	eof bool
}

func (e *eofReader) Read(b []byte) (int, error) {
	n, err := e.r.Read(b)
	if errors.Is(err, io.EOF) {
		e.eof = true
	}
	return n, err
}
