package cmd

// The help of every command in the user's language: cobra's help, usage
// and completions read the message keys the commands hold, translated here
// only when they are shown.

import (
	"fmt"
	"regexp"
	"strings"
	"sync"
	"unicode/utf8"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/safetext"
	registry "codeberg.org/schiri/schiri/internal/table/games"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

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
