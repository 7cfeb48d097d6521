package games_test

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

// Every game of the registry is read by the statistics, and the games with
// roles are the ones served to phones.
func TestEveryGameCountsInTheStatistics(t *testing.T) {
	var served []string
	for _, g := range games.All {
		assert.NotNil(t, g.Stats, "%s reads no saved games for the statistics", g.Kind)
		if len(g.Roles) > 0 {
			served = append(served, g.Kind)
		}
	}
	var got []string
	for _, g := range games.Served() {
		got = append(got, g.Kind)
	}
	assert.Equal(t, served, got)
	assert.Less(t, len(got), len(games.All), "one game (Katz und Maus) is not at the table")
}

// The front ends that serve every game name none of them: the server, the
// statistics and the menu read what they know of a game from the registry
// (cmd/games.go for the menu's entries). Read are identifiers, strings and
// imports (comments aside), in any case and with spaces run together
// ("Katz und Maus" is katzundmaus).
func TestFrontEndsNameNoGame(t *testing.T) {
	for _, dir := range []string{"../../web", "../../savedgames", "../../../cmd/stats", "../../../scoring/stats", "../../../cmd/menu"} {
		n, err := gosrc.Files([]string{dir}, func(fset *token.FileSet, f *ast.File) {
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
		require.Positive(t, n, dir)
	}
}
