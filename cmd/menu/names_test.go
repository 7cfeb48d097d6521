package menu

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"codeberg.org/schiri/schiri/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The menu names no game (issue 21): each game's command package brings
// its own entry (its Menu), the root command hands them over, the rules'
// entries come from the list of embedded rules. A fifth game adds nothing
// here. The non-test sources of the menu and its item package are read
// as words run together, in any case ("Katz und Maus" is katzundmaus).
func TestMenuNamesNoGame(t *testing.T) {
	names := rules.Games()
	require.NotEmpty(t, names)
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	more, err := filepath.Glob(filepath.Join("item", "*.go"))
	require.NoError(t, err)
	checked := 0
	for _, file := range append(files, more...) {
		if strings.HasSuffix(file, "_test.go") {
			continue
		}
		data, err := os.ReadFile(file)
		require.NoError(t, err)
		text := strings.NewReplacer(" ", "", "\t", "", "\n", "", "-", "", "_", "").Replace(strings.ToLower(string(data)))
		for _, game := range names {
			assert.Falsef(t, strings.Contains(text, strings.ToLower(game)), "%s names the game %s", file, game)
		}
		checked++
	}
	assert.GreaterOrEqual(t, checked, 2, "menu.go and item.go are read")
}
