package rules

import (
	"bufio"
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
	"sync"
)

//go:generate go run ./gen

// AllIDs lists every clause ID of the rule texts, sorted: each game's
// generated file (<game>.ids_gen.go) adds its own, and files are
// initialized in the order of their names.
var AllIDs []ID

// addIDs adds a game's clause IDs to AllIDs (from its generated file).
func addIDs(ids ...ID) bool {
	AllIDs = append(AllIDs, ids...)
	return true
}

//go:embed texts
var texts embed.FS

// Games lists the games whose rules are embedded (a file
// texts/en/<game>.md), in alphabetical order: the front ends show them in
// the registry's order (games.WithRules). A game is added with its rule
// texts, not here.
var Games = sync.OnceValue(func() []string {
	files, _ := fs.Glob(texts, "texts/en/*.md")
	games := make([]string, 0, len(files))
	for _, f := range files {
		games = append(games, strings.TrimSuffix(path.Base(f), ".md"))
	}
	sort.Strings(games)
	return games
})

// Doc is one game's rule text in one language.
type Doc struct {
	Game     string
	Lang     string
	Title    string
	Intro    string
	Sections []*Section
}

// Section groups clauses, e.g. "game.section".
type Section struct {
	ID      ID
	Title   string
	Intro   string
	Clauses []*Clause
}

// Clause is the smallest citable rule.
type Clause struct {
	ID      ID
	Title   string
	Ruling  string // "I3" when the clause is a ruling of this tool, else ""
	Body    string
	Section *Section
}

// Game returns the game an ID belongs to ("game" for "game.section.clause").
func (id ID) Game() string {
	s := string(id)
	if i := strings.IndexByte(s, '.'); i > 0 {
		return s[:i]
	}
	return s
}

// SectionID returns the section an ID belongs to (its first two segments).
func (id ID) SectionID() ID {
	parts := strings.SplitN(string(id), ".", 3)
	if len(parts) < 2 {
		return id
	}
	return ID(parts[0] + "." + parts[1])
}

// KnownGame reports whether game has embedded rules.
func KnownGame(game string) bool {
	for _, g := range Games() {
		if g == game {
			return true
		}
	}
	return false
}

type docKey struct{ game, lang string }

var (
	cacheMu sync.Mutex
	cache   = map[docKey]*Doc{}
)

// Parsed lists the rule texts ("game/lang") this process has parsed so far:
// start-up tests use it to prove a command parses only what it needs.
func Parsed() []string {
	cacheMu.Lock()
	defer cacheMu.Unlock()
	out := make([]string, 0, len(cache))
	for k := range cache {
		out = append(out, k.game+"/"+k.lang)
	}
	sort.Strings(out)
	return out
}

// Load parses (once) and returns a game's rules in a language.
func Load(game, lang string) (*Doc, error) {
	cacheMu.Lock()
	defer cacheMu.Unlock()
	k := docKey{game, lang}
	if d, ok := cache[k]; ok {
		return d, nil
	}
	if !KnownGame(game) {
		return nil, fmt.Errorf("unknown game %q", game)
	}
	data, err := texts.ReadFile("texts/" + lang + "/" + game + ".md")
	if err != nil {
		return nil, fmt.Errorf("no %s rules for %s", lang, game)
	}
	d, err := Parse(game, lang, string(data))
	if err != nil {
		return nil, err
	}
	cache[k] = d
	return d, nil
}

// Parse reads the rule-text format:
//
//	# Title
//	intro …
//	## game.section | Section title
//	### game.section.clause | Clause title [| ruling X1]
//	body …
func Parse(game, lang, src string) (*Doc, error) {
	d := &Doc{Game: game, Lang: lang}
	var sec *Section
	var cl *Clause
	var body []string
	flush := func() {
		text := strings.TrimSpace(strings.Join(body, "\n"))
		body = body[:0]
		switch {
		case cl != nil:
			cl.Body = text
		case sec != nil:
			sec.Intro = text
		default:
			d.Intro = text
		}
	}
	sc := bufio.NewScanner(strings.NewReader(src))
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	line := 0
	for sc.Scan() {
		line++
		t := sc.Text()
		switch {
		case strings.HasPrefix(t, "### "):
			flush()
			if sec == nil {
				return nil, fmt.Errorf("%s/%s.md:%d: clause outside a section", lang, game, line)
			}
			id, title, ruling := heading(t[4:])
			if ID(id).SectionID() != sec.ID || strings.Count(id, ".") < 2 {
				return nil, fmt.Errorf("%s/%s.md:%d: clause %q does not belong to section %q", lang, game, line, id, sec.ID)
			}
			cl = &Clause{ID: ID(id), Title: title, Ruling: ruling, Section: sec}
			sec.Clauses = append(sec.Clauses, cl)
		case strings.HasPrefix(t, "## "):
			flush()
			id, title, _ := heading(t[3:])
			if ID(id).Game() != game || strings.Count(id, ".") != 1 {
				return nil, fmt.Errorf("%s/%s.md:%d: bad section id %q", lang, game, line, id)
			}
			sec = &Section{ID: ID(id), Title: title}
			cl = nil
			d.Sections = append(d.Sections, sec)
		case strings.HasPrefix(t, "# ") && d.Title == "":
			d.Title = strings.TrimSpace(t[2:])
		default:
			body = append(body, t)
		}
	}
	flush()
	return d, sc.Err()
}

func heading(s string) (id, title, ruling string) {
	parts := strings.Split(s, "|")
	id = strings.TrimSpace(parts[0])
	if len(parts) > 1 {
		title = strings.TrimSpace(parts[1])
	}
	if len(parts) > 2 {
		r := strings.TrimSpace(parts[2])
		ruling = strings.TrimSpace(strings.TrimPrefix(r, "ruling"))
	}
	return id, title, ruling
}

// Clauses lists every clause of the document in order.
func (d *Doc) Clauses() []*Clause {
	var out []*Clause
	for _, s := range d.Sections {
		out = append(out, s.Clauses...)
	}
	return out
}

// Clause finds a clause by ID.
func (d *Doc) Clause(id ID) *Clause {
	for _, s := range d.Sections {
		for _, c := range s.Clauses {
			if c.ID == id {
				return c
			}
		}
	}
	return nil
}

// Section finds a section by its full ID ("game.section") or its short name
// ("deer"), case-insensitively.
func (d *Doc) Section(name string) *Section {
	name = strings.ToLower(strings.TrimSpace(name))
	for _, s := range d.Sections {
		full := strings.ToLower(string(s.ID))
		if full == name || strings.TrimPrefix(full, d.Game+".") == name {
			return s
		}
	}
	return nil
}

// Lookup finds a clause by ID in the given language, parsing only that
// game's text.
func Lookup(id ID, lang string) (*Clause, error) {
	d, err := Load(id.Game(), lang)
	if err != nil {
		return nil, err
	}
	if c := d.Clause(id); c != nil {
		return c, nil
	}
	return nil, fmt.Errorf("unknown clause %q", id)
}
