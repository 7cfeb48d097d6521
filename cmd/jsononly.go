package cmd

import (
	"bytes"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// --json means one JSON document on stdout, on every path (SPEC §0): a
// command that would only show its help without a subcommand (schiri
// --json, a game's command --json, completion --json) is a usage error,
// told as an error object; help asked for with --json is the help as a
// document; a completion script is {"shell", "script"}.

// jsonOnly makes the tree under root keep that promise.
func jsonOnly(f *cli.Factory, root *cobra.Command) {
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		if c.HasSubCommands() && c.Name() != "help" {
			run := c.RunE
			plain := c.Run
			c.Run = nil
			c.RunE = func(c *cobra.Command, args []string) error {
				if jsonWanted(c) && len(args) == 0 {
					var names []string
					for _, sub := range c.Commands() {
						if sub.IsAvailableCommand() {
							names = append(names, sub.Name())
						}
					}
					return cli.NewUsageError("core.error.needs_command", nil, "Cmd", c.CommandPath(), "Commands", strings.Join(names, ", "))
				}
				switch {
				case run != nil:
					return run(c, args)
				case plain != nil:
					plain(c, args)
					return nil
				}
				return c.Help()
			}
		}
		if c.HasParent() && c.Parent().Name() == "completion" && c.RunE != nil {
			run := c.RunE
			c.RunE = func(c *cobra.Command, args []string) error {
				if !jsonWanted(c) {
					return run(c, args)
				}
				var script bytes.Buffer
				var err error
				switch r := c.Root(); c.Name() {
				case "bash":
					err = r.GenBashCompletionV2(&script, true)
				case "zsh":
					err = r.GenZshCompletion(&script)
				case "fish":
					err = r.GenFishCompletion(&script, true)
				default:
					err = r.GenPowerShellCompletionWithDesc(&script)
				}
				if err != nil {
					return err
				}
				return f.PrintJSON(map[string]string{"shell": c.Name(), "script": script.String()})
			}
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}

// jsonWanted reports whether --json was given to c (the flag is global:
// its value is shared by every command).
func jsonWanted(c *cobra.Command) bool {
	fl := c.Flags().Lookup("json")
	if fl == nil {
		fl = c.InheritedFlags().Lookup("json")
	}
	return fl != nil && fl.Value.String() == "true"
}

// helpDoc is a command's help as one JSON document.
type helpDoc struct {
	Command  string        `json:"command"`
	Short    string        `json:"short"`
	Long     string        `json:"long,omitempty"`
	Usage    string        `json:"usage"`
	Example  string        `json:"example,omitempty"`
	Commands []helpCommand `json:"commands"`
	Flags    []helpFlag    `json:"flags"`
}

type helpCommand struct {
	Name  string `json:"name"`
	Short string `json:"short"`
}

type helpFlag struct {
	Name      string `json:"name"`
	Shorthand string `json:"shorthand,omitempty"`
	Type      string `json:"type"`
	Default   string `json:"default,omitempty"`
	Usage     string `json:"usage"`
}

// printHelpJSON prints c's help (already localized) as one document.
func printHelpJSON(f *cli.Factory, c *cobra.Command) {
	doc := helpDoc{Command: c.CommandPath(), Short: c.Short, Long: c.Long, Usage: c.UseLine(), Example: c.Example,
		Commands: []helpCommand{}, Flags: []helpFlag{}}
	for _, sub := range c.Commands() {
		if sub.IsAvailableCommand() {
			doc.Commands = append(doc.Commands, helpCommand{Name: sub.Name(), Short: sub.Short})
		}
	}
	add := func(fl *pflag.Flag) {
		if fl.Hidden {
			return
		}
		h := helpFlag{Name: fl.Name, Shorthand: fl.Shorthand, Type: fl.Value.Type(), Usage: fl.Usage}
		if fl.DefValue != "" && fl.DefValue != "false" && fl.DefValue != "[]" && fl.DefValue != "0" {
			h.Default = fl.DefValue
		}
		doc.Flags = append(doc.Flags, h)
	}
	c.NonInheritedFlags().VisitAll(add)
	c.InheritedFlags().VisitAll(add)
	_ = f.PrintJSON(doc)
}
