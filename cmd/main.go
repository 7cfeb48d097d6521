package cmd

import (
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"syscall"
	"unicode"

	"codeberg.org/schiri/schiri/cmd/menu"
	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/safetext"
	"codeberg.org/schiri/schiri/internal/store"
	"codeberg.org/schiri/schiri/internal/strictjson"
	"codeberg.org/schiri/schiri/rules"
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

// ExitCode maps an error to SPEC §0's exit codes.
func ExitCode(err error) int {
	var (
		ie *cli.InputError
		se *cli.StorageError
		ue *cli.UsageError
		st *store.Error
	)
	switch {
	case err == nil:
		return cli.ExitOK
	case errors.Is(err, cli.ErrVerdict):
		return cli.ExitVerdict
	case errors.As(err, &ie), errors.As(err, &ue):
		return cli.ExitInput
	case errors.As(err, &se):
		return cli.ExitStorage
	case errors.As(err, &st):
		switch st.Kind {
		case store.Corrupt, store.IO:
			return cli.ExitStorage
		}
		return cli.ExitInput
	case errors.Is(err, cli.ErrCancel):
		return cli.ExitInput // nothing was done, as with a usage error (like gh)
	}
	return cli.ExitInput // cobra's own errors: unknown command, bad args
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
	code := ExitCode(err)
	if code == cli.ExitVerdict && errors.Is(err, cli.ErrVerdict) {
		return code // the verdict is printed already
	}
	je := describe(f, err)
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
	if code == cli.ExitInput && je.hint {
		msg += " " + f.T("core.error.see_help", "Cmd", cmdPath)
	}
	// one line: the message may quote a multi-line parser error; what is
	// left of the file name, token or argument it quotes is made visible
	fmt.Fprint(f.IO.ErrOut, cli.WrapFor(f.IO.ErrOut, "schiri: "+safetext.Escape(strings.Join(strings.Fields(msg), " "))+"\n"))
	if (jsonOut || f.JSON()) && (code == cli.ExitInput || code == cli.ExitStorage) {
		_ = f.PrintJSON(map[string]any{"error": je.jsonError})
	}
	return code
}

type described struct {
	jsonError
	hint bool
}

func describe(f *cli.Factory, err error) described {
	var (
		ie *cli.InputError
		se *cli.StorageError
		ue *cli.UsageError
		st *store.Error
	)
	d := described{jsonError: jsonError{Kind: "input"}}
	switch {
	case errors.As(err, &ie):
		d.Message = f.Suggesting(f.T(ie.Key, ie.Args), ie.Suggestions)
		d.File, d.Line, d.Token, d.Reason = ie.File, ie.Line, ie.Token, ie.Reason
	case errors.As(err, &se):
		d.Message = f.T(se.Key, se.Args)
		d.File = se.File
	case errors.As(err, &st):
		d.Message = storeMessage(f, st)
		if st.Kind == store.Corrupt || st.Kind == store.IO {
			d.File = st.Path
		}
		if sj := (*strictjson.Error)(nil); st.Kind == store.Corrupt && errors.As(st.Err, &sj) && sj.Problem != strictjson.Empty {
			d.Line = sj.Line
		}
		if st.Kind == store.BadID {
			d.Token = st.ID
		}
	case errors.As(err, &ue) && ue.Key != "":
		d.Message = f.Suggesting(f.T(ue.Key, ue.Args), ue.Suggestions)
		if tok, ok := ue.Args["Token"].(string); ok {
			d.Token = tok
		}
		d.hint = true
	case errors.As(err, &ue):
		msg := ue.Error()
		if i := strings.Index(msg, ": strconv."); i > 0 {
			msg = msg[:i] // pflag appends Go's parse error to a bad number
		}
		d.Message = f.T("core.error.usage", "Err", msg)
		d.Token = flagToken(ue.Error())
		d.hint = true
	case errors.Is(err, cli.ErrCancel):
		d.Message = f.T("core.error.cancelled")
	default:
		d.Message = f.T("core.error.usage", "Err", err.Error())
		d.hint = strings.Contains(err.Error(), "unknown command") || strings.Contains(err.Error(), "arg(s)")
	}
	return d
}

func storeMessage(f *cli.Factory, e *store.Error) string {
	switch e.Kind {
	case store.NotFound:
		return f.Suggesting(f.T("core.store.not_found", "ID", e.ID), cli.Suggest(e.ID, savedIDs(f, e.Path)))
	case store.Exists:
		return f.T("core.store.exists", "ID", e.ID)
	case store.BadID:
		if errors.Is(e.Err, store.ErrReservedID) {
			return f.T("core.store.reserved_id", "ID", e.ID)
		}
		return f.T("core.store.bad_id", "ID", e.ID)
	case store.NoGames:
		return f.T("core.store.no_games")
	case store.Corrupt:
		return f.T("core.store.corrupt", "Err", damagedText(f, e.Err))
	}
	if errors.Is(e.Err, store.ErrNoDataDir) {
		return f.T("core.store.no_data_dir")
	}
	return f.T("core.store.io", "Err", errText(f, e.Err))
}

// errText is the cause of a storage error in the user's language: a verdict
// or parse error found in it is shown by its message, never as a raw key.
func errText(f *cli.Factory, err error) string {
	if err == nil {
		return ""
	}
	switch {
	case errors.Is(err, store.ErrNotRegular):
		return f.T("core.store.not_regular")
	case errors.Is(err, store.ErrTooLarge):
		return f.T("core.store.too_large", "Max", store.MaxSize>>20)
	case errors.Is(err, syscall.ENOTDIR):
		return f.T("core.store.not_dir")
	}
	var v *rules.Verdict
	if errors.As(err, &v) {
		return f.VerdictText(v)
	}
	var m interface {
		Message() (string, map[string]any)
	}
	if errors.As(err, &m) {
		key, args := m.Message()
		return f.T(key, args)
	}
	return err.Error()
}

// damagedText says in the user's language why a saved game is damaged:
// never a Go type name or a message key, and never English in German
// output. A cause it does not know is told only as "not a game the rules
// allow" (the file is named beside it).
func damagedText(f *cli.Factory, err error) string {
	var (
		sj  *strictjson.Error
		ute *json.UnmarshalTypeError
		sch *store.SchemaError
		v   *rules.Verdict
		m   interface {
			Message() (string, map[string]any)
		}
	)
	switch {
	case err == nil:
		return f.T("core.store.damaged.invalid")
	case errors.Is(err, store.ErrNotRegular), errors.Is(err, store.ErrTooLarge):
		return errText(f, err)
	case errors.As(err, &sj):
		switch sj.Problem {
		case strictjson.Duplicate:
			return f.T("core.store.damaged.duplicate", "Key", sj.Key)
		case strictjson.Trailing:
			return f.T("core.store.damaged.trailing")
		case strictjson.Empty:
			return f.T("core.store.damaged.empty")
		}
		return f.T("core.store.damaged.syntax")
	case errors.As(err, &ute):
		if field := jsonPath(ute.Field); field != "" {
			return f.T("core.store.damaged.type", "Field", field)
		}
		return f.T("core.store.damaged.shape")
	case errors.Is(err, store.ErrGameMissing):
		return f.T("core.store.damaged.missing")
	case errors.Is(err, store.ErrNoMigration):
		return f.T("core.store.damaged.no_migration")
	case errors.As(err, &sch) && sch.Newer():
		return f.T("core.store.damaged.newer", "Version", sch.Version, "Reads", store.SchemaVersion)
	case errors.As(err, &sch):
		return f.T("core.store.damaged.unknown_schema", "Version", sch.Version, "Reads", store.SchemaVersion)
	case errors.As(err, &v):
		return f.VerdictText(v)
	case errors.As(err, &m):
		key, args := m.Message()
		return f.T(key, args)
	}
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return f.T("core.store.damaged.syntax")
	}
	return f.T("core.store.damaged.invalid")
}

