package cmd

import (
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/table"
	registry "codeberg.org/schiri/schiri/internal/table/games"
	"codeberg.org/schiri/schiri/rules"
	"github.com/spf13/cobra"
)

// Shell completion that knows schiri's data: --game completes the saved
// games of the command's game (from the data dir the command line, the
// environment or the config names), rules clause the clause IDs, rules
// show the games and their sections, and flags with a fixed set of values
// those values.

// flagValues are the fixed values of flags, by name.
var flagValues = map[string][]string{
	"lang":   {"de", "en"},
	"vs":     {"bot", "human"},
	"words":  {"de", "en", "none"},
	"starts": {"red", "blue"},
	"size":   {"5x5", "4x4", "6x6", "3x3", "7x7", "8x8"},
	"marker": {"white", "black"},
	"format": {"csv", "json"},
}

// addCompletions registers the completions on the tree under root.
func addCompletions(f *cli.Factory, root *cobra.Command) {
	var walk func(c *cobra.Command, kind string)
	walk = func(c *cobra.Command, kind string) {
		for name, values := range flagValues {
			if fl := c.LocalNonPersistentFlags().Lookup(name); fl != nil || (c == root && c.PersistentFlags().Lookup(name) != nil) {
				if _, ok := c.GetFlagCompletionFunc(name); !ok {
					_ = c.RegisterFlagCompletionFunc(name, cobra.FixedCompletions(values, cobra.ShellCompDirectiveNoFileComp))
				}
			}
		}
		if c == root {
			_ = c.RegisterFlagCompletionFunc("data-dir", func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
				return nil, cobra.ShellCompDirectiveFilterDirs
			})
		}
		if kind != "" && c.LocalNonPersistentFlags().Lookup("game") != nil {
			_ = c.RegisterFlagCompletionFunc("game", savedGames(f, kind))
		}
		for _, sub := range c.Commands() {
			k := kind
			if c == root {
				k = sub.Name()
			}
			walk(sub, k)
		}
	}
	walk(root, "")
	for _, c := range root.Commands() {
		if c.Name() != "rules" {
			continue
		}
		for _, sub := range c.Commands() {
			switch sub.Name() {
			case "clause":
				sub.ValidArgsFunction = clauseIDs(f)
			case "show":
				sub.ValidArgs = nil
				sub.ValidArgsFunction = gamesAndSections(f)
			}
		}
	}
}

// savedGames completes the IDs of the saved games of kind, most recently
// played first.
func savedGames(f *cli.Factory, kind string) cobra.CompletionFunc {
	return func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		dir := f.Config().DataDir
		if f.LoadConfig != nil {
			if cfg, err := f.LoadConfig(); err == nil { // --data-dir on the line being completed
				dir = cfg.DataDir
			}
		}
		infos, err := table.Open(dir).List(kind)
		if err != nil {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		ids := make([]string, 0, len(infos))
		for _, in := range infos {
			ids = append(ids, in.ID+"\t"+in.Modified.Local().Format("2006-01-02 15:04"))
		}
		return ids, cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveKeepOrder
	}
}

// clauseIDs completes every clause ID of every game, with its title.
func clauseIDs(f *cli.Factory) cobra.CompletionFunc {
	return func(_ *cobra.Command, args []string, _ string) ([]string, cobra.ShellCompDirective) {
		if len(args) > 0 {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		var ids []string
		for _, game := range registry.WithRules() {
			d, err := rules.Load(game, f.Lang())
			if err != nil {
				continue
			}
			for _, s := range d.Sections {
				for _, c := range s.Clauses {
					ids = append(ids, string(c.ID)+"\t"+strings.TrimSpace(c.Title))
				}
			}
		}
		return ids, cobra.ShellCompDirectiveNoFileComp
	}
}

// gamesAndSections completes rules show GAME [SECTION].
func gamesAndSections(f *cli.Factory) cobra.CompletionFunc {
	return func(_ *cobra.Command, args []string, _ string) ([]string, cobra.ShellCompDirective) {
		switch len(args) {
		case 0:
			return registry.WithRules(), cobra.ShellCompDirectiveNoFileComp
		case 1:
			game := strings.ToLower(args[0])
			d, err := rules.Load(game, f.Lang())
			if err != nil {
				return nil, cobra.ShellCompDirectiveNoFileComp
			}
			var names []string
			for _, s := range d.Sections {
				names = append(names, strings.TrimPrefix(string(s.ID), game+".")+"\t"+strings.TrimSpace(s.Title))
			}
			return names, cobra.ShellCompDirectiveNoFileComp
		}
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
}
