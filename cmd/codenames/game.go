package codenames

import (
	"errors"
	"strconv"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	cn "codeberg.org/schiri/schiri/referee/codenames"
	"codeberg.org/schiri/schiri/rules"
	"github.com/spf13/cobra"
)

// gameFlag adds --game to a command.
func gameFlag(c *cobra.Command, id *string) {
	c.Flags().StringVar(id, "game", "", "codenames.help.flag.game")
}

// replay rebuilds a saved game; a record that does not replay is a corrupt
// save (exit 3).
func replay(f *cli.Factory, id string, rec cn.Record) (*cn.Game, error) {
	g, err := cn.Replay(rec)
	if err != nil {
		return nil, f.Store().Damaged(kind, id, err)
	}
	return g, nil
}

// load reads a saved game.
func load(f *cli.Factory, id string) (string, *cn.Game, error) {
	id, err := f.Store().Pick(kind, id)
	if err != nil {
		return "", nil, err
	}
	var rec cn.Record
	if _, err := f.Store().Load(kind, id, &rec); err != nil {
		return "", nil, err
	}
	g, err := replay(f, id, rec)
	return id, g, err
}

// errRejected carries a verdict out of a store update, so nothing is saved.
type errRejected struct{ v *rules.Verdict }

func (e errRejected) Error() string { return e.v.Error() }

// update applies change to a saved game under the store's lock and saves the
// result. A verdict from change comes back as *rules.Verdict (nothing saved).
func update(f *cli.Factory, id string, change func(*cn.Game) (*cn.Game, error)) (string, *cn.Game, *cn.Game, error) {
	id, err := f.Store().Pick(kind, id)
	if err != nil {
		return "", nil, nil, err
	}
	var rec cn.Record
	var before, after *cn.Game
	err = f.Store().Update(kind, id, &rec, func() error {
		g, err := replay(f, id, rec)
		if err != nil {
			return err
		}
		before = g
		next, err := change(g)
		if err != nil {
			var v *rules.Verdict
			if errors.As(err, &v) {
				return errRejected{v}
			}
			return err
		}
		after = next
		rec = next.Record()
		return nil
	})
	var rej errRejected
	if errors.As(err, &rej) {
		return id, before, nil, rej.v
	}
	return id, before, after, err
}

// clueJSON is the current clue in the game document.
type clueJSON struct {
	Team    cn.Team `json:"team"`
	Word    string  `json:"word"`
	Number  int     `json:"number"`
	Guesses int     `json:"guesses"`
}

type teamsJSON struct {
	Red  int `json:"red"`
	Blue int `json:"blue"`
}

// gameJSON is SPEC §3's game document (new, status, clue, pass, undo).
type gameJSON struct {
	Game        string      `json:"game"`
	Seed        string      `json:"seed"`
	Starts      cn.Team     `json:"starts"`
	Turn        *cn.Team    `json:"turn"`
	Winner      *cn.Team    `json:"winner"`
	Clue        *clueJSON   `json:"clue"`
	GuessesLeft int         `json:"guesses_left"`
	PlusOne     bool        `json:"plus_one"`
	Owed        teamsJSON   `json:"owed"`
	Remaining   teamsJSON   `json:"remaining"`
	Revealed    [][]bool    `json:"revealed"`
	Grid        [][]cn.Card `json:"grid"`
	Words       [][]string  `json:"words"`
}

func gameDoc(id string, g *cn.Game) gameJSON {
	s := g.Setup()
	doc := gameJSON{
		Game: id, Seed: s.Seed.String(), Starts: s.Starts,
		GuessesLeft: g.GuessesLeft(), PlusOne: g.PlusOne(),
		Owed:      teamsJSON{g.Owed(cn.Red), g.Owed(cn.Blue)},
		Remaining: teamsJSON{g.Remaining(cn.Red), g.Remaining(cn.Blue)},
		Grid:      rowsOf(s.Grid, s.Cols), Words: rowsOf(s.Words, s.Cols),
	}
	if g.Over() {
		w := g.Winner()
		doc.Winner = &w
	} else {
		t := g.Turn()
		doc.Turn = &t
	}
	if c := g.Clue(); c != nil {
		doc.Clue = &clueJSON{c.Team, c.Word, c.Number, c.Guesses}
	}
	revealed := make([]bool, len(s.Grid))
	for i := range revealed {
		revealed[i] = g.Revealed(i)
	}
	doc.Revealed = rowsOf(revealed, s.Cols)
	return doc
}

// rejectionJSON is printed for a clue, guess or pass the rules do not allow.
type rejectionJSON struct {
	Accepted bool   `json:"accepted"`
	Reason   string `json:"reason"`
	Message  string `json:"message"`
}

