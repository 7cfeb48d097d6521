package rules

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"

	"codeberg.org/schiri/schiri/internal/gosrc"
	"codeberg.org/schiri/schiri/rules/internal/idgen"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The <game>.ids_gen.go files are what `go generate ./rules` makes of the
// rule texts now: a clause added, renamed or dropped in the texts without
// regenerating fails here (and so in CI), and so does a file of a game
// without texts.
func TestGeneratedIDsAreFresh(t *testing.T) {
	want, err := idgen.Generate(os.DirFS("texts"))
	require.NoError(t, err)
	have, err := filepath.Glob("*" + idgen.FileSuffix)
	require.NoError(t, err)
	assert.ElementsMatch(t, slices.Collect(maps.Keys(want)), have, "one generated file per game: run go generate ./rules")
	for name, src := range want {
		got, err := os.ReadFile(name)
		require.NoError(t, err)
		assert.Equal(t, string(src), string(got), "rules/%s is stale: run go generate ./rules", name)
	}
	assert.True(t, slices.IsSorted(AllIDs), "AllIDs is sorted")
}

func TestEveryIDExistsInBothLanguages(t *testing.T) {
	require.Greater(t, len(AllIDs), 100)
	for _, id := range AllIDs {
		for _, lang := range []string{"de", "en"} {
			_, err := Lookup(id, lang)
			assert.NoErrorf(t, err, "%s in %s", id, lang)
		}
	}
}

// A generator that is given a clause in one language only refuses it.
func TestGeneratorRefusesAOneLanguageClause(t *testing.T) {
	fsys := os.DirFS("texts")
	en, err := fs.ReadFile(fsys, "en/kodiak.md")
	require.NoError(t, err)
	de, err := fs.ReadFile(fsys, "de/kodiak.md")
	require.NoError(t, err)
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "en"), 0o755))
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "de"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "en", "kodiak.md"), append(en, "\n### kodiak.end.only-english | Only English\n\nText.\n"...), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "de", "kodiak.md"), de, 0o644))
	_, err = idgen.Generate(os.DirFS(dir))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "kodiak.end.only-english has no de text")
}

// Clause IDs come from one source: the generated constants. Outside package
// rules no code converts a string to rules.ID or declares a clause ID as a
// literal — a typo there would compile and cite a clause that does not
// exist. The check reads the Go syntax of every non-test file of the
// module's code (cmd, internal, referee, scoring).
func TestClauseIDsAreOnlyTheGeneratedConstants(t *testing.T) {
	known := map[string]bool{}
	for _, id := range AllIDs {
		known[string(id)] = true
	}
	files, err := gosrc.Files([]string{"../cmd", "../internal", "../referee", "../scoring"}, func(fset *token.FileSet, f *ast.File) {
		for _, problem := range clauseLiterals(f, known) {
			t.Errorf("%s: %s", fset.Position(problem.pos), problem.what)
		}
	})
	require.NoError(t, err)
	require.Greater(t, files, 50, "the walk reads the module's code")
}

type problem struct {
	pos  token.Pos
	what string
}

func clauseLiterals(f *ast.File, known map[string]bool) []problem {
	var out []problem
	isRulesID := func(e ast.Expr) bool {
		sel, ok := e.(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "ID" {
			return false
		}
		x, ok := sel.X.(*ast.Ident)
		return ok && x.Name == "rules"
	}
	literal := func(e ast.Expr) (string, bool) {
		lit, ok := e.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(lit.Value)
		return s, err == nil
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr: // rules.ID("kodiak.catch.range")
			if isRulesID(n.Fun) && len(n.Args) == 1 {
				if s, ok := literal(n.Args[0]); ok {
					out = append(out, problem{n.Pos(), "rules.ID(" + strconv.Quote(s) + "): use the generated constant"})
				}
			}
		case *ast.ValueSpec: // const X rules.ID = "…", or const X = "kodiak.end.x"
			for _, v := range n.Values {
				s, ok := literal(v)
				switch {
				case !ok:
				case n.Type != nil && isRulesID(n.Type):
					out = append(out, problem{v.Pos(), "a rules.ID declared as the literal " + strconv.Quote(s) + ": use the generated constant"})
				case known[s]:
					out = append(out, problem{v.Pos(), "the clause ID " + strconv.Quote(s) + " as a plain string: use the generated constant"})
				}
			}
		}
		return true
	})
	return out
}

// The check above finds what it looks for.
func TestClauseLiteralCheckFindsLiterals(t *testing.T) {
	src := `package x
import "codeberg.org/schiri/schiri/rules"
const A rules.ID = "kodiak.catch.range"
const B = "katzundmaus.end.stock-empty"
var c = rules.ID("kodiak.typo")
const D = rules.KodiakCatchRange
`
	f, err := parser.ParseFile(token.NewFileSet(), "x.go", src, 0)
	require.NoError(t, err)
	got := clauseLiterals(f, map[string]bool{"kodiak.catch.range": true, "katzundmaus.end.stock-empty": true})
	assert.Len(t, got, 3)
}
