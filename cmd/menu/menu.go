// Package menu is the interactive menu `schiri` opens on a terminal: pick a
// game, then an action; the menu asks for what the action needs and hands
// the resulting command line back to the root command to run. After the
// command the root command opens the menu again, on the same game, with the
// game's status on top: the menu is the home of an evening. Esc goes back
// one level; Esc on the list of games (or "Quit") ends it.
package menu

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"codeberg.org/schiri/schiri/cmd/codenames"
	"codeberg.org/schiri/schiri/cmd/instinkt"
	"codeberg.org/schiri/schiri/cmd/kodiak"
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
	// Resume is the kind of saved game the action can continue: when
	// there are saved games, the menu asks for a new one or which one
	// (--game).
	Resume string
}

// Game is one top-level menu entry.
type Game struct {
	Key     string
	Actions []Action
	// Status, when set, prints the game's current state above its actions.
	Status func(f *cli.Factory)
	// Playing, when set, says whether the game's latest saved game goes
	// on; when it does not (there is none, or it is over) the cursor
	// starts on New, the action that starts one.
	Playing func(f *cli.Factory) bool
	New     string
}

// Games is the menu. It is a function so nothing is built before the menu
// is opened.
func Games() []Game {
	return []Game{
		{"menu.game.kodiak", []Action{
			{Key: "menu.kodiak.round", Args: []string{"kodiak", "round"}, Shows: true},
			{Key: "menu.kodiak.new", Args: []string{"kodiak", "new"}, Inputs: []Input{
				{Key: "menu.ask.players", Flag: "players"},
				{Key: "menu.ask.name", Flag: "name", Opt: true},
				{Key: "menu.ask.cycles", Flag: "cycles", Opt: true},
				{Key: "menu.ask.youngest", Flag: "youngest", Opt: true},
			}, Shows: true, Next: "menu.kodiak.round"},
			{Key: "menu.kodiak.status", Args: []string{"kodiak", "status"}, Shows: true},
			{Key: "menu.kodiak.history", Args: []string{"kodiak", "history"}},
			{Key: "menu.kodiak.undo", Args: []string{"kodiak", "undo"}, Shows: true, Ask: confirmKodiakUndo},
			{Key: "menu.kodiak.list", Args: []string{"kodiak", "list"}},
			{Key: "menu.kodiak.score", Args: []string{"kodiak", "score"}, Inputs: []Input{{Key: "menu.ask.sheet", File: true}}},
		}, kodiakStatus, kodiak.Playing, "menu.kodiak.new"},
		{"menu.game.instinkt", []Action{
			{Key: "menu.instinkt.play", Args: []string{"instinkt", "play"}, Shows: true, Resume: "instinkt"},
			{Key: "menu.instinkt.score", Args: []string{"instinkt", "score"}, Inputs: []Input{{Key: "menu.ask.layout", File: true}}, Ask: askLayout},
			{Key: "menu.instinkt.check", Args: []string{"instinkt", "check"}, Inputs: []Input{{Key: "menu.ask.layout", File: true}}, Ask: askLayout},
			{Key: "menu.instinkt.replay", Args: []string{"instinkt", "replay"}, Inputs: []Input{{Key: "menu.ask.record", File: true}}},
			{Key: "menu.instinkt.moves", Args: []string{"instinkt", "moves"}, Inputs: []Input{{Key: "menu.ask.layout", File: true}, {Key: "menu.ask.card", Flag: "card"}}},
		}, instinktStatus, nil, ""},
		{"menu.game.codenames", []Action{
			{Key: "menu.codenames.clue", Args: []string{"codenames", "clue"}, Inputs: []Input{{Key: "menu.ask.clue_word"}, {Key: "menu.ask.clue_number"}}, Shows: true, Next: "menu.codenames.guess"},
			{Key: "menu.codenames.guess", Args: []string{"codenames", "guess"}, Inputs: []Input{{Key: "menu.ask.guess"}}, Shows: true},
			{Key: "menu.codenames.pass", Args: []string{"codenames", "pass"}, Shows: true, Next: "menu.codenames.clue"},
			{Key: "menu.codenames.undo", Args: []string{"codenames", "undo"}, Shows: true},
			{Key: "menu.codenames.new", Args: []string{"codenames", "new"}, Inputs: []Input{
				{Key: "menu.ask.size", Flag: "size", Choices: []Choice{{"menu.choice.size_5x5", "5x5"}, {"menu.choice.size_4x4", "4x4"}, {"menu.choice.size_6x6", "6x6"}}},
				{Key: "menu.ask.words", Flag: "words", Choices: wordChoices()},
				{Key: "menu.ask.seed", Flag: "seed", Opt: true},
			}, Shows: true, Next: "menu.codenames.clue"},
			{Key: "menu.codenames.board", Args: []string{"codenames", "board"}},
			// the key is for the spymasters' eyes: on a screen others may
			// see, the QR code (scanned privately) comes first
			{Key: "menu.codenames.key", Args: []string{"codenames", "key"}, Inputs: []Input{
				{Key: "menu.ask.key_show", Choices: []Choice{{"menu.choice.key_qr", "--qr"}, {"menu.choice.key_grid", ""}}},
				{Key: "menu.ask.seed", Flag: "seed", Opt: true},
				{Key: "menu.ask.board_code", Flag: "board-code", Opt: true},
			}},
			{Key: "menu.codenames.status", Args: []string{"codenames", "status"}, Shows: true},
		}, codenamesStatus, codenames.Playing, "menu.codenames.new"},
		{"menu.game.katzundmaus", []Action{
			{Key: "menu.katzundmaus.play", Args: []string{"katzundmaus", "play"}, Resume: "katzundmaus"},
			{Key: "menu.katzundmaus.deal", Args: []string{"katzundmaus", "deal"}, Inputs: []Input{{Key: "menu.ask.seed_number_opt", Flag: "seed", Opt: true}}},
			{Key: "menu.katzundmaus.moves", Args: []string{"katzundmaus", "moves"}, Inputs: []Input{{Key: "menu.ask.position", File: true}}},
			{Key: "menu.katzundmaus.replay", Args: []string{"katzundmaus", "replay"}, Inputs: []Input{{Key: "menu.ask.record", File: true}}},
		}, nil, nil, ""},
		{"menu.game.rules", []Action{
			{Key: "menu.rules.kodiak", Args: []string{"rules", "show", "kodiak"}},
			{Key: "menu.rules.instinkt", Args: []string{"rules", "show", "instinkt"}},
			{Key: "menu.rules.codenames", Args: []string{"rules", "show", "codenames"}},
			{Key: "menu.rules.katzundmaus", Args: []string{"rules", "show", "katzundmaus"}},
			{Key: "menu.rules.search", Args: []string{"rules", "search"}, Inputs: []Input{{Key: "menu.ask.search"}}},
		}, nil, nil, ""},
		{"menu.game.serve", []Action{
			{Key: "menu.serve.start", Args: []string{"serve"}},
		}, nil, nil, ""},
		{Key: "menu.game.stats", Actions: []Action{
			{Key: "menu.stats.all", Args: []string{"stats"}},
			{Key: "menu.stats.player", Args: []string{"stats"}, Inputs: []Input{{Key: "menu.ask.player", Flag: "player"}}},
		}},
	}
}