// reject prints a verdict (exit 1).
func reject(f *cli.Factory, v *rules.Verdict) error {
	lv := localVerdict(f, v)
	if f.JSON() {
		if err := f.PrintJSON(rejectionJSON{Reason: string(v.Rule), Message: f.VerdictMessage(lv)}); err != nil {
			return err
		}
		return cli.ErrVerdict
	}
	if _, err := f.IO.Out.Write([]byte(f.VerdictText(lv) + "\n")); err != nil {
		return err
	}
	return cli.ErrVerdict
}

// printGame prints the game document, or the board and turn as text.
func printGame(f *cli.Factory, id string, g *cn.Game, withKey bool) error {
	if f.JSON() {
		return f.PrintJSON(gameDoc(id, g))
	}
	_, err := f.IO.Out.Write([]byte(statusText(f, id, g, withKey)))
	return err
}

// statusText is the board as the players see it (uncovered cards in their
// colour), whose turn, the clue, guesses left and the plus-one.
func statusText(f *cli.Factory, id string, g *cn.Game, withKey bool) string {
	st := newStyles(f)
	s := g.Setup()
	var b strings.Builder
	b.WriteString(st.title.Render(f.T("codenames.status.title", "Game", id, "Code", s.Seed.String(),
		"Size", g.Size().String())) + "\n\n")
	cells := make([]cell, len(s.Grid))
	for i, c := range s.Grid {
		open := g.Revealed(i)
		cells[i] = cell{card: c, word: s.Words[i], shown: open || withKey, covered: !open}
	}
	b.WriteString(st.grid(cells, s.Cols) + "\n")
	b.WriteString(f.T("codenames.status.remaining", "Red", g.Remaining(cn.Red), "Blue", g.Remaining(cn.Blue),
		"RedTeam", teamName(f, cn.Red), "BlueTeam", teamName(f, cn.Blue)) + "\n")
	if g.Over() {
		key := "codenames.status.won_all_found"
		if g.EndRule() == cn.RuleEndAssassin {
			key = "codenames.status.won_assassin"
		}
		b.WriteString(st.bold.Render(f.T(key, "Winner", teamName(f, g.Winner()), "Loser", teamName(f, g.Winner().Other()))) +
			" " + f.T("core.rule_ref", "Rule", string(g.EndRule())) + "\n")
		return b.String()
	}
	t := g.Turn()
	team := teamName(f, t)
	if c := g.Clue(); c != nil {
		b.WriteString(st.bold.Render(f.T("codenames.status.turn_clue", "Team", team, "Word", c.Word, "Number", c.Number)) + "\n")
		b.WriteString(f.T("codenames.status.guesses", "Count", c.Guesses, "Left", g.GuessesLeft()) + "\n")
	} else {
		b.WriteString(st.bold.Render(f.T("codenames.status.turn_no_clue", "Team", team)) + "\n")
	}
	owed := g.Owed(t)
	switch {
	case owed > 0 && g.Clue() != nil:
		b.WriteString(f.T("codenames.status.plus_one_yes", "Team", team, "Count", owed) + "\n")
	case owed > 0:
		b.WriteString(f.T("codenames.status.plus_one_later", "Team", team, "Count", owed) + "\n")
	default:
		b.WriteString(f.T("codenames.status.plus_one_no", "Team", team) + "\n")
	}
	if withKey {
		b.WriteString(st.dim.Render(f.T("codenames.status.key_legend")) + "\n")
	}
	return b.String()
}

// NewOptions are the inputs of `codenames new`.
type NewOptions struct {
	F *cli.Factory
	boardFlags
	Name string
}

func newNewCmd(f *cli.Factory) *cobra.Command {
	opts := &NewOptions{F: f}
	c := &cobra.Command{
		Use:   "new",
		Short: "codenames.help.new.short",
		Long:  "codenames.help.new.long",
		Args:  cobra.NoArgs,
		RunE:  func(*cobra.Command, []string) error { return RunNew(opts) },
	}
	opts.add(c, "codenames.help.flag.words_new")
	c.Flags().StringVar(&opts.Name, "name", "", "codenames.help.flag.name")
	return c
}

// RunNew starts a saved game.
func RunNew(o *NewOptions) error {
	f := o.F
	b, err := o.resolve(f, false)
	if err != nil {
		return err
	}
	setup, err := cn.NewSetup(b.Code, b.Size, b.Starts, b.Lang)
	if err != nil {
		return cli.FromParseError(err, "", "Flag", "--words")
	}
	g, err := cn.New(setup)
	if err != nil {
		return err
	}
	id := o.Name
	if id == "" {
		id, err = f.Store().CreateNew(kind, b.Code.String(), func(string) any { return g.Record() })
	} else {
		err = f.Store().Create(kind, id, g.Record())
	}
	if err != nil {
		return err
	}
	return printGame(f, id, g, false)
}

