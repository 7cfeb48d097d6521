package instinkt

import (
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	ref "codeberg.org/schiri/schiri/referee/instinkt"
	"github.com/spf13/cobra"
)

// ReplayOptions are the inputs of `instinkt replay FILE`.
type ReplayOptions struct {
	F    *cli.Factory
	File string
}

func newReplayCmd(f *cli.Factory, runF func(*ReplayOptions) error) *cobra.Command {
	opts := &ReplayOptions{F: f}
	return &cobra.Command{
		Use:     "replay FILE",
		Short:   "instinkt.help.replay.short",
		Long:    "instinkt.help.replay.long",
		Example: "  schiri instinkt replay game.txt\n  schiri instinkt replay game.txt --json",
		Args:    cli.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			opts.File = args[0]
			return cli.RunOr(runF, RunReplay, opts)
		},
	}
}

type replayErrorJSON struct {
	Line    int    `json:"line"`
	Reason  string `json:"reason"`
	Message string `json:"message"`
}

type replayJSON struct {
	OK           bool             `json:"ok"`
	LinesApplied int              `json:"lines_applied"`
	Error        *replayErrorJSON `json:"error"`
	Layout       [][]string       `json:"layout"`
	Marker       *string          `json:"marker"`
	Finished     bool             `json:"finished"`
	Score        *scoreJSON       `json:"score"`
}

// RunReplay checks a game record line by line and stops at the first
// illegal line.
func RunReplay(o *ReplayOptions) error {
	f := o.F
	rec, err := readRecord(f, o.File)
	if err != nil {
		return err
	}
	res := ref.Replay(rec)
	g := res.Game
	final, finished := finalScore(g)
	if f.JSON() {
		out := replayJSON{OK: res.OK(), LinesApplied: res.Applied, Layout: layoutStrings(g.Board()), Finished: g.Over()}
		if res.MarkerSet {
			m := g.Marker().String()
			out.Marker = &m
		}
		if !res.OK() {
			out.Error = &replayErrorJSON{Line: res.Line, Reason: string(res.Verdict.Rule), Message: f.VerdictMessage(res.Verdict)}
		}
		if finished {
			out.Score = toScoreJSON(final)
		}
		if err := f.PrintJSON(out); err != nil {
			return err
		}
	} else {
		s := newStyles(f)
		var b strings.Builder
		if res.OK() {
			b.WriteString(s.good.Render(f.T("instinkt.replay.ok", "Count", res.Applied)) + "\n")
		} else {
			b.WriteString(s.bad.Render(f.T("instinkt.replay.illegal", "Line", res.Line)) + " " + f.VerdictText(res.Verdict) + "\n")
			b.WriteString(f.T("instinkt.replay.applied", "Count", res.Applied) + "\n")
		}
		b.WriteString(statusText(f, g, res.MarkerSet))
		if grid := s.boardGrid(g.Board(), nil); grid != "" {
			b.WriteString("\n" + grid)
		}
		if finished {
			b.WriteString("\n" + s.scoreGrid(final, topLeft(g.Board())) + "\n" + scoreText(f, s, final))
		}
		if err := f.Print(b.String()); err != nil {
			return err
		}
	}
	if !res.OK() {
		return cli.ErrVerdict
	}
	return nil
}

// statusText says where the game stands: over, or what is due next.
func statusText(f *cli.Factory, g *ref.Game, markerKnown bool) string {
	var b strings.Builder
	if markerKnown {
		b.WriteString(f.T("instinkt.status.marker", "Colour", f.T("instinkt.colour."+g.Marker().String())) + "\n")
	}
	switch g.Phase() {
	case ref.PhaseOver:
		b.WriteString(f.T("instinkt.status.over") + "\n")
	case ref.PhaseReveal:
		board := g.Board()
		b.WriteString(f.T("instinkt.status.reveal", "Count", board.Len()) + "\n")
	case ref.PhasePlace:
		b.WriteString(f.T("instinkt.status.place", "Card", g.Due().String()) + "\n")
	case ref.PhaseRaccoon:
		b.WriteString(f.T("instinkt.status.raccoon", "Card", g.Due().String()) + "\n")
	}
	return b.String()
}
