package locales

import (
	"regexp"
	"slices"
	"sort"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every catalog exists in both languages with exactly the same keys, and
// every plural message has the forms its language needs.
func TestCatalogParity(t *testing.T) {
	en, de := Domains("en"), Domains("de")
	require.NotEmpty(t, en)
	assert.Equal(t, en, de, "the same catalog files in en and de")
	for _, d := range en {
		ek, err := Keys("en", d)
		require.NoError(t, err)
		dk, err := Keys("de", d)
		require.NoError(t, err)
		for k, forms := range ek {
			dforms, ok := dk[k]
			if !assert.Truef(t, ok, "%s: key %q is in en but not in de", d, k) {
				continue
			}
			assert.Equalf(t, forms != nil, dforms != nil, "%s: %q is plural in one language only", d, k)
			if forms != nil {
				assert.Containsf(t, forms, "one", "%s: en %q needs a one form", d, k)
				assert.Containsf(t, forms, "other", "%s: en %q needs an other form", d, k)
				assert.Containsf(t, dforms, "one", "%s: de %q needs a one form", d, k)
				assert.Containsf(t, dforms, "other", "%s: de %q needs an other form", d, k)
			}
		}
		for k := range dk {
			_, ok := ek[k]
			assert.Truef(t, ok, "%s: key %q is in de but not in en", d, k)
		}
	}
}

// The template arguments a message uses are the same in both languages, so
// a German message never silently drops a value the English one shows.
func TestCatalogArgsMatch(t *testing.T) {
	re := regexp.MustCompile(`\{\{\s*\.(\w+)`)
	args := func(lang, domain string) map[string][]string {
		data, err := catalogs.ReadFile(lang + "/" + domain + ".yaml")
		require.NoError(t, err)
		var raw map[string]any
		require.NoError(t, yaml.Unmarshal(data, &raw))
		out := map[string][]string{}
		walk := func(prefix string, v any) {
			set := map[string]bool{}
			var collect func(v any)
			collect = func(v any) {
				switch t := v.(type) {
				case string:
					for _, m := range re.FindAllStringSubmatch(t, -1) {
						set[m[1]] = true
					}
				case map[string]any:
					for _, x := range t {
						collect(x)
					}
				}
			}
			collect(v)
			delete(set, "Count")
			names := []string{}
			for n := range set {
				names = append(names, n)
			}
			sort.Strings(names)
			out[prefix] = names
		}
		for k, v := range raw {
			walk(k, v)
		}
		return out
	}
	// the only values German leaves out on purpose: text that exists only
	// in English (a library's own message)
	englishOnly := map[string]string{"kodiak.parse.syntax": "Detail"}
	for _, d := range Domains("en") {
		ea, da := args("en", d), args("de", d)
		for k, names := range ea {
			if drop, ok := englishOnly[k]; ok {
				names = slices.DeleteFunc(slices.Clone(names), func(n string) bool { return n == drop })
			}
			if dn, ok := da[k]; ok {
				assert.Equalf(t, names, dn, "%s: %q uses different arguments in en and de", d, k)
			}
		}
	}
}

func TestLocalize(t *testing.T) {
	en, de := New("en"), New("de")
	assert.Equal(t, "(rule x.y)", en.T("core.rule_ref", "Rule", "x.y"))
	assert.Equal(t, "(Regel x.y)", de.T("core.rule_ref", "Rule", "x.y"))
	assert.Equal(t, `1 clause contains "a":`, en.T("rules.search.found", "Count", 1, "Query", "a"))
	assert.Equal(t, `2 Klauseln enthalten „a“:`, de.T("rules.search.found", "Count", 2, "Query", "a"))
	assert.Equal(t, "no.such.key", en.T("no.such.key"))
	assert.Equal(t, "en", New("fr").Lang())
	assert.True(t, en.Has("core.rule_ref"))
	assert.False(t, en.Has("core.nope"))
}

// German marks a field that may stay empty "(optional)", everywhere alike
// (issue 32 item 10: the menu and the phones said "(freiwillig)", which
// reads as "voluntary").
func TestGermanOptionalFields(t *testing.T) {
	for _, d := range Domains("de") {
		b, err := catalogs.ReadFile("de/" + d + ".yaml")
		require.NoError(t, err)
		assert.NotRegexp(t, regexp.MustCompile(`\(freiwillig`), string(b), d)
	}
}
