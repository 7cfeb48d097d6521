// Package cli is the plumbing every schiri command shares.
//
// How to write a command (see cmd/rules for a worked example):
//
//   - One package per game under cmd/<game>, exporting NewCmd(f *cli.Factory)
//     *cobra.Command; cmd/root.go adds it to the tree.
//   - Per subcommand: an options struct (F *cli.Factory plus flag values and
//     arguments), a constructor that only wires cobra flags into the struct,
//     and an exported Run… function taking the options. Tests build the
//     options with cli.Test() streams and call Run… directly.
//   - Help texts are message keys ("<game>.help.score.short"); the root
//     command translates them when help is shown. Flag usages likewise.
//   - Read input files with f.ReadInput(path): it returns localized
//     *InputError values (exit 2) for missing, directory, huge, binary and
//     empty files. "-" reads stdin.
//   - Output: if f.JSON(), print exactly one document with f.PrintJSON(v) and
//     nothing else on stdout. Otherwise text; style it with f.Renderer()
//     (lipgloss, plain when not a terminal or colour is off).
//   - Untrusted text (names, tokens and words from files or saves, arguments)
//     is shown only through safetext.Escape, which makes control characters
//     visible: f.T escapes its text arguments itself (pass safetext.Safe for
//     text schiri styled), error messages are escaped once more when
//     printed, and a render that puts such text straight into a table
//     escapes it there.
//   - Messages: f.T(key, "Name", value, …) renders the user's language; a
//     verdict renders with f.VerdictText(v) ("… (rule id)") or, for JSON
//     "message", f.VerdictMessage(v).
//   - Exit codes (SPEC §0) are decided in cmd.ExitCode from the returned
//     error: return cli.ErrVerdict after printing an illegal/invalid verdict
//     (exit 1); return *InputError (exit 2; build with
//     cli.NewInputError(key, args…).At(file, line, token)); errors from
//     the store map themselves (bad ID, not found → 2; corrupt, I/O → 3):
//     package problem classifies every error and writes its message.
//     With --json, exit 2/3 errors are printed as {"error": {…}} centrally:
//     do not print them yourself.
//   - Saved games: f.Table() (internal/table, the one door; never the
//     store itself): Create, Load, Update (locked read-modify-write), List,
//     Pick and Latest (for the default --game).
//     The kind is the game's name in the registry (internal/table/games).
//   - Prompts: only when no file or flag already gave the answer and
//     f.CanPrompt(); run huh forms through f.RunForm(form), which writes to
//     stderr and switches to accessible mode without a terminal.
//   - Clock and randomness come from f.Now and f.Rand(seed).
package cli
