// Package codenames implements `schiri codenames`: key grids for the
// spymasters (`key`) and a referee for games saved in the data dir (`new`,
// `clue`, `guess`, `pass`, `status`, `undo`).
package codenames

import (
	crand "crypto/rand"
	"encoding/binary"
	"fmt"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	tc "codeberg.org/schiri/schiri/internal/table/codenames"
	cn "codeberg.org/schiri/schiri/referee/codenames"
	"codeberg.org/schiri/schiri/rules"
	"github.com/spf13/cobra"
)

// kind is the store kind of saved Codenames games.
const kind = tc.Kind

// NewCmd returns `schiri codenames` and its subcommands.
func NewCmd(f *cli.Factory) *cobra.Command {
	c := &cobra.Command{
		Use:   "codenames",
		Short: "codenames.help.short",
		Long:  "codenames.help.long",
		Args:  cli.NoArgs,
		RunE:  func(c *cobra.Command, _ []string) error { return c.Help() },
	}
	c.AddCommand(newKeyCmd(f, nil), newNewCmd(f, nil), newClueCmd(f, nil), newGuessCmd(f, nil), newPassCmd(f, nil),
		newStatusCmd(f, nil), newBoardCmd(f, nil), newUndoCmd(f, nil), newListCmd(f, nil))
	return c
}

// boardFlags are the flags that choose a board: key and new share them.
type boardFlags struct {
	Seed      string // the key code: the grid, the spymasters' secret
	BoardCode string // the public board code: the words
	Size      string
	Starts    string
	Words     string
}

func (b *boardFlags) add(c *cobra.Command, wordsUsage string) {
	fl := c.Flags()
	fl.StringVar(&b.Seed, "seed", "", "codenames.help.flag.seed")
	fl.StringVar(&b.BoardCode, "board-code", "", "codenames.help.flag.board_code")
	fl.StringVar(&b.Size, "size", "5x5", "codenames.help.flag.size")
	fl.StringVar(&b.Starts, "starts", "", "codenames.help.flag.starts")
	fl.StringVar(&b.Words, "words", "", wordsUsage)
}

// board is what boardFlags resolve to. Lang is "" for --words none.
type board struct {
	Code   cn.KeyCode // the key code
	Board  cn.Code    // the board code
	Size   cn.Size
	Starts cn.Team
	Lang   cn.Lang
}

// freshCode draws a new board code. Each code gets its own seed from the
// operating system's secure source, so the key code (cn.NewKeyCode, from
// the same source) and the board code are independent: no board code, nor
// the time a game was made, leads to the key code.
func freshCode(f *cli.Factory) cn.Code {
	var b [8]byte
	_, _ = crand.Read(b[:]) // never fails on a supported system (Go 1.24+)
	return cn.RandomCodeFrom(f.Rand(binary.LittleEndian.Uint64(b[:])))
}

// resolve parses the flags; a bad code, size, team or language is an input
// error naming the flag and its value.
func (b *boardFlags) resolve(f *cli.Factory, allowNone bool) (board, error) {
	var out board
	var err error
	if strings.TrimSpace(b.Seed) == "" {
		out.Code = cn.NewKeyCode()
	} else if out.Code, err = cn.ParseKeyCode(b.Seed); err != nil {
		return out, cli.FromParseError(err, "", "Flag", "--seed")
	}
	if strings.TrimSpace(b.BoardCode) == "" {
		out.Board = freshCode(f)
	} else if out.Board, err = cn.ParseCode(b.BoardCode); err != nil {
		return out, cli.FromParseError(err, "", "Flag", "--board-code")
	}
	if out.Size, err = cn.ParseSize(b.Size); err != nil {
		return out, cli.FromParseError(err, "", "Flag", "--size")
	}
	if b.Starts != "" {
		if out.Starts, err = cn.ParseTeam(b.Starts); err != nil {
			return out, cli.FromParseError(err, "", "Flag", "--starts")
		}
	}
	words := b.Words
	if words == "" {
		words = f.Lang()
	}
	if allowNone && strings.EqualFold(strings.TrimSpace(words), "none") {
		return out, nil
	}
	if out.Lang, err = cn.ParseLang(words); err != nil {
		key := "codenames.err.lang"
		if allowNone {
			key = "codenames.err.lang_none"
		}
		return out, cli.NewInputError(key, "Token", words, "Flag", "--words").At("", 0, words)
	}
	return out, nil
}

// warnLegacy warns on stderr, in text and JSON mode alike (stdout keeps
// SPEC §3's document), that a key made with a 6-character code can be
// found from the board (ruling C2, fourth edition).
func warnLegacy(f *cli.Factory, c cn.KeyCode) {
	if c.Legacy() {
		msg := "! " + f.T("core.warning") + ": " + f.T("codenames.warn.legacy_code", "Code", c.Printed())
		fmt.Fprintln(f.IO.ErrOut, cli.WrapFor(f.IO.ErrOut, msg)) // at words on a terminal
	}
}

// localArgs replaces teams and cards in message arguments by their names in
// the user's language.
func localArgs(f *cli.Factory, args map[string]any) map[string]any {
	out := make(map[string]any, len(args))
	for k, v := range args {
		switch t := v.(type) {
		case cn.Team:
			out[k] = teamName(f, t)
		case cn.Card:
			out[k] = cardName(f, t)
		default:
			out[k] = v
		}
	}
	return out
}

// localVerdict is v with its arguments localized.
func localVerdict(f *cli.Factory, v *rules.Verdict) *rules.Verdict {
	c := *v
	c.Args = localArgs(f, v.Args)
	return &c
}

func teamName(f *cli.Factory, t cn.Team) string { return f.T("codenames.team." + t.String()) }

func cardName(f *cli.Factory, c cn.Card) string { return f.T("codenames.card." + c.String()) }
