// Package locales holds the embedded UI message catalogs (German and English)
// and the localizer every command renders its text through.
//
// Catalogs are go-i18n v2 YAML files, one per domain and language:
// locales/<lang>/<domain>.yaml. A domain is loaded the first time one of its
// keys is asked for, so a command pays only for the catalogs it uses.
// `go generate ./locales` compiles each domain's catalogs into
// <domain>.catalog_gen.go, so loading one parses nothing; the YAML stays
// the source (a test fails when a generated file is stale).
package locales

//go:generate go run ./gen

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
	"sync"

	"codeberg.org/schiri/schiri/rules"

	"codeberg.org/schiri/schiri/internal/safetext"
	"github.com/nicksnyder/go-i18n/v2/i18n"
	"go.yaml.in/yaml/v3"
	"golang.org/x/text/language"
)

//go:embed en/*.yaml de/*.yaml
var catalogs embed.FS

// compiled are the generated catalogs' messages by "lang/domain" (each
// <domain>.catalog_gen.go adds its own).
var compiled = map[string]func() []*i18n.Message{}

// Languages are the supported UI languages; the first is the fallback.
var Languages = []string{"en", "de"}

// Supported reports whether lang is one of the supported languages.
func Supported(lang string) bool {
	for _, l := range Languages {
		if l == lang {
			return true
		}
	}
	return false
}

var (
	parsedMu sync.Mutex
	parsed   []string
)

// Parsed lists the catalogs ("lang/domain") this process has parsed so far,
// in order: start-up tests use it to prove a command loads only what it
// needs.
func Parsed() []string {
	parsedMu.Lock()
	defer parsedMu.Unlock()
	return append([]string(nil), parsed...)
}

// Localizer renders message keys in one language.
type Localizer struct {
	lang   string
	mu     sync.Mutex
	bundle *i18n.Bundle
	loc    *i18n.Localizer
	loaded map[string]bool
}

// New returns a localizer for lang ("de" or "en"; anything else falls back to
// English). It parses nothing until a message is asked for.
func New(lang string) *Localizer {
	if !Supported(lang) {
		lang = "en"
	}
	return &Localizer{lang: lang, loaded: map[string]bool{}}
}

// Lang is the localizer's language.
func (l *Localizer) Lang() string { return l.lang }

func (l *Localizer) ensure(domain string) {
	if l.bundle == nil {
		tag := language.English
		if l.lang == "de" {
			tag = language.German
		}
		l.bundle = i18n.NewBundle(tag)
		l.bundle.RegisterUnmarshalFunc("yaml", yaml.Unmarshal)
		l.loc = i18n.NewLocalizer(l.bundle, l.lang)
	}
	if l.loaded[domain] {
		return
	}
	l.loaded[domain] = true
	if msgs := compiled[l.lang+"/"+domain]; msgs != nil {
		parsedMu.Lock()
		parsed = append(parsed, l.lang+"/"+domain)
		parsedMu.Unlock()
		_ = l.bundle.AddMessages(language.Make(l.lang), msgs()...)
		return
	}
	// not compiled: the added catalogs' YAML (a game of a test)
	var data []byte
	err := fs.ErrNotExist
	for _, x := range append([]fs.FS{catalogs}, extraCatalogs()...) {
		if err == nil {
			break
		}
		data, err = fs.ReadFile(x, l.lang+"/"+domain+".yaml")
	}
	if err != nil {
		return
	}
	parsedMu.Lock()
	parsed = append(parsed, l.lang+"/"+domain)
	parsedMu.Unlock()
	// go-i18n reads the language from the file name.
	_, _ = l.bundle.ParseMessageFileBytes(data, domain+"."+l.lang+".yaml")
}

var (
	extraMu sync.Mutex
	extra   []fs.FS
)

// AddCatalogs adds the catalogs of fsys (<lang>/<domain>.yaml) to the
// embedded ones, for a domain they do not have: the words of a game whose
// own folder is not this package's (a test's game). Localizers made
// before it find them too, for a domain they have not looked up yet.
func AddCatalogs(fsys fs.FS) {
	extraMu.Lock()
	defer extraMu.Unlock()
	extra = append(extra, fsys)
}

func extraCatalogs() []fs.FS {
	extraMu.Lock()
	defer extraMu.Unlock()
	return extra
}

// domainOf is the catalog a key lives in: its first dot-separated segment.
func domainOf(key string) string {
	if i := strings.IndexByte(key, '.'); i > 0 {
		return key[:i]
	}
	return "core"
}

// T renders key with args given as a map[string]any or as key/value pairs.
// Text arguments are escaped (safetext.Escape) unless they are
// safetext.Safe. A "Count" argument selects the plural form. A missing key renders as the
// key itself (the catalog tests make sure that never ships).
func (l *Localizer) T(key string, args ...any) string {
	data := argMap(args)
	l.mu.Lock()
	defer l.mu.Unlock()
	l.ensure(domainOf(key))
	cfg := &i18n.LocalizeConfig{MessageID: key, TemplateData: data}
	if c, ok := data["Count"]; ok {
		cfg.PluralCount = c
	}
	s, err := l.loc.Localize(cfg)
	if err != nil || s == "" {
		return key
	}
	return s
}

// Has reports whether key exists in this language.
func (l *Localizer) Has(key string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.ensure(domainOf(key))
	_, err := l.loc.Localize(&i18n.LocalizeConfig{MessageID: key})
	return err == nil
}

// argMap collects the arguments, every text one escaped (safetext.Value):
// names, tokens and arguments come from people and files, and a message
// must never carry a control character to the terminal.
func argMap(args []any) map[string]any {
	in := rules.Args(args...)
	out := make(map[string]any, len(in))
	for k, v := range in {
		out[k] = safetext.Value(v)
	}
	return out
}

// Domains lists the catalog domains of a language (file names without .yaml).
func Domains(lang string) []string {
	entries, _ := fs.ReadDir(catalogs, lang)
	var out []string
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".yaml") {
			out = append(out, strings.TrimSuffix(e.Name(), ".yaml"))
		}
	}
	sort.Strings(out)
	return out
}

// Keys returns every message key of one catalog file with, for plural
// messages, the set of plural forms it defines. Used by the parity tests.
func Keys(lang, domain string) (map[string][]string, error) {
	data, err := catalogs.ReadFile(path.Join(lang, domain+".yaml"))
	if err != nil {
		return nil, err
	}
	var raw map[string]any
	if err := yaml.Unmarshal(data, &raw); err != nil {
		return nil, fmt.Errorf("%s/%s.yaml: %w", lang, domain, err)
	}
	out := map[string][]string{}
	flatten("", raw, out)
	return out, nil
}

var pluralForms = map[string]bool{"zero": true, "one": true, "two": true, "few": true, "many": true, "other": true}

func flatten(prefix string, v map[string]any, out map[string][]string) {
	for k, val := range v {
		key := k
		if prefix != "" {
			key = prefix + "." + k
		}
		switch t := val.(type) {
		case map[string]any:
			isPlural := len(t) > 0
			for f := range t {
				if !pluralForms[f] {
					isPlural = false
				}
			}
			if isPlural {
				forms := make([]string, 0, len(t))
				for f := range t {
					forms = append(forms, f)
				}
				sort.Strings(forms)
				out[key] = forms
			} else {
				flatten(key, t, out)
			}
		default:
			out[key] = nil
		}
	}
}
