package katzundmaus

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"

	"codeberg.org/schiri/schiri/rules"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/table"
	tm "codeberg.org/schiri/schiri/internal/table/katzundmaus"
	km "codeberg.org/schiri/schiri/referee/katzundmaus"
	"codeberg.org/schiri/schiri/referee/katzundmaus/coach"
	"github.com/spf13/cobra"
)

// PlayOptions are the inputs of `katzundmaus play [--seed N] [--vs bot|human] [--level N]`.
type PlayOptions struct {
	F        *cli.Factory
	Seed     uint64
	SeedSet  bool
	Vs       string // "bot" (the default) or "human" (hot-seat)
	Level    int    // the bot's strength, 1–4 (0: the strongest, or the saved game's)
	Record   string // write the game's record to this file at the end
	Game     string // resume this saved game
	Name     string // the ID for a new saved game ("" picks one)
	LevelSet bool
}

func newPlayCmd(f *cli.Factory, runF func(*PlayOptions) error) *cobra.Command {
	opts := &PlayOptions{F: f}
	c := &cobra.Command{
		Use:   "play [--seed N] [--vs bot|human] [--level 1-4]",
		Short: "katzundmaus.help.play.short",
		Long:  "katzundmaus.help.play.long",
		Args:  cli.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			opts.SeedSet = c.Flags().Changed("seed")
			opts.LevelSet = c.Flags().Changed("level")
			return cli.RunOr(runF, RunPlay, opts)
		},
	}
	c.Flags().Uint64Var(&opts.Seed, "seed", 0, "katzundmaus.help.flag.seed")
	c.Flags().StringVar(&opts.Vs, "vs", "bot", "katzundmaus.help.flag.vs")
	c.Flags().IntVar(&opts.Level, "level", coach.MaxLevel, "katzundmaus.help.flag.level")
	c.Flags().StringVar(&opts.Record, "record", "", "katzundmaus.help.flag.record")
	c.Flags().StringVar(&opts.Game, "game", "", "katzundmaus.help.flag.game")
	c.Flags().StringVar(&opts.Name, "name", "", "katzundmaus.help.flag.name")
	return c
}

type playJSON struct {
	Seed      uint64    `json:"seed"`
	Finished  bool      `json:"finished"`
	Winner    *string   `json:"winner"`
	DecidedBy *rules.ID `json:"decided_by"`
	Record    string    `json:"record"`
	Position  *km.Game  `json:"position"`
	Game      string    `json:"game"` // the saved game's ID
}

// session is one sitting at the terminal: the game, where it is saved and
// who has the device.
type session struct {
	f          *cli.Factory
	out        io.Writer
	s          styles
	svc        *table.Service
	id         string
	setup      tm.Setup
	g          *km.Game
	rec        *km.Record
	in         *bufio.Scanner
	shown      string    // the record when the table was last drawn
	handedOver km.Player // hot seat: who has the device now
}

// RunPlay plays a whole game on the terminal: the person (A, who starts)
// against the bot (B), or two people taking turns at one keyboard. Moves are
// read line by line from stdin, several per line; the referee refuses illegal
// ones with its reason. Every change is saved through the table. With
// --json the dialogue goes to stderr and the final state is the one
// document on stdout.
func RunPlay(o *PlayOptions) error {
	if err := checkPlayFlags(o); err != nil {
		return err
	}
	ss := &session{f: o.F, out: o.F.IO.Out, s: newStyles(o.F), svc: table.New(o.F.Store()),
		in: bufio.NewScanner(o.F.IO.In), handedOver: noPlayer}
	if o.F.JSON() {
		ss.out = o.F.IO.ErrOut
	}
	var err error
	if o.Game != "" {
		err = ss.resume(o)
	} else {
		err = ss.start(o)
	}
	if err != nil {
		return err
	}
	if err := ss.loop(); err != nil {
		return err
	}
	return ss.finish(o)
}

// checkPlayFlags refuses an unknown opponent or level.
func checkPlayFlags(o *PlayOptions) error {
	vs := strings.ToLower(o.Vs)
	if vs != "bot" && vs != "human" {
		return cli.NewInputError("katzundmaus.error.vs", "Token", o.Vs).At("", 0, o.Vs)
	}
	o.Vs = vs
	if o.Level == 0 {
		o.Level = coach.MaxLevel
	}
	if o.Level < 1 || o.Level > coach.MaxLevel {
		return cli.NewInputError("katzundmaus.error.level", "Token", o.Level, "Max", coach.MaxLevel).At("", 0, fmt.Sprint(o.Level))
	}
	return nil
}

