package instinkt

import (
	"errors"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/store"
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

func newPlayCmd(f *cli.Factory) *cobra.Command {
	opts := &PlayOptions{F: f}
	c := &cobra.Command{
		Use:     "play",
		Short:   "instinkt.help.play.short",
		Long:    "instinkt.help.play.long",
		Example: "  schiri instinkt play --record game.txt\n  schiri instinkt play --game instinkt-1",
		Args:    cobra.NoArgs,
		RunE:    func(*cobra.Command, []string) error { return RunPlay(opts) },
	}
	c.Flags().StringVar(&opts.Game, "game", "", "instinkt.help.flag.game")
	c.Flags().StringVar(&opts.Marker, "marker", "", "instinkt.help.flag.marker")
	c.Flags().StringVar(&opts.Record, "record", "", "instinkt.help.flag.record")
	c.Flags().StringVar(&opts.Name, "name", "", "instinkt.help.flag.name")
	return c
}

// savedGame is what the store keeps of a game at the table: the marker and
// every step in the record's spelling. The state is rebuilt by applying the
// steps, so a save can never hold a position the referee did not accept.
type savedGame struct {
	Marker string   `json:"marker"`
	Steps  []string `json:"steps"`
	// Record was the --record path of older versions. It is no longer
	// written to: a record file is only written when this run names it.
	Record string `json:"record,omitempty"`
}

// rebuild applies the saved steps.
func (s *savedGame) rebuild() (*ref.Game, error) {
	marker, ok := ref.ParseColour(s.Marker)
	if !ok {
		return nil, errors.New("bad marker " + s.Marker)
	}
	g := ref.NewGame(marker)
	for _, st := range s.Steps {
		m, err := ref.ParseStep(st)
		if err != nil {
			return nil, err
		}
		if g, err = g.Apply(m); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// recordText is the game record of the saved steps (raccoon moves join
// their placement's line), as replay reads it.
func (s *savedGame) recordText() string {
	var b strings.Builder
	b.WriteString("marker " + s.Marker + "\n")
	for i, st := range s.Steps {
		if strings.HasPrefix(st, "move ") {
			b.WriteString(" " + st)
			continue
		}
		if i > 0 {
			b.WriteString("\n")
		}
		b.WriteString(st)
	}
	if len(s.Steps) > 0 {
		b.WriteString("\n")
	}
	return b.String()
}

type playJSON struct {
	Game     string     `json:"game"`
	Steps    int        `json:"steps"`
	Layout   [][]string `json:"layout"`
	Marker   string     `json:"marker"`
	Finished bool       `json:"finished"`
	Score    *scoreJSON `json:"score"`
	// Top is the record coordinates of layout[0][0] (null while empty), so
	// a client can turn a cell of the layout into a step.
	Top  *[2]int  `json:"top"`
	Next nextJSON `json:"next"`
}

// nextJSON is what the game waits for, with every legal answer.
type nextJSON struct {
	Phase    string   `json:"phase"`    // reveal, place, raccoon, over
	Card     string   `json:"card"`     // the card to place, or the raccoon that moves
	Revealed []string `json:"revealed"` // this round's cards in placement order
	Cells    [][2]int `json:"cells"`    // legal cells for the card (record coordinates)
	Lines    []string `json:"lines"`    // a deer's legal lines ("row 0 from left")
	Moves    []string `json:"moves"`    // a raccoon's legal moves ("move W7 1 -1", "move none")
	// After is, for a raccoon still to be placed, the legal moves that
	// follow a placement on each legal cell ("R,C" → moves), so a client
	// can offer the whole raccoon line (ruling I8) in one go.
	After map[string][]string `json:"after,omitempty"`
}

var phaseNames = map[ref.Phase]string{ref.PhaseReveal: "reveal", ref.PhasePlace: "place", ref.PhaseRaccoon: "raccoon", ref.PhaseOver: "over"}

// playDoc is the game as `play --json` and `step --json` print it.
func playDoc(id string, steps int, g *ref.Game) playJSON {
	b := g.Board()
	out := playJSON{Game: id, Steps: steps, Layout: layoutStrings(b), Marker: g.Marker().String(), Finished: g.Over()}
	if top, _, ok := b.Box(); ok {
		out.Top = &[2]int{top.Row, top.Col}
	}
	n := nextJSON{Phase: phaseNames[g.Phase()], Revealed: []string{}, Cells: [][2]int{}, Lines: []string{}, Moves: []string{}}
	for _, c := range g.Revealed() {
		if c != ref.NoCard {
			n.Revealed = append(n.Revealed, c.String())
		}
	}
	switch g.Phase() {
	case ref.PhasePlace:
		n.Card = g.Due().String()
		if g.Due().IsDeer() && b.Len() > 0 {
			for _, l := range b.AppendLines(nil) {
				n.Lines = append(n.Lines, l.String())
			}
		} else {
			for _, pt := range b.AppendPlacements(nil) {
				n.Cells = append(n.Cells, [2]int{pt.Row, pt.Col})
			}
			if g.Due().IsRaccoon() {
				n.After = raccoonAfter(g, b.AppendPlacements(nil))
			}
		}
	case ref.PhaseRaccoon:
		n.Card = g.Due().String()
		for _, m := range b.AppendRaccoonMoves(g.Due(), nil) {
			n.Moves = append(n.Moves, ref.Move{Kind: ref.MoveRaccoon, Card: m.Card, At: m.To}.String())
		}
		if len(n.Moves) == 0 {
			n.Moves = append(n.Moves, ref.Move{Kind: ref.MoveRaccoonNone}.String())
		}
	}
	out.Next = n
	return out
}

// raccoonAfter lists, for each legal cell of the raccoon due, the moves
// that its placement there allows ("move none" where there is none).
func raccoonAfter(g *ref.Game, cells []ref.Point) map[string][]string {
	after := make(map[string][]string, len(cells))
	for _, pt := range cells {
		ng, v := g.ApplyVerdict(ref.Move{Kind: ref.MovePlace, Card: g.Due(), At: pt})
		if v != nil {
			continue
		}
		var moves []string
		nb := ng.Board()
		for _, m := range nb.AppendRaccoonMoves(ng.Due(), nil) {
			moves = append(moves, ref.Move{Kind: ref.MoveRaccoon, Card: m.Card, At: m.To}.String())
		}
		if len(moves) == 0 {
			moves = []string{ref.Move{Kind: ref.MoveRaccoonNone}.String()}
		}
		after[strconv.Itoa(pt.Row)+","+strconv.Itoa(pt.Col)] = moves
	}
	return after
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
	return p.finish()
}

func (p *player) say(s string) { _, _ = io.WriteString(p.out, s+"\n") }

// start loads the saved game or creates a new one.
func (p *player) start() error {
	f := p.f
	if p.o.Game != "" {
		p.id = p.o.Game
		if _, err := f.Store().Load(kind, p.id, &p.saved); err != nil {
			return err
		}
		g, err := p.saved.rebuild()
		if err != nil {
			return f.Store().Damaged(kind, p.id, err)
		}
		p.game = g
		p.say(f.T("instinkt.play.resumed", "ID", p.id, "Count", len(p.saved.Steps)))
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
		if err := f.RunForm(huh.NewForm(huh.NewGroup(sel))); err != nil {
			return err
		}
		marker = col.String()
	}
	col, ok := ref.ParseColour(marker)
	if !ok {
		return cli.NewInputError("instinkt.parse.colour", "Token", marker).At("", 0, marker)
	}
	p.saved = savedGame{Marker: col.String(), Steps: []string{}}
	p.game = ref.NewGame(col)
	var id string
	var err error
	if p.o.Name != "" {
		if !store.ValidID(p.o.Name) {
			return &store.Error{Kind: store.BadID, ID: p.o.Name}
		}
		id, err = p.o.Name, f.Store().Create(kind, p.o.Name, &p.saved)
	} else {
		id, err = f.Store().CreateNew(kind, kind, func(string) any { return &p.saved })
	}
	if err != nil {
		return err
	}
	p.id = id
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
				lines = append(lines, l.String())
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
	_, _ = io.WriteString(p.out, text.String())
}

// ask prompts for the next answer.
func (p *player) ask() (string, error) {
	f, g := p.f, p.game
	var title, hint string
	switch g.Phase() {
	case ref.PhaseReveal:
		title, hint = f.T("instinkt.play.ask_reveal"), "W7 B3"
	case ref.PhasePlace:
		b := g.Board()
		if g.Due().IsDeer() && b.Len() > 0 {
			title, hint = f.T("instinkt.play.ask_deer", "Card", g.Due().String()), "row 0 from left"
		} else {
			title, hint = f.T("instinkt.play.ask_place", "Card", g.Due().String()), "0 1"
		}
	case ref.PhaseRaccoon:
		title, hint = f.T("instinkt.play.ask_raccoon", "Card", g.Due().String()), "W7 1 -1"
	}
	title += " " + f.T("instinkt.play.ask_commands")
	var answer string
	in := huh.NewInput().Title(title).Placeholder(hint).Value(&answer)
	if err := f.RunForm(huh.NewForm(huh.NewGroup(in))); err != nil {
		return "", err
	}
	answer = strings.TrimSpace(answer)
	if answer == "" && p.in.eof {
		return "", io.EOF
	}
	return answer, nil
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
	word := strings.ToLower(answer)
	switch word {
	case "":
		return nil
	case "undo":
		var last string
		err := p.update(func(s *savedGame, _ *ref.Game) (*ref.Game, error) {
			if len(s.Steps) == 0 {
				return nil, nil
			}
			last = s.Steps[len(s.Steps)-1]
			s.Steps = s.Steps[:len(s.Steps)-1]
			ng, err := s.rebuild()
			if err != nil {
				return nil, f.Store().Damaged(kind, p.id, err)
			}
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
	case "quit", "exit", "q":
		return io.EOF
	}
	step := answer
	switch g.Phase() {
	case ref.PhaseReveal:
		if !strings.HasPrefix(word, "reveal") {
			step = "reveal " + answer
		}
	case ref.PhasePlace:
		if !strings.HasPrefix(word, "place") {
			step = "place " + g.Due().String() + " " + answer
		}
	case ref.PhaseRaccoon:
		if !strings.HasPrefix(word, "move") {
			step = "move " + answer
		}
	}
	m, err := ref.ParseStep(step)
	if err != nil {
		var pe *ref.ParseError
		if errors.As(err, &pe) {
			p.say(p.st.bad.Render(f.T(pe.Key, pe.Args)))
			return nil
		}
		return err
	}
	// The step is judged against the game as saved now: another terminal
	// may have added steps since this one showed the layout.
	var verdict error
	err = p.update(func(s *savedGame, cur *ref.Game) (*ref.Game, error) {
		ng, v := cur.ApplyVerdict(m)
		if v != nil {
			verdict = v
			return nil, nil
		}
		s.Steps = append(s.Steps, m.String())
		return ng, nil
	})
	if err != nil {
		return err
	}
	if verdict != nil {
		p.say(p.st.bad.Render(f.VerdictText(verdict.(*rules.Verdict))))
	}
	return nil
}

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
		s.Record = ""
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
	if err := os.WriteFile(p.o.Record, []byte(p.saved.recordText()), 0o644); err != nil {
		return &cli.StorageError{Key: "instinkt.play.record_write", Args: map[string]any{"File": p.o.Record, "Err": err.Error()}, File: p.o.Record, Err: err}
	}
	return nil
}

// finish shows the final score (or where the game stands) and, with
// --json, prints the one JSON document.
func (p *player) finish() error {
	f, g := p.f, p.game
	final, finished := finalScore(g)
	if finished {
		b := g.Board()
		p.say("\n" + strings.TrimRight(p.st.boardGrid(b, nil), "\n"))
		p.say(f.T("instinkt.status.over"))
		_, _ = io.WriteString(p.out, "\n"+p.st.scoreGrid(final)+"\n"+scoreText(f, p.st, final))
	}
	if f.JSON() {
		out := playDoc(p.id, len(p.saved.Steps), g)
		if finished {
			out.Score = toScoreJSON(final)
		}
		return f.PrintJSON(out)
	}
	return nil
}
