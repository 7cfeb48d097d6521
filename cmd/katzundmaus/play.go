package katzundmaus

import (
	"bufio"
	"codeberg.org/schiri/schiri/rules"
	"fmt"
	"io"
	"os"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
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
}

func newPlayCmd(f *cli.Factory) *cobra.Command {
	opts := &PlayOptions{F: f}
	c := &cobra.Command{
		Use:   "play [--seed N] [--vs bot|human]",
		Short: "katzundmaus.help.play.short",
		Long:  "katzundmaus.help.play.long",
		Args:  cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			opts.SeedSet = c.Flags().Changed("seed")
			return RunPlay(opts)
		},
	}
	c.Flags().Uint64Var(&opts.Seed, "seed", 0, "katzundmaus.help.flag.seed")
	c.Flags().StringVar(&opts.Vs, "vs", "bot", "katzundmaus.help.flag.vs")
	c.Flags().StringVar(&opts.Record, "record", "", "katzundmaus.help.flag.record")
	return c
}

type playJSON struct {
	Seed      uint64    `json:"seed"`
	Finished  bool      `json:"finished"`
	Winner    *string   `json:"winner"`
	DecidedBy *rules.ID `json:"decided_by"`
	Record    string    `json:"record"`
	Position  *km.Game  `json:"position"`
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
	if !o.SeedSet {
		o.Seed = newSeed(f)
	}
	out := f.IO.Out
	if f.JSON() {
		out = f.IO.ErrOut
	}
	s := newStyles(f)
	g := km.Deal(o.Seed)
	rec := &km.Record{Seed: o.Seed}
	bot := &km.Bot{}
	if vs == "bot" {
		fmt.Fprintln(out, f.T("katzundmaus.play.intro_bot", "Seed", o.Seed))
	} else {
		fmt.Fprintln(out, f.T("katzundmaus.play.intro_human", "Seed", o.Seed))
	}
	in := bufio.NewScanner(f.IO.In)
	quit := false
	shown := "" // the record when the table was last drawn
	for !g.Over() && !quit {
		p := g.Turn()
		if vs == "bot" && p == km.B {
			var played []string
			for !g.Over() && g.Turn() == p {
				m := bot.Next(g)
				if v := g.Play(m); v != nil {
					return fmt.Errorf("the bot chose an illegal move %s: %v", m, v) // a bug, not the user's fault
				}
				rec.Add(p, m)
				played = append(played, m.String())
			}
			fmt.Fprintln(out, s.bold.Render(f.T("katzundmaus.play.bot", "Player", p.String(), "Moves", strings.Join(played, " "))))
			continue
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
		quit = playLine(f, out, s, g, rec, p, line)
	}
	if g.Over() {
		fmt.Fprintln(out, "\n"+picture(f, g, [2]bool{true, true}))
	} else {
		fmt.Fprintln(out, f.T("katzundmaus.play.quit"))
	}
	if o.Record != "" {
		if err := os.WriteFile(o.Record, []byte(rec.String()), 0o644); err != nil {
			return &cli.StorageError{Key: "katzundmaus.error.record", Args: map[string]any{"File": o.Record, "Err": err.Error()}, File: o.Record, Err: err}
		}
		fmt.Fprintln(out, f.T("katzundmaus.play.recorded", "File", o.Record))
	}
	if f.JSON() {
		doc := playJSON{Seed: o.Seed, Finished: g.Over(), Winner: winner(g), Record: rec.String(), Position: g}
		if rule := g.EndRule(); rule != "" {
			doc.DecidedBy = &rule
		}
		return f.PrintJSON(doc)
	}
	return nil
}

// playLine plays one line typed by player p: moves, or a word (help, moves,
// quit). It stops at the first illegal move, and at the end of p's turn. It
// reports whether the player wants to quit.
func playLine(f *cli.Factory, out io.Writer, s styles, g *km.Game, rec *km.Record, p km.Player, line string) bool {
	switch strings.ToLower(line) {
	case "":
		return false
	case "quit", "exit", "q":
		return true
	case "help", "?":
		fmt.Fprintln(out, f.T("katzundmaus.play.help"))
		return false
	case "moves", "m":
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
			pe := err.(*km.ParseError)
			fmt.Fprintln(out, s.bad.Render(f.T(pe.Key, withToken(pe))))
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
