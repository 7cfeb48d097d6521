package katzundmaus

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"

	"codeberg.org/schiri/schiri/rules"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/store"
	tm "codeberg.org/schiri/schiri/internal/table/katzundmaus"
	km "codeberg.org/schiri/schiri/referee/katzundmaus"
	"github.com/spf13/cobra"
)

// PlayOptions are the inputs of `katzundmaus play [--seed N] [--vs bot|human]`.
type PlayOptions struct {
	F       *cli.Factory
	Seed    uint64
	SeedSet bool
	Vs      string // "bot" (the default) or "human" (hot-seat)
	Record  string // write the game's record to this file at the end
	Game    string // resume this saved game
	Name    string // the ID for a new saved game ("" picks one)
}

// kind is the data dir's folder for Katz und Maus games.
const kind = tm.Kind

func newPlayCmd(f *cli.Factory, runF func(*PlayOptions) error) *cobra.Command {
	opts := &PlayOptions{F: f}
	c := &cobra.Command{
		Use:   "play [--seed N] [--vs bot|human]",
		Short: "katzundmaus.help.play.short",
		Long:  "katzundmaus.help.play.long",
		Args:  cli.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			opts.SeedSet = c.Flags().Changed("seed")
			return cli.RunOr(runF, RunPlay, opts)
		},
	}
	c.Flags().Uint64Var(&opts.Seed, "seed", 0, "katzundmaus.help.flag.seed")
	c.Flags().StringVar(&opts.Vs, "vs", "bot", "katzundmaus.help.flag.vs")
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

