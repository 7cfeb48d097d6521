package rules

import (
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	registry "codeberg.org/schiri/schiri/internal/table/games"
	"github.com/spf13/cobra"
)

// ListOptions are the inputs of `rules list`.
type ListOptions struct{ F *cli.Factory }

func newListCmd(f *cli.Factory, runF func(*ListOptions) error) *cobra.Command {
	opts := &ListOptions{F: f}
	return &cobra.Command{
		Use:   "list",
		Short: "rules.help.list.short",
		Args:  cli.NoArgs,
		RunE:  func(*cobra.Command, []string) error { return cli.RunOr(runF, RunList, opts) },
	}
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
	for _, g := range registry.WithRules() {
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
