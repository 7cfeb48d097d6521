// Package menu is the interactive menu `schiri` opens on a terminal: pick a
// game, then an action; the menu asks for what the action needs and hands
// the resulting command line back to the root command to run. After the
// command the root command opens the menu again, on the same game, with the
// game's status on top: the menu is the home of an evening. Esc goes back
// one level; Esc on the list of games (or "Quit") ends it.
package menu

import (
	"errors"

	"codeberg.org/schiri/schiri/cmd/menu/item"
	"codeberg.org/schiri/schiri/internal/cli"
	registry "codeberg.org/schiri/schiri/internal/table/games"
	"github.com/charmbracelet/huh"
)

// Games is the menu: the games' own submenus, in the order given, then
// the rules of every game whose rules are embedded, the server and the
// statistics. It is a function so nothing is built before the menu is
// opened.
func Games(games []item.Game) []item.Game {
	all := append([]item.Game(nil), games...)
	var shows []item.Action
	for _, g := range registry.WithRules() {
		shows = append(shows, item.Action{Key: g + ".title", Args: []string{"rules", "show", g}})
	}
	return append(all,
		item.Game{Key: "menu.game.rules", Title: "menu.title.rules", Actions: append(shows,
			item.Action{Key: "menu.rules.search", Args: []string{"rules", "search"}, Inputs: []item.Input{{Key: "menu.ask.search"}}},
		)},
		item.Game{Key: "menu.game.serve", Title: "menu.title.serve", Actions: []item.Action{
			{Key: "menu.serve.start", Args: []string{"serve"}},
		}},
		item.Game{Key: "menu.game.stats", Title: "menu.title.stats", Actions: []item.Action{
			{Key: "menu.stats.all", Args: []string{"stats"}},
			{Key: "stats.menu.player", Args: []string{"stats"}, Inputs: []item.Input{{Key: "menu.ask.player", Flag: "player"}}},
		}},
	)
}

// state is what the menu keeps between the commands it runs.
type state struct {
	game   int          // the game whose actions are shown; -1: the list of games
	left   int          // the game the list of games starts on: the one last left
	ran    int          // commands run from the menu so far
	status bool         // the game's status is to be shown before its actions
	games  []item.Game  // the menu the last Run showed
	mem    *item.Memory // what was typed, and the files written for the last command

	cursor map[int]int // per game, the action the cursor is on
	last   *asked      // the action the last command came from
	again  *asked      // an action to ask again (its command was refused)
}

// Memory is the part of the state an action's own asking reads and writes
// (item.MemoryOf).
func (st *state) Memory() *item.Memory { return st.mem }

// asked is an action the menu asked for and what was typed into it.
type asked struct {
	game, action int
	values       []string
}

func stateOf(f *cli.Factory) *state {
	if st, ok := f.Menu.(*state); ok {
		return st
	}
	st := &state{game: -1, cursor: map[int]int{}, mem: &item.Memory{}}
	if m, ok := f.Menu.(*item.Memory); ok {
		st.mem = m // asked before the menu opened
	}
	f.Menu = st
	return st
}

// actionIndex is the index of the action with key in g, or -1.
func actionIndex(g item.Game, key string) int {
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
func (st *state) startAction(f *cli.Factory, games []item.Game, gi int) int {
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
func Run(f *cli.Factory, menus []item.Game) ([]string, error) {
	st := stateOf(f)
	st.mem.RemoveTemp()
	games := Games(menus)
	st.games = games
	for {
		if st.game < 0 {
			gi, err := pickGame(f, games, st.left)
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
		st.mem.Values = nil
		if st.again != nil && st.again.game == st.game {
			// the command was refused: the same form again, with what
			// was typed, its message above it
			ai, st.mem.Values = st.again.action, st.again.values
		} else {
			var err error
			ai, err = pickAction(f, g, st.startAction(f, games, st.game))
			if errors.Is(err, cli.ErrCancel) {
				st.game, st.left = -1, st.game // Esc: back to the games, the cursor on this one
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
		st.last = &asked{game: st.game, action: ai, values: st.mem.Values}
		return args, nil
	}
}

// askFor asks for what action a needs: which saved game (a.Resume), then,
// for a new one, its inputs (a saved game keeps its own settings, such as
// the bot's level).
func askFor(f *cli.Factory, a item.Action) ([]string, error) {
	ask := item.Ask
	if a.Ask != nil {
		ask = a.Ask
	}
	if a.Resume != "" {
		id, err := pickSaved(f, a.Resume)
		if err != nil {
			return nil, err
		}
		if id != "" {
			// a saved game goes on as it was set up: nothing to ask
			return append(append([]string(nil), a.Args...), "--game", id), nil
		}
	}
	return ask(f, a)
}

// pickSaved asks whether to start a new game of kind or to continue a
// saved one; "" is a new one. Without saved games it asks nothing.
func pickSaved(f *cli.Factory, kind string) (string, error) {
	infos, err := f.Table().List(kind)
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
	if m, ok := f.Menu.(*item.Memory); ok {
		m.RemoveTemp() // asked without the menu
		return
	}
	st, ok := f.Menu.(*state)
	if !ok {
		return
	}
	st.mem.RemoveTemp()
	last := st.last
	st.last = nil
	if last == nil {
		return
	}
	games := st.games
	a := games[last.game].Actions[last.action]
	switch {
	case err != nil && !errors.Is(err, cli.ErrCancel) && len(a.Inputs) > 0 && a.Ask == nil:
		st.again = last
	case err == nil:
		next := a.Next
		if a.Then != nil {
			if k := a.Then(f); k != "" {
				next = k
			}
		}
		if i := actionIndex(games[last.game], next); next != "" && i >= 0 {
			st.cursor[last.game] = i
		}
	}
}

// pickGame asks for a game (or Quit: len(games)), the cursor on start.
// The list does not wrap round, so ↑ on the first game never lands on Quit.
func pickGame(f *cli.Factory, games []item.Game, start int) (int, error) {
	gi := start
	var opts []huh.Option[int]
	for i, g := range games {
		opts = append(opts, huh.NewOption(f.T(g.Key), i))
	}
	opts = append(opts, huh.NewOption(f.T("menu.quit"), len(games)))
	err := f.RunForm(huh.NewForm(huh.NewGroup(
		huh.NewSelect[int]().Title(f.T("menu.pick_game")).Options(opts...).Value(&gi),
	)), cli.EscCancels(), cli.StopAtEnds(start, len(opts)))
	return gi, err
}

func pickAction(f *cli.Factory, g item.Game, start int) (int, error) {
	ai := start
	var opts []huh.Option[int]
	for i, a := range g.Actions {
		opts = append(opts, huh.NewOption(f.T(a.Key), i))
	}
	title := g.Key
	if g.Title != "" {
		title = g.Title
	}
	err := f.RunForm(huh.NewForm(huh.NewGroup(
		huh.NewSelect[int]().Title(f.T(title)+" · "+f.T("menu.pick_action")).Description(f.T("menu.esc_back")).Options(opts...).Value(&ai),
	)), cli.EscCancels())
	return ai, err
}
