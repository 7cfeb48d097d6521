// Package rules implements `schiri rules`: the embedded rule texts.
//
// It is the worked example of a schiri command: an options struct holding
// the injected Factory and the flag values, a NewCmd… constructor that only
// wires flags to options, and a run… function that does the work and can be
// called directly from tests with in-memory streams.
package rules

import (
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/rules"
	"github.com/spf13/cobra"
)

// NewCmd returns `schiri rules` and its subcommands.
func NewCmd(f *cli.Factory) *cobra.Command {
	c := &cobra.Command{
		Use:   "rules",
		Short: "core.help.game.rules",
		Long:  "rules.help.long",
		Args:  cobra.NoArgs,
		RunE:  func(c *cobra.Command, _ []string) error { return c.Help() },
	}
	c.AddCommand(newListCmd(f), newShowCmd(f), newClauseCmd(f), newSearchCmd(f))
	return c
}

// ListOptions are the inputs of `rules list`.
type ListOptions struct{ F *cli.Factory }

func newListCmd(f *cli.Factory) *cobra.Command {
	opts := &ListOptions{F: f}
	return &cobra.Command{
		Use:   "list",
		Short: "rules.help.list.short",
		Args:  cobra.NoArgs,
		RunE:  func(*cobra.Command, []string) error { return RunList(opts) },
	}
}

type sectionJSON struct {
	ID      string       `json:"id"`
	Title   string       `json:"title"`
	Intro   string       `json:"intro,omitempty"`
	Count   int          `json:"clauses_count,omitempty"`
	Clauses []clauseJSON `json:"clauses,omitempty"`
}

type clauseJSON struct {
	ID      string `json:"id"`
	Game    string `json:"game"`
	Section string `json:"section"`
	Title   string `json:"title"`
	Ruling  string `json:"ruling,omitempty"`
	Text    string `json:"text"`
	Lang    string `json:"lang"`
}

func toClauseJSON(c *rules.Clause, lang string) clauseJSON {
	return clauseJSON{ID: string(c.ID), Game: c.ID.Game(), Section: string(c.Section.ID), Title: c.Title, Ruling: c.Ruling, Text: c.Body, Lang: lang}
}

// RunList prints the games and their sections.
func RunList(o *ListOptions) error {
	f := o.F
	type gameJSON struct {
		Game     string        `json:"game"`
		Title    string        `json:"title"`
		Sections []sectionJSON `json:"sections"`
	}
	var games []gameJSON
	for _, g := range rules.Games {
		d, err := load(f, g)
		if err != nil {
			return err
		}
		gj := gameJSON{Game: g, Title: d.Title}
		for _, s := range d.Sections {
			gj.Sections = append(gj.Sections, sectionJSON{ID: string(s.ID), Title: s.Title, Count: len(s.Clauses)})
		}
		games = append(games, gj)
	}
	if f.JSON() {
		return f.PrintJSON(map[string]any{"lang": f.Lang(), "games": games})
	}
	st := newStyles(f)
	var b strings.Builder
	for _, g := range games {
		b.WriteString(st.title.Render(g.Title) + "  " + st.dim.Render("schiri rules show "+g.Game) + "\n")
		for _, s := range g.Sections {
			b.WriteString("  " + st.id.Render(strings.TrimPrefix(s.ID, g.Game+".")) + "  " + s.Title + "\n")
		}
		b.WriteString("\n")
	}
	_, err := f.IO.Out.Write([]byte(strings.TrimRight(b.String(), "\n") + "\n"))
	return err
}

// ShowOptions are the inputs of `rules show GAME [SECTION]`.
type ShowOptions struct {
	F       *cli.Factory
	Game    string
	Section string
}

func newShowCmd(f *cli.Factory) *cobra.Command {
	opts := &ShowOptions{F: f}
	return &cobra.Command{
		Use:       "show GAME [SECTION]",
		Short:     "rules.help.show.short",
		Args:      cobra.RangeArgs(1, 2),
		ValidArgs: rules.Games,
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Game = args[0]
			if len(args) > 1 {
				opts.Section = args[1]
			}
			return RunShow(opts)
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
			return cli.NewInputError("rules.error.unknown_section", "Section", o.Section, "Game", game).At("", 0, o.Section)
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
	_, err = f.IO.Out.Write([]byte(strings.TrimRight(b.String(), "\n") + "\n"))
	return err
}

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
		Args:  cobra.ExactArgs(1),
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

// SearchOptions are the inputs of `rules search WORDS`.
type SearchOptions struct {
	F     *cli.Factory
	Words []string
}

func newSearchCmd(f *cli.Factory) *cobra.Command {
	opts := &SearchOptions{F: f}
	return &cobra.Command{
		Use:   "search WORDS…",
		Short: "rules.help.search.short",
		Args:  cobra.MinimumNArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Words = args
			return RunSearch(opts)
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
	_, err = f.IO.Out.Write([]byte(strings.TrimRight(b.String(), "\n") + "\n"))
	return err
}

func load(f *cli.Factory, game string) (*rules.Doc, error) {
	if !rules.KnownGame(game) {
		return nil, cli.NewInputError("rules.error.unknown_game", "Game", game, "Games", strings.Join(rules.Games, ", ")).At("", 0, game)
	}
	d, err := rules.Load(game, f.Lang())
	if err != nil {
		return nil, cli.NewInputError("rules.error.unknown_game", "Game", game, "Games", strings.Join(rules.Games, ", ")).At("", 0, game)
	}
	return d, nil
}
