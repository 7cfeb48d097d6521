package problem

import (
	"sort"
	"strings"
	"unicode/utf8"
)

// Suggest lists the candidates a person may have meant by typed: those a
// small number of edits away (case ignored; one edit for short names, two
// for longer ones; a swapped pair of neighbours is one edit, see Distance)
// or that start with it; only the nearest of them, at most three.
func Suggest(typed string, candidates []string) []string {
	t := strings.ToLower(strings.TrimSpace(typed))
	if t == "" {
		return nil
	}
	limit := 1
	if utf8.RuneCountInString(t) >= 5 {
		limit = 2
	}
	type hit struct {
		name string
		d    int
	}
	var hits []hit
	seen := map[string]bool{}
	for _, c := range candidates {
		lc := strings.ToLower(c)
		if lc == t || seen[lc] {
			continue
		}
		d := Distance(t, lc)
		prefix := utf8.RuneCountInString(t) >= 2 && strings.HasPrefix(lc, t)
		if d <= limit || prefix {
			seen[lc] = true
			if prefix && d > limit {
				d = limit + 1
			}
			hits = append(hits, hit{c, d})
		}
	}
	sort.SliceStable(hits, func(i, j int) bool { return hits[i].d < hits[j].d })
	out := make([]string, 0, 3)
	for _, h := range hits {
		if len(out) == 3 || h.d > hits[0].d { // only the nearest
			break
		}
		out = append(out, h.name)
	}
	return out
}

// Distance is the edit distance between a and b in runes, counting a
// swapped pair of neighbouring runes as one edit (the optimal string
// alignment distance, Damerau's): "paly" is one edit from "play", as a
// typing slip is.
func Distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	// three rows: the one before the previous, the previous, the current
	pp := make([]int, len(rb)+1)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], pp[j-2]+1)
			}
		}
		pp, prev, cur = prev, cur, pp
	}
	return prev[len(rb)]
}

// DidYouMean is " Did you mean a or b?" in l's language, or "" when there
// is nothing to suggest.
func DidYouMean(l Localizer, suggestions []string) string {
	if len(suggestions) == 0 {
		return ""
	}
	list := suggestions[0]
	if n := len(suggestions); n > 1 {
		list = strings.Join(suggestions[:n-1], ", ") + " " + l.T("core.error.or") + " " + suggestions[n-1]
	}
	return " " + l.T("core.error.did_you_mean", "List", list)
}

// Suggesting is msg followed by "Did you mean …?" when there are
// suggestions, with a full stop between where msg has none.
func Suggesting(l Localizer, msg string, suggestions []string) string {
	dym := DidYouMean(l, suggestions)
	if dym == "" {
		return msg
	}
	if !strings.HasSuffix(msg, ".") && !strings.HasSuffix(msg, "?") && !strings.HasSuffix(msg, "!") {
		msg += "."
	}
	return msg + dym
}
