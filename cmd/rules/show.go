package rules

import (
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/table/games"
	"codeberg.org/schiri/schiri/rules"
	"github.com/spf13/cobra"
)

// ShowOptions are the inputs of `rules show GAME [SECTION]`.
type ShowOptions struct {
	F       *cli.Factory
	Game    string
	Section string
}

func newShowCmd(f *cli.Factory, runF func(*ShowOptions) error) *cobra.Command {
	opts := &ShowOptions{F: f}
	return &cobra.Command{
		Use:       "show GAME [SECTION]",
		Short:     "rules.help.show.short",
		Long:      "rules.help.show.long",
		Args:      cli.RangeArgs(1, 2),
		ValidArgs: games.WithRules(),
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Game = args[0]
			if len(args) > 1 {
				opts.Section = args[1]
			}
			return cli.RunOr(runF, RunShow, opts)
		},
	}
}

// RunShow prints one game's rules, or one section of them.
func RunShow(o *ShowOptions) error {
	f := o.F
	game := strings.ToLower(o.Game)
	d, err := load(f, game)
	if err != nil {
		return err
	}
	sections := d.Sections
	if o.Section != "" {
		s := d.Section(o.Section)
		if s == nil {
			var names []string
			for _, s := range d.Sections {
				names = append(names, strings.TrimPrefix(string(s.ID), game+"."))
			}
			e := cli.NewInputError("rules.error.unknown_section", "Section", o.Section, "Game", game).At("", 0, o.Section)
			e.Suggestions = cli.Suggest(o.Section, names)
			return e
		}
		sections = []*rules.Section{s}
	}
	if f.JSON() {
		out := map[string]any{"game": game, "lang": f.Lang(), "title": d.Title}
		if o.Section == "" {
			out["intro"] = d.Intro
		}
		var sj []sectionJSON
		for _, s := range sections {
			j := sectionJSON{ID: string(s.ID), Title: s.Title, Intro: s.Intro}
			for _, c := range s.Clauses {
				j.Clauses = append(j.Clauses, toClauseJSON(c, f.Lang()))
			}
			sj = append(sj, j)
		}
		out["sections"] = sj
		return f.PrintJSON(out)
	}
	st := newStyles(f)
	var b strings.Builder
	b.WriteString(st.title.Render(d.Title) + "\n\n")
	if o.Section == "" && d.Intro != "" {
		b.WriteString(st.emphasis(st.wrap(d.Intro)) + "\n\n")
	}
	for _, s := range sections {
		b.WriteString(st.section.Render(s.Title) + "  " + st.dim.Render(string(s.ID)) + "\n\n")
		if s.Intro != "" {
			b.WriteString(st.emphasis(st.wrap(s.Intro)) + "\n\n")
		}
		for _, c := range s.Clauses {
			b.WriteString(st.clause(f, c) + "\n\n")
		}
	}
	return f.Page(strings.TrimRight(b.String(), "\n") + "\n")
}
