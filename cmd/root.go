// Package cmd holds schiri's cobra commands: the root command with the
// global flags, and one package per game below it. Commands are thin: they
// parse flags into an options struct, call the referee and scoring packages,
// and render the result.
package cmd

import (
	"fmt"
	"runtime/debug"
	"strings"

	"codeberg.org/schiri/schiri/cmd/serve"

	"codeberg.org/schiri/schiri/cmd/codenames"
	"codeberg.org/schiri/schiri/cmd/instinkt"
	"codeberg.org/schiri/schiri/cmd/katzundmaus"
	"codeberg.org/schiri/schiri/cmd/kodiak"
	"codeberg.org/schiri/schiri/cmd/menu"
	rulescmd "codeberg.org/schiri/schiri/cmd/rules"
	"codeberg.org/schiri/schiri/internal/cli"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// version is set with -ldflags "-X codeberg.org/schiri/schiri/cmd.version=…".
var version = ""

// Version returns the program version.
func Version() string {
	if version != "" {
		return version
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	return "0.1.0-dev"
}

// NewRootCmd builds the command tree. Help texts are message keys, rendered
// in the user's language only when help is actually shown.
func NewRootCmd(f *cli.Factory) *cobra.Command {
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
				next, err := menu.Run(f)
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
	root.SetVersionTemplate(`{{with .Flags.Lookup "json"}}{{if eq .Value.String "true"}}{"version": {{printf "%q" $.Version}}}` +
		"\n" + `{{else}}schiri {{$.Version}}` + "\n" + `{{end}}{{else}}schiri {{$.Version}}` + "\n" + `{{end}}`)
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

	root.AddCommand(
		rulescmd.NewCmd(f),
		kodiak.NewCmd(f),
		instinkt.NewCmd(f),
		codenames.NewCmd(f),
		katzundmaus.NewCmd(f),
		serve.NewCmd(f, InProcess),
	)
	root.InitDefaultCompletionCmd()
	root.InitDefaultHelpCmd()

	defaultHelp := root.HelpFunc()
	root.SetHelpFunc(func(c *cobra.Command, args []string) {
		localizeForHelp(f, c)
		defaultHelp(c, args)
	})
	defaultUsage := root.UsageFunc()
	root.SetUsageFunc(func(c *cobra.Command) error {
		localizeForHelp(f, c)
		return defaultUsage(c)
	})
	return root
}

// localizeForHelp translates what the help of c shows: c itself, the flags
// it inherits, and the one-line descriptions of its subcommands. Only the
// catalogs those texts live in are loaded.
func localizeForHelp(f *cli.Factory, c *cobra.Command) {
	localizeCmd(f, c)
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
	for _, sub := range c.Commands() {
		localizeTree(f, sub)
	}
}

// translate renders s if it is a message key, else returns it unchanged.
func translate(f *cli.Factory, s string) string {
	if s == "" || strings.ContainsAny(s, " \n") || !strings.Contains(s, ".") {
		return s
	}
	if t := f.T(s); t != s {
		return t
	}
	return s
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
	c.Long = tr(c.Long)
	c.Example = tr(c.Example)
	c.InitDefaultHelpFlag()
	if h := c.Flags().Lookup("help"); h != nil {
		h.Usage = f.T("core.help.flag.help")
	}
	c.LocalFlags().VisitAll(func(fl *pflag.Flag) { fl.Usage = tr(fl.Usage) })
	c.InheritedFlags().VisitAll(func(fl *pflag.Flag) { fl.Usage = tr(fl.Usage) })
	c.PersistentFlags().VisitAll(func(fl *pflag.Flag) { fl.Usage = tr(fl.Usage) })
	if c.Name() == "completion" || c.HasParent() && c.Parent().Name() == "completion" {
		c.Long = c.Short
	}
	if fl := c.Flags().Lookup("no-descriptions"); fl != nil {
		fl.Usage = f.T("core.help.completion.no_descriptions")
	}
	c.SetUsageTemplate(usageTemplate(f))
}

func usageTemplate(f *cli.Factory) string {
	return fmt.Sprintf(`%s{{if .Runnable}}
  {{.UseLine}}{{end}}{{if .HasAvailableSubCommands}}
  {{.CommandPath}} [command]{{end}}{{if gt (len .Aliases) 0}}

%s
  {{.NameAndAliases}}{{end}}{{if .HasExample}}

%s
{{.Example}}{{end}}{{if .HasAvailableSubCommands}}

%s{{range .Commands}}{{if (or .IsAvailableCommand (eq .Name "help"))}}
  {{rpad .Name .NamePadding }} {{.Short}}{{end}}{{end}}{{end}}{{if .HasAvailableLocalFlags}}

%s
{{.LocalFlags.FlagUsages | trimTrailingWhitespaces}}{{end}}{{if .HasAvailableInheritedFlags}}

%s
{{.InheritedFlags.FlagUsages | trimTrailingWhitespaces}}{{end}}{{if .HasAvailableSubCommands}}

%s{{end}}
`, f.T("core.help.usage"), f.T("core.help.aliases"), f.T("core.help.examples"), f.T("core.help.commands"),
		f.T("core.help.flags"), f.T("core.help.global_flags"), f.T("core.help.more", "Cmd", "{{.CommandPath}} [command] --help"))
}
