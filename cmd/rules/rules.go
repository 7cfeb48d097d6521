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
	"codeberg.org/schiri/schiri/internal/table/games"
	"codeberg.org/schiri/schiri/rules"
	"github.com/spf13/cobra"
)

// NewCmd returns `schiri rules` and its subcommands.
func NewCmd(f *cli.Factory) *cobra.Command {
	c := &cobra.Command{
		Use:   "rules",
		Short: "core.help.game.rules",
		Long:  "rules.help.long",
		Args:  cli.NoArgs,
		RunE:  func(c *cobra.Command, _ []string) error { return c.Help() },
	}
	c.AddCommand(newListCmd(f, nil), newShowCmd(f, nil), newClauseCmd(f, nil), newSearchCmd(f, nil))
	return c
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

func load(f *cli.Factory, game string) (*rules.Doc, error) {
	if !rules.KnownGame(game) {
		e := cli.NewInputError("rules.error.unknown_game", "Game", game, "Games", strings.Join(games.WithRules(), ", ")).At("", 0, game)
		e.Suggestions = cli.Suggest(game, games.WithRules())
		return nil, e
	}
	d, err := rules.Load(game, f.Lang())
	if err != nil {
		return nil, cli.NewInputError("rules.error.unknown_game", "Game", game, "Games", strings.Join(games.WithRules(), ", ")).At("", 0, game)
	}
	return d, nil
}
