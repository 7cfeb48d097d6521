package codenames

import (
	"context"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/spf13/cobra"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/safetext"
	tc "codeberg.org/schiri/schiri/internal/table/codenames"
	cn "codeberg.org/schiri/schiri/referee/codenames"
)

// BoardOptions are the inputs of `codenames board`.
type BoardOptions struct {
	F     *cli.Factory
	Game  string
	Watch bool
	// Poll is how often --watch looks for a change (tests shorten it).
	Poll time.Duration
}

func newBoardCmd(f *cli.Factory, runF func(*BoardOptions) error) *cobra.Command {
	opts := &BoardOptions{F: f, Poll: 300 * time.Millisecond}
	c := &cobra.Command{
		Use:     "board",
		Short:   "codenames.help.board.short",
		Long:    "codenames.help.board.long",
		Example: "codenames.help.board.example",
		Args:    cli.NoArgs,
		RunE:    func(*cobra.Command, []string) error { return cli.RunOr(runF, RunBoard, opts) },
	}
	gameFlag(c, &opts.Game)
	c.Flags().BoolVar(&opts.Watch, "watch", false, "codenames.help.flag.watch")
	return c
}

// boardID is a game's ID as the guessers may see it (tc.BoardID).
var boardID = tc.BoardID

// RunBoard shows the guessers' view of a game for a screen everyone sees:
// the words in large type, uncovered cards in their colour and with their
// letter, whose turn it is and the clue, never the key. With --watch it
// stays open and shows every change made anywhere (another terminal, a
// phone through schiri serve) until Ctrl-C; without --game it follows the
// most recent game, so a new game shows up too.
func RunBoard(o *BoardOptions) error {
	f := o.F
	show := func() (string, error) {
		id, g, err := load(f, o.Game)
		if err != nil {
			return "", err
		}
		if f.JSON() {
			return "", f.PrintJSON(boardDoc(id, g))
		}
		return boardText(f, id, g, f.IO.TerminalWidth()), nil
	}
	text, err := show()
	if err != nil || f.JSON() {
		return err
	}
	clear := ""
	if f.IO.StdoutTTY {
		clear = "\x1b[H\x1b[2J"
	}
	if err := f.Print(clear + text); err != nil || !o.Watch {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	tick := time.NewTicker(o.Poll)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil // Ctrl-C ends the watch, not the evening
		case <-tick.C:
		}
		next, err := show()
		if err != nil {
			return err
		}
		if next != text {
			text = next
			if err := f.Print(clear + text); err != nil {
				return err
			}
		}
	}
}

// boardText renders the board for a shared screen: one box per card, the
// word in capitals, as wide as the terminal allows; an uncovered card is
// filled with its team's colour and names its letter in the box's top edge
// (so it reads without colour too). Nothing shows a covered card's colour.
func boardText(f *cli.Factory, id string, g *cn.Game, width int) string {
	st, t, r := newStyles(f), f.Theme(), f.Renderer()
	s := g.Setup()
	inner := max(4, (width-(s.Cols-1))/s.Cols-4) // box: border, space, word, space, border
	longest := 0
	for _, w := range s.Words {
		longest = max(longest, lipgloss.Width(w))
	}
	if longest > 0 {
		inner = min(inner, max(longest, 6))
	} else {
		inner = min(inner, 6)
	}
	var b strings.Builder
	b.WriteString(st.title.Render(titleText(f, boardID(id, g), g)) + "\n\n")
	for row := 0; row < s.Rows; row++ {
		boxes := make([]string, 0, 2*s.Cols)
		for col := 0; col < s.Cols; col++ {
			i := row*s.Cols + col
			word := ""
			if s.Words != nil {
				word = strings.ToUpper(safetext.Escape(s.Words[i]))
			} else {
				word = itoa(row+1) + "," + itoa(col+1)
			}
			word = fit(word, inner)
			box := r.NewStyle().Border(lipgloss.RoundedBorder()).Padding(0, 1).Width(inner + 2).Align(lipgloss.Center)
			letter := ""
			if g.Revealed(i) {
				team := s.Grid[i].String() // the theme names teams as the cards do
				fill := t.Fill[team]
				box = box.Background(fill.GetBackground()).Foreground(fill.GetForeground()).
					BorderForeground(t.Ink[team].GetForeground()).Bold(true)
				word = strings.ToLower(word)
				letter = string(s.Grid[i].Letter())
			} else {
				box = box.Bold(true)
			}
			rendered := box.Render(word)
			if letter != "" {
				rendered = markTop(rendered, letter)
			}
			if col > 0 {
				boxes = append(boxes, " ")
			}
			boxes = append(boxes, rendered)
		}
		line := lipgloss.JoinHorizontal(lipgloss.Top, boxes...)
		if !f.Color() {
			var trimmed []string
			for _, l := range strings.Split(line, "\n") {
				trimmed = append(trimmed, strings.TrimRight(l, " "))
			}
			line = strings.Join(trimmed, "\n")
		}
		b.WriteString(line + "\n")
	}
	b.WriteString("\n" + turnText(f, st, g))
	return b.String()
}

// fit shortens a word to n cells, ending it with "…" when it is cut.
func fit(word string, n int) string {
	if lipgloss.Width(word) <= n {
		return word
	}
	rs := []rune(word)
	for len(rs) > 0 && lipgloss.Width(string(rs))+1 > n {
		rs = rs[:len(rs)-1]
	}
	return string(rs) + "…"
}

// markTop writes " L " into the top edge of a rendered box, after its
// corner: the card's letter, readable without colour.
func markTop(box, letter string) string {
	lines := strings.SplitN(box, "\n", 2)
	top := lines[0]
	i := strings.Index(top, "─")
	if i < 0 {
		return box
	}
	j := i + len("─")*3 // replace three edge cells by " L "
	if j > len(top) {
		return box
	}
	lines[0] = top[:i] + " " + letter + " " + top[j:]
	return strings.Join(lines, "\n")
}
