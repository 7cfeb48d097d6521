// Package cmd holds schiri's cobra commands: the root command with the
// global flags, and one package per game below it. Commands are thin: they
// parse flags into an options struct, call the referee and scoring packages,
// and render the result.
package cmd

import (
	"fmt"
	"regexp"
	"strings"
	"sync"
	"unicode/utf8"

	"codeberg.org/schiri/schiri/cmd/serve"

	"codeberg.org/schiri/schiri/cmd/menu"
	printcmd "codeberg.org/schiri/schiri/cmd/print"
	rulescmd "codeberg.org/schiri/schiri/cmd/rules"
	statscmd "codeberg.org/schiri/schiri/cmd/stats"
	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/safetext"
	registry "codeberg.org/schiri/schiri/internal/table/games"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// NewRootCmd builds the whole command tree. Help texts are message keys,
// rendered in the user's language only when help is actually shown.
func NewRootCmd(f *cli.Factory) *cobra.Command { return newRoot(f, "") }

// topCmd is a top-level command and how to build its subtree.
type topCmd struct {
	name  string
	short string
	build func() *cobra.Command
}

// games are the top-level commands: the games (gameCmds) after the rules
// and the statistics, the server last.
func games(f *cli.Factory) []topCmd {
	list := []topCmd{
		{"rules", "core.help.game.rules", func() *cobra.Command { return rulescmd.NewCmd(f) }},
		{"stats", "stats.help.short", func() *cobra.Command { return statscmd.NewCmd(f, nil) }},
	}
	for _, g := range orderedGameCmds() {
		list = append(list, topCmd{g.name, g.name + ".help.short", func() *cobra.Command { return g.cmd(f) }})
	}
	return append(list,
		topCmd{"print", "core.help.print.short", func() *cobra.Command { return printcmd.NewCmd(f, nil) }},
		topCmd{"serve", "core.help.serve.short", func() *cobra.Command { return serve.NewCmd(f) }})
}

// rootFor builds the tree one invocation needs: the subtree of the command
// it names in full, every other top-level command as a stub that only
// names itself (enough for the root's help and for "did you mean"). The
// whole tree is built when no command is named, or for help and
// completions, which may describe any command.
func rootFor(f *cli.Factory, args []string) *cobra.Command {
	return newRoot(f, firstCommand(args))
}

// firstCommand is the first argument that is not a global flag or its
// value, or "" when there is none (or it is help or a completion).
func firstCommand(args []string) string {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			return ""
		case a == "--lang" || a == "--data-dir" || a == "--config":
			i++ // the flag's value
		case strings.HasPrefix(a, "-"):
		case a == "help" || a == "completion" || strings.HasPrefix(a, "__complete"):
			return ""
		default:
			return a
		}
	}
	return ""
}

func newRoot(f *cli.Factory, only string) *cobra.Command {
	root := &cobra.Command{
		Use:           "schiri",
		Short:         "core.help.root.short",
		Long:          "core.help.root.long",
		Version:       f.Version,
		SilenceUsage:  true,
		SilenceErrors: true,
		Args:          cli.NoArgs,
		RunE: func(c *cobra.Command, args []string) error {
			if f.IO.Interactive() && !f.JSON() {
				next, err := menu.Run(f, gameMenus())
				if err != nil {
					return err
				}
				f.Next = next
				return nil
			}
			return c.Help()
		},
	}
	// --json --version prints {"version": "…"} (the template sees the
	// parsed flags: --json is merged into the root's flags by then)
	root.SetVersionTemplate(versionTemplate(readBuild()))
	pf := root.PersistentFlags()
	pf.String("lang", "", "core.help.flag.lang")
	pf.Bool("json", false, "core.help.flag.json")
	pf.String("data-dir", "", "core.help.flag.data_dir")
	pf.String("config", "", "core.help.flag.config")
	pf.Bool("no-color", false, "core.help.flag.no_color")
	pf.Bool("accessible", false, "core.help.flag.accessible")
	root.Flags().BoolP("version", "v", false, "core.help.flag.version")
	root.Flags().BoolP("help", "h", false, "core.help.flag.help")

	f.LoadConfig = func() (*cli.Config, error) { return cli.LoadConfig(root.PersistentFlags(), f.Getenv) }
	root.PersistentPreRunE = func(c *cobra.Command, args []string) error {
		cfg, err := f.LoadConfig()
		if err != nil {
			return err
		}
		f.SetConfig(cfg)
		return nil
	}
	root.SetFlagErrorFunc(cli.FlagError)
	root.SetIn(f.IO.In)
	root.SetOut(f.IO.Out)
	root.SetErr(f.IO.ErrOut)

	all := games(f)
	known := false
	for _, g := range all {
		known = known || g.name == only
	}
	for _, g := range all {
		if !known || g.name == only {
			root.AddCommand(g.build())
		} else {
			root.AddCommand(&cobra.Command{Use: g.name, Short: g.short, Run: func(*cobra.Command, []string) {}})
		}
	}
	root.InitDefaultCompletionCmd()
	root.InitDefaultHelpCmd()
	localizedHelp(f, root)
	jsonOnly(f, root)
	addCompletions(f, root)
	return root
}

