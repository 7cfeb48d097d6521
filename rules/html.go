package rules

import (
	"hash/fnv"
	"sort"
)

//go:generate go run ./internal/rulehtml/gen

// htmlRow is one rule text's HTML by the key of its Markdown.
type htmlRow struct {
	key  uint64
	html string
}

// ruleHTML are the games' tables of rows, each sorted by key: each game's
// generated file (<game>.html_gen.go) adds its own.
var ruleHTML [][]htmlRow

// addHTML adds a game's rows to ruleHTML (from its generated file).
func addHTML(rows []htmlRow) bool {
	ruleHTML = append(ruleHTML, rows)
	return true
}

// HTML is a rule text's Markdown (a game's or a section's intro, a
// clause's body) as HTML, rendered when schiri was built (goldmark's
// CommonMark with raw HTML off: package rulehtml, <game>.html_gen.go), so
// that no Markdown renderer is linked into schiri; false for any other
// text.
func HTML(markdown string) (string, bool) {
	k := htmlKey(markdown)
	for _, rows := range ruleHTML {
		i := sort.Search(len(rows), func(i int) bool { return rows[i].key >= k })
		if i < len(rows) && rows[i].key == k {
			return rows[i].html, true
		}
	}
	return "", false
}

// htmlKey is the key of a text in ruleHTML: its FNV-64a hash.
func htmlKey(src string) uint64 {
	h := fnv.New64a()
	_, _ = h.Write([]byte(src))
	return h.Sum64()
}
