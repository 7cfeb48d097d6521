package rules

import (
	"strings"
	"unicode"
)

// Fold lower-cases s and spells umlauts and ß the way a keyboard without them
// would (ä→ae, ö→oe, ü→ue, ß→ss), so "Waschbaer" matches "Waschbär".
func Fold(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		switch r = unicode.ToLower(r); r {
		case 'ä':
			b.WriteString("ae")
		case 'ö':
			b.WriteString("oe")
		case 'ü':
			b.WriteString("ue")
		case 'ß':
			b.WriteString("ss")
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// Hit is one clause found by Search.
type Hit struct {
	Clause *Clause
	Game   string
	Score  int
}

// Search finds the clauses (in one language, over all games) that contain
// every word of the query in their ID, title or body, ignoring case and
// umlaut spelling. Clauses with more matches in titles rank first.
func Search(query, lang string) ([]Hit, error) {
	words := strings.Fields(Fold(query))
	if len(words) == 0 {
		return nil, nil
	}
	var hits []Hit
	for _, g := range Games() {
		d, err := Load(g, lang)
		if err != nil {
			return nil, err
		}
		for _, c := range d.Clauses() {
			title := Fold(c.Title + " " + c.Section.Title + " " + string(c.ID))
			body := Fold(c.Body)
			score := 0
			for _, w := range words {
				switch {
				case strings.Contains(title, w):
					score += 3
				case strings.Contains(body, w):
					score++
				default:
					score = -1
				}
				if score < 0 {
					break
				}
			}
			if score > 0 {
				hits = append(hits, Hit{Clause: c, Game: g, Score: score})
			}
		}
	}
	// stable: higher score first, document order otherwise
	for i := 1; i < len(hits); i++ {
		for j := i; j > 0 && hits[j].Score > hits[j-1].Score; j-- {
			hits[j], hits[j-1] = hits[j-1], hits[j]
		}
	}
	return hits, nil
}
