package codenames

import (
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/qrcode"
	tc "codeberg.org/schiri/schiri/internal/table/codenames"
	cn "codeberg.org/schiri/schiri/referee/codenames"
	"github.com/spf13/cobra"
)

// KeyOptions are the inputs of `codenames key`.
type KeyOptions struct {
	F *cli.Factory
	boardFlags
	QR bool
}

func newKeyCmd(f *cli.Factory, runF func(*KeyOptions) error) *cobra.Command {
	opts := &KeyOptions{F: f}
	c := &cobra.Command{
		Use:     "key",
		Short:   "codenames.help.key.short",
		Long:    "codenames.help.key.long",
		Example: "codenames.help.key.example",
		Args:    cli.NoArgs,
		RunE:    func(*cobra.Command, []string) error { return cli.RunOr(runF, RunKey, opts) },
	}
	opts.add(c, "codenames.help.flag.words_key")
	c.Flags().BoolVar(&opts.QR, "qr", false, "codenames.help.flag.qr")
	return c
}

// countsJSON are a grid's card counts by colour.
type countsJSON struct {
	Red      int `json:"red"`
	Blue     int `json:"blue"`
	Neutral  int `json:"neutral"`
	Assassin int `json:"assassin"`
}

// keyJSON is SPEC §3's `key --json` document.
type keyJSON struct {
	Seed      string      `json:"seed"`
	BoardCode *string     `json:"board_code"` // null without words
	Rows      int         `json:"rows"`
	Cols      int         `json:"cols"`
	Starts    cn.Team     `json:"starts"`
	Counts    countsJSON  `json:"counts"`
	Grid      [][]cn.Card `json:"grid"`
	Words     [][]string  `json:"words"`
}

func countsOf(starts cn.Team, c cn.Counts) countsJSON {
	out := countsJSON{Neutral: c.Neutral, Assassin: c.Assassin}
	if starts == cn.Red {
		out.Red, out.Blue = c.Starter, c.Other
	} else {
		out.Red, out.Blue = c.Other, c.Starter
	}
	return out
}

// RunKey prints a key grid (rulings C1, C2).
func RunKey(o *KeyOptions) error {
	f := o.F
	b, err := o.resolve(f, true)
	if err != nil {
		return err
	}
	warnLegacy(f, b.Code)
	k := cn.NewKey(b.Code, b.Size, b.Starts)
	var words []string
	var boardCode *string
	if b.Lang != "" {
		words = cn.PickWords(b.Board, b.Size, b.Lang)
		bc := b.Board.String()
		boardCode = &bc
	}
	if f.JSON() {
		return f.PrintJSON(keyJSON{
			Seed: k.Code.String(), BoardCode: boardCode, Rows: k.Size.Rows, Cols: k.Size.Cols, Starts: k.Starts,
			Counts: countsOf(k.Starts, k.Counts),
			Grid:   tc.RowsOf(k.Cards, k.Size.Cols), Words: tc.RowsOf(words, k.Size.Cols),
		})
	}
	if o.QR {
		title := f.T("codenames.key.title", "Code", k.Code.Printed(), "Size", sizeText(k.Size), "Team", teamName(f, k.Starts))
		return printKeyQR(f, k, words, title, f.T("codenames.key.again", "Command", shareCommand(k, b)+" --qr"))
	}
	st := newStyles(f)
	var sb strings.Builder
	sb.WriteString(st.title.Render(f.T("codenames.key.title", "Code", k.Code.Printed(), "Size", sizeText(k.Size),
		"Team", teamName(f, k.Starts))) + "\n\n")
	cells := make([]cell, len(k.Cards))
	for i, c := range k.Cards {
		cells[i] = cell{card: c, shown: true}
		if words != nil {
			cells[i].word = words[i]
		}
	}
	sb.WriteString(st.grid(cells, k.Size.Cols))
	sb.WriteString("\n" + legend(f, k.Starts, countsOf(k.Starts, k.Counts)) + "\n")
	if words != nil {
		sb.WriteString(f.T("codenames.key.board_code", "Board", b.Board.String()) + "\n")
	}
	sb.WriteString(st.dim.Render(f.T("codenames.key.again", "Command", shareCommand(k, b))) + "\n")
	return f.Print(sb.String()) // wrapped at words on a terminal
}

func sizeText(s cn.Size) string { return s.String() }

// shareCommand is the command line that prints exactly this key and these
// words again, on any machine and in any language: both codes, the size,
// the starting team when it is not the key code's own, and the word list
// always (its default is the user's language, which may differ over there).
func shareCommand(k cn.Key, b board) string {
	s := "schiri codenames key --seed " + k.Code.Printed()
	if b.Lang != "" {
		s += " --board-code " + b.Board.String()
	}
	s += " --size " + k.Size.String()
	if k.Starts != k.Own {
		s += " --starts " + k.Starts.String()
	}
	if b.Lang == "" {
		return s + " --words none"
	}
	return s + " --words " + string(b.Lang)
}

// legend explains the letters: "R red 9 (starts) · B blue 8 · …".
func legend(f *cli.Factory, starts cn.Team, c countsJSON) string {
	part := func(card cn.Card, n int) string {
		s := string(card.Letter()) + " " + f.T("codenames.legend."+card.String()) + " " + itoa(n)
		if card.Team() == starts {
			s += " " + f.T("codenames.key.starts_mark")
		}
		return s
	}
	return strings.Join([]string{
		part(cn.CardRed, c.Red), part(cn.CardBlue, c.Blue),
		part(cn.CardNeutral, c.Neutral), part(cn.CardAssassin, c.Assassin),
	}, " · ")
}

