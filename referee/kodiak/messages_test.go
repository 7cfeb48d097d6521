package kodiak

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"
)

func catalogKeys(t *testing.T, lang string) map[string]bool {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("..", "..", "locales", lang, "kodiak.yaml"))
	require.NoError(t, err)
	var m map[string]any
	require.NoError(t, yaml.Unmarshal(raw, &m))
	keys := map[string]bool{}
	for k, v := range m {
		keys[k] = true
		if forms, ok := v.(map[string]any); ok {
			assert.Contains(t, forms, "one", "%s/%s", lang, k)
			assert.Contains(t, forms, "other", "%s/%s", lang, k)
		}
	}
	return keys
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// TestMessageKeys checks that every message key this package can return is
// in both catalogs, and that the catalogs have the same keys.
func TestMessageKeys(t *testing.T) {
	en, de := catalogKeys(t, "en"), catalogKeys(t, "de")
	assert.Equal(t, sortedKeys(en), sortedKeys(de))

	used := regexp.MustCompile(`"(kodiak\.(?:parse|msg|flag)\.[a-z_]+)"`)
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	n := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		for _, m := range used.FindAllStringSubmatch(string(src), -1) {
			n++
			assert.True(t, en[m[1]], "%s: key %s missing from locales/en/kodiak.yaml", f, m[1])
		}
	}
	assert.Greater(t, n, 30, "the key scan found the keys")
}
