package instinkt

import (
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	ti "codeberg.org/schiri/schiri/internal/table/instinkt"
	ref "codeberg.org/schiri/schiri/referee/instinkt"
	"codeberg.org/schiri/schiri/rules"
	"github.com/charmbracelet/huh"
	"github.com/spf13/cobra"
)

// PlayOptions are the inputs of `instinkt play`.
type PlayOptions struct {
	F      *cli.Factory
	Game   string // resume this saved game
	Marker string // who holds the tiebreak marker first (new games)
	Record string // write the game record here after every step
	Name   string // the ID of a new game (default instinkt-N)
}

func newPlayCmd(f *cli.Factory, runF func(*PlayOptions) error) *cobra.Command {
	opts := &PlayOptions{F: f}
	c := &cobra.Command{
		Use:     "play",
		Short:   "instinkt.help.play.short",
		Long:    "instinkt.help.play.long",
		Example: "  schiri instinkt play --record game.txt\n  schiri instinkt play --game instinkt-1",
		Args:    cli.NoArgs,
		RunE:    func(*cobra.Command, []string) error { return cli.RunOr(runF, RunPlay, opts) },
	}
	c.Flags().StringVar(&opts.Game, "game", "", "instinkt.help.flag.game")
	c.Flags().StringVar(&opts.Marker, "marker", "", "instinkt.help.flag.marker")
	c.Flags().StringVar(&opts.Record, "record", "", "instinkt.help.flag.record")
	c.Flags().StringVar(&opts.Name, "name", "", "instinkt.help.flag.name")
	return c
}

// player runs one session at the table.
type player struct {
	f     *cli.Factory
	o     *PlayOptions
	id    string
	saved savedGame
	game  *ref.Game
	out   io.Writer // the display: stdout, or stderr with --json
	in    *eofReader
	st    styles
}

// RunPlay referees a game at the table: it asks for the revealed cards and
// each placement, applies the effects, rejects illegal input with the
// reason, saves after every step, and shows the final score.
func RunPlay(o *PlayOptions) error {
	f := o.F
	p := &player{f: f, o: o, out: f.IO.Out, st: newStyles(f)}
	// huh reads an empty answer at the end of input; the wrapper tells
	// that apart from an empty line.
	// On a terminal huh needs the real *os.File to switch it to raw mode,
	// so only piped input is wrapped.
	in := &eofReader{r: f.IO.In}
	if !f.IO.StdinTTY {
		f.IO.In = in
		defer func() { f.IO.In = in.r }()
	}
	p.in = in
	if f.JSON() {
		p.out = f.IO.ErrOut
	}
	if err := p.start(); err != nil {
		return err
	}
	for !p.game.Over() {
		if err := p.refresh(); err != nil {
			return err
		}
		if p.game.Over() {
			break
		}
		p.show()
		answer, err := p.ask()
		if err == nil {
			err = p.handle(answer)
		}
		if errors.Is(err, cli.ErrCancel) || errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			p.say(p.f.T("instinkt.play.paused", "ID", p.id))
			return p.finish()
		}
		if err != nil {
			return err
		}
	}
	if err := p.askHands(); err != nil {
		if errors.Is(err, cli.ErrCancel) || errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			return p.finish()
		}
		return err
	}
	return p.finish()
}

// start loads the saved game or creates a new one.
func (p *player) start() error {
	f := p.f
	if p.o.Game != "" {
		p.id = p.o.Game
		s, g, err := ti.Load(svc(f), p.id)
		if err != nil {
			return err
		}
		p.saved, p.game = *s, g
		p.say(f.T("instinkt.play.resumed", "ID", p.id, "Count", len(p.saved.Moves)))
		return p.writeRecord()
	}
	if !f.CanPrompt() && p.o.Marker == "" {
		return cli.NewInputError("instinkt.play.no_terminal")
	}
	marker := p.o.Marker
	if marker == "" {
		col := ref.White
		sel := huh.NewSelect[ref.Colour]().Title(f.T("instinkt.play.ask_marker")).
			Options(huh.NewOption(f.T("instinkt.colour.white"), ref.White), huh.NewOption(f.T("instinkt.colour.black"), ref.Black)).
			Value(&col)
		if err := f.RunForm(huh.NewForm(huh.NewGroup(sel)), cli.EscCancels()); err != nil {
			return err // Esc: back (from the menu, to its actions)
		}
		marker = col.String()
	}
	id, s, g, err := ti.Create(svc(f), marker, p.o.Name)
	if err != nil {
		return err
	}
	p.id, p.saved, p.game = id, *s, g
	p.say(f.T("instinkt.play.new", "ID", p.id))
	return p.writeRecord()
}

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
	_, _ = io.WriteString(p.out, cli.WrapFor(p.out, text.String()))
}

// ask prompts for the next answer.
func (p *player) ask() (string, error) {
	f := p.f
	title, hint := question(f, p.game)
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

// handle applies one answer: a step, "undo" or "quit".
func (p *player) handle(answer string) error {
	f, g := p.f, p.game
	if i := strings.IndexByte(answer, '#'); i >= 0 { // a record's comment
		answer = strings.TrimSpace(answer[:i])
	}
	word := strings.ToLower(answer)
	if word == "" {
		return nil
	}
	switch cli.Word(word) { // in either language
	case cli.WordUndo:
		var last string
		err := p.update(func(s *savedGame, cur *ref.Game) (*ref.Game, error) {
			ng, taken, err := s.Undo(cur, false) // play asks for the raccoon's move on its own
			if err != nil {
				return nil, f.Table().Damaged(kind, p.id, err)
			}
			last = strings.Join(taken, " ")
			return ng, nil
		})
		if err != nil {
			return err
		}
		if last == "" {
			p.say(f.T("instinkt.play.nothing_to_undo"))
			return nil
		}
		p.say(f.T("instinkt.play.undone", "Step", last))
		return nil
	case cli.WordQuit:
		return io.EOF
	}
	if strings.HasPrefix(word, "marker") { // a record's first line, pasted with the rest
		return p.markerLine(answer)
	}
	step, then := answer, ""
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
			p.say(p.st.bad.Render(f.ParseMessage(pe)))
			return nil
		}
		return err
	}
	// The step is judged against the game as saved now: another terminal
	// may have added steps since this one showed the layout.
	var verdict error
	err = p.update(func(s *savedGame, cur *ref.Game) (*ref.Game, error) {
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
	if snake, other, ok := p.game.SnakeRound(); ok && m.Kind == ref.MoveReveal {
		p.say(f.T("instinkt.play.snake", "Snake", snake.String(), "Card", other.String(),
			"Colour", f.T("instinkt.colour."+p.game.Marker().String())))
	}
	return nil
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
