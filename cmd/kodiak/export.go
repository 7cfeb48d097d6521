package kodiak

import (
	"encoding/csv"
	"strconv"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/safetext"
	scoring "codeberg.org/schiri/schiri/scoring/kodiak"
	"github.com/spf13/cobra"
)

// ExportOptions are the inputs of `kodiak export`.
type ExportOptions struct {
	F         *cli.Factory
	Game      string
	Format    string
	FormatSet bool
}

func newExportCmd(f *cli.Factory) *cobra.Command {
	opts := &ExportOptions{F: f}
	c := &cobra.Command{
		Use:   "export [--format csv|json]",
		Short: "kodiak.help.export.short",
		Long:  "kodiak.help.export.long",
		Args:  cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			opts.FormatSet = c.Flags().Changed("format")
			return RunExport(opts)
		},
	}
	gameFlag(c, &opts.Game)
	c.Flags().StringVar(&opts.Format, "format", "csv", "kodiak.help.flag.format")
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
	id, err := f.Store().Pick(kind, o.Game)
	if err != nil {
		return err
	}
	g, err := loadGame(f, id)
	if err != nil {
		return err
	}
	if format == "json" {
		return f.PrintJSON(newExportDoc(id, g))
	}
	w := csv.NewWriter(f.IO.Out)
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
