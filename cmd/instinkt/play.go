package instinkt

import (
	"errors"
	"io"

	"codeberg.org/schiri/schiri/internal/cli"
	ti "codeberg.org/schiri/schiri/internal/table/instinkt"
	ref "codeberg.org/schiri/schiri/referee/instinkt"
	"codeberg.org/schiri/schiri/referee/instinkt/coach"
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
	// Against "schiri": schiri plays the colour other than As with its own
	// cards, dealt from Seed (drawn when SeedSet is false).
	Against  string
	As       string
	Seed     uint64
	SeedSet  bool
	Playouts int // schiri's budget per choice
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
	c.Flags().StringVar(&opts.Against, "against", "", "instinkt.help.flag.against")
	c.Flags().StringVar(&opts.As, "as", "", "instinkt.help.flag.as_play")
	c.Flags().Uint64Var(&opts.Seed, "seed", 0, "instinkt.help.flag.play_seed")
	c.Flags().IntVar(&opts.Playouts, "playouts", coach.DefaultPlayouts, "instinkt.help.flag.play_playouts")
	c.PreRun = func(c *cobra.Command, _ []string) { opts.SeedSet = c.Flags().Changed("seed") }
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
	// against schiri: its cards, and the card it chose face down for the
	// reveal after chosenAt moves
	seat     *coach.Seat
	chosen   ref.Card
	chosenAt int
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
		acted, err := p.schiriTurn()
		if err != nil {
			return err
		}
		if acted {
			continue
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
		if err := p.seatUp(); err != nil {
			return err
		}
		return p.writeRecord()
	}
	if p.o.Against != "" {
		setup, err := p.newAgainst()
		if err != nil {
			return err
		}
		return p.create(setup)
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
	return p.create(ti.Setup{Marker: marker})
}

// create saves a new game from setup and says how to resume it.
func (p *player) create(setup ti.Setup) error {
	f := p.f
	id, s, g, err := ti.CreateWith(svc(f), setup, p.o.Name)
	if err != nil {
		return err
	}
	p.id, p.saved, p.game = id, *s, g
	p.say(f.T("instinkt.play.new", "ID", p.id))
	if err := p.seatUp(); err != nil {
		return err
	}
	if p.seat != nil {
		p.say(f.T("instinkt.against.intro", "Colour", f.T("instinkt.colour."+p.seat.Colour.Other().String()),
			"Schiri", f.T("instinkt.colour."+p.seat.Colour.String()), "Marker", f.T("instinkt.colour."+g.Marker().String())))
	}
	return p.writeRecord()
}
