package cmd

import (
	"errors"
	"fmt"
	"strings"

	"codeberg.org/schiri/schiri/cmd/menu"
	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/problem"
	"codeberg.org/schiri/schiri/internal/safetext"
)

// Main runs schiri with args on the process's streams and returns the exit
// code.
func Main(args []string) int {
	return Run(cli.NewFactory(Version()), args)
}

// Run executes one invocation with the given factory and returns its exit
// code; every error is printed here, once, in the user's language.
func Run(f *cli.Factory, args []string) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(f.IO.ErrOut, "schiri: %s\n", f.T("core.error.internal", "Err", fmt.Sprint(r)))
			code = cli.ExitInput
		}
	}()
	// The interactive menu hands back the command the user chose; it runs
	// here, and then the menu opens again, whatever the command's outcome
	// (its message is printed above the menu): the menu is the home of an
	// evening, left only from the menu itself.
	base := args
	fromMenu := false
	for {
		root := rootFor(f, args)
		root.SetArgs(args)
		if len(args) > 0 && strings.HasPrefix(args[0], "__complete") {
			// completions show the help texts as descriptions; the shell
			// passes no --lang, so the environment and config decide
			localizeTree(f, root)
		}
		c, err := root.ExecuteC()
		if fromMenu {
			if err != nil {
				handleError(f, c.CommandPath(), false, err)
			}
			menu.Done(f, err)
			args, fromMenu = base, false
			continue
		}
		if err != nil {
			return handleError(f, c.CommandPath(), wantsJSON(args), err)
		}
		if f.Next == nil {
			return cli.ExitOK
		}
		// the menu's command keeps the global flags schiri was started with
		args, f.Next, fromMenu = append(f.Next, base...), nil, true
	}
}

type jsonError struct {
	Kind    string `json:"kind"`
	Message string `json:"message"`
	File    string `json:"file,omitempty"`
	Line    int    `json:"line,omitempty"`
	Token   string `json:"token,omitempty"`
	Reason  string `json:"reason,omitempty"`
}

// wantsJSON reports whether --json is among the arguments: a usage error
// can stop flag parsing before cobra sees it.
func wantsJSON(args []string) bool {
	for _, a := range args {
		if a == "--" {
			return false
		}
		if a == "--json" || a == "--json=true" {
			return true
		}
	}
	return false
}

func handleError(f *cli.Factory, cmdPath string, jsonOut bool, err error) int {
	d := problem.Describe(f, err)
	code := d.Class.ExitCode()
	if code == cli.ExitVerdict && errors.Is(err, cli.ErrVerdict) {
		return code // the verdict is printed already
	}
	je := jsonError{Kind: "input", Message: d.Message, File: d.File, Line: d.Line, Token: d.Token, Reason: d.Reason}
	if code == cli.ExitStorage {
		je.Kind = "storage"
	}
	msg := je.Message
	if je.File != "" {
		loc := je.File
		if je.Line > 0 {
			loc = fmt.Sprintf("%s:%d", loc, je.Line)
		}
		msg = loc + ": " + msg
	}
	if code == cli.ExitInput && d.Hint {
		msg += " " + f.T("core.error.see_help", "Cmd", cmdPath)
	}
	// one line: the message may quote a multi-line parser error; what is
	// left of the file name, token or argument it quotes is made visible
	fmt.Fprint(f.IO.ErrOut, cli.WrapFor(f.IO.ErrOut, "schiri: "+safetext.Escape(strings.Join(strings.Fields(msg), " "))+"\n"))
	if (jsonOut || f.JSON()) && (code == cli.ExitInput || code == cli.ExitStorage) {
		_ = f.PrintJSON(map[string]any{"error": je})
	}
	return code
}
