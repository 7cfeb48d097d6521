package locales

import (
	"maps"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"
	"golang.org/x/text/language"

	"codeberg.org/schiri/schiri/locales/internal/catgen"
)

// The <domain>.catalog_gen.go files are what `go generate ./locales` makes
// of the catalogs now: a message added, changed or dropped in a YAML file
// without regenerating fails here (and so in CI).
func TestCompiledCatalogsAreFresh(t *testing.T) {
	want, err := catgen.Generate(os.DirFS("."))
	require.NoError(t, err)
	have, err := filepath.Glob("*" + catgen.FileSuffix)
	require.NoError(t, err)
	assert.ElementsMatch(t, slices.Collect(maps.Keys(want)), have, "one generated file per domain: run go generate ./locales")
	for name, src := range want {
		got, err := os.ReadFile(name)
		require.NoError(t, err)
		assert.Equal(t, string(src), string(got), "locales/%s is stale: run go generate ./locales", name)
	}
}

// A compiled catalog says exactly what its YAML says: every message of
// every domain and language, each plural form, through go-i18n both ways.
func TestCompiledCatalogsSayWhatTheYAMLSays(t *testing.T) {
	n := 0
	for _, lang := range Languages {
		for _, d := range Domains(lang) {
			data, err := catalogs.ReadFile(lang + "/" + d + ".yaml")
			require.NoError(t, err)
			mf, err := i18n.ParseMessageFileBytes(data, d+"."+lang+".yaml", map[string]i18n.UnmarshalFunc{"yaml": yaml.Unmarshal})
			require.NoError(t, err)
			require.Contains(t, compiled, lang+"/"+d)
			got := compiled[lang+"/"+d]()
			require.Len(t, got, len(mf.Messages), "%s/%s", lang, d)
			byID := map[string]*i18n.Message{}
			for _, m := range got {
				byID[m.ID] = m
			}
			for _, m := range mf.Messages {
				assert.Equal(t, m, byID[m.ID], "%s/%s %s", lang, d, m.ID)
				n++
			}
			assert.Equal(t, language.Make(lang), mf.Tag)
		}
	}
	assert.Greater(t, n, 1000)
}