// wordChoices are the Codenames word lists.
func wordChoices() []Choice {
	return []Choice{{"menu.choice.words_lang", ""}, {"menu.choice.words_de", "de"}, {"menu.choice.words_en", "en"}}
}

func kodiakStatus(f *cli.Factory) {
	if kodiak.RunStatus(&kodiak.GameOptions{F: f}) != nil {
		return // no game yet: nothing to show
	}
	if note := kodiak.DraftNote(f); note != "" {
		_ = f.Print(note + "\n")
	}
}

func codenamesStatus(f *cli.Factory) {
	_ = codenames.RunStatus(&codenames.StatusOptions{F: f}) // the guessers' view: never the key
}

func instinktStatus(f *cli.Factory) {
	if s := instinkt.LayoutStatus(f); s != "" {
		_ = f.Print(s)
	}
}

// state is what the menu keeps between the commands it runs.
type state struct {
	game   int      // the game whose actions are shown; -1: the list of games
	ran    int      // commands run from the menu so far
	status bool     // the game's status is to be shown before its actions
	temp   []string // files written for the last command, removed afterwards

	cursor map[int]int // per game, the action the cursor is on
	last   *asked      // the action the last command came from
	again  *asked      // an action to ask again (its command was refused)
	values []string    // what the form being asked starts with
}

// asked is an action the menu asked for and what was typed into it.
type asked struct {
	game, action int
	values       []string
}

func stateOf(f *cli.Factory) *state {
	if st, ok := f.Menu.(*state); ok {
		return st
	}
	st := &state{game: -1, cursor: map[int]int{}}
	f.Menu = st
	return st
}

// actionIndex is the index of the action with key in g, or -1.
func actionIndex(g Game, key string) int {
	for i, a := range g.Actions {
		if a.Key == key {
			return i
		}
	}
	return -1
}

// startAction is the action the cursor starts on in game gi: the one it
// was left on, the next one after the last command, or New when there is
// no game going on.
func (st *state) startAction(f *cli.Factory, games []Game, gi int) int {
	g := games[gi]
	if g.Playing != nil && !g.Playing(f) {
		if i := actionIndex(g, g.New); i >= 0 {
			return i
		}
	}
	return st.cursor[gi]
}

