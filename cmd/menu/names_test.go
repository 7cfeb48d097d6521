package menu

import (
	"go/ast"
	"go/token"
	"strings"
	"testing"

	"codeberg.org/schiri/schiri/internal/gosrc"
	"codeberg.org/schiri/schiri/internal/table/games"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The menu names no game (issue 21): each game's command package brings
// its own entry (its Menu), the root command hands them over, the rules'
// entries come from the list of embedded rules. A fifth game adds nothing
// here. Read are the identifiers and strings of the menu and its item
// package (comments aside), in any case and with spaces run together
// ("Katz und Maus" is katzundmaus).
func TestMenuNamesNoGame(t *testing.T) {
	require.NotEmpty(t, games.All)
	n, err := gosrc.Files([]string{"."}, func(fset *token.FileSet, f *ast.File) {
		ast.Inspect(f, func(node ast.Node) bool {
			var text string
			switch x := node.(type) {
			case *ast.Ident:
				text = x.Name
			case *ast.BasicLit:
				text = x.Value
			default:
				return true
			}
			text = strings.ReplaceAll(strings.ToLower(text), " ", "")
			for _, g := range games.All {
				assert.NotContains(t, text, g.Kind, "%s names a game", fset.Position(node.Pos()))
			}
			return true
		})
	})
	require.NoError(t, err)
	assert.GreaterOrEqual(t, n, 2, "menu.go and item/item.go are read")
}
