package codenames

import (
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	tc "codeberg.org/schiri/schiri/internal/table/codenames"
	cn "codeberg.org/schiri/schiri/referee/codenames"
	"github.com/spf13/cobra"
)

// ListOptions are the inputs of `codenames list`.
type ListOptions struct{ F *cli.Factory }

func newListCmd(f *cli.Factory, runF func(*ListOptions) error) *cobra.Command {
	opts := &ListOptions{F: f}
	return &cobra.Command{
		Use:   "list",
		Short: "codenames.help.list.short",
		Args:  cli.NoArgs,
		RunE:  func(*cobra.Command, []string) error { return cli.RunOr(runF, RunList, opts) },
	}
}

// listEntry is one saved game in `list --json`. It never holds the key
// code (ruling C2, fourth edition): a list is no place a key is asked for,
// and the ID of a game saved before the third edition shows its code's
// place blanked (tc.BoardID).
type listEntry struct {
	Game      string   `json:"game"`
	BoardCode *cn.Code `json:"board_code"`
	Rows      int      `json:"rows"`
	Cols      int      `json:"cols"`
	Turn      *cn.Team `json:"turn"`
	Winner    *cn.Team `json:"winner"`
	Finished  bool     `json:"finished"`
}

// RunList lists the saved Codenames games, most recent first. A game that
// cannot be read is left out.
func RunList(o *ListOptions) error {
	f := o.F
	infos, err := svc(f).List(kind)
	if err != nil {
		return err
	}
	games := []listEntry{}
	for _, in := range infos {
		g, err := tc.Load(svc(f), in.ID)
		if err != nil {
			continue
		}
		doc := gameDoc(in.ID, g)
		games = append(games, listEntry{Game: tc.BoardID(in.ID, g), BoardCode: doc.BoardCode, Rows: g.Setup().Rows, Cols: g.Setup().Cols,
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
		size := cn.Size{Rows: e.Rows, Cols: e.Cols}.String()
		if e.BoardCode == nil { // saved before the third edition: no public code
			b.WriteString(f.T("codenames.list.line_nocode", "Game", e.Game, "Size", size, "State", state) + "\n")
			continue
		}
		b.WriteString(f.T("codenames.list.line", "Game", e.Game, "Board", e.BoardCode.String(),
			"Size", size, "State", state) + "\n")
	}
	_, err = f.IO.Out.Write([]byte(b.String()))
	return err
}