// Run shows the menu and returns the command line to run next, or nil
// when the user is done (Quit, or Esc on the list of games after at least
// one command; before any, Esc is a cancel).
func Run(f *cli.Factory) ([]string, error) {
	st := stateOf(f)
	for _, p := range st.temp {
		_ = os.Remove(p)
	}
	st.temp = nil
	games := Games()
	for {
		if st.game < 0 {
			gi, err := pickGame(f, games)
			switch {
			case errors.Is(err, cli.ErrCancel) && st.ran > 0, err == nil && gi == len(games):
				return nil, nil
			case err != nil:
				return nil, err
			}
			st.game, st.status = gi, true
		}
		g := games[st.game]
		if st.status && g.Status != nil {
			g.Status(f)
		}
		st.status = false
		var ai int
		st.values = nil
		if st.again != nil && st.again.game == st.game {
			// the command was refused: the same form again, with what
			// was typed, its message above it
			ai, st.values = st.again.action, st.again.values
		} else {
			var err error
			ai, err = pickAction(f, g, st.startAction(f, games, st.game))
			if errors.Is(err, cli.ErrCancel) {
				st.game = -1 // Esc: back to the games
				continue
			}
			if err != nil {
				return nil, err
			}
		}
		st.again = nil
		st.cursor[st.game] = ai
		a := g.Actions[ai]
		args, err := askFor(f, a)
		if errors.Is(err, cli.ErrCancel) {
			continue // Esc: back to the game's actions
		}
		if err != nil {
			return nil, err
		}
		st.ran++
		st.status = !a.Shows
		st.last = &asked{game: st.game, action: ai, values: st.values}
		return args, nil
	}
}

// askFor asks for what action a needs: which saved game (a.Resume), then
// its inputs.
func askFor(f *cli.Factory, a Action) ([]string, error) {
	ask := Ask
	if a.Ask != nil {
		ask = a.Ask
	}
	var game []string
	if a.Resume != "" {
		id, err := pickSaved(f, a.Resume)
		if err != nil {
			return nil, err
		}
		if id != "" {
			game = []string{"--game", id}
		}
	}
	args, err := ask(f, a)
	if err != nil {
		return nil, err
	}
	return append(args, game...), nil
}

// pickSaved asks whether to start a new game of kind or to continue a
// saved one; "" is a new one. Without saved games it asks nothing.
func pickSaved(f *cli.Factory, kind string) (string, error) {
	infos, err := f.Store().List(kind)
	if err != nil || len(infos) == 0 {
		return "", nil // nothing to continue (a damaged data dir: the command says so)
	}
	opts := []huh.Option[string]{huh.NewOption(f.T("menu.saved.new"), "")}
	for _, in := range infos {
		opts = append(opts, huh.NewOption(f.T("menu.saved.game", "Game", in.ID, "Date", in.Modified.Local().Format("2006-01-02 15:04")), in.ID))
	}
	id := ""
	err = f.RunForm(huh.NewForm(huh.NewGroup(
		huh.NewSelect[string]().Title(f.T("menu.saved.which")).Options(opts...).Value(&id),
	)), cli.EscCancels())
	return id, err
}

// Done is called by the root command after a command the menu chose, with
// its error; it removes what the menu wrote for it, and moves the cursor on
// (after a refusal it stays, and the action's form comes again with what
// was typed).
func Done(f *cli.Factory, err error) {
	st, ok := f.Menu.(*state)
	if !ok {
		return
	}
	for _, p := range st.temp {
		_ = os.Remove(p)
	}
	st.temp = nil
	last := st.last
	st.last = nil
	if last == nil {
		return
	}
	games := Games()
	a := games[last.game].Actions[last.action]
	switch {
	case err != nil && !errors.Is(err, cli.ErrCancel) && len(a.Inputs) > 0 && a.Ask == nil:
		st.again = last
	case err == nil && a.Next != "":
		if i := actionIndex(games[last.game], a.Next); i >= 0 {
			st.cursor[last.game] = i
		}
	}
}

func pickGame(f *cli.Factory, games []Game) (int, error) {
	gi := 0
	var opts []huh.Option[int]
	for i, g := range games {
		opts = append(opts, huh.NewOption(f.T(g.Key), i))
	}
	opts = append(opts, huh.NewOption(f.T("menu.quit"), len(games)))
	err := f.RunForm(huh.NewForm(huh.NewGroup(
		huh.NewSelect[int]().Title(f.T("menu.pick_game")).Options(opts...).Value(&gi),
	)), cli.EscCancels())
	return gi, err
}

