package instinkt

// Cards named in the page's language: "white owl 7 (W7)", "Eule 7, weiß
// (W7)", for the layout and the cards waiting to be placed.

import (
	"strconv"

	"codeberg.org/schiri/schiri/internal/table"
	ref "codeberg.org/schiri/schiri/referee/instinkt"
)

// NamedCard is a card as a page shows it.
type NamedCard struct {
	Code   string // "W7", as the game record writes it
	Animal string // "owl", "Eule"
	Number string // "7"; "X" for the snake
	Colour string // "w" or "b"
	Name   string // the whole name: "white owl 7"
	State  string // of a revealed card: "placed", "next" or "then"
}

var animalKeys = [...]string{"", "crow", "bat", "moth", "spider", "spider", "cat", "owl", "wolf", "wolpertinger", "deer", "raccoon", "snake"}

// cardName names a card code in l's language; a code that is no card is
// shown as it is.
func cardName(l table.Localizer, code string) NamedCard {
	c, ok := ref.ParseCard(code)
	if !ok {
		return NamedCard{Code: code, Name: code}
	}
	k := NamedCard{Code: c.String(), Animal: l.T("instinkt.page.animal." + animalKeys[c.Rank()]), Number: strconv.Itoa(c.Number()), Colour: "w"}
	if c.IsSnake() {
		k.Number = "X"
	}
	colour := "white"
	if c.Colour() == ref.Black {
		k.Colour, colour = "b", "black"
	}
	k.Name = l.T("instinkt.page.card", "Animal", k.Animal, "Number", k.Number, "Colour", l.T("instinkt.page.colour_of."+colour))
	return k
}

// pendingCards are this round's revealed cards with what became of each:
// placed already, placed next (due), or after it.
func pendingCards(l table.Localizer, revealed []string, due string, layout [][]string) []NamedCard {
	onTable := map[string]bool{}
	for _, row := range layout {
		for _, c := range row {
			onTable[c] = true
		}
	}
	var out []NamedCard
	seenDue := false
	for _, code := range revealed {
		k := cardName(l, code)
		switch {
		case onTable[k.Code]:
			k.State = "placed"
		case k.Code == due && !seenDue:
			k.State, seenDue = "next", true
		default:
			k.State = "then"
		}
		out = append(out, k)
	}
	return out
}