// keyText is the key as plain text, as the QR code holds it: the title, a
// line per row ("R Teddy | B Gras | …", or only the letters without
// words) and the legend. Any phone camera shows it, no network needed.
func keyText(f *cli.Factory, k cn.Key, words []string) string {
	var b strings.Builder
	if words != nil {
		b.WriteString(f.T("codenames.key.title", "Code", k.Code.Printed(), "Size", sizeText(k.Size),
			"Team", teamName(f, k.Starts)) + "\n")
	} else {
		b.WriteString(k.Code.Printed() + " " + k.Size.String() + "\n")
	}
	for r := 0; r < k.Size.Rows; r++ {
		cells := make([]string, k.Size.Cols)
		for c := range cells {
			i := r*k.Size.Cols + c
			cells[c] = string(k.Cards[i].Letter())
			if words != nil {
				cells[c] += " " + words[i]
			}
		}
		sep := " "
		if words != nil {
			sep = " | "
		}
		b.WriteString(strings.Join(cells, sep) + "\n")
	}
	if words == nil { // the small code for a small terminal: names, no counts
		names := make([]string, 0, 4)
		for _, c := range []cn.Card{cn.CardRed, cn.CardBlue, cn.CardNeutral, cn.CardAssassin} {
			names = append(names, string(c.Letter())+"="+f.T("codenames.legend."+c.String()))
		}
		b.WriteString(strings.Join(names, " "))
		return b.String()
	}
	b.WriteString(legend(f, k.Starts, countsOf(k.Starts, k.Counts)))
	return b.String()
}

// printKeyQR prints the key as a QR code for the spymaster to scan
// privately, under the command that shows it again. When the words make
// the code larger than the terminal (it must be seen whole to be scanned),
// the code holds the letters only (positions are enough to read the key at
// the table), and says so.
func printKeyQR(f *cli.Factory, k cn.Key, words []string, title, again string) error {
	st := newStyles(f)
	width, height, sized := f.IO.TerminalSize()
	if !sized {
		width, height = 80, 1000 // not a terminal: only the width is a limit
	}
	if f.Menu != nil && sized {
		// the menu draws its actions under the code: leave them room, or
		// the code's top scrolls away before a spymaster can scan it
		height -= len(Menu().Actions) + menuLines
	}
	code := qrcode.Text(keyText(f, k, words))
	note := ""
	tooBig := func(code string) bool {
		return code == "" || qrWidth(code) > width || strings.Count(code, "\n")+1 > height
	}
	if words != nil && tooBig(code) {
		code = qrcode.Text(keyText(f, k, nil))
		note = f.T("codenames.key.qr_letters_only")
	}
	if code == "" {
		return cli.NewInputError("codenames.key.qr_too_big", "Size", k.Size.String())
	}
	var sb strings.Builder
	sb.WriteString(st.title.Render(title) + "\n")
	sb.WriteString(f.T("codenames.key.qr_hint") + "\n")
	if note != "" {
		sb.WriteString(st.dim.Render(note) + "\n")
	}
	sb.WriteString(st.dim.Render(again) + "\n")
	if f.Color() { // light modules on a dark terminal: draw the code's own colours
		code = qrColours(code)
	}
	sb.WriteString(code) // last: the terminal shows it whole at its bottom
	return f.Print(sb.String())
}

// menuLines are the lines the menu draws around its actions (title, Esc
// hint, blank line, key help, and the prompt's own line).
const menuLines = 5

// qrWidth is how many columns a QR code drawn by qrcode.Text takes.
func qrWidth(code string) int {
	line, _, _ := strings.Cut(code, "\n")
	return len([]rune(line))
}

// qrColours paints every line of a QR code black on white, whatever the
// terminal's own colours: the code then reads on light and dark themes.
func qrColours(code string) string {
	lines := strings.Split(strings.TrimSuffix(code, "\n"), "\n")
	for i, l := range lines {
		lines[i] = "\x1b[97;40m" + l + "\x1b[0m"
	}
	return strings.Join(lines, "\n") + "\n"
}

// keyOf is the key of a saved game, as its setup keeps it: no derivation
// (ruling C2: a saved game never derives its grid again).
func keyOf(s cn.Setup) cn.Key {
	size := cn.Size{Rows: s.Rows, Cols: s.Cols}
	return cn.Key{Code: s.Seed, Size: size, Starts: s.Starts, Own: s.Starts, Counts: cn.CountsFor(size), Cards: s.Grid}
}

// printGameKeyQR prints the key of saved game id as a QR code for the
// spymasters, as `key --qr` prints a dealt one. The screen shows the game,
// not the key code: a QR code is for a screen the guessers may see (the
// code holds the key code, for the spymaster's phone).
func printGameKeyQR(f *cli.Factory, id string, g *cn.Game) error {
	s := g.Setup()
	title := f.T("codenames.key.title_game", "Game", tc.BoardID(id, g), "Size", g.Size().String(), "Team", teamName(f, s.Starts))
	return printKeyQR(f, keyOf(s), s.Words, title, f.T("codenames.key.again_game", "Command", "schiri codenames status --game "+id+" --qr"))
}
