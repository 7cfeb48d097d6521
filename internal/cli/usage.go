package cli

import (
	"errors"

	"codeberg.org/schiri/schiri/internal/problem"
	"codeberg.org/schiri/schiri/referee"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// The command line's own mistakes — an unknown command or flag, a wrong
// number of arguments, a flag without its value — as usage errors with a
// message key, so they are told in the user's language like every other
// error, with "did you mean" where a near name exists. Commands use these
// argument checks instead of cobra's (whose messages are English), and the
// root turns pflag's typed errors into them (FlagError).

// NoArgs accepts no arguments. On a command with subcommands an argument
// is an unknown command, with the nearest commands suggested.
func NoArgs(c *cobra.Command, args []string) error {
	if len(args) == 0 {
		return nil
	}
	if c.HasAvailableSubCommands() {
		var names []string
		for _, sub := range c.Commands() {
			if sub.IsAvailableCommand() {
				names = append(names, sub.Name())
			}
		}
		return usage("core.error.unknown_command", Suggest(args[0], names), "Token", args[0], "Cmd", c.CommandPath())
	}
	return usage("core.error.args_none", nil, "Token", args[0], "Cmd", c.CommandPath())
}

// ExactArgs accepts exactly n arguments.
func ExactArgs(n int) cobra.PositionalArgs {
	return func(c *cobra.Command, args []string) error {
		if len(args) == n {
			return nil
		}
		return usage("core.error.args_exact", nil, "Count", n, "Got", len(args), "Cmd", c.CommandPath())
	}
}

// MinimumNArgs accepts at least n arguments.
func MinimumNArgs(n int) cobra.PositionalArgs {
	return func(c *cobra.Command, args []string) error {
		if len(args) >= n {
			return nil
		}
		return usage("core.error.args_min", nil, "Count", n, "Got", len(args), "Cmd", c.CommandPath())
	}
}

// MaximumNArgs accepts at most n arguments.
func MaximumNArgs(n int) cobra.PositionalArgs {
	return func(c *cobra.Command, args []string) error {
		if len(args) <= n {
			return nil
		}
		return usage("core.error.args_max", nil, "Count", n, "Got", len(args), "Cmd", c.CommandPath(), "Token", args[n])
	}
}

// RangeArgs accepts between min and max arguments.
func RangeArgs(min, max int) cobra.PositionalArgs {
	return func(c *cobra.Command, args []string) error {
		if len(args) >= min && len(args) <= max {
			return nil
		}
		return usage("core.error.args_range", nil, "Min", min, "Max", max, "Got", len(args), "Cmd", c.CommandPath())
	}
}

// RequireFlag is the error for a flag the command cannot do without.
func RequireFlag(c *cobra.Command, name string) error {
	return usage("core.error.flag_required", nil, "Flag", "--"+name, "Cmd", c.CommandPath())
}

// FlagError turns pflag's errors (the root's flag error function) into
// usage errors in the user's language: an unknown flag with the nearest
// flags of the command suggested, a flag without its value, a value that
// does not parse, bad syntax. Anything else stays as it is, a usage error.
func FlagError(c *cobra.Command, err error) error {
	var (
		notExist *pflag.NotExistError
		needs    *pflag.ValueRequiredError
		invalid  *pflag.InvalidValueError
		syntax   *pflag.InvalidSyntaxError
	)
	switch {
	case errors.As(err, &notExist):
		if notExist.GetSpecifiedShortnames() != "" {
			flag := "-" + notExist.GetSpecifiedName()
			return usage("core.error.flag_unknown", nil, "Flag", flag, "Token", flag, "Cmd", c.CommandPath())
		}
		flag := "--" + notExist.GetSpecifiedName()
		var names []string
		c.Flags().VisitAll(func(fl *pflag.Flag) {
			if !fl.Hidden {
				names = append(names, "--"+fl.Name)
			}
		})
		return usage("core.error.flag_unknown", Suggest(flag, names), "Flag", flag, "Token", flag, "Cmd", c.CommandPath())
	case errors.As(err, &needs):
		flag := "--" + needs.GetFlag().Name
		return usage("core.error.flag_needs_value", nil, "Flag", flag, "Token", flag, "Cmd", c.CommandPath())
	case errors.As(err, &invalid):
		flag := "--" + invalid.GetFlag().Name
		return usage("core.error.flag_invalid", nil, "Flag", flag, "Value", invalid.GetValue(),
			"Type", invalid.GetFlag().Value.Type(), "Token", invalid.GetValue(), "Cmd", c.CommandPath())
	case errors.As(err, &syntax):
		return usage("core.error.flag_syntax", nil, "Flag", syntax.GetSpecifiedFlag(), "Token", syntax.GetSpecifiedFlag(), "Cmd", c.CommandPath())
	}
	return &UsageError{Err: err}
}

// usage builds a usage error; suggestions, if any, are added as "Did you
// mean …?".
func usage(key string, suggestions []string, args ...any) *UsageError {
	return problem.NewUsageError(key, suggestions, args...)
}

// Suggest lists the candidates a person may have meant by typed (see
// problem.Suggest).
func Suggest(typed string, candidates []string) []string { return problem.Suggest(typed, candidates) }

// DidYouMean is " Did you mean a or b?" in the user's language, or "" when
// there is nothing to suggest.
func (f *Factory) DidYouMean(suggestions []string) string { return problem.DidYouMean(f, suggestions) }

// Suggesting is msg followed by "Did you mean …?" when there are
// suggestions, with a full stop between where msg has none.
func (f *Factory) Suggesting(msg string, suggestions []string) string {
	return problem.Suggesting(f, msg, suggestions)
}

// ParseMessage is a referee's parse error as a person reads it (in a form,
// where it is not the command's error): its message and, where the referee
// listed what would have been valid, "Did you mean …?".
func (f *Factory) ParseMessage(pe *referee.ParseError) string {
	return f.Suggesting(f.T(pe.Key, pe.Args), Suggest(pe.Token, pe.Candidates))
}

// NewUsageError is a usage error (exit 2) with the message key and its
// arguments; suggestions are told as "Did you mean …?".
func NewUsageError(key string, suggestions []string, args ...any) *UsageError {
	return problem.NewUsageError(key, suggestions, args...)
}
