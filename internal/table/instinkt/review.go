package instinkt

import (
	"math"
	"strings"
	"sync"

	ref "codeberg.org/schiri/schiri/referee/instinkt"
	"codeberg.org/schiri/schiri/referee/instinkt/coach"
)

// Reviewed is one placement of a record, judged.
type Reviewed struct {
	Line int
	coach.Judged
}

// ReviewRecord judges every placement of a record that replays: each as
// its player knew the game then, both hands unknown.
func ReviewRecord(rec *ref.Record, o coach.Options) ([]Reviewed, [2]float64, error) {
	var out []Reviewed
	var lost [2]float64
	g := ref.NewGame(ref.White)
	for i, ln := range rec.Lines {
		if ln.Kind == ref.RecMarker {
			if i == 0 {
				g = ref.NewGame(ln.Marker)
			}
			continue
		}
		if ln.Kind == ref.RecPlace {
			j, err := coach.Judge(g, coach.PlayedChoice(ln.Move, ln.Then), o)
			if err != nil {
				return nil, lost, err
			}
			out = append(out, Reviewed{Line: ln.Line, Judged: j})
			lost[ln.Move.Card.Colour()] += j.Lost
		}
		moves := []ref.Move{ln.Move}
		if ln.Then != nil {
			moves = append(moves, *ln.Then)
		}
		for _, m := range moves {
			ng, err := g.Apply(m)
			if err != nil {
				return nil, lost, err
			}
			g = ng
		}
		if g.Phase() == ref.PhaseRaccoon { // a raccoon line without a move: none exists
			ng, err := g.Apply(ref.Move{Kind: ref.MoveRaccoonNone})
			if err != nil {
				return nil, lost, err
			}
			g = ng
		}
	}
	return out, lost, nil
}

// ReviewDoc is SPEC §2's review document.
type ReviewDoc struct {
	Placements []ReviewedDoc      `json:"placements"`
	Lost       map[string]float64 `json:"lost"`
}

// ReviewedDoc is one placement of ReviewDoc.
type ReviewedDoc struct {
	Line   int     `json:"line"`
	Played string  `json:"played"`
	Best   string  `json:"best"`
	Lost   float64 `json:"lost"`
}

// NewReviewDoc is the document of a review (figures to two decimals).
func NewReviewDoc(res []Reviewed, lost [2]float64) ReviewDoc {
	out := ReviewDoc{Placements: []ReviewedDoc{}, Lost: map[string]float64{"white": round2(lost[ref.White]), "black": round2(lost[ref.Black])}}
	for _, r := range res {
		out.Placements = append(out.Placements, ReviewedDoc{Line: r.Line, Played: r.Played.Choice.String(), Best: r.Best.Choice.String(), Lost: round2(r.Lost)})
	}
	return out
}

func round2(x float64) float64 { return math.Round(x*100) / 100 }

// PagePlayouts is the budget per placement of the review a finished game's
// page shows: computed once, when the game ends.
const PagePlayouts = 200

// pageReview is the review of a finished saved game for its page (nil
// while the game goes on: the page never gives a hint during the game).
func pageReview(s *Saved, g *ref.Game) *ReviewDoc {
	if !g.Over() {
		return nil
	}
	text := s.RecordText()
	reviews.mu.Lock()
	defer reviews.mu.Unlock() // one review at a time: each uses every core
	if doc, ok := reviews.done[text]; ok {
		return doc
	}
	rec, err := ref.ParseRecord(strings.NewReader(text))
	if err != nil {
		return nil
	}
	res, lost, err := ReviewRecord(rec, coach.Options{Playouts: PagePlayouts, Seed: 1})
	if err != nil {
		return nil
	}
	doc := NewReviewDoc(res, lost)
	if len(reviews.done) >= 64 {
		reviews.done = map[string]*ReviewDoc{}
	}
	reviews.done[text] = &doc
	return &doc
}

// reviews are the pages' reviews by game record: a finished game's page
// is built once per language, its review once.
var reviews = struct {
	mu   sync.Mutex
	done map[string]*ReviewDoc
}{done: map[string]*ReviewDoc{}}
