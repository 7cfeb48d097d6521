package instinkt

import (
	"errors"
	"math"
	"strconv"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	ti "codeberg.org/schiri/schiri/internal/table/instinkt"
	ref "codeberg.org/schiri/schiri/referee/instinkt"
	"codeberg.org/schiri/schiri/referee/instinkt/coach"
	"github.com/spf13/cobra"
)

// CoachSource is where a hint or a review reads the game: a record file or
// a saved game.
type CoachSource struct {
	File string
	Game string
}

// addCoachFlags adds --game, --playouts and --seed.
func addCoachFlags(c *cobra.Command, src *CoachSource, playouts *int, seed *uint64, def int) {
	c.Flags().StringVar(&src.Game, "game", "", "instinkt.help.flag.coach_game")
	c.Flags().IntVar(playouts, "playouts", def, "instinkt.help.flag.playouts")
	c.Flags().Uint64Var(seed, "seed", 1, "instinkt.help.flag.seed")
}

// record reads the game as a record: the file, or the saved game's record.
func (src CoachSource) record(f *cli.Factory) (*ref.Record, error) {
	switch {
	case src.File != "" && src.Game != "":
		return nil, cli.NewInputError("instinkt.coach.both_sources")
	case src.File != "":
		return readRecord(f, src.File)
	case src.Game != "":
		s, _, err := ti.Load(svc(f), src.Game)
		if err != nil {
			return nil, err
		}
		return ref.ParseRecord(strings.NewReader(s.RecordText()))
	}
	return nil, cli.NewInputError("instinkt.coach.no_source")
}

// replayed is the game of a record that replays to its end; a record with
// an illegal line is refused with the referee's verdict (exit 1).
func (src CoachSource) replayed(f *cli.Factory) (*ref.Record, *ref.Game, error) {
	rec, err := src.record(f)
	if err != nil {
		return nil, nil, err
	}
	res := ref.Replay(rec)
	if !res.OK() {
		msg := f.T("instinkt.coach.record_illegal", "Line", res.Line) + " " + f.VerdictText(res.Verdict)
		if f.JSON() {
			return nil, nil, cli.NewInputError("instinkt.coach.record_illegal_json", "Line", res.Line, "Message", f.VerdictMessage(res.Verdict)).Cites(string(res.Verdict.Rule))
		}
		_ = f.Print(msg + "\n")
		return nil, nil, cli.ErrVerdict
	}
	return rec, res.Game, nil
}

// checkPlayouts refuses a budget below 1.
func checkPlayouts(n int) error {
	if n < 1 {
		return cli.NewInputError("instinkt.coach.playouts", "Count", n).At("", 0, strconv.Itoa(n))
	}
	return nil
}

// refusal turns the engine's refusal into an input error (exit 2) in the
// user's language.
func refusal(f *cli.Factory, err error, as ref.Colour, given int) error {
	var r *coach.Refusal
	if !errors.As(err, &r) {
		return err
	}
	return cli.NewInputError("instinkt.coach.refuse."+r.Reason, "Card", cardText(f, r.Card), "Count", r.Count,
		"Given", given, "Colour", f.T("instinkt.colour."+as.String())).At("", 0, r.Card.String())
}

// choiceText is a choice in the user's words: "W7 on 0 1", "W10 row 0
// from left", "W11 on 1 0, then W7 to 1 -1"; "W9" for a reveal.
func choiceText(f *cli.Factory, c coach.Choice) string {
	card := cardText(f, c.Card)
	var place string
	switch {
	case c.Kind == coach.Reveal:
		return card
	case c.Kind == coach.Move:
		place = ""
	case c.Line.Axis != 0:
		place = f.T("instinkt.say.deer", "Card", card, "Line", lineText(f, c.Line))
	default:
		place = f.T("instinkt.say.place", "Card", card, "Row", c.At.Row, "Col", c.At.Col)
	}
	if !c.Card.IsRaccoon() {
		return place
	}
	move := f.T("instinkt.say.move_none")
	if c.Moved != ref.NoCard {
		move = f.T("instinkt.say.move", "Card", cardText(f, c.Moved), "Row", c.To.Row, "Col", c.To.Col)
	}
	if place == "" {
		return move
	}
	return place + ", " + move
}

// cardText is a card as the user's language writes it: black is S
// (schwarz) in German.
func cardText(f *cli.Factory, c ref.Card) string {
	s := c.String()
	if c.Valid() && c.Colour() == ref.Black && f.T("instinkt.card.black_letter") == "S" {
		return "S" + s[1:]
	}
	return s
}

// round2 rounds a figure to two decimals for the JSON.
func round2(x float64) float64 { return math.Round(x*100) / 100 }

// signed is a margin with its sign, in the user's decimal mark.
func signed(f *cli.Factory, x float64) string {
	if s := decimal(f, x); x >= 0 {
		return "+" + s
	} else {
		return s
	}
}

// decimal is x with one decimal, in the user's decimal mark.
func decimal(f *cli.Factory, x float64) string {
	s := strconv.FormatFloat(x, 'f', 1, 64)
	if f.T("instinkt.number.decimal_mark") == "," {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

// parseHand reads --hand: cards separated by commas or spaces.
func parseHand(s string) ([]ref.Card, error) {
	var out []ref.Card
	for _, t := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' }) {
		c, err := parseCardFlag(t)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}
