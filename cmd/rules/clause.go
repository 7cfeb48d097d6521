package rules

import (
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/table/games"
	"codeberg.org/schiri/schiri/rules"
	"github.com/spf13/cobra"
)

// ClauseOptions are the inputs of `rules clause ID`.
type ClauseOptions struct {
	F  *cli.Factory
	ID string
}

func newClauseCmd(f *cli.Factory, runF func(*ClauseOptions) error) *cobra.Command {
	opts := &ClauseOptions{F: f}
	return &cobra.Command{
		Use:   "clause ID",
		Short: "rules.help.clause.short",
		Args:  cli.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			opts.ID = args[0]
			return cli.RunOr(runF, RunClause, opts)
		},
	}
}

// RunClause prints one clause; it parses only that game's text.
func RunClause(o *ClauseOptions) error {
	f := o.F
	id := rules.ID(strings.ToLower(strings.TrimSpace(o.ID)))
	if !rules.KnownGame(id.Game()) {
		return unknownClause(f, o.ID)
	}
	d, err := load(f, id.Game())
	if err != nil {
		return err
	}
	c := d.Clause(id)
	if c == nil {
		return unknownClause(f, o.ID)
	}
	if f.JSON() {
		return f.PrintJSON(toClauseJSON(c, f.Lang()))
	}
	_, err = f.IO.Out.Write([]byte(newStyles(f).clause(f, c) + "\n"))
	return err
}

// unknownClause is the error for a clause ID no rule text has, with the
// nearest IDs of every game suggested.
func unknownClause(f *cli.Factory, id string) error {
	var ids []string
	for _, game := range games.WithRules() {
		if d, err := rules.Load(game, f.Lang()); err == nil {
			for _, c := range d.Clauses() {
				ids = append(ids, string(c.ID))
			}
		}
	}
	e := cli.NewInputError("rules.error.unknown_clause", "ID", id).At("", 0, id)
	e.Suggestions = cli.Suggest(strings.ToLower(strings.TrimSpace(id)), ids)
	return e
}
