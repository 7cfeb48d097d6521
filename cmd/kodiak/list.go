package kodiak

import (
	"fmt"

	"codeberg.org/schiri/schiri/internal/cli"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	"github.com/spf13/cobra"
)

// ListOptions are the inputs of `kodiak list`.
type ListOptions struct{ F *cli.Factory }

func newListCmd(f *cli.Factory, runF func(*ListOptions) error) *cobra.Command {
	opts := &ListOptions{F: f}
	return &cobra.Command{
		Use:   "list",
		Short: "kodiak.help.list.short",
		Args:  cli.NoArgs,
		RunE:  func(*cobra.Command, []string) error { return cli.RunOr(runF, RunList, opts) },
	}
}

// RunList prints the saved Kodiak games, most recently changed first. A
// damaged game file is reported on stderr and skipped, so the others can
// still be seen.
func RunList(o *ListOptions) error {
	f := o.F
	infos, err := svc(f).List(kind)
	if err != nil {
		return err
	}
	entries := []listEntry{}
	var games []*referee.Game
	damaged := 0
	for _, info := range infos {
		g, err := loadGame(f, info.ID)
		if err != nil {
			fmt.Fprintf(f.IO.ErrOut, "schiri: %s\n", f.T("kodiak.list.damaged", "Game", info.ID, "File", info.Path))
			damaged++
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
	if len(entries) == 0 && damaged > 0 {
		// not "no saved games yet": there are, and none can be read
		return f.Print(f.T("kodiak.list.only_damaged", "Count", damaged) + "\n")
	}
	return f.Print(renderList(f, entries, games))
}
