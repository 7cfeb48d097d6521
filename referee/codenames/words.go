package codenames

import (
	"bufio"
	"bytes"
	"embed"
	"strings"
	"sync"
)

// Lang is the language of a word board (and so of the clue stemmer).
type Lang string

// The word-list languages.
const (
	German  Lang = "de"
	English Lang = "en"
)

// Langs lists the languages that have a word list.
var Langs = []Lang{German, English}

// ParseLang reads "de" or "en" (case-insensitive).
func ParseLang(s string) (Lang, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "de", "german", "deutsch":
		return German, nil
	case "en", "english", "englisch":
		return English, nil
	}
	return "", parseErr(s, "codenames.err.lang")
}

//go:embed words/de.txt words/en.txt
var wordFiles embed.FS

// The word lists are part of ruling C2: a code picks words by their position
// in the list, so the lists must never change once released (a golden test
// pins boards). Each is parsed the first time it is needed.
var (
	wordsDE = sync.OnceValue(func() []string { return loadWords("words/de.txt") })
	wordsEN = sync.OnceValue(func() []string { return loadWords("words/en.txt") })
)

// Words returns the word list of a language (nil for an unknown one). The
// slice is shared: do not modify it.
func Words(l Lang) []string {
	switch l {
	case German:
		return wordsDE()
	case English:
		return wordsEN()
	}
	return nil
}

var (
	loadedMu sync.Mutex
	loaded   []string
)

// WordListsLoaded lists the word lists ("words/de.txt", …) this process has
// parsed so far: start-up tests use it to prove commands load only what
// they need.
func WordListsLoaded() []string {
	loadedMu.Lock()
	defer loadedMu.Unlock()
	return append([]string(nil), loaded...)
}

// loadWords reads one word per line; blank lines and lines starting with '#'
// are skipped.
func loadWords(name string) []string {
	loadedMu.Lock()
	loaded = append(loaded, name)
	loadedMu.Unlock()
	data, err := wordFiles.ReadFile(name)
	if err != nil {
		return nil
	}
	var out []string
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		w := strings.TrimSpace(sc.Text())
		if w == "" || strings.HasPrefix(w, "#") {
			continue
		}
		out = append(out, w)
	}
	return out
}
