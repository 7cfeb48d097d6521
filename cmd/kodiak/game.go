package kodiak

import (
	"encoding/csv"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/safetext"
	"codeberg.org/schiri/schiri/internal/store"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	"codeberg.org/schiri/schiri/rules"
	scoring "codeberg.org/schiri/schiri/scoring/kodiak"
	"github.com/spf13/cobra"
)

// ---------------------------------------------------------------- new

// NewOptions are the inputs of `kodiak new`.
type NewOptions struct {
	F                    *cli.Factory
	Players              []string
	Youngest             string
	Cycles, Rounds       int
	CyclesSet, RoundsSet bool
	Name                 string
}

func newNewCmd(f *cli.Factory) *cobra.Command {
	opts := &NewOptions{F: f}
	c := &cobra.Command{
		Use:     "new --players NAME,NAME,… [--youngest NAME] [--cycles N | --rounds N] [--name NAME]",
		Short:   "kodiak.help.new.short",
		Long:    "kodiak.help.new.long",
		Example: "kodiak.help.new.example",
		Args:    cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			opts.CyclesSet = c.Flags().Changed("cycles")
			opts.RoundsSet = c.Flags().Changed("rounds")
			return RunNew(opts)
		},
	}
	c.Flags().StringSliceVar(&opts.Players, "players", nil, "kodiak.help.flag.players")
	c.Flags().StringVar(&opts.Youngest, "youngest", "", "kodiak.help.flag.youngest")
	c.Flags().IntVar(&opts.Cycles, "cycles", 0, "kodiak.help.flag.cycles")
	c.Flags().IntVar(&opts.Rounds, "rounds", 0, "kodiak.help.flag.rounds")
	c.Flags().StringVar(&opts.Name, "name", "", "kodiak.help.flag.name")
	return c
}

// RunNew starts a saved game and prints its status.
func RunNew(o *NewOptions) error {
	f := o.F
	if len(o.Players) == 0 {
		return cli.NewInputError("kodiak.error.players_missing").At("", 0, "--players")
	}
	for _, name := range o.Players {
		if safetext.Has(name) { // a name is shown on every status: no control characters
			return cli.NewInputError("kodiak.error.name_control", "Name", name).At("", 0, name)
		}
	}
	switch {
	case o.CyclesSet && o.RoundsSet:
		return cli.NewInputError("kodiak.flag.length_both").At("", 0, "--rounds")
	case o.CyclesSet && (o.Cycles < 1 || o.Cycles > referee.MaxCycles):
		return cli.NewInputError("kodiak.flag.cycles_range", "Token", o.Cycles, "Max", referee.MaxCycles).At("", 0, strconv.Itoa(o.Cycles))
	case o.RoundsSet && (o.Rounds < 1 || o.Rounds > referee.MaxRounds):
		return cli.NewInputError("kodiak.flag.rounds_range", "Token", o.Rounds, "Max", referee.MaxRounds).At("", 0, strconv.Itoa(o.Rounds))
	}
	g, err := referee.NewGame(o.Players, o.Youngest, o.Cycles, o.Rounds)
	if err != nil {
		var v *rules.Verdict
		if errors.As(err, &v) {
			return printRejected(f, v)
		}
		return cli.FromParseError(err, "")
	}
	g.Name = strings.TrimSpace(o.Name)
	id, err := createGame(f, g)
	if err != nil {
		return err
	}
	return printStatus(f, id, g, nil)
}

// createGame saves a new game under --name, which must be a safe game ID
// (exit 2 otherwise, as for every game), or under a fresh "kodiak-N".
func createGame(f *cli.Factory, g *referee.Game) (string, error) {
	st := f.Store()
	if g.Name != "" {
		if !store.ValidID(g.Name) {
			return "", &store.Error{Kind: store.BadID, ID: g.Name}
		}
		return g.Name, st.Create(kind, g.Name, g)
	}
	return st.CreateNew(kind, kind, func(string) any { return g })
}

func printRejected(f *cli.Factory, v *rules.Verdict) error {
	if f.JSON() {
		msg := f.VerdictMessage(v)
		if err := f.PrintJSON(rejectedDoc{Reason: v.Rule, Message: msg,
			Errors: []verdictJSON{{Reason: v.Rule, Message: msg}}}); err != nil {
			return err
		}
	} else if err := f.Print(newStyles(f).bad.Render("✗") + " " + f.VerdictText(v) + "\n"); err != nil {
		return err
	}
	return cli.ErrVerdict
}

// printStatus prints the status document, or the standings as text, with
// the round just judged when there is one.
func printStatus(f *cli.Factory, id string, g *referee.Game, round *scoreDoc) error {
	doc := newStatusDoc(id, g)
	doc.Round = round
	if f.JSON() {
		return f.PrintJSON(doc)
	}
	var b strings.Builder
	if round != nil {
		b.WriteString(renderScore(f, round))
		b.WriteString("\n")
	}
	b.WriteString(renderStatus(f, g, doc))
	return f.Print(b.String())
}

