package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"github.com/charmbracelet/bubbles/key"
	"io"
	"math/rand/v2"
	"os"
	"runtime"
	"strings"
	"time"

	// must initialize before Bubble Tea, which huh brings in: see its
	// package comment
	_ "codeberg.org/schiri/schiri/internal/quietterm"
	"codeberg.org/schiri/schiri/internal/store"
	"codeberg.org/schiri/schiri/locales"
	"codeberg.org/schiri/schiri/rules"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

// Factory carries a command's injected dependencies. Commands keep a
// *Factory in their options struct and ask it for what they need; nothing is
// built before it is asked for.
type Factory struct {
	IO      *IOStreams
	Version string
	// LookupEnv reads the environment (os.LookupEnv by default; nil: an
	// empty one). It tells a variable set empty from one not set (PAGER=).
	LookupEnv func(string) (string, bool)
	Now       func() time.Time             // the clock
	Rand      func(seed uint64) *rand.Rand // a seeded random source

	// LoadConfig resolves the configuration; set by the root command once
	// its flags are parsed.
	LoadConfig func() (*Config, error)

	config *Config
	loc    *locales.Localizer
	store  *store.Store
	render *lipgloss.Renderer
	theme  *Theme

	// Next, when set by the interactive menu, is run as the next command.
	Next []string
	// Menu is the interactive menu's state between the commands it runs
	// (which game is open), kept by package menu.
	Menu any
}

// NewFactory returns a factory for the real process.
func NewFactory(version string) *Factory {
	return &Factory{
		IO:        System(),
		Version:   version,
		LookupEnv: os.LookupEnv,
		Now:       time.Now,
		Rand:      func(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)) },
	}
}

// Config returns the resolved configuration. Before the flags are parsed (or
// if they cannot be resolved) it returns defaults from the environment.
func (f *Factory) Config() *Config {
	if f.config != nil {
		return f.config
	}
	if f.LoadConfig != nil {
		if c, err := f.LoadConfig(); err == nil {
			f.config = c
			return c
		}
	}
	return &Config{Lang: langFromLocale(f.Getenv), DataDir: dataDir(runtime.GOOS, f.Getenv)}
}

// SetConfig fixes the configuration (used by the root command and tests).
func (f *Factory) SetConfig(c *Config) { f.config = c }

// Getenv is a variable of the environment, "" when it is not set.
func (f *Factory) Getenv(name string) string {
	v, _ := f.lookupEnv(name)
	return v
}

// lookupEnv is LookupEnv, with nil as an empty environment.
func (f *Factory) lookupEnv(name string) (string, bool) {
	if f.LookupEnv == nil {
		return "", false
	}
	return f.LookupEnv(name)
}

// L returns the localizer for the configured language.
func (f *Factory) L() *locales.Localizer {
	if f.loc == nil || f.loc.Lang() != f.Config().Lang {
		f.loc = locales.New(f.Config().Lang)
	}
	return f.loc
}

// T renders a message key in the user's language; args are key/value pairs
// or one map[string]any.
func (f *Factory) T(key string, args ...any) string { return f.L().T(key, args...) }

// Lang is the user's language, "de" or "en".
func (f *Factory) Lang() string { return f.Config().Lang }

// JSON reports whether --json was given.
func (f *Factory) JSON() bool { return f.Config().JSON }

// Store returns the saved-game store in the configured data dir.
func (f *Factory) Store() *store.Store {
	if f.store == nil {
		f.store = store.New(f.Config().DataDir)
		if f.Now != nil {
			f.store.Now = f.Now
		}
	}
	return f.store
}

// Color reports whether output to stdout may be coloured: stdout is a
// terminal that is not TERM=dumb (and CLICOLOR is not 0), or CLICOLOR_FORCE
// is set (not 0) — and --no-color, NO_COLOR and --json are not set.
func (f *Factory) Color() bool {
	c := f.Config()
	if c.NoColor || c.JSON {
		return false
	}
	if v := f.Getenv("CLICOLOR_FORCE"); v != "" && v != "0" {
		return true
	}
	return f.IO.StdoutTTY && f.Getenv("TERM") != "dumb" && f.Getenv("CLICOLOR") != "0"
}

// Renderer returns a lipgloss renderer for stdout that honours Color().
func (f *Factory) Renderer() *lipgloss.Renderer {
	if f.render == nil {
		f.render = lipgloss.NewRenderer(f.IO.Out)
		// never query the terminal for its background colour: the query and
		// its answer could end up in the output or the input
		f.render.SetHasDarkBackground(true)
		if f.Color() && enableColour(f.IO.Out) {
			f.render.SetColorProfile(termenv.ANSI256)
		} else {
			f.render.SetColorProfile(termenv.Ascii)
		}
	}
	return f.render
}

// Print writes text output (already ending in a newline) to stdout.
func (f *Factory) Print(s string) error {
	_, err := io.WriteString(f.IO.Out, WrapFor(f.IO.Out, s))
	return err
}

// PrintJSON writes v as the one JSON document of this command's stdout.
func (f *Factory) PrintJSON(v any) error { return WriteJSON(f.IO.Out, v) }

