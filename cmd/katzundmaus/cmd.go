// Package katzundmaus implements `schiri katzundmaus`: check moves on a
// position, list the legal moves, deal, replay a record, and play against the
// built-in bot. The game itself is referee/katzundmaus; these commands read
// input, ask the referee and render its answers.
package katzundmaus

import (
	"bytes"
	"errors"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	km "codeberg.org/schiri/schiri/referee/katzundmaus"
	"github.com/spf13/cobra"
)

// NewCmd returns `schiri katzundmaus` and its subcommands.
func NewCmd(f *cli.Factory) *cobra.Command {
	c := &cobra.Command{
		Use:   "katzundmaus",
		Short: "katzundmaus.help.short",
		Args:  cli.NoArgs,
		RunE:  func(c *cobra.Command, _ []string) error { return c.Help() },
	}
	c.AddCommand(newCheckCmd(f, nil), newMovesCmd(f, nil), newDealCmd(f, nil), newReplayCmd(f, nil), newPlayCmd(f, nil),
		newHintCmd(f, nil), newReviewCmd(f, nil))
	return c
}

// readPosition reads and parses a position file ("-" is stdin). An
// impossible position is reported here (printInvalid: every problem, exit 1)
// for check, moves and hint alike.
func readPosition(f *cli.Factory, path string) (*km.Game, error) {
	data, err := f.ReadInput(path)
	if err != nil {
		return nil, err
	}
	g, err := km.ParsePosition(bytes.NewReader(data))
	if err != nil {
		err = cli.FromParseError(err, path)
		var inv *km.InvalidPosition
		if errors.As(err, &inv) {
			return nil, printInvalid(f, inv)
		}
		return nil, err
	}
	return g, nil
}

// readRecord reads and parses a game record ("-" is stdin).
func readRecord(f *cli.Factory, path string) (*km.Record, error) {
	data, err := f.ReadInput(path)
	if err != nil {
		return nil, err
	}
	rec, err := km.ParseRecord(bytes.NewReader(data))
	if err != nil {
		return nil, cli.FromParseError(err, path)
	}
	return rec, nil
}

// parseMoves reads moves given as arguments; an argument may hold several
// moves separated by spaces. A bad move is an input error naming it and its
// 1-based number.
func parseMoves(f *cli.Factory, args []string) ([]km.Move, []string, error) {
	var moves []km.Move
	var tokens []string
	for _, a := range args {
		for _, tok := range strings.Fields(a) {
			m, err := km.ParseMove(tok)
			if err != nil {
				var pe *km.ParseError
				if !errors.As(err, &pe) {
					return nil, nil, err
				}
				msg := f.ParseMessage(pe)
				return nil, nil, cli.NewInputError("katzundmaus.error.move", "Index", len(moves)+1, "Message", msg).At("", 0, tok)
			}
			moves = append(moves, m)
			tokens = append(tokens, tok)
		}
	}
	return moves, tokens, nil
}

// winner is the JSON "winner": null while the game runs.
func winner(g *km.Game) *string {
	if !g.Over() {
		return nil
	}
	s := g.Result().String()
	return &s
}

// result is the sentence for a finished game, citing the clause that decided it.
func result(f *cli.Factory, g *km.Game) string {
	a, b := g.StockCount(km.A), g.StockCount(km.B)
	var s string
	switch {
	case g.Result() == km.Drawn:
		s = f.T("katzundmaus.result.draw", "Count", a)
	case g.EndRule() == km.RuleEndStockEmpty:
		s = f.T("katzundmaus.result.won_stock", "Winner", g.Result().String())
	default:
		w, l := a, b
		if g.Result() == km.WonByB {
			w, l = b, a
		}
		s = f.T("katzundmaus.result.won_talon", "Winner", g.Result().String(), "Count", w, "Other", l)
	}
	return s + " " + f.T("core.rule_ref", "Rule", g.EndRule())
}