// jsonPath is encoding/json's path to a value without the names of Go
// fields it passes through (an embedded struct): the keys of a save are
// lower case, Go's field names are not.
func jsonPath(field string) string {
	var keep []string
	for _, p := range strings.Split(field, ".") {
		if p != "" && !unicode.IsUpper([]rune(p)[0]) {
			keep = append(keep, p)
		}
	}
	return strings.Join(keep, ".")
}

// flagToken extracts the offending flag from a pflag error message.
func flagToken(msg string) string {
	for _, p := range []string{"unknown flag: ", "unknown shorthand flag: ", "flag needs an argument: "} {
		if i := strings.Index(msg, p); i >= 0 {
			t := strings.Fields(msg[i+len(p):])
			if len(t) > 0 {
				return strings.Trim(t[0], "'\"")
			}
		}
	}
	return ""
}

// savedIDs are the saved games of the kind whose game file path would be,
// for "did you mean" under an unknown --game.
func savedIDs(f *cli.Factory, path string) []string {
	if path == "" {
		return nil
	}
	infos, err := f.Store().List(filepath.Base(filepath.Dir(path)))
	if err != nil {
		return nil
	}
	ids := make([]string, len(infos))
	for i, in := range infos {
		ids[i] = in.ID
	}
	return ids
}