// WriteJSON writes v as indented JSON without HTML escaping.
func WriteJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// VerdictText renders a verdict in the user's language, followed by the
// clause it applies: "… (rule <game>.place.adjacent)".
func (f *Factory) VerdictText(v *rules.Verdict) string {
	if v == nil {
		return ""
	}
	return f.VerdictMessage(v) + " " + f.T("core.rule_ref", "Rule", string(v.Rule))
}

// VerdictMessage renders only the verdict's message (for JSON "message").
func (f *Factory) VerdictMessage(v *rules.Verdict) string {
	if v == nil {
		return ""
	}
	return strings.TrimSpace(f.T(v.Key, v.Args))
}

// CanPrompt reports whether interactive forms may be shown: stdin is a
// terminal, or --accessible asks for line-by-line prompts.
func (f *Factory) CanPrompt() bool { return f.IO.StdinTTY || f.Config().Accessible }

// Accessible reports whether forms are asked line by line: --accessible,
// stdin is not a terminal, or the terminal is TERM=dumb (it cannot move
// its cursor, so a full-screen form would print its escape sequences).
func (f *Factory) Accessible() bool {
	return f.Config().Accessible || !f.IO.StdinTTY || f.Getenv("TERM") == "dumb"
}

// RunForm runs a huh form on stderr (stdout stays clean for --json), in
// accessible mode when f.Accessible().
// A user abort (Ctrl-C; Esc too with EscCancels) returns ErrCancel, and so
// does a form ended before it was completed (SIGTERM).
//
// Ctrl-C and Esc end the form program as a normal quit, not as huh's
// interrupt: Bubble Tea leaves the input reader of an interrupted program
// running, and it steals the next key typed into the next form.
func (f *Factory) RunForm(form *huh.Form, opts ...FormOption) error {
	var o formOptions
	for _, opt := range opts {
		opt(&o)
	}
	accessible := f.Accessible()
	in, out := f.IO.In, f.IO.ErrOut
	if accessible {
		// one line at a time, huh's own words in the user's language
		a := &accessibleIO{f: f, out: f.IO.ErrOut, in: f.IO.In}
		in, out = a, a
	}
	keys := o.keys
	if keys == nil {
		keys = f.KeyMap()
	}
	if o.ends != nil {
		keys = o.ends.keys(keys)
	}
	cancelled := false
	filter := func(m tea.Model, msg tea.Msg) tea.Msg {
		switch msg := msg.(type) {
		case tea.KeyMsg:
			if o.ends != nil && !o.ends.move(msg, &keys.Select) {
				return nil // a list that stops at its ends does not wrap
			}
			if msg.Type == tea.KeyCtrlC || msg.Type == tea.KeyEsc && o.escCancels {
				// huh's own quit key: the form clears itself from the
				// screen and asks the program to stop
				cancelled = true
				return tea.KeyMsg{Type: tea.KeyCtrlC}
			}
		case tea.InterruptMsg:
			// …which ends it as a normal quit. Without the key first it is
			// SIGINT from outside (the terminal sends none for Ctrl-C in a
			// form): the form is ended, as by SIGTERM, not cancelled
			return tea.QuitMsg{}
		}
		return minSize(m, msg)
	}
	// program options first: huh replaces them, and WithInput/WithOutput add
	// theirs after
	form = form.WithKeyMap(keys).WithTheme(formTheme()).WithProgramOptions(tea.WithFilter(filter)).
		WithInput(in).WithOutput(out).
		WithAccessible(accessible).
		WithShowHelp(true)
	var err error
	if accessible {
		err = runAccessible(form)
	} else {
		err = f.runSettled(form, filter, out)
	}
	if err != nil {
		if err == huh.ErrUserAborted {
			return ErrCancel
		}
		return err
	}
	if cancelled {
		return ErrCancel
	}
	if !accessible && form.State != huh.StateCompleted {
		return ErrEnded
	}
	return nil
}

// runAccessible runs form line by line. huh's numbered choice indexes its
// options with what PromptInt returns, 0 when the answers end after an
// invalid one: a panic, not a message. Answers that end before the form is
// done are a cancel, as at the end of any piped input.
func runAccessible(form *huh.Form) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = ErrCancel
		}
	}()
	return form.Run()
}

// runSettled runs form as huh's Run does, each key settled before the next
// (see settled) and, on a terminal, read through the keyboard's lease.
func (f *Factory) runSettled(form *huh.Form, filter func(tea.Model, tea.Msg) tea.Msg, out io.Writer) error {
	if form.State != huh.StateNormal {
		return nil
	}
	form.SubmitCmd = tea.Quit
	form.CancelCmd = tea.Interrupt
	m := &settled{form: form}
	opts := []tea.ProgramOption{tea.WithOutput(out), tea.WithoutBracketedPaste()}
	if tty, ok := f.IO.In.(*os.File); ok && f.IO.StdinTTY {
		l, err := keyboardOf(tty).open()
		if err != nil {
			return err
		}
		defer l.restore()
		m.kb = l
		opts = append(opts, tea.WithInput(l), tea.WithFilter(func(model tea.Model, msg tea.Msg) tea.Msg {
			msg = filter(model, msg)
			if _, quit := msg.(tea.QuitMsg); quit {
				l.close() // SIGTERM: no key is taken for a form that ends
			}
			return msg
		}))
	} else {
		opts = append(opts, tea.WithInput(f.IO.In), tea.WithFilter(filter))
	}
	_, err := tea.NewProgram(m, opts...).Run()
	if form.State == huh.StateAborted || errors.Is(err, tea.ErrInterrupted) {
		return huh.ErrUserAborted
	}
	if err != nil {
		return fmt.Errorf("huh: %w", err)
	}
	return nil
}

