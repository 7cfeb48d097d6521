// Package print implements `schiri print KIND` (SPEC §9): the printable
// kit as PDF. The kinds are the games' own (table.Game.Prints in the
// registry); this command gives each its flags, the paper and where the
// PDF goes, and names no game.
package print

import (
	crand "crypto/rand"
	"errors"
	"io/fs"
	"math/rand/v2"
	"net/url"
	"os"
	"strconv"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/pdf"
	"codeberg.org/schiri/schiri/internal/table"
	"codeberg.org/schiri/schiri/internal/table/games"
	"codeberg.org/schiri/schiri/rules"
	"github.com/spf13/cobra"
)

// Options are the inputs of `schiri print KIND`.
type Options struct {
	F      *cli.Factory
	Kind   *table.Print
	Values url.Values // the kind's flags as given (defaults filled in)
	Paper  string
	Output string
	// Rand is the source of fresh codes (nil: the OS's secure source).
	Rand *rand.Rand
}

// Kinds are the printable kinds of every game, in the registry's order.
func Kinds() []*table.Print {
	var out []*table.Print
	for _, g := range games.All {
		for i := range g.Prints {
			out = append(out, &g.Prints[i])
		}
	}
	return out
}

// Kind is the printable kind of a name, or nil.
func Kind(name string) *table.Print {
	for _, k := range Kinds() {
		if k.Name == name {
			return k
		}
	}
	return nil
}

// NewCmd returns `schiri print` with one subcommand per kind.
func NewCmd(f *cli.Factory, runF func(*Options) error) *cobra.Command {
	var paper, output string
	c := &cobra.Command{
		Use:   "print",
		Short: "core.help.print.short",
		Long:  "print.help.long",
		Args:  cli.NoArgs,
		RunE:  func(c *cobra.Command, _ []string) error { return c.Help() },
	}
	pf := c.PersistentFlags()
	pf.StringVar(&paper, "paper", "a4", "print.help.flag.paper")
	pf.StringVarP(&output, "output", "o", "", "print.help.flag.output")
	_ = c.RegisterFlagCompletionFunc("paper", func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		return pdf.Papers, cobra.ShellCompDirectiveNoFileComp
	})
	for _, k := range Kinds() {
		k := k
		values := make([]*string, len(k.Flags))
		sub := &cobra.Command{
			Use:     k.Name,
			Short:   k.Short,
			Long:    k.Long,
			Example: exampleOf(k),
			Args:    cli.NoArgs,
			RunE: func(*cobra.Command, []string) error {
				opts := &Options{F: f, Kind: k, Values: url.Values{}, Paper: paper, Output: output}
				for i, fl := range k.Flags {
					if *values[i] != "" {
						opts.Values.Set(fl.Name, *values[i])
					}
				}
				return cli.RunOr(runF, Run, opts)
			},
		}
		for i, fl := range k.Flags {
			values[i] = sub.Flags().String(fl.Name, fl.Default, fl.Usage)
		}
		c.AddCommand(sub)
	}
	return c
}

// exampleOf is a kind's help example: its example flags (the ones its
// tests print), to a file and to stdout.
func exampleOf(k *table.Print) string {
	line := "  schiri print " + k.Name
	for _, a := range k.Example {
		line += " " + a
	}
	return line + " -o " + k.Name + ".pdf\n" + line + " --paper letter > " + k.Name + ".pdf"
}

// secretRand draws from the OS's secure source: fresh key codes are a
// secret.
func secretRand() *rand.Rand {
	var seed [32]byte
	_, _ = crand.Read(seed[:])
	return rand.New(rand.NewChaCha8(seed))
}

// Draw makes the kind's PDF from the options.
func Draw(o *Options) ([]byte, error) {
	f := o.F
	paper, ok := pdf.ParsePaper(o.Paper)
	if !ok {
		return nil, cli.NewInputError("print.err.paper", "Token", o.Paper).At("", 0, o.Paper)
	}
	r := o.Rand
	if r == nil {
		r = secretRand()
	}
	return o.Kind.Draw(table.PrintInput{Values: o.Values, Paper: paper, Lang: f.Lang(), L: f, Rand: r})
}

// doneJSON is what --json prints: where the PDF went.
type doneJSON struct {
	Kind  string `json:"kind"`
	File  string `json:"file"`
	Pages int    `json:"pages"`
	Bytes int    `json:"bytes"`
}

// Run draws the PDF and writes it: to -o FILE, else to stdout when stdout
// is not a terminal, else (or with --json) to a new file in the current
// directory, which it names.
func Run(o *Options) error {
	f := o.F
	data, err := Draw(o)
	var v *rules.Verdict
	if errors.As(err, &v) {
		return reject(f, v)
	}
	if err != nil {
		return err
	}
	file := o.Output
	switch {
	case file != "":
		if err := cli.WriteFile(file, data, "print.err.write"); err != nil {
			return err
		}
	case !f.IO.StdoutTTY && !f.JSON():
		_, err := f.IO.Out.Write(data)
		return err
	default:
		if file, err = newFile(o.Kind.Name, data); err != nil {
			return err
		}
	}
	if f.JSON() {
		return f.PrintJSON(doneJSON{Kind: o.Kind.Name, File: file, Pages: pdf.Pages(data), Bytes: len(data)})
	}
	return f.Print(f.T("print.wrote", "File", file, "Count", pdf.Pages(data)) + "\n")
}

// newFile writes data to a file of the current directory named after the
// kind that does not exist yet (kind.pdf, kind-2.pdf, …): nothing is
// overwritten.
func newFile(kind string, data []byte) (string, error) {
	for i := 1; ; i++ {
		name := kind + ".pdf"
		if i > 1 {
			name = kind + "-" + strconv.Itoa(i) + ".pdf"
		}
		out, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, fs.ErrExist) && i < 1000 {
			continue
		}
		if err == nil {
			_, err = out.Write(data)
			if cerr := out.Close(); err == nil {
				err = cerr
			}
			if err != nil {
				_ = os.Remove(name) // ours, half written
			}
		}
		if err != nil {
			return "", &cli.StorageError{Key: "print.err.write", Args: map[string]any{"File": name, "Err": err.Error()}, File: name, Err: err}
		}
		return name, nil
	}
}

// rejectionJSON is a refusal by the rules with --json.
type rejectionJSON struct {
	Reason  string `json:"reason"`
	Message string `json:"message"`
}

// reject prints a refusal by the rules (exit 1): what was asked for breaks
// a ruling of its game.
func reject(f *cli.Factory, v *rules.Verdict) error {
	if f.JSON() {
		if err := f.PrintJSON(rejectionJSON{Reason: string(v.Rule), Message: f.VerdictMessage(v)}); err != nil {
			return err
		}
		return cli.ErrVerdict
	}
	// on stderr: stdout may be where the PDF was to go
	if _, err := f.IO.ErrOut.Write([]byte(f.VerdictText(v) + "\n")); err != nil {
		return err
	}
	return cli.ErrVerdict
}
