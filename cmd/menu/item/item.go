// Package item holds what an entry of the interactive menu is made of: a
// game's submenu, its actions and the inputs they ask for. Each game's
// command package builds its own submenu from these (its Menu function);
// the menu (package menu) shows them. It sits below both, so a game's
// package can describe its menu without importing the menu.
package item

import (
	"os"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	"github.com/charmbracelet/huh"
)

// Input is one value an action asks for.
type Input struct {
	Key     string   // message key of the prompt
	Flag    string   // "" for a positional argument, else the flag name
	File    bool     // the value must name an existing file
	Opt     bool     // may be left empty
	Choices []Choice // when set, a choice instead of typed text
	// Check, when set, judges what was typed (not empty) before the
	// command runs, so the form refuses it in words about its own fields,
	// not the command's flags; value(flag) is what the form holds for
	// another input.
	Check func(f *cli.Factory, typed string, value func(flag string) string) error
}

// Choice is one option of a choice input: its label's message key and the
// value put on the command line ("" leaves the flag out).
type Choice struct {
	Key   string
	Value string
}

// Action is one entry of a game's menu.
type Action struct {
	Key    string   // message key of the label
	Args   []string // the command line before the inputs
	Inputs []Input
	// Ask, when set, asks for the inputs itself (a form of its own).
	Ask func(f *cli.Factory, a Action) ([]string, error)
	// Shows says the command prints the game's status itself: the menu
	// does not print it again after it.
	Shows bool
	// Next is the action the cursor moves to after this one ran (its
	// key); "" keeps the cursor on this one.
	Next string
	// Then, when set, decides the next action from the game as the command
	// left it (its key; "" falls back to Next).
	Then func(f *cli.Factory) string
	// Resume is the kind of saved game the action can continue: when
	// there are saved games, the menu asks for a new one or which one
	// (--game).
	Resume string
}

// Game is one top-level menu entry.
type Game struct {
	Key string
	// Title, when set, is the key of the entry's short name above its
	// actions (the list of games may say more: "Statistics: who wins
	// most (schiri stats)" is "Statistics" once opened); else Key.
	Title   string
	Actions []Action
	// Status, when set, prints the game's current state above its actions.
	Status func(f *cli.Factory)
	// Playing, when set, says whether the game's latest saved game goes
	// on; when it does not (there is none, or it is over) the cursor
	// starts on New, the action that starts one.
	Playing func(f *cli.Factory) bool
	New     string
}

// Memory is what the asking of an action keeps between the commands the
// menu runs: what was typed into the last form, and the files written for
// the last command. It lives in f.Menu (the menu's state hands it out).
type Memory struct {
	// Values is what the form being asked starts with (what was typed
	// before the command was refused); after asking, what was typed.
	Values []string
	// Temp are files written for the last command, removed after it.
	Temp []string
}

// MemoryOf is the Memory kept in f.Menu: the menu's, when it runs, else
// one of its own (which the menu takes over when it opens).
func MemoryOf(f *cli.Factory) *Memory {
	switch m := f.Menu.(type) {
	case interface{ Memory() *Memory }:
		return m.Memory()
	case *Memory:
		return m
	}
	m := &Memory{}
	f.Menu = m
	return m
}

// RemoveTemp removes the files written for the last command.
func (m *Memory) RemoveTemp() {
	for _, p := range m.Temp {
		_ = os.Remove(p)
	}
	m.Temp = nil
}

// Ask prompts for an action's inputs and builds its command line.
func Ask(f *cli.Factory, a Action) ([]string, error) {
	args := append([]string(nil), a.Args...)
	if len(a.Inputs) == 0 {
		return args, nil
	}
	values := make([]string, len(a.Inputs))
	st := MemoryOf(f)
	copy(values, st.Values) // what was typed before a refusal
	var fields []huh.Field
	for i, in := range a.Inputs {
		in := in
		if len(in.Choices) > 0 {
			var opts []huh.Option[string]
			for _, c := range in.Choices {
				opts = append(opts, huh.NewOption(f.T(c.Key), c.Value))
			}
			if len(st.Values) <= i {
				values[i] = in.Choices[0].Value
			}
			// the value first: Options then puts the cursor (and the view) on it
			fields = append(fields, huh.NewSelect[string]().Title(f.T(in.Key)).Value(&values[i]).Options(opts...))
			continue
		}
		fields = append(fields, huh.NewInput().Title(f.T(in.Key)).Value(&values[i]).Validate(func(s string) error {
			s = strings.TrimSpace(s)
			if s == "" && !in.Opt {
				return Invalid(f.T("menu.error.empty"))
			}
			if in.File && s != "" {
				if st, err := os.Stat(s); err != nil || st.IsDir() {
					return Invalid(f.T("menu.error.no_file", "File", s))
				}
			}
			if in.Check != nil && s != "" {
				return in.Check(f, s, func(flag string) string {
					for j, other := range a.Inputs {
						if other.Flag == flag {
							return strings.TrimSpace(values[j])
						}
					}
					return ""
				})
			}
			return nil
		}))
	}
	if err := f.RunForm(huh.NewForm(huh.NewGroup(fields...)), cli.EscCancels()); err != nil {
		return nil, err
	}
	st.Values = append([]string(nil), values...)
	for i, in := range a.Inputs {
		v := strings.TrimSpace(values[i])
		switch {
		case v == "":
		case in.Flag != "":
			args = append(args, "--"+in.Flag, v)
		default:
			args = append(args, v)
		}
	}
	return args, nil
}

// Invalid is a form field's complaint about what was typed, shown as it
// is (msg is already in the user's language).
func Invalid(msg string) error { return errText(msg) }

type errText string

func (e errText) Error() string { return string(e) }

// Paper is the input of a "Print…" action that asks for the paper (SPEC
// §9's --paper): A4 first.
func Paper() Input {
	return Input{Key: "print.ask.paper", Flag: "paper", Choices: []Choice{{Key: "print.choice.a4", Value: "a4"}, {Key: "print.choice.letter", Value: "letter"}}}
}