// formTheme is huh's theme with the selected answer of a yes/no question
// in brackets, "[yes]  no ": without colour (NO_COLOR) the buttons look
// alike otherwise, and Enter would save or discard blind.
func formTheme() *huh.Theme {
	t := huh.ThemeCharm()
	for _, fs := range []*huh.FieldStyles{&t.Focused, &t.Blurred} {
		fs.FocusedButton = fs.FocusedButton.Transform(func(s string) string { return "[" + s + "]" })
		fs.BlurredButton = fs.BlurredButton.Transform(func(s string) string { return " " + s + " " })
	}
	return t
}

// ErrEnded is a form ended from outside before it was completed (SIGTERM);
// it is a cancel.
var ErrEnded = fmt.Errorf("%w: the form was ended", ErrCancel)

// FormOption changes how RunForm runs a form.
type FormOption func(*formOptions)

type formOptions struct {
	escCancels bool
	keys       *huh.KeyMap
	ends       *listEnds
}

// listEnds follows the cursor of a form's one select (huh tells nobody
// where it is: its value is not updated by every key) to stop it at the
// ends of the list.
type listEnds struct {
	pos, n int
}

// keys is km for the select: without the keys whose moves listEnds does
// not follow (filtering, half pages; a list short enough to stop at its
// ends has no use for them).
func (e *listEnds) keys(km *huh.KeyMap) *huh.KeyMap {
	c := *km
	for _, b := range []*key.Binding{&c.Select.Filter, &c.Select.SetFilter, &c.Select.ClearFilter,
		&c.Select.HalfPageUp, &c.Select.HalfPageDown} {
		*b = key.NewBinding(key.WithDisabled())
	}
	return &c
}

// move follows a key and reports whether the select may have it: not ↑ on
// the first option nor ↓ on the last.
func (e *listEnds) move(msg tea.KeyMsg, km *huh.SelectKeyMap) bool {
	switch {
	case key.Matches(msg, km.Up):
		if e.pos == 0 {
			return false
		}
		e.pos--
	case key.Matches(msg, km.Down):
		if e.pos == e.n-1 {
			return false
		}
		e.pos++
	case key.Matches(msg, km.GotoTop):
		e.pos = 0
	case key.Matches(msg, km.GotoBottom):
		e.pos = e.n - 1
	}
	return true
}

// StopAtEnds makes the form's one select stop at its first and last option
// instead of wrapping round: ↑ on the first does nothing (huh's own select
// would jump to the last, the menu's Quit). start is the option the cursor
// starts on, n the number of options.
func StopAtEnds(start, n int) FormOption {
	return func(o *formOptions) { o.ends = &listEnds{pos: start, n: n} }
}

// Keys runs the form with a key map of its own (start it from f.KeyMap(),
// so its help line is in the user's language too).
func Keys(km *huh.KeyMap) FormOption { return func(o *formOptions) { o.keys = km } }

// EscCancels makes Esc leave the form like Ctrl-C: the caller goes back one
// step, or asks before anything typed is lost.
func EscCancels() FormOption { return func(o *formOptions) { o.escCancels = true } }

// MinFormWidth and MinFormHeight are the smallest size a form lays itself
// out for. A terminal that reports less (0 columns from a broken terminal, a
// pane squeezed to 1 column) would make huh compute negative widths and
// panic; laid out at the minimum, the form only wraps.
const (
	MinFormWidth  = 20
	MinFormHeight = 5
)

// minSize is the form program's message filter: every terminal size it is
// told is raised to at least MinFormWidth × MinFormHeight.
func minSize(_ tea.Model, msg tea.Msg) tea.Msg {
	if ws, ok := msg.(tea.WindowSizeMsg); ok {
		ws.Width = max(ws.Width, MinFormWidth)
		ws.Height = max(ws.Height, MinFormHeight)
		return ws
	}
	return msg
}

// lineReader returns at most one line per Read.
type lineReader struct{ r io.Reader }

func (l lineReader) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		m, err := l.r.Read(p[n : n+1])
		n += m
		if err != nil {
			return n, err
		}
		if m == 1 && p[n-1] == '\n' {
			break
		}
	}
	return n, nil
}

// RunOr is a command's run seam, as gh's runF: tests pass runF to see the
// options a command line parses into without running the command; in
// schiri itself runF is nil and run runs.
func RunOr[T any](runF func(T) error, run func(T) error, opts T) error {
	if runF != nil {
		return runF(opts)
	}
	return run(opts)
}
