package instinkt

import (
	"io"
	"regexp"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	score "codeberg.org/schiri/schiri/scoring/instinkt"

	ref "codeberg.org/schiri/schiri/referee/instinkt"
	"github.com/charmbracelet/huh"
)

// askHands asks for the hand cards when the layouts are level and only the
// hand sums can decide (ruling I7), and saves them with the game.
func (p *player) askHands() error {
	f, g := p.f, p.game
	final, finished := finalScore(g)
	if !finished || final.DecidedBy != score.ByUndecided || len(p.saved.Notes.Hands) == 2 || !f.CanPrompt() {
		return nil
	}
	hands := map[string][]string{}
	for _, col := range []ref.Colour{ref.White, ref.Black} {
		example := ref.NewCard(col, 3).String() + " " + ref.NewCard(col, 5).String()
		for {
			var answer string
			in := huh.NewInput().Title(f.T("instinkt.play.ask_hand", "Colour", f.T("instinkt.colour."+col.String()), "Example", example)).
				Placeholder(example).Value(&answer)
			if err := f.RunForm(huh.NewForm(huh.NewGroup(in)), cli.EscCancels()); err != nil {
				return err
			}
			if strings.TrimSpace(answer) == "" && p.in.eof {
				return io.EOF
			}
			cards, problem := p.handCards(col, answer)
			if problem != "" {
				p.say(p.st.bad.Render(problem))
				continue
			}
			hands[col.String()] = cards
			break
		}
	}
	return p.update(func(s *savedGame, cur *ref.Game) (*ref.Game, error) {
		s.Notes.Hands = hands
		return cur, nil
	})
}

// handCards reads one colour's hand: up to 3 cards of that colour that were
// never revealed; a problem is said in the user's language.
func (p *player) handCards(col ref.Colour, answer string) ([]string, string) {
	f, used := p.f, p.game.Used()
	fields := strings.FieldsFunc(answer, func(r rune) bool { return r == ' ' || r == ',' || r == ';' })
	if len(fields) > 3 {
		return nil, f.T("instinkt.play.hand_size", "Count", len(fields))
	}
	cards := []string{}
	for _, t := range fields {
		c, ok := ref.ParseCard(t)
		switch {
		case !ok:
			return nil, f.Suggesting(f.T("instinkt.parse.unknown_card", "Token", t), cli.Suggest(t, ref.CardNames()))
		case c.Colour() != col:
			return nil, f.T("instinkt.play.hand_colour", "Card", c.String(), "Colour", f.T("instinkt.colour."+col.String()))
		case used.Has(c):
			return nil, f.T("instinkt.play.hand_used", "Card", c.String())
		}
		cards = append(cards, c.String())
	}
	return cards, ""
}

func (p *player) say(s string) {
	_, _ = io.WriteString(p.out, cli.WrapFor(p.out, shownCards(p.f, s))+"\n")
}

// blackCard is a black card's token in a text.
var blackCard = regexp.MustCompile(`\bB(1[01]|[1-9]|X)\b`)

// shownCards writes the black cards of a text as the user's language does:
// S (schwarz) in German, as they may be typed.
func shownCards(f *cli.Factory, s string) string {
	if f.T("instinkt.card.black_letter") != "S" {
		return s
	}
	return blackCard.ReplaceAllString(s, "S$1")
}