// ---------------------------------------------------------------- round

// RoundOptions are the inputs of `kodiak round [FILE]`.
type RoundOptions struct {
	F    *cli.Factory
	Game string
	File string
}

func newRoundCmd(f *cli.Factory) *cobra.Command {
	opts := &RoundOptions{F: f}
	c := &cobra.Command{
		Use:     "round [FILE]",
		Short:   "kodiak.help.round.short",
		Long:    "kodiak.help.round.long",
		Example: "kodiak.help.round.example",
		Args:    cobra.MaximumNArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			if len(args) > 0 {
				opts.File = args[0]
			}
			return RunRound(opts)
		},
	}
	gameFlag(c, &opts.Game)
	return c
}

// errRejected stops a store update whose round the referee rejected.
var errRejected = errors.New("round rejected")

// RunRound records the next round of a saved game from a sheet file, or
// from a form on a terminal. The sheet is checked against the game under
// the store's lock, so rounds sent at the same moment are all recorded, one
// after the other. A rejected round changes nothing and exits 1.
func RunRound(o *RoundOptions) error {
	f := o.F
	id, err := f.Store().Pick(kind, o.Game)
	if err != nil {
		return err
	}
	var sheet *referee.Sheet
	switch {
	case o.File != "":
		if sheet, err = readSheet(f, o.File); err != nil {
			return err
		}
	case f.CanPrompt():
		return enterRounds(f, id)
	default:
		return cli.NewInputError("kodiak.error.sheet_missing")
	}
	return saveRound(f, id, sheet)
}

// saveRound records sheet as the next round of game id, checked against
// the game under the store's lock, and prints the status with the round. A
// rejected round changes nothing and exits 1. Saving drops the draft of the
// round (see roundDraft).
func saveRound(f *cli.Factory, id string, sheet *referee.Sheet) error {
	var (
		g      referee.Game
		judged *referee.Sheet
		report referee.Report
	)
	err := f.Store().Update(kind, id, &g, func() error {
		if err := g.Validate(); err != nil {
			return f.Store().Damaged(kind, id, err)
		}
		next, r := g.Apply(sheet)
		judged, report = sheet, r
		if !r.Valid() {
			judged, _ = g.Check(sheet)
			return errRejected
		}
		judged = &next.Rounds[len(next.Rounds)-1]
		g = *next
		return nil
	})
	if err != nil && !errors.Is(err, errRejected) {
		return err
	}
	if perr := printStatus(f, id, &g, newScoreDoc(f, judged, report)); perr != nil {
		return perr
	}
	if err != nil {
		return cli.ErrVerdict
	}
	return nil
}

// ---------------------------------------------------------------- status, undo, history

// GameOptions are the inputs of the commands that only name a game.
type GameOptions struct {
	F    *cli.Factory
	Game string
}

func newGameCmd(f *cli.Factory, use string, run func(*GameOptions) error) *cobra.Command {
	opts := &GameOptions{F: f}
	c := &cobra.Command{
		Use:   use,
		Short: "kodiak.help." + use + ".short",
		Args:  cobra.NoArgs,
		RunE:  func(*cobra.Command, []string) error { return run(opts) },
	}
	gameFlag(c, &opts.Game)
	return c
}

func newStatusCmd(f *cli.Factory) *cobra.Command  { return newGameCmd(f, "status", RunStatus) }
func newUndoCmd(f *cli.Factory) *cobra.Command    { return newGameCmd(f, "undo", RunUndo) }
func newHistoryCmd(f *cli.Factory) *cobra.Command { return newGameCmd(f, "history", RunHistory) }

// RunStatus prints a game's standings.
func RunStatus(o *GameOptions) error {
	id, err := o.F.Store().Pick(kind, o.Game)
	if err != nil {
		return err
	}
	g, err := loadGame(o.F, id)
	if err != nil {
		return err
	}
	return printStatus(o.F, id, g, nil)
}

// RunUndo takes back a game's last round and prints the status.
func RunUndo(o *GameOptions) error {
	f := o.F
	id, err := f.Store().Pick(kind, o.Game)
	if err != nil {
		return err
	}
	var g referee.Game
	err = f.Store().Update(kind, id, &g, func() error {
		if err := g.Validate(); err != nil {
			return f.Store().Damaged(kind, id, err)
		}
		prev, err := g.Undo()
		if err != nil {
			return cli.NewInputError("kodiak.error.nothing_to_undo", "Game", id)
		}
		g = *prev
		return nil
	})
	if err != nil {
		return err
	}
	return printStatus(f, id, &g, nil)
}

