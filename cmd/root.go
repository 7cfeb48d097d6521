// Package cmd holds schiri's cobra commands: the root command with the
// global flags, and one package per game below it. Commands are thin: they
// parse flags into an options struct, call the referee and scoring packages,
// and render the result.
package cmd

import (
	"strings"

	"codeberg.org/schiri/schiri/cmd/serve"

	"codeberg.org/schiri/schiri/cmd/menu"
	printcmd "codeberg.org/schiri/schiri/cmd/print"
	rulescmd "codeberg.org/schiri/schiri/cmd/rules"
	statscmd "codeberg.org/schiri/schiri/cmd/stats"
	"codeberg.org/schiri/schiri/internal/cli"
	"github.com/spf13/cobra"
)

// NewRootCmd builds the whole command tree. Help texts are message keys,
// rendered in the user's language only when help is actually shown.
func NewRootCmd(f *cli.Factory) *cobra.Command {
	return newRoot(f, scope{complete: true, version: true})
}

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
	s := scope{only: firstCommand(args)}
	// completions are registered only for the shell's completion request:
	// walking every command's flags costs more than the rest of start-up
	for _, a := range args {
		if a == "--" {
			break
		}
		s.version = s.version || a == "--version" || a == "-v" || strings.HasPrefix(a, "--version=")
		s.help = s.help || a == "--help" || a == "-h" || a == "help"
		s.complete = s.complete || strings.HasPrefix(a, "__complete")
	}
	// schiri --version names no command and describes none: stubs will do
	s.stubs = s.only == "" && s.version && !s.help && !s.complete
	return newRoot(f, s)
}

// scope is what one invocation needs of the tree.
type scope struct {
	only     string // the top-level command to build in full ("" all)
	stubs    bool   // every top-level command a stub (only is "")
	complete bool   // register the shell completions
	version  bool   // --version may be asked: its template
	help     bool
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

func newRoot(f *cli.Factory, s scope) *cobra.Command {
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
	if s.version {
		root.SetVersionTemplate(versionTemplate(readBuild()))
	}
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
		known = known || g.name == s.only
	}
	for _, g := range all {
		if !s.stubs && (!known || g.name == s.only) {
			root.AddCommand(g.build())
		} else {
			root.AddCommand(&cobra.Command{Use: g.name, Short: g.short, Run: func(*cobra.Command, []string) {}})
		}
	}
	root.InitDefaultCompletionCmd()
	root.InitDefaultHelpCmd()
	localizedHelp(f, root)
	jsonOnly(f, root)
	if s.complete {
		addCompletions(f, root)
	}
	return root
}