func pickAction(f *cli.Factory, g Game, start int) (int, error) {
	ai := start
	var opts []huh.Option[int]
	for i, a := range g.Actions {
		opts = append(opts, huh.NewOption(f.T(a.Key), i))
	}
	err := f.RunForm(huh.NewForm(huh.NewGroup(
		huh.NewSelect[int]().Title(f.T(g.Key)+" · "+f.T("menu.pick_action")).Description(f.T("menu.esc_back")).Options(opts...).Value(&ai),
	)), cli.EscCancels())
	return ai, err
}

// Ask prompts for an action's inputs and builds its command line.
func Ask(f *cli.Factory, a Action) ([]string, error) {
	args := append([]string(nil), a.Args...)
	if len(a.Inputs) == 0 {
		return args, nil
	}
	values := make([]string, len(a.Inputs))
	st := stateOf(f)
	copy(values, st.values) // what was typed before a refusal
	var fields []huh.Field
	for i, in := range a.Inputs {
		in := in
		if len(in.Choices) > 0 {
			var opts []huh.Option[string]
			for _, c := range in.Choices {
				opts = append(opts, huh.NewOption(f.T(c.Key), c.Value))
			}
			if len(st.values) <= i {
				values[i] = in.Choices[0].Value
			}
			fields = append(fields, huh.NewSelect[string]().Title(f.T(in.Key)).Options(opts...).Value(&values[i]))
			continue
		}
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
	if err := f.RunForm(huh.NewForm(huh.NewGroup(fields...)), cli.EscCancels()); err != nil {
		return nil, err
	}
	st.values = append([]string(nil), values...)
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

// askLayout asks for an Instinkt layout: a file, or typed in as four rows
// of four cards (and the hands, for the last tiebreak), which the menu
// writes to a temporary layout file for the command. The rows are counted
// from 0, as the score grid and check then name them.
func askLayout(f *cli.Factory, a Action) ([]string, error) {
	how := "type"
	if err := f.RunForm(huh.NewForm(huh.NewGroup(
		huh.NewSelect[string]().Title(f.T("menu.ask.layout_how")).Options(
			huh.NewOption(f.T("menu.choice.layout_type"), "type"),
			huh.NewOption(f.T("menu.choice.layout_file"), "file"),
		).Value(&how),
	)), cli.EscCancels()); err != nil {
		return nil, err
	}
	if how == "file" {
		return Ask(f, a)
	}
	rows := make([]string, 4)
	hands := make([]string, 2)
	var fields []huh.Field
	for i := range rows {
		fields = append(fields, huh.NewInput().Title(f.T("menu.ask.layout_row", "Row", i)).
			Placeholder("W1 B8 W3 W7").Value(&rows[i]).Validate(func(s string) error {
			if n := len(strings.Fields(s)); n != 4 {
				return errText(f.T("menu.error.four_cards", "Count", n))
			}
			return nil
		}))
	}
	for i, colour := range []string{"white", "black"} {
		fields = append(fields, huh.NewInput().Title(f.T("menu.ask.layout_hand_"+colour)).Value(&hands[i]))
	}
	if err := f.RunForm(huh.NewForm(huh.NewGroup(fields...)), cli.EscCancels()); err != nil {
		return nil, err
	}
	var b strings.Builder
	for _, r := range rows {
		b.WriteString(strings.Join(strings.Fields(r), " ") + "\n")
	}
	for _, h := range hands {
		if strings.TrimSpace(h) != "" {
			b.WriteString("hand " + strings.Join(strings.Fields(h), " ") + "\n")
		}
	}
	fh, err := os.CreateTemp("", "schiri-layout-*.txt")
	if err != nil {
		return nil, err
	}
	stateOf(f).temp = append(stateOf(f).temp, fh.Name())
	if _, err := fh.WriteString(b.String()); err != nil {
		_ = fh.Close()
		return nil, err
	}
	if err := fh.Close(); err != nil {
		return nil, err
	}
	fmt.Fprint(f.IO.ErrOut, b.String())
	return append(append([]string(nil), a.Args...), fh.Name()), nil
}

// confirmKodiakUndo asks before the last round is taken back: one Enter
// must not delete a round (the default is no).
func confirmKodiakUndo(f *cli.Factory, a Action) ([]string, error) {
	id, rounds, ok := kodiak.LastRound(f)
	if !ok || rounds == 0 {
		return a.Args, nil // the command says why there is nothing to take back
	}
	yes := false
	if err := f.RunForm(huh.NewForm(huh.NewGroup(
		f.Confirm(huh.NewConfirm().Title(f.T("menu.confirm.kodiak_undo", "Round", rounds, "Game", id)).
			Affirmative(f.T("core.yes")).Negative(f.T("core.no")).Value(&yes)),
	)), cli.EscCancels()); err != nil {
		return nil, err
	}
	if !yes {
		return nil, cli.ErrCancel // back to the actions, nothing changed
	}
	return a.Args, nil
}

type errText string

func (e errText) Error() string { return string(e) }
