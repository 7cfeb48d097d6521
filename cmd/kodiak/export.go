package kodiak

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/safetext"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	scoring "codeberg.org/schiri/schiri/scoring/kodiak"
	"github.com/spf13/cobra"
)

// ExportOptions are the inputs of `kodiak export`.
type ExportOptions struct {
	F         *cli.Factory
	Game      string
	Format    string
	FormatSet bool
	// Output is the file to write instead of stdout ("" or "-": stdout);
	// it is written whole or not at all, and a failure is exit 3.
	Output string
}

func newExportCmd(f *cli.Factory, runF func(*ExportOptions) error) *cobra.Command {
	opts := &ExportOptions{F: f}
	c := &cobra.Command{
		Use:   "export [--format csv|json] [--output FILE]",
		Short: "kodiak.help.export.short",
		Long:  "kodiak.help.export.long",
		Args:  cli.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			opts.FormatSet = c.Flags().Changed("format")
			return cli.RunOr(runF, RunExport, opts)
		},
	}
	gameFlag(c, &opts.Game)
	c.Flags().StringVar(&opts.Format, "format", "csv", "kodiak.help.flag.format")
	c.Flags().StringVarP(&opts.Output, "output", "o", "", "kodiak.help.flag.output")
	_ = c.RegisterFlagCompletionFunc("format", cobra.FixedCompletions([]string{"csv", "json"}, cobra.ShellCompDirectiveNoFileComp))
	return c
}

// RunExport writes a whole game as CSV (one line per player and round) or
// JSON. Without --format, --json picks JSON; an explicit --format wins.
func RunExport(o *ExportOptions) error {
	f := o.F
	format := strings.ToLower(o.Format)
	if !o.FormatSet && f.JSON() {
		format = "json"
	}
	if format != "csv" && format != "json" {
		return cli.NewInputError("kodiak.error.format", "Format", o.Format).At("", 0, o.Format)
	}
	toStdout := o.Output == "" || o.Output == "-"
	if format == "csv" && toStdout && f.JSON() {
		// --json promises one JSON document on stdout, always: CSV there
		// would break it, so the two cannot go together.
		return cli.NewInputError("kodiak.error.csv_json").At("", 0, "--format")
	}
	id, g, err := pickGame(f, o.Game)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if format == "json" {
		if err := cli.WriteJSON(&buf, newExportDoc(id, g)); err != nil {
			return err
		}
	} else if err := writeCSV(&buf, id, g); err != nil {
		return err
	}
	if toStdout {
		_, err := f.IO.Out.Write(buf.Bytes())
		return err
	}
	if err := cli.WriteFile(o.Output, buf.Bytes(), "kodiak.export.write"); err != nil {
		return err
	}
	if f.JSON() { // stdout holds one JSON document: where the export went
		return f.PrintJSON(map[string]any{"game": id, "format": format, "output": o.Output})
	}
	fmt.Fprintln(f.IO.ErrOut, f.T("kodiak.export.written", "Game", id, "File", o.Output))
	return nil
}

// writeCSV writes the game as CSV: one line per player and round.
func writeCSV(out io.Writer, id string, g *referee.Game) error {
	w := csv.NewWriter(out)
	_ = w.Write([]string{"game", "round", "kodiak", "seat", "player", "role", "cards",
		"cards_sum", "hairballs_in", "hairballs_out", "catches", "points", "total"})
	for i, line := range scoring.History(g) {
		for seat, p := range line.Points {
			cards := make([]string, 0, len(g.Rounds[i].Players[seat].Cards))
			for _, c := range g.Rounds[i].Players[seat].Cards {
				cards = append(cards, c.String())
			}
			_ = w.Write([]string{
				csvSafe(id), strconv.Itoa(line.Number), csvSafe(line.Kodiak), strconv.Itoa(seat + 1), csvSafe(p.Name), string(p.Role),
				strings.Join(cards, " "), strconv.Itoa(p.CardsSum), strconv.Itoa(p.HairballsIn),
				strconv.Itoa(p.HairballsOut), strconv.Itoa(p.Catches), strconv.Itoa(p.Total),
				strconv.Itoa(line.Running[seat].Total),
			})
		}
	}
	w.Flush()
	return w.Error()
}

// csvSafe is every text cell of the CSV export that names a player or the
// game: a spreadsheet must not read it as a formula, and a control character
// (only a save changed behind schiri's back holds one) is made visible, as
// the export is often read on the terminal.
func csvSafe(s string) string {
	s = safetext.Escape(s)
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}
