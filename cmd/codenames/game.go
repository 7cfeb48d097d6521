package codenames

import (
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	tc "codeberg.org/schiri/schiri/internal/table/codenames"
	cn "codeberg.org/schiri/schiri/referee/codenames"
	"codeberg.org/schiri/schiri/rules"
	"github.com/spf13/cobra"
)

// gameFlag adds --game to a command.
func gameFlag(c *cobra.Command, id *string) {
	c.Flags().StringVar(id, "game", "", "codenames.help.flag.game")
}

// pick is the saved game id names (the most recent one when id is "").
func pick(f *cli.Factory, id string) (string, error) { return svc(f).Store.Pick(kind, id) }

// load reads a saved game (the most recent one when id is "").
func load(f *cli.Factory, id string) (string, *cn.Game, error) {
	id, err := pick(f, id)
	if err != nil {
		return "", nil, err
	}
	g, err := tc.Load(svc(f), id)
	return id, g, err
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
	shown := id
	if !withKey { // the key code is not asked for: an old ID hides it
		shown = tc.BoardID(id, g)
	}
	b.WriteString(st.title.Render(titleText(f, shown, g)) + "\n")
	if withKey {
		b.WriteString(f.T("codenames.status.key_code", "Code", s.Seed.Printed()) + "\n")
	}
	b.WriteString("\n")
	cells := make([]cell, len(s.Grid))
	for i, c := range s.Grid {
		open := g.Revealed(i)
		cells[i] = cell{card: c, word: s.Words[i], shown: open || withKey, covered: !open}
	}
	b.WriteString(st.grid(cells, s.Cols) + "\n")
	b.WriteString(turnText(f, st, g))
	if withKey && !g.Over() {
		b.WriteString(st.dim.Render(f.T("codenames.status.key_legend")) + "\n")
	}
	return b.String()
}

// titleText is the heading every view of a game shows: its ID, the public
// board code (none for a game saved before the third edition) and the size
// — never the key code.
func titleText(f *cli.Factory, id string, g *cn.Game) string {
	if bc := g.Setup().BoardCode; bc != nil {
		return f.T("codenames.status.title", "Game", id, "Board", bc.String(), "Size", g.Size().String())
	}
	return f.T("codenames.status.title_nocode", "Game", id, "Size", g.Size().String())
}

// turnText is what the status says under the grid: the cards still
// covered, and the winner or whose turn it is with the clue, the guesses
// left and the plus-one.
func turnText(f *cli.Factory, st styles, g *cn.Game) string {
	var b strings.Builder
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
	return b.String()
}
