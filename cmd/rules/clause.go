package rules

import (
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/rules"
	"github.com/spf13/cobra"
)

// ClauseOptions are the inputs of `rules clause ID`.
type ClauseOptions struct {
	F  *cli.Factory
	ID string
}

func newClauseCmd(f *cli.Factory) *cobra.Command {
	opts := &ClauseOptions{F: f}
	return &cobra.Command{
		Use:   "clause ID",
		Short: "rules.help.clause.short",
		Args:  cli.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			opts.ID = args[0]
			return RunClause(opts)
		},
	}
}

// RunClause prints one clause; it parses only that game's text.
func RunClause(o *ClauseOptions) error {
	f := o.F
	id := rules.ID(strings.ToLower(strings.TrimSpace(o.ID)))
	if !rules.KnownGame(id.Game()) {
		return cli.NewInputError("rules.error.unknown_clause", "ID", o.ID).At("", 0, o.ID)
	}
	d, err := load(f, id.Game())
	if err != nil {
		return err
	}
	c := d.Clause(id)
	if c == nil {
		return cli.NewInputError("rules.error.unknown_clause", "ID", o.ID).At("", 0, o.ID)
	}
	if f.JSON() {
		return f.PrintJSON(toClauseJSON(c, f.Lang()))
	}
	_, err = f.IO.Out.Write([]byte(newStyles(f).clause(f, c) + "\n"))
	return err
}