// ClueOptions are the inputs of `codenames clue WORD NUMBER`.
type ClueOptions struct {
	F      *cli.Factory
	Game   string
	Word   string
	Number string
}

func newClueCmd(f *cli.Factory) *cobra.Command {
	opts := &ClueOptions{F: f}
	c := &cobra.Command{
		Use:   "clue WORD NUMBER",
		Short: "codenames.help.clue.short",
		Long:  "codenames.help.clue.long",
		Args:  cobra.ExactArgs(2),
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Word, opts.Number = args[0], args[1]
			return RunClue(opts)
		},
	}
	gameFlag(c, &opts.Game)
	return c
}

// RunClue gives the clue of the team on turn (ruling C3).
func RunClue(o *ClueOptions) error {
	f := o.F
	n, err := strconv.Atoi(strings.TrimSpace(o.Number))
	if err != nil {
		return cli.NewInputError("codenames.err.number", "Token", o.Number).At("", 0, o.Number)
	}
	id, _, g, err := update(f, o.Game, func(g *cn.Game) (*cn.Game, error) {
		return g.Apply(cn.ClueMove(o.Word, n))
	})
	var v *rules.Verdict
	if errors.As(err, &v) {
		return reject(f, v)
	}
	if err != nil {
		return err
	}
	return printGame(f, id, g, false)
}

// GuessOptions are the inputs of `codenames guess WORD|ROW,COL`.
type GuessOptions struct {
	F      *cli.Factory
	Game   string
	Target string
}

func newGuessCmd(f *cli.Factory) *cobra.Command {
	opts := &GuessOptions{F: f}
	c := &cobra.Command{
		Use:   "guess WORD|ROW,COL",
		Short: "codenames.help.guess.short",
		Long:  "codenames.help.guess.long",
		Args:  cobra.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Target = args[0]
			return RunGuess(opts)
		},
	}
	gameFlag(c, &opts.Game)
	return c
}

// guessJSON is SPEC §3's `guess --json` document.
type guessJSON struct {
	Card     cn.Card  `json:"card"`
	TurnOver bool     `json:"turn_over"`
	Winner   *cn.Team `json:"winner"`
	Game     gameJSON `json:"game"`
}

// RunGuess reveals a card for the team on turn (rulings C4, C5).
func RunGuess(o *GuessOptions) error {
	f := o.F
	var cellIdx int
	id, before, g, err := update(f, o.Game, func(g *cn.Game) (*cn.Game, error) {
		m, err := g.ParseGuess(o.Target)
		if err != nil {
			return nil, err
		}
		cellIdx = g.Index(m.Row, m.Col)
		return g.Apply(m)
	})
	var v *rules.Verdict
	if errors.As(err, &v) {
		return reject(f, v)
	}
	if err != nil {
		return cli.FromParseError(err, "", "Flag", o.Target)
	}
	card := g.Setup().Grid[cellIdx]
	turnOver := g.Over() || g.Turn() != before.Turn()
	if f.JSON() {
		doc := guessJSON{Card: card, TurnOver: turnOver, Game: gameDoc(id, g)}
		doc.Winner = doc.Game.Winner
		return f.PrintJSON(doc)
	}
	st := newStyles(f)
	word := g.Setup().Words[cellIdx]
	line := st.fill[card].Render(" "+string(card.Letter())+" ") + " " +
		f.T("codenames.guess.card."+card.String(), "Word", word)
	switch {
	case g.Over():
	case turnOver:
		line += " " + f.T("codenames.guess.turn_over", "Team", teamName(f, g.Turn()))
	default:
		line += " " + f.T("codenames.guess.go_on", "Team", teamName(f, g.Turn()))
	}
	if _, err := f.IO.Out.Write([]byte(line + "\n\n")); err != nil {
		return err
	}
	return printGame(f, id, g, false)
}

// PassOptions are the inputs of `codenames pass`.
type PassOptions struct {
	F    *cli.Factory
	Game string
}

func newPassCmd(f *cli.Factory) *cobra.Command {
	opts := &PassOptions{F: f}
	c := &cobra.Command{
		Use:   "pass",
		Short: "codenames.help.pass.short",
		Long:  "codenames.help.pass.long",
		Args:  cobra.NoArgs,
		RunE:  func(*cobra.Command, []string) error { return RunPass(opts) },
	}
	gameFlag(c, &opts.Game)
	return c
}

