package cli

import (
	"go/ast"
	"go/token"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"codeberg.org/schiri/schiri/internal/gosrc"
)

// TestOnePalette keeps colours in one place: no code outside theme.go
// names a lipgloss colour.
func TestOnePalette(t *testing.T) {
	var found []string
	n, err := gosrc.Files([]string{"../../cmd", "../../internal"}, func(fset *token.FileSet, f *ast.File) {
		name := fset.Position(f.Pos()).Filename
		if filepath.Base(name) == "theme.go" && filepath.Base(filepath.Dir(name)) == "cli" {
			return
		}
		ast.Inspect(f, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if x, ok := sel.X.(*ast.Ident); ok && x.Name == "lipgloss" &&
				(sel.Sel.Name == "Color" || sel.Sel.Name == "AdaptiveColor" || sel.Sel.Name == "ANSIColor" || sel.Sel.Name == "CompleteColor") {
				found = append(found, fset.Position(sel.Pos()).String())
			}
			return true
		})
	})
	require.NoError(t, err)
	require.Greater(t, n, 50, "the walk must see the code")
	assert.Empty(t, found, "colours belong in internal/cli/theme.go")
}

func TestThemePlainWithoutColour(t *testing.T) {
	ios, _, _, _ := Test()
	f := &Factory{IO: ios}
	f.SetConfig(&Config{Lang: "en"})
	th := f.Theme()
	assert.Same(t, th, f.Theme(), "built once")
	for name, s := range map[string]string{
		"title": th.Title.Render("x"), "bad": th.Bad.Render("x"),
		"red": th.Fill["red"].Render("x"), "assassin": th.Ink["assassin"].Render("x"),
	} {
		assert.Equal(t, "x", s, name)
	}

	ios.StdoutTTY = true
	f = &Factory{IO: ios}
	f.SetConfig(&Config{Lang: "en"})
	assert.Contains(t, f.Theme().Bad.Render("x"), "\x1b[", "coloured on a terminal")
}
