package web

// The rule pages' text: Markdown rendered by goldmark (raw HTML off, so a
// rule text can never inject markup) when schiri is built (rules.HTML),
// the games' names and summaries for the rules index, and search hits with
// the matching words marked.

import (
	"html"
	"html/template"
	"regexp"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"codeberg.org/schiri/schiri/rules"
)

// pageFuncs are the template functions of the pages' presentation (the
// templates get them beside those of pages.go).
var pageFuncs = template.FuncMap{
	"markdown":    markdown,
	"gameTitle":   gameTitle,
	"gameSummary": gameSummary,
	"mark":        mark,
	"snippet":     snippet,
	"fit":         fit,
	"keep":        keep,
}

// keep is a line of text, escaped, with its hyphenated words kept whole.
func keep(s string) template.HTML {
	return template.HTML(keepWords(html.EscapeString(s))) // #nosec G203 -- escaped
}

// markdown is a rule text as HTML. A word with a hyphen in it is kept on
// one line ("red-king", "4-Rahmen"): no word is broken inside itself.
// A text the build did not render (none of the rule texts) is shown as
// one escaped paragraph.
func markdown(src string) template.HTML {
	out, ok := rules.HTML(src)
	if !ok {
		return template.HTML("<p>" + html.EscapeString(src) + "</p>") // #nosec G203 -- escaped
	}
	return template.HTML(keepWords(out)) // #nosec G203 -- goldmark's output, raw HTML off
}

// The patterns of keepWords, compiled when a page first needs them.
var (
	tagRE    = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`<[^>]*>`) })
	hyphenRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`[^\s<>]*[\p{L}\p{N}]-[\p{L}\p{N}][^\s<>]*`)
	})
)

// keepWords wraps each hyphenated word in the text (not the tags) of an
// HTML fragment in a span that does not wrap.
func keepWords(h string) string {
	var b strings.Builder
	last := 0
	for _, loc := range tagRE().FindAllStringIndex(h, -1) {
		b.WriteString(hyphenRE().ReplaceAllString(h[last:loc[0]], `<span class="nw">$0</span>`))
		b.WriteString(h[loc[0]:loc[1]])
		last = loc[1]
	}
	b.WriteString(hyphenRE().ReplaceAllString(h[last:], `<span class="nw">$0</span>`))
	return b.String()
}

// gameTitle is a game's name in a language ("Katz und Maus"), or its slug.
func gameTitle(lang, game string) string {
	if d, err := rules.Load(game, lang); err == nil && d.Title != "" {
		return d.Title
	}
	return game
}

// gameSummary is the first sentence of a game's introduction, without
// Markdown marks.
func gameSummary(lang, game string) string {
	d, err := rules.Load(game, lang)
	if err != nil {
		return ""
	}
	text := plain(d.Intro)
	for i := 0; i+2 < len(text); i++ {
		if text[i] == '.' && text[i+1] == ' ' {
			r, _ := utf8.DecodeRuneInString(text[i+2:])
			if unicode.IsUpper(r) {
				return text[:i+1]
			}
		}
	}
	return text
}

// plain is Markdown text without its marks, on one line.
func plain(s string) string {
	s = strings.NewReplacer("**", "", "__", "", "`", "", "\n- ", " ", "\n", " ").Replace(s)
	return strings.Join(strings.Fields(s), " ")
}

// queryWords are a search's words, folded as rules.Search folds them.
func queryWords(q string) []string { return strings.Fields(rules.Fold(q)) }

// matches reports whether a word of a text holds one of the query's words.
func matches(word string, query []string) bool {
	f := rules.Fold(strings.TrimFunc(word, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsNumber(r) }))
	if f == "" {
		return false
	}
	for _, q := range query {
		if strings.Contains(f, q) {
			return true
		}
	}
	return false
}

// mark is text, escaped, with every word that holds a word of the query
// in <mark> (and hyphenated words kept whole).
func mark(query, text string) template.HTML {
	q := queryWords(query)
	var b strings.Builder
	for i, w := range strings.Fields(text) {
		if i > 0 {
			b.WriteByte(' ')
		}
		if matches(w, q) {
			b.WriteString("<mark>" + html.EscapeString(w) + "</mark>")
		} else {
			b.WriteString(html.EscapeString(w))
		}
	}
	return template.HTML(keepWords(b.String())) // #nosec G203 -- every piece escaped
}

// snippet is a short piece of a clause's text around its first word that
// matches the query, the matches marked; "" when none of its words match
// (the hit was its title or ID).
func snippet(query, body string) template.HTML {
	q := queryWords(query)
	words := strings.Fields(plain(body))
	for i, w := range words {
		if !matches(w, q) {
			continue
		}
		from, to := max(0, i-6), min(len(words), i+10)
		text := strings.Join(words[from:to], " ")
		if from > 0 {
			text = "… " + text
		}
		if to < len(words) {
			text += " …"
		}
		return mark(query, text)
	}
	return ""
}

// fit is the class that sizes a word to its cell: its length in
// letters (n4 … n16), so the style sheet can shrink a long word instead of
// breaking it.
func fit(word string) string {
	n := utf8.RuneCountInString(word)
	n = min(max(n, 4), 16)
	return "n" + string(rune('0'+n/10)) + string(rune('0'+n%10))
}
