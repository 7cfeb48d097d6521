package rules

import (
	"hash/fnv"
	"sort"
)

//go:generate go run ./internal/rulehtml/gen

// HTML is a rule text's Markdown (a game's or a section's intro, a
// clause's body) as HTML, rendered when schiri was built (goldmark's
// CommonMark with raw HTML off: package rulehtml, html_gen.go), so that
// no Markdown renderer is linked into schiri; false for any other text.
func HTML(markdown string) (string, bool) {
	k := htmlKey(markdown)
	i := sort.Search(len(ruleHTML), func(i int) bool { return ruleHTML[i].key >= k })
	if i == len(ruleHTML) || ruleHTML[i].key != k {
		return "", false
	}
	return ruleHTML[i].html, true
}

// htmlKey is the key of a text in ruleHTML: its FNV-64a hash.
func htmlKey(src string) uint64 {
	h := fnv.New64a()
	_, _ = h.Write([]byte(src))
	return h.Sum64()
}
