package instinkt

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"codeberg.org/schiri/schiri/internal/table"
)

// Cell is one cell of the layout on the phone page.
type Cell struct {
	Card   string
	Named  NamedCard // the card named in the page's language
	Colour string    // "w" or "b"
	Step   string    // a legal placement here: the step to send
	Link   string    // a raccoon's legal cell: the page that offers its moves
	Chosen bool      // the cell the raccoon goes to (its moves are offered)
}

// Page is what an Instinkt phone page shows: the layout and, for the
// referee, the legal empty cells around it as tap targets.
type Page struct {
	Doc  RefereeView
	Rows []Row
	// Cols label the columns, as a record names them (Row.Label the rows).
	Cols    []int
	Referee bool
	Role    string
	// A raccoon line is one step (ruling I8): the referee taps a cell
	// (?at=R,C) and then one of the moves that placement allows.
	At    string
	Whole []Choice
	// Lines are a deer's lines, named in the page's language.
	Lines []Choice
	// Next is the card to place, named; Pending are this round's revealed
	// cards with what became of each.
	Next    *NamedCard
	Pending []NamedCard
	// Review is the coach's review, once the game is over.
	Review *ReviewText
}

// ReviewText is the review on the page, in the page's language.
type ReviewText struct {
	Title, Note, Total string
	Lines              []string
}

// reviewText words a review for the page (record spelling for the moves,
// as the page's step field takes them).
func reviewText(l table.Localizer, r *ReviewDoc) *ReviewText {
	if r == nil {
		return nil
	}
	dec := func(x float64) string {
		s := strconv.FormatFloat(x, 'f', 1, 64)
		if l.T("instinkt.number.decimal_mark") == "," {
			s = strings.Replace(s, ".", ",", 1)
		}
		return s
	}
	out := &ReviewText{Title: l.T("instinkt.serve.review_title"), Note: l.T("instinkt.serve.review_note"),
		Total: l.T("instinkt.coach.review.total", "White", dec(r.Lost["white"]), "Black", dec(r.Lost["black"]))}
	for _, p := range r.Placements {
		if p.Lost == 0 {
			out.Lines = append(out.Lines, l.T("instinkt.coach.review.good", "Line", p.Line, "Played", p.Played))
			continue
		}
		out.Lines = append(out.Lines, l.T("instinkt.coach.review.lost_line", "Line", p.Line, "Played", p.Played, "Best", p.Best, "Lost", dec(p.Lost)))
	}
	return out
}

// Row is one row of the layout on the page, with its label: the row's
// number in a record ("place W7 -1 0").
type Row struct {
	Label int
	Cells []Cell
}

// Choice is a step offered as a button.
type Choice struct {
	Label string // what the button says ("move W7 1 -1", "Reihe 0 von links")
	Step  string // the whole line to send
}

func page(view any, role string, q url.Values, l table.Localizer) any {
	var d RefereeView
	switch v := view.(type) {
	case RefereeView:
		d = v
	case View: // the view role's page has no legal answers to offer
		d = RefereeView{Play: Play{Board: v.Board, Next: Next{Pending: v.Next}}, LastVerdict: v.LastVerdict, Review: v.Review}
	}
	at := q.Get("at")
	ip := &Page{Doc: d, Referee: role == RoleReferee, Role: role, Review: reviewText(l, d.Review)}
	if d.Next.Card != "" {
		c := cardName(l, d.Next.Card)
		ip.Next = &c
	}
	ip.Pending = pendingCards(l, d.Next.Revealed, d.Next.Card, d.Layout)
	for _, line := range d.Next.Lines {
		ip.Lines = append(ip.Lines, Choice{Label: lineLabel(l, line), Step: "place " + d.Next.Card + " " + line})
	}
	cards := map[[2]int]string{}
	minR, minC, maxR, maxC := 0, 0, -1, -1
	if d.Top != nil {
		minR, minC = d.Top[0], d.Top[1]
		for r, row := range d.Layout {
			for c, card := range row {
				if card != "." && card != "" {
					cards[[2]int{minR + r, minC + c}] = card
				}
			}
		}
		maxR, maxC = minR+len(d.Layout)-1, minC+len(d.Layout[0])-1
	}
	legal := map[[2]int]bool{}
	for _, c := range d.Next.Cells {
		legal[c] = true
		if maxR < minR {
			minR, minC, maxR, maxC = c[0], c[1], c[0], c[1]
		}
		minR, maxR = min(minR, c[0]), max(maxR, c[0])
		minC, maxC = min(minC, c[1]), max(maxC, c[1])
	}
	for c := minC; c <= maxC; c++ {
		ip.Cols = append(ip.Cols, c)
	}
	for r := minR; r <= maxR; r++ {
		var row []Cell
		for c := minC; c <= maxC; c++ {
			cell := Cell{Card: cards[[2]int{r, c}]}
			if cell.Card != "" {
				cell.Colour = strings.ToLower(cell.Card[:1])
				cell.Named = cardName(l, cell.Card)
			}
			if legal[[2]int{r, c}] && ip.Referee {
				key := fmt.Sprintf("%d,%d", r, c)
				switch moves, ok := d.Next.After[key]; {
				case !ok:
					cell.Step = fmt.Sprintf("place %s %d %d", d.Next.Card, r, c)
				case key == at:
					cell.Chosen = true
					ip.At = key
					for _, m := range moves {
						ip.Whole = append(ip.Whole, Choice{Label: m, Step: fmt.Sprintf("place %s %d %d %s", d.Next.Card, r, c, m)})
					}
				default:
					cell.Link = "?at=" + url.QueryEscape(key)
				}
			}
			row = append(row, cell)
		}
		ip.Rows = append(ip.Rows, Row{Label: r, Cells: row})
	}
	return ip
}

// lineLabel names a deer's line ("row 0 from left", the record's spelling)
// in the page's language ("Reihe 0 von links").
func lineLabel(l table.Localizer, line string) string {
	var axis, side string
	var index int
	if n, err := fmt.Sscanf(line, "%s %d from %s", &axis, &index, &side); err != nil || n != 3 {
		return line
	}
	key := "instinkt.line." + axis + "_" + side
	if h, ok := l.(interface{ Has(string) bool }); ok && !h.Has(key) {
		return line
	}
	return l.T(key, "Index", index)
}