// RunPlay plays a whole game on the terminal: the person (A, who starts)
// against the bot (B), or two people taking turns at one keyboard. Moves are
// read line by line from stdin, several per line; the referee refuses illegal
// ones with its reason. With --json the dialogue goes to stderr and the
// final state is the one document on stdout.
func RunPlay(o *PlayOptions) error {
	f := o.F
	vs := strings.ToLower(o.Vs)
	if vs != "bot" && vs != "human" {
		return cli.NewInputError("katzundmaus.error.vs", "Token", o.Vs).At("", 0, o.Vs)
	}
	out := f.IO.Out
	if f.JSON() {
		out = f.IO.ErrOut
	}
	s := newStyles(f)
	var (
		g     *km.Game
		rec   *km.Record
		saved tm.Saved
		id    = o.Game
	)
	if id != "" {
		if _, err := f.Table().Store.Load(kind, id, &saved); err != nil {
			return err
		}
		var err error
		if g, rec, err = saved.Rebuild(); err != nil {
			return f.Table().Store.Damaged(kind, id, err)
		}
		vs, o.Seed = saved.Setup.Vs, saved.Setup.Seed
		fmt.Fprintln(out, cli.WrapFor(out, f.T("katzundmaus.play.resumed", "ID", id, "Turns", len(rec.Turns))))
	} else {
		if !o.SeedSet {
			o.Seed = newSeed(f)
		}
		g, rec = km.Deal(o.Seed), &km.Record{Seed: o.Seed}
		saved = tm.Saved{Setup: tm.Setup{Seed: o.Seed, Vs: vs}}
		saved.SetRecord(rec)
		var err error
		if o.Name != "" {
			if !store.ValidID(o.Name) {
				return &store.Error{Kind: store.BadID, ID: o.Name}
			}
			id, err = o.Name, f.Table().Store.Create(kind, o.Name, &saved)
		} else {
			id, err = f.Table().Store.CreateNew(kind, kind, func(string) any { return &saved })
		}
		if err != nil {
			return err
		}
		if vs == "bot" {
			fmt.Fprintln(out, cli.WrapFor(out, f.T("katzundmaus.play.intro_bot", "Seed", o.Seed)))
		} else {
			fmt.Fprintln(out, cli.WrapFor(out, f.T("katzundmaus.play.intro_human", "Seed", o.Seed)))
		}
		fmt.Fprintln(out, cli.WrapFor(out, f.T("katzundmaus.play.saved_as", "ID", id)))
	}
	// save writes the record after a move: a read-modify-write under the
	// lock, refused when another process moved this game meanwhile.
	save := func(before string) error {
		return f.Table().Store.Update(kind, id, &saved, func() error {
			if saved.Record() != before {
				return cli.NewInputError("katzundmaus.play.changed", "ID", id)
			}
			saved.SetRecord(rec)
			return nil
		})
	}
	bot := &km.Bot{}
	in := bufio.NewScanner(f.IO.In)
	quit := false
	shown := ""            // the record when the table was last drawn
	handedOver := noPlayer // hot seat: who has the device now
	for !g.Over() && !quit {
		p := g.Turn()
		if vs == "bot" && p == km.B {
			var played []string
			before := rec.String()
			for !g.Over() && g.Turn() == p {
				m := bot.Next(g)
				if v := g.Play(m); v != nil {
					return fmt.Errorf("the bot chose an illegal move %s: %v", m, v) // a bug, not the user's fault
				}
				rec.Add(p, m)
				played = append(played, m.String())
			}
			fmt.Fprintln(out, s.bold.Render(f.T("katzundmaus.play.bot", "Player", p.String(), "Moves", strings.Join(played, " "))))
			if err := save(before); err != nil {
				return err
			}
			continue
		}
		if vs == "human" && f.IO.StdinTTY && handedOver != p {
			// hot seat at a terminal: the screen is cleared and the next
			// hand shows only once its player has the device
			if handedOver != noPlayer {
				fmt.Fprint(out, "\033[H\033[2J")
			}
			fmt.Fprint(out, f.T("katzundmaus.play.hand_over", "Player", p.String()))
			if !in.Scan() {
				fmt.Fprintln(out)
				quit = true
				break
			}
			handedOver = p
			shown = ""
		}
		if key := rec.String(); key != shown { // draw the table again only when it changed
			fmt.Fprint(out, "\n"+picture(f, g, only(p))+"\n")
			shown = key
		}
		fmt.Fprint(out, f.T("katzundmaus.play.prompt", "Player", p.String()))
		if !in.Scan() {
			fmt.Fprintln(out)
			quit = true
			break
		}
		line := strings.TrimSpace(in.Text())
		if !f.IO.StdinTTY {
			fmt.Fprintln(out, line) // a transcript reads as if typed
		}
		before := rec.String()
		quit = playLine(f, out, s, g, rec, p, line)
		if rec.String() != before {
			if err := save(before); err != nil {
				return err
			}
		}
	}
	if g.Over() {
		fmt.Fprintln(out, "\n"+picture(f, g, [2]bool{true, true}))
	} else {
		fmt.Fprintln(out, cli.WrapFor(out, f.T("katzundmaus.play.quit", "ID", id)))
	}
	if o.Record != "" {
		if err := cli.WriteFile(o.Record, []byte(rec.String()), "katzundmaus.error.record"); err != nil {
			return err
		}
		fmt.Fprintln(out, cli.WrapFor(out, f.T("katzundmaus.play.recorded", "File", o.Record)))
	}
	if f.JSON() {
		doc := playJSON{Seed: o.Seed, Finished: g.Over(), Winner: winner(g), Record: rec.String(), Position: g, Game: id}
		if rule := g.EndRule(); rule != "" {
			doc.DecidedBy = &rule
		}
		return f.PrintJSON(doc)
	}
	return nil
}

// noPlayer is nobody: the device has not been handed to anyone yet.
const noPlayer = km.Player(255)

// playLine plays one line typed by player p: moves, or a word (help, moves,
// quit). It stops at the first illegal move, and at the end of p's turn. It
// reports whether the player wants to quit.
func playLine(f *cli.Factory, out io.Writer, s styles, g *km.Game, rec *km.Record, p km.Player, line string) bool {
	if line == "" {
		return false
	}
	switch cli.Word(line) { // in either language
	case cli.WordQuit:
		return true
	case cli.WordHelp:
		fmt.Fprintln(out, cli.WrapFor(out, f.T("katzundmaus.play.help")))
		return false
	case cli.WordMoves:
		for _, gr := range groups(g) {
			fmt.Fprintln(out, "  "+strings.Join(gr.Moves, " "))
		}
		return false
	}
	toks := strings.Fields(line)
	for i, tok := range toks {
		if g.Turn() != p || g.Over() {
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
		if v := g.Play(m); v != nil {
			fmt.Fprintln(out, s.bad.Render(f.T("katzundmaus.play.illegal", "Move", tok))+" "+f.VerdictText(v))
			return false
		}
		rec.Add(p, m)
	}
	return false
}
