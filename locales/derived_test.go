package locales_test

import (
	"go/ast"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"codeberg.org/schiri/schiri/internal/gosrc"
	"codeberg.org/schiri/schiri/internal/table/games"
	"codeberg.org/schiri/schiri/locales"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The keys the front ends build at run time from a game of the registry
// are in both languages: its title, help line and statistics heading, a
// line for the server's help and each role's name when it is served, and a
// label for every figure its statistics count (the literal keys of
// scoring/<kind>'s Whole, Decimal and Rate). A game added without its
// words fails here, in the language it lacks.
func TestEveryDerivedKeyIsInBothCatalogs(t *testing.T) {
	en, de := locales.New("en"), locales.New("de")
	check := func(key string) {
		for _, l := range []*locales.Localizer{en, de} {
			assert.Truef(t, l.Has(key), "%q (built from the registry) is not in the %s catalog", key, l.Lang())
		}
	}
	for _, g := range games.All {
		for _, suffix := range []string{".title", ".help.short", ".stats.title"} {
			check(g.Kind + suffix)
		}
		if g.Served() {
			check(g.Kind + ".serve.help")
		}
		for _, r := range g.Roles {
			check(g.Kind + ".role." + r)
		}
		figures := figureKeys(t, g.Kind)
		require.NotEmptyf(t, figures, "%s counts figures", g.Kind)
		for _, k := range figures {
			check(g.Kind + ".stats." + k)
		}
	}
}

// figureKeys are the keys of the figures a game's statistics count.
func figureKeys(t *testing.T, kind string) []string {
	var keys []string
	_, err := gosrc.Files([]string{filepath.Join("..", "scoring", kind)}, func(_ *token.FileSet, f *ast.File) {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || (sel.Sel.Name != "Whole" && sel.Sel.Name != "Decimal" && sel.Sel.Name != "Rate") {
				return true
			}
			if lit, ok := call.Args[0].(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if s, err := strconv.Unquote(lit.Value); err == nil {
					keys = append(keys, s)
				}
			}
			return true
		})
	})
	require.NoError(t, err)
	return keys
}

// The pages' templates name their messages as literals too: .T "key" (the
// server's catalog, serve.key) and .Say "key" (any catalog, a game's own
// words) are in both languages.
func TestEveryKeyInTheTemplatesIsInBothCatalogs(t *testing.T) {
	en, de := locales.New("en"), locales.New("de")
	files, err := filepath.Glob(filepath.Join("..", "internal", "web", "templates", "*.html"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	re := regexp.MustCompile(`\.(T|Say) "([a-z0-9_.]+)"`)
	n := 0
	for _, file := range files {
		src, err := os.ReadFile(file)
		require.NoError(t, err)
		for _, m := range re.FindAllStringSubmatch(string(src), -1) {
			key := m[2]
			if m[1] == "T" {
				key = "serve." + key
			}
			n++
			for _, l := range []*locales.Localizer{en, de} {
				assert.Truef(t, l.Has(key), "%s: %q is not in the %s catalog", filepath.Base(file), key, l.Lang())
			}
		}
	}
	assert.Greater(t, n, 50, "the templates' keys are found")
}