// start deals a new game and saves it.
func (ss *session) start(o *PlayOptions) error {
	f := ss.f
	if !o.SeedSet {
		o.Seed = newSeed(f)
	}
	ss.setup = tm.Setup{Seed: o.Seed, Vs: o.Vs}
	if o.Vs == "bot" {
		ss.setup.Level = o.Level
	}
	ss.g, ss.rec = km.Deal(o.Seed), &km.Record{Seed: o.Seed}
	id, err := tm.Create(ss.svc, o.Name, ss.setup)
	if err != nil {
		return err
	}
	ss.id = id
	if o.Vs == "bot" {
		ss.say(f.T("katzundmaus.play.intro_bot", "Seed", o.Seed))
		ss.say(f.T("katzundmaus.play.level", "Level", ss.level(), "Name", f.T(levelKey(ss.level()))))
	} else {
		ss.say(f.T("katzundmaus.play.intro_human", "Seed", o.Seed))
	}
	ss.say(f.T("katzundmaus.play.saved_as", "ID", id))
	return nil
}

// resume loads a saved game; a level given now is the bot's from here on.
func (ss *session) resume(o *PlayOptions) error {
	saved, g, rec, err := tm.Load(ss.svc, o.Game)
	if err != nil {
		return err
	}
	ss.id, ss.setup, ss.g, ss.rec = o.Game, saved.Setup, g, rec
	o.Seed = saved.Setup.Seed
	ss.say(ss.f.T("katzundmaus.play.resumed", "ID", ss.id, "Turns", len(rec.Turns)))
	if o.LevelSet && ss.setup.Vs == "bot" && o.Level != ss.level() {
		before := ss.rec.String()
		ss.setup.Level = o.Level
		if err := ss.saveSetup(before); err != nil {
			return err
		}
	}
	if o.LevelSet && ss.setup.Vs == "bot" { // said when asked for: a resumed game plays on as it was
		ss.say(ss.f.T("katzundmaus.play.level", "Level", ss.level(), "Name", ss.f.T(levelKey(ss.level()))))
	}
	return nil
}

// level is the bot's level: a game saved before there were levels plays
// on against the bot it began with, the simple bot (level 2).
func (ss *session) level() int {
	if ss.setup.Level == 0 {
		return coach.LevelBot
	}
	return ss.setup.Level
}

func levelKey(level int) string { return fmt.Sprintf("katzundmaus.level.%d", level) }

// say prints a line, wrapped to the terminal.
func (ss *session) say(text string) { fmt.Fprintln(ss.out, cli.WrapFor(ss.out, text)) }

// save writes the record through the table, refused when another process
// moved this game on since before.
func (ss *session) save(before string) error { return ss.saveWith(before, nil) }

func (ss *session) saveSetup(before string) error { return ss.saveWith(before, &ss.setup) }

func (ss *session) saveWith(before string, setup *tm.Setup) error {
	err := tm.Save(ss.svc, ss.id, before, ss.rec, setup)
	if errors.Is(err, tm.ErrChanged) {
		return cli.NewInputError("katzundmaus.play.changed", "ID", ss.id)
	}
	return err
}

// finish shows the end (or how to go on), writes --record, and prints the
// JSON document.
func (ss *session) finish(o *PlayOptions) error {
	f, g := ss.f, ss.g
	if g.Over() {
		fmt.Fprintln(ss.out, "\n"+picture(f, g, [2]bool{true, true}))
	} else {
		ss.say(f.T("katzundmaus.play.quit", "ID", ss.id))
	}
	if o.Record != "" {
		if err := cli.WriteFile(o.Record, []byte(ss.rec.String()), "katzundmaus.error.record"); err != nil {
			return err
		}
		ss.say(f.T("katzundmaus.play.recorded", "File", o.Record))
	}
	if !f.JSON() {
		return nil
	}
	doc := playJSON{Seed: o.Seed, Finished: g.Over(), Winner: winner(g), Record: ss.rec.String(), Position: g, Game: ss.id}
	if rule := g.EndRule(); rule != "" {
		doc.DecidedBy = &rule
	}
	return f.PrintJSON(doc)
}