// RunHistory prints every round: who was Kodiak, each player's points and
// running total.
func RunHistory(o *GameOptions) error {
	f := o.F
	id, err := f.Store().Pick(kind, o.Game)
	if err != nil {
		return err
	}
	g, err := loadGame(f, id)
	if err != nil {
		return err
	}
	if f.JSON() {
		return f.PrintJSON(newHistoryDoc(id, g))
	}
	return f.Print(renderHistory(f, id, g))
}

// ---------------------------------------------------------------- list

// ListOptions are the inputs of `kodiak list`.
type ListOptions struct{ F *cli.Factory }

func newListCmd(f *cli.Factory) *cobra.Command {
	opts := &ListOptions{F: f}
	return &cobra.Command{
		Use:   "list",
		Short: "kodiak.help.list.short",
		Args:  cobra.NoArgs,
		RunE:  func(*cobra.Command, []string) error { return RunList(opts) },
	}
}

// RunList prints the saved Kodiak games, most recently changed first. A
// damaged game file is reported on stderr and skipped, so the others can
// still be seen.
func RunList(o *ListOptions) error {
	f := o.F
	infos, err := f.Store().List(kind)
	if err != nil {
		return err
	}
	entries := []listEntry{}
	var games []*referee.Game
	for _, info := range infos {
		g, err := loadGame(f, info.ID)
		if err != nil {
			fmt.Fprintf(f.IO.ErrOut, "schiri: %s\n", f.T("kodiak.list.damaged", "Game", info.ID, "File", info.Path))
			continue
		}
		entries = append(entries, listEntry{
			Game: info.ID, Players: g.Players, RoundsPlayed: g.RoundsPlayed(),
			RoundsTotal: g.RoundsTotal, Finished: g.Finished(),
		})
		games = append(games, g)
	}
	if f.JSON() {
		return f.PrintJSON(map[string]any{"games": entries})
	}
	return f.Print(renderList(f, entries, games))
}

// ---------------------------------------------------------------- export

// ExportOptions are the inputs of `kodiak export`.
type ExportOptions struct {
	F         *cli.Factory
	Game      string
	Format    string
	FormatSet bool
}

func newExportCmd(f *cli.Factory) *cobra.Command {
	opts := &ExportOptions{F: f}
	c := &cobra.Command{
		Use:   "export [--format csv|json]",
		Short: "kodiak.help.export.short",
		Long:  "kodiak.help.export.long",
		Args:  cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			opts.FormatSet = c.Flags().Changed("format")
			return RunExport(opts)
		},
	}
	gameFlag(c, &opts.Game)
	c.Flags().StringVar(&opts.Format, "format", "csv", "kodiak.help.flag.format")
	_ = c.RegisterFlagCompletionFunc("format", cobra.FixedCompletions([]string{"csv", "json"}, cobra.ShellCompDirectiveNoFileComp))
	return c
}

// RunExport writes a whole game as CSV (one line per player and round) or
// JSON. Without --format, --json picks JSON; an explicit --format wins.
func RunExport(o *ExportOptions) error {
	f := o.F
	format := strings.ToLower(o.Format)
	if !o.FormatSet && f.JSON() {
		format = "json"
	}
	if format != "csv" && format != "json" {
		return cli.NewInputError("kodiak.error.format", "Format", o.Format).At("", 0, o.Format)
	}
	id, err := f.Store().Pick(kind, o.Game)
	if err != nil {
		return err
	}
	g, err := loadGame(f, id)
	if err != nil {
		return err
	}
	if format == "json" {
		return f.PrintJSON(newExportDoc(id, g))
	}
	w := csv.NewWriter(f.IO.Out)
	_ = w.Write([]string{"game", "round", "kodiak", "seat", "player", "role", "cards",
		"cards_sum", "hairballs_in", "hairballs_out", "catches", "points", "total"})
	for i, line := range scoring.History(g) {
		for seat, p := range line.Points {
			cards := make([]string, 0, len(g.Rounds[i].Players[seat].Cards))
			for _, c := range g.Rounds[i].Players[seat].Cards {
				cards = append(cards, c.String())
			}
			_ = w.Write([]string{
				csvSafe(id), strconv.Itoa(line.Number), csvSafe(line.Kodiak), strconv.Itoa(seat + 1), csvSafe(p.Name), string(p.Role),
				strings.Join(cards, " "), strconv.Itoa(p.CardsSum), strconv.Itoa(p.HairballsIn),
				strconv.Itoa(p.HairballsOut), strconv.Itoa(p.Catches), strconv.Itoa(p.Total),
				strconv.Itoa(line.Running[seat].Total),
			})
		}
	}
	w.Flush()
	return w.Error()
}

// csvSafe is every text cell of the CSV export that names a player or the
// game: a spreadsheet must not read it as a formula, and a control character
// (only a save changed behind schiri's back holds one) is made visible, as
// the export is often read on the terminal.
func csvSafe(s string) string {
	s = safetext.Escape(s)
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}
