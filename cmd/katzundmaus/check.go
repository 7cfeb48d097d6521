package katzundmaus

import (
	"fmt"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	km "codeberg.org/schiri/schiri/referee/katzundmaus"
	"codeberg.org/schiri/schiri/rules"
	"github.com/spf13/cobra"
)

// CheckOptions are the inputs of `katzundmaus check POSITION MOVE…`.
type CheckOptions struct {
	F        *cli.Factory
	Position string   // the position file, "-" for stdin
	Moves    []string // the moves; one argument may hold several
}

func newCheckCmd(f *cli.Factory, runF func(*CheckOptions) error) *cobra.Command {
	opts := &CheckOptions{F: f}
	return &cobra.Command{
		Use:     "check POSITION [MOVE…]",
		Short:   "katzundmaus.help.check.short",
		Long:    "katzundmaus.help.check.long",
		Example: "katzundmaus.help.check.example",
		Args:    cli.MinimumNArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Position, opts.Moves = args[0], args[1:]
			return cli.RunOr(runF, RunCheck, opts)
		},
	}
}

type moveErrorJSON struct {
	Move    *string `json:"move"`
	Index   int     `json:"index"`
	Reason  string  `json:"reason"`
	Message string  `json:"message"`
}

type problemJSON struct {
	Reason  string `json:"reason"`
	Message string `json:"message"`
}

type checkJSON struct {
	Legal    bool           `json:"legal"`
	Applied  int            `json:"applied"`
	Error    *moveErrorJSON `json:"error"`
	TurnOver bool           `json:"turn_over"`
	Winner   *string        `json:"winner"`
	Position *km.Game       `json:"position"`
	Problems []problemJSON  `json:"problems,omitempty"`
}

// RunCheck applies the moves to the position in order and reports the first
// illegal one (exit 1), or that all are legal, with the position after them.
func RunCheck(o *CheckOptions) error {
	f := o.F
	g, err := readPosition(f, o.Position)
	if err != nil {
		return err
	}
	moves, tokens, err := parseMoves(f, o.Moves)
	if err != nil {
		return err
	}
	res := km.Check(g, moves)
	if v := res.Verdict; v != nil && v.Rule == km.RulePositionUnknown {
		return unknownError(f, v, res.Applied+1, tokens[res.Applied])
	}
	end := res.Game
	if f.JSON() {
		doc := checkJSON{Legal: res.Verdict == nil, Applied: res.Applied, TurnOver: end.TurnEnded(),
			Winner: winner(end), Position: end}
		if v := res.Verdict; v != nil {
			move := moves[res.Applied].String()
			doc.Error = &moveErrorJSON{Move: &move, Index: res.Applied + 1, Reason: string(v.Rule), Message: f.VerdictMessage(v)}
		}
		if err := f.PrintJSON(doc); err != nil {
			return err
		}
	} else {
		s := newStyles(f)
		var b strings.Builder
		switch {
		case res.Verdict != nil:
			b.WriteString(s.bad.Render(f.T("katzundmaus.check.illegal", "Index", res.Applied+1, "Move", tokens[res.Applied])))
			b.WriteString(" " + f.VerdictText(res.Verdict) + "\n")
		case len(moves) == 0:
			b.WriteString(s.good.Render(f.T("katzundmaus.check.none")) + "\n")
		default:
			b.WriteString(s.good.Render(f.T("katzundmaus.check.legal", "Count", len(moves))) + "\n")
		}
		if res.Applied > 0 {
			b.WriteString(f.T("katzundmaus.check.after", "Count", res.Applied))
			if end.TurnEnded() && !end.Over() {
				b.WriteString(" " + f.T("katzundmaus.check.turn_over"))
			}
			b.WriteString("\n")
		}
		b.WriteString("\n" + picture(f, end, only(end.Turn())))
		if _, err := fmt.Fprint(f.IO.Out, b.String()); err != nil {
			return err
		}
	}
	if res.Verdict != nil {
		return cli.ErrVerdict
	}
	return nil
}

// unknownError: a move needs a card the position does not show. SPEC makes
// this an input error (exit 2) that still cites katzundmaus.position.unknown.
func unknownError(f *cli.Factory, v *rules.Verdict, index int, token string) error {
	return cli.NewInputError("katzundmaus.error.unknown", "Index", index, "Move", token,
		"Message", f.VerdictMessage(v), "Rule", string(v.Rule)).At("", 0, token).Cites(string(v.Rule))
}

// printInvalid reports a position that cannot occur (exit 1).
func printInvalid(f *cli.Factory, inv *km.InvalidPosition) error {
	if f.JSON() {
		doc := checkJSON{Error: &moveErrorJSON{Reason: string(km.RulePositionInvalid)}}
		for _, p := range inv.Errors {
			doc.Problems = append(doc.Problems, problemJSON{Reason: string(p.Rule), Message: f.VerdictMessage(p)})
		}
		doc.Error.Message = doc.Problems[0].Message
		if err := f.PrintJSON(doc); err != nil {
			return err
		}
		return cli.ErrVerdict
	}
	s := newStyles(f)
	var b strings.Builder
	b.WriteString(s.bad.Render(f.T("katzundmaus.check.invalid")) + "\n")
	for _, p := range inv.Errors {
		b.WriteString("  - " + f.VerdictText(p) + "\n")
	}
	if _, err := fmt.Fprint(f.IO.Out, b.String()); err != nil {
		return err
	}
	return cli.ErrVerdict
}