// localizedHelp makes the help and usage of every command speak the user's
// language, and --json help one document.
func localizedHelp(f *cli.Factory, root *cobra.Command) {
	defaultHelp := root.HelpFunc()
	root.SetHelpFunc(func(c *cobra.Command, args []string) {
		localizeForHelp(f, c)
		if jsonWanted(c) {
			printHelpJSON(f, c) // --json: one document, never help text
			return
		}
		defaultHelp(c, args)
	})
	defaultUsage := root.UsageFunc()
	root.SetUsageFunc(func(c *cobra.Command) error {
		localizeForHelp(f, c)
		return defaultUsage(c)
	})
}

// localizeForHelp translates what the help of c shows: c itself, the flags
// it inherits, and the one-line descriptions of its subcommands. Only the
// catalogs those texts live in are loaded.
func localizeForHelp(f *cli.Factory, c *cobra.Command) {
	localizeCmd(f, c)
	localizeLong(f, c)
	for p := c.Parent(); p != nil; p = p.Parent() {
		localizeCmd(f, p)
	}
	for _, sub := range c.Commands() {
		sub.Short = shortOf(f, sub)
	}
}

// shortOf is a command's one-line description in the user's language,
// including cobra's own help and completion commands.
func shortOf(f *cli.Factory, c *cobra.Command) string {
	switch {
	case c.Name() == "help" && c.HasParent() && c.Parent().Parent() == nil:
		return f.T("core.help.help.short")
	case c.Name() == "completion" && c.HasParent() && c.Parent().Parent() == nil:
		return f.T("core.help.completion.short")
	case c.HasParent() && c.Parent().Name() == "completion":
		return f.T("core.help.completion.shell", "Shell", c.Name())
	}
	return translate(f, c.Short)
}

// localizeTree translates the whole tree (for shell completions, which may
// describe any command).
func localizeTree(f *cli.Factory, c *cobra.Command) {
	localizeCmd(f, c)
	localizeLong(f, c)
	for _, sub := range c.Commands() {
		localizeTree(f, sub)
	}
}

// translate renders s if it is a message key, else returns it unchanged.
func translate(f *cli.Factory, s string) string {
	if s == "" || strings.ContainsAny(s, " \n") || !strings.Contains(s, ".") {
		return s
	}
	var args []any
	if namesGames[s] {
		args = gameWords(f)
	}
	if t := f.T(s, args...); t != s {
		return t
	}
	return s
}

// namesGames are the help texts that name the games: they take them from
// the registry (gameWords), so no shared text lists a game.
var namesGames = map[string]bool{"core.help.root.long": true, "rules.help.show.long": true, "serve.help.long": true}

// gameWords are what a help text says of the games, in the registry's
// order: {{.Games}} their titles ("Kodiak, Codenames and Instinkt"),
// {{.Kinds}} the kinds whose rules are embedded ("kodiak, codenames"), and
// {{.Served}} a line per game served to phones ("  Kodiak: <kind>.serve.help").
func gameWords(f *cli.Factory) []any {
	var titles, served []string
	for _, g := range registry.All {
		titles = append(titles, f.T(g.Kind+".title"))
		if g.Served() {
			served = append(served, "  "+f.T(g.Kind+".title")+": "+f.T(g.Kind+".serve.help"))
		}
	}
	games := strings.Join(titles, ", ")
	if n := len(titles); n > 1 {
		games = strings.Join(titles[:n-1], ", ") + f.T("core.help.and") + titles[n-1]
	}
	return []any{"Games", games, "Kinds", strings.Join(registry.WithRules(), ", "), "Served", safetext.Safe(strings.Join(served, "\n"))}
}

// localizeCmd replaces every help text of one command that is a message
// key by its translation. It runs only when help, usage or completions are
// shown, so ordinary invocations never load the help catalogs.
func localizeCmd(f *cli.Factory, c *cobra.Command) {
	if c.Annotations["localized"] == "yes" {
		return
	}
	if c.Annotations == nil {
		c.Annotations = map[string]string{}
	}
	c.Annotations["localized"] = "yes"
	tr := func(s string) string { return translate(f, s) }
	c.Short = shortOf(f, c)
	c.Example = tr(c.Example)
	c.InitDefaultHelpFlag()
	if h := c.Flags().Lookup("help"); h != nil {
		h.Usage = f.T("core.help.flag.help")
	}
	c.LocalFlags().VisitAll(func(fl *pflag.Flag) { fl.Usage = tr(fl.Usage) })
	c.InheritedFlags().VisitAll(func(fl *pflag.Flag) { fl.Usage = tr(fl.Usage) })
	c.PersistentFlags().VisitAll(func(fl *pflag.Flag) { fl.Usage = tr(fl.Usage) })
	if fl := c.Flags().Lookup("no-descriptions"); fl != nil {
		fl.Usage = f.T("core.help.completion.no_descriptions")
	}
	c.SetUsageTemplate(usageTemplate(f))
}

