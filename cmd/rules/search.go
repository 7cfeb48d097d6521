package rules

import (
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/rules"
	"github.com/spf13/cobra"
)

// SearchOptions are the inputs of `rules search WORDS`.
type SearchOptions struct {
	F     *cli.Factory
	Words []string
}

func newSearchCmd(f *cli.Factory, runF func(*SearchOptions) error) *cobra.Command {
	opts := &SearchOptions{F: f}
	return &cobra.Command{
		Use:   "search WORDS…",
		Short: "rules.help.search.short",
		Args:  cli.MinimumNArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Words = args
			return cli.RunOr(runF, RunSearch, opts)
		},
	}
}

// RunSearch finds clauses containing every word, over all games.
func RunSearch(o *SearchOptions) error {
	f := o.F
	q := strings.Join(o.Words, " ")
	hits, err := rules.Search(q, f.Lang())
	if err != nil {
		return err
	}
	if f.JSON() {
		list := make([]clauseJSON, 0, len(hits))
		for _, h := range hits {
			list = append(list, toClauseJSON(h.Clause, f.Lang()))
		}
		return f.PrintJSON(map[string]any{"query": q, "lang": f.Lang(), "hits": list})
	}
	if len(hits) == 0 {
		_, err := f.IO.Out.Write([]byte(f.T("rules.search.none", "Query", q) + "\n"))
		return err
	}
	st := newStyles(f)
	var b strings.Builder
	b.WriteString(f.T("rules.search.found", "Count", len(hits), "Query", q) + "\n\n")
	for _, h := range hits {
		b.WriteString(st.clause(f, h.Clause) + "\n\n")
	}
	return f.Page(strings.TrimRight(b.String(), "\n") + "\n") // long, as rules show: paged
}