// RunPass ends the turn of the team on turn (ruling C4).
func RunPass(o *PassOptions) error {
	f := o.F
	id, _, g, err := update(f, o.Game, func(g *cn.Game) (*cn.Game, error) { return g.Apply(cn.PassMove()) })
	var v *rules.Verdict
	if errors.As(err, &v) {
		return reject(f, v)
	}
	if err != nil {
		return err
	}
	return printGame(f, id, g, false)
}

// StatusOptions are the inputs of `codenames status`.
type StatusOptions struct {
	F    *cli.Factory
	Game string
	Key  bool
}

func newStatusCmd(f *cli.Factory) *cobra.Command {
	opts := &StatusOptions{F: f}
	c := &cobra.Command{
		Use:   "status",
		Short: "codenames.help.status.short",
		Long:  "codenames.help.status.long",
		Args:  cobra.NoArgs,
		RunE:  func(*cobra.Command, []string) error { return RunStatus(opts) },
	}
	gameFlag(c, &opts.Game)
	c.Flags().BoolVar(&opts.Key, "key", false, "codenames.help.flag.key")
	return c
}

// RunStatus prints the game.
func RunStatus(o *StatusOptions) error {
	id, g, err := load(o.F, o.Game)
	if err != nil {
		return err
	}
	return printGame(o.F, id, g, o.Key)
}

// UndoOptions are the inputs of `codenames undo`.
type UndoOptions struct {
	F    *cli.Factory
	Game string
}

func newUndoCmd(f *cli.Factory) *cobra.Command {
	opts := &UndoOptions{F: f}
	c := &cobra.Command{
		Use:   "undo",
		Short: "codenames.help.undo.short",
		Long:  "codenames.help.undo.long",
		Args:  cobra.NoArgs,
		RunE:  func(*cobra.Command, []string) error { return RunUndo(opts) },
	}
	gameFlag(c, &opts.Game)
	return c
}

// RunUndo takes back the last clue, guess or pass.
func RunUndo(o *UndoOptions) error {
	f := o.F
	id, _, g, err := update(f, o.Game, func(g *cn.Game) (*cn.Game, error) { return g.Undo() })
	if errors.Is(err, cn.ErrNothingToUndo) {
		return cli.NewInputError("codenames.err.nothing_to_undo", "ID", id)
	}
	if err != nil {
		return err
	}
	return printGame(f, id, g, false)
}

// ListOptions are the inputs of `codenames list`.
type ListOptions struct{ F *cli.Factory }

func newListCmd(f *cli.Factory) *cobra.Command {
	opts := &ListOptions{F: f}
	return &cobra.Command{
		Use:   "list",
		Short: "codenames.help.list.short",
		Args:  cobra.NoArgs,
		RunE:  func(*cobra.Command, []string) error { return RunList(opts) },
	}
}

// listEntry is one saved game in `list --json`.
type listEntry struct {
	Game     string   `json:"game"`
	Seed     string   `json:"seed"`
	Rows     int      `json:"rows"`
	Cols     int      `json:"cols"`
	Turn     *cn.Team `json:"turn"`
	Winner   *cn.Team `json:"winner"`
	Finished bool     `json:"finished"`
}

// RunList lists the saved Codenames games, most recent first. A game that
// cannot be read is left out.
func RunList(o *ListOptions) error {
	f := o.F
	infos, err := f.Store().List(kind)
	if err != nil {
		return err
	}
	games := []listEntry{}
	for _, in := range infos {
		var rec cn.Record
		if _, err := f.Store().Load(kind, in.ID, &rec); err != nil {
			continue
		}
		g, err := cn.Replay(rec)
		if err != nil {
			continue
		}
		doc := gameDoc(in.ID, g)
		games = append(games, listEntry{Game: in.ID, Seed: doc.Seed, Rows: rec.Setup.Rows, Cols: rec.Setup.Cols,
			Turn: doc.Turn, Winner: doc.Winner, Finished: g.Over()})
	}
	if f.JSON() {
		return f.PrintJSON(map[string]any{"games": games})
	}
	var b strings.Builder
	if len(games) == 0 {
		b.WriteString(f.T("core.store.no_games") + "\n")
	}
	for _, e := range games {
		state := ""
		if e.Winner != nil {
			state = f.T("codenames.list.won", "Team", teamName(f, *e.Winner))
		} else {
			state = f.T("codenames.list.turn", "Team", teamName(f, *e.Turn))
		}
		b.WriteString(f.T("codenames.list.line", "Game", e.Game, "Code", e.Seed,
			"Size", cn.Size{Rows: e.Rows, Cols: e.Cols}.String(), "State", state) + "\n")
	}
	_, err = f.IO.Out.Write([]byte(b.String()))
	return err
}