// localizeLong translates the long help of the command whose help is
// shown (not of its parents, whose long texts are not shown with it).
func localizeLong(f *cli.Factory, c *cobra.Command) {
	if c.Annotations["long"] == "yes" {
		return
	}
	c.Annotations["long"] = "yes" // localizeCmd made the map
	switch {
	case c.Name() == "completion" && c.HasParent() && c.Parent().Parent() == nil:
		c.Long = f.T("core.help.completion.long") // how to install it, for each shell (as gh)
	case c.HasParent() && c.Parent().Name() == "completion":
		c.Long = c.Short
		if k := "core.help.completion.install_" + c.Name(); f.T(k) != k {
			c.Long += "\n\n" + f.T(k)
		}
	default:
		c.Long = translate(f, c.Long)
	}
}

func usageTemplate(f *cli.Factory) string {
	registerTemplateFuncs()
	return fmt.Sprintf(`%[1]s{{if .Runnable}}
  {{schiriUseLine .UseLine %[8]q}}{{end}}{{if .HasAvailableSubCommands}}
  {{.CommandPath}} {{schiriUseLine "[command]" %[8]q}}{{end}}{{if gt (len .Aliases) 0}}

%[2]s
  {{.NameAndAliases}}{{end}}{{if .HasExample}}

%[3]s
{{.Example}}{{end}}{{if .HasAvailableSubCommands}}

%[4]s{{range .Commands}}{{if (or .IsAvailableCommand (eq .Name "help"))}}
  {{rpad .Name .NamePadding }} {{.Short}}{{end}}{{end}}{{end}}{{if .HasAvailableLocalFlags}}

%[5]s
{{schiriFlagUsages .LocalFlags %[9]q %[10]q | trimTrailingWhitespaces}}{{end}}{{if .HasAvailableInheritedFlags}}

%[6]s
{{schiriFlagUsages .InheritedFlags %[9]q %[10]q | trimTrailingWhitespaces}}{{end}}{{if .HasAvailableSubCommands}}

%[7]s{{end}}
`, f.T("core.help.usage"), f.T("core.help.aliases"), f.T("core.help.examples"), f.T("core.help.commands"),
		f.T("core.help.flags"), f.T("core.help.global_flags"), f.T("core.help.more", "Cmd", "{{.CommandPath}} "+useWords("[command]", f.T("core.help.placeholders"))+" --help"),
		f.T("core.help.placeholders"), f.T("core.help.default", "Value", "{}"), f.T("core.help.types"))
}

// registerTemplateFuncs adds schiri's functions to cobra's (process-wide)
// template functions, once.
var registerTemplateFuncs = sync.OnceFunc(func() {
	cobra.AddTemplateFunc("schiriFlagUsages", flagUsages)
	cobra.AddTemplateFunc("schiriUseLine", useWords)
})

// useWords puts the placeholders of a usage line ("FILE", "[flags]") into
// the user's language, as the catalog's list core.help.placeholders gives
// them ("FILE=DATEI …"); commands, flags and names stay as they are typed.
func useWords(line, placeholders string) string {
	for _, pair := range strings.Fields(placeholders) {
		from, to, ok := strings.Cut(pair, "=")
		if !ok || from == to {
			continue
		}
		if strings.HasPrefix(from, "[") {
			line = strings.ReplaceAll(line, from, to)
			continue
		}
		line = regexp.MustCompile(`\b`+regexp.QuoteMeta(from)+`\b`).ReplaceAllString(line, to)
	}
	return line
}

// flagUsages is pflag's list of flags with its own words in the user's
// language: "(default …)" as the pattern def says (its {} is the value;
// "" keeps pflag's words) and the values' types as types lists them
// ("string=Text …").
func flagUsages(fs *pflag.FlagSet, def, types string) string {
	text := fs.FlagUsages()
	if def == "" && types == "" {
		return text
	}
	names := map[string]string{}
	for _, pair := range strings.Fields(types) {
		if from, to, ok := strings.Cut(pair, "="); ok {
			names[from] = to
		}
	}
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		if j := strings.Index(line, " (default "); j >= 0 && strings.HasSuffix(line, ")") && def != "" {
			value := line[j+len(" (default ") : len(line)-1]
			line = line[:j] + " (" + strings.Replace(def, "{}", value, 1) + ")"
		}
		// "  -o, --output string   …": the type after the flag's name
		if k := strings.Index(line, "--"); k >= 0 {
			rest := line[k:]
			if sp := strings.IndexByte(rest, ' '); sp > 0 {
				name, after := rest[:sp], rest[sp+1:]
				typ, tail, _ := strings.Cut(after, " ")
				if word, ok := names[typ]; ok && word != typ {
					pad := utf8.RuneCountInString(typ) - utf8.RuneCountInString(word)
					tail = strings.TrimPrefix(tail, strings.Repeat(" ", max(-pad, 0)))
					after = word + strings.Repeat(" ", max(pad, 0)) + " " + tail
				}
				line = line[:k] + name + " " + after
			}
		}
		lines[i] = line
	}
	return strings.Join(lines, "\n")
}
