// Package menu is the interactive menu `schiri` opens on a terminal: pick a
// game, then an action; the menu asks for what the action needs and hands
// the resulting command line back to the root command to run.
package menu

import (
	"os"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	"github.com/charmbracelet/huh"
)

// Input is one value an action asks for.
type Input struct {
	Key  string // message key of the prompt
	Flag string // "" for a positional argument, else the flag name
	File bool   // the value must name an existing file
	Opt  bool   // may be left empty
}

// Action is one entry of a game's menu.
type Action struct {
	Key    string   // message key of the label
	Args   []string // the command line before the inputs
	Inputs []Input
}

// Game is one top-level menu entry.
type Game struct {
	Key     string
	Actions []Action
}

// Games is the menu. It is a function so nothing is built before the menu
// is opened.
func Games() []Game {
	return []Game{
		{"menu.game.kodiak", []Action{
			{"menu.kodiak.new", []string{"kodiak", "new"}, []Input{{Key: "menu.ask.players", Flag: "players"}}},
			{"menu.kodiak.round", []string{"kodiak", "round"}, nil},
			{"menu.kodiak.status", []string{"kodiak", "status"}, nil},
			{"menu.kodiak.history", []string{"kodiak", "history"}, nil},
			{"menu.kodiak.undo", []string{"kodiak", "undo"}, nil},
			{"menu.kodiak.list", []string{"kodiak", "list"}, nil},
			{"menu.kodiak.score", []string{"kodiak", "score"}, []Input{{Key: "menu.ask.sheet", File: true}}},
		}},
		{"menu.game.instinkt", []Action{
			{"menu.instinkt.play", []string{"instinkt", "play"}, nil},
			{"menu.instinkt.score", []string{"instinkt", "score"}, []Input{{Key: "menu.ask.layout", File: true}}},
			{"menu.instinkt.check", []string{"instinkt", "check"}, []Input{{Key: "menu.ask.layout", File: true}}},
			{"menu.instinkt.replay", []string{"instinkt", "replay"}, []Input{{Key: "menu.ask.record", File: true}}},
			{"menu.instinkt.moves", []string{"instinkt", "moves"}, []Input{{Key: "menu.ask.layout", File: true}, {Key: "menu.ask.card", Flag: "card"}}},
		}},
		{"menu.game.codenames", []Action{
			{"menu.codenames.key", []string{"codenames", "key"}, []Input{{Key: "menu.ask.seed", Flag: "seed", Opt: true}}},
			{"menu.codenames.new", []string{"codenames", "new"}, nil},
			{"menu.codenames.status", []string{"codenames", "status"}, nil},
			{"menu.codenames.clue", []string{"codenames", "clue"}, []Input{{Key: "menu.ask.clue_word"}, {Key: "menu.ask.clue_number"}}},
			{"menu.codenames.guess", []string{"codenames", "guess"}, []Input{{Key: "menu.ask.guess"}}},
			{"menu.codenames.pass", []string{"codenames", "pass"}, nil},
			{"menu.codenames.undo", []string{"codenames", "undo"}, nil},
		}},
		{"menu.game.katzundmaus", []Action{
			{"menu.katzundmaus.play", []string{"katzundmaus", "play"}, nil},
			{"menu.katzundmaus.deal", []string{"katzundmaus", "deal"}, []Input{{Key: "menu.ask.seed_number", Flag: "seed"}}},
			{"menu.katzundmaus.moves", []string{"katzundmaus", "moves"}, []Input{{Key: "menu.ask.position", File: true}}},
			{"menu.katzundmaus.replay", []string{"katzundmaus", "replay"}, []Input{{Key: "menu.ask.record", File: true}}},
		}},
		{"menu.game.rules", []Action{
			{"menu.rules.kodiak", []string{"rules", "show", "kodiak"}, nil},
			{"menu.rules.instinkt", []string{"rules", "show", "instinkt"}, nil},
			{"menu.rules.codenames", []string{"rules", "show", "codenames"}, nil},
			{"menu.rules.katzundmaus", []string{"rules", "show", "katzundmaus"}, nil},
			{"menu.rules.search", []string{"rules", "search"}, []Input{{Key: "menu.ask.search"}}},
		}},
		{"menu.game.serve", []Action{
			{"menu.serve.start", []string{"serve"}, nil},
		}},
	}
}

// Run shows the menu and returns the command line to run next.
func Run(f *cli.Factory) ([]string, error) {
	games := Games()
	gi := 0
	var gopts []huh.Option[int]
	for i, g := range games {
		gopts = append(gopts, huh.NewOption(f.T(g.Key), i))
	}
	if err := f.RunForm(huh.NewForm(huh.NewGroup(
		huh.NewSelect[int]().Title(f.T("menu.pick_game")).Options(gopts...).Value(&gi),
	))); err != nil {
		return nil, err
	}
	g := games[gi]
	ai := 0
	var aopts []huh.Option[int]
	for i, a := range g.Actions {
		aopts = append(aopts, huh.NewOption(f.T(a.Key), i))
	}
	if err := f.RunForm(huh.NewForm(huh.NewGroup(
		huh.NewSelect[int]().Title(f.T("menu.pick_action")).Options(aopts...).Value(&ai),
	))); err != nil {
		return nil, err
	}
	return Ask(f, g.Actions[ai])
}

// Ask prompts for an action's inputs and builds its command line.
func Ask(f *cli.Factory, a Action) ([]string, error) {
	args := append([]string(nil), a.Args...)
	if len(a.Inputs) == 0 {
		return args, nil
	}
	values := make([]string, len(a.Inputs))
	var fields []huh.Field
	for i, in := range a.Inputs {
		in := in
		fields = append(fields, huh.NewInput().Title(f.T(in.Key)).Value(&values[i]).Validate(func(s string) error {
			s = strings.TrimSpace(s)
			if s == "" && !in.Opt {
				return errText(f.T("menu.error.empty"))
			}
			if in.File && s != "" {
				if st, err := os.Stat(s); err != nil || st.IsDir() {
					return errText(f.T("menu.error.no_file", "File", s))
				}
			}
			return nil
		}))
	}
	if err := f.RunForm(huh.NewForm(huh.NewGroup(fields...))); err != nil {
		return nil, err
	}
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

type errText string

func (e errText) Error() string { return string(e) }
