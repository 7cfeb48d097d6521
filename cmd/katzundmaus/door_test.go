package katzundmaus

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The table is the only door (issue 30): Katz und Maus' commands load,
// create and save games through internal/table/katzundmaus, so every
// change reaches the table's watchers; none imports the store or calls
// its methods past building the table.
func TestCommandsUseTheTable(t *testing.T) {
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	for _, file := range files {
		if strings.HasSuffix(file, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), file, nil, parser.ImportsOnly)
		require.NoError(t, err)
		for _, imp := range f.Imports {
			assert.NotEqual(t, `"codeberg.org/schiri/schiri/internal/store"`, imp.Path.Value, "%s imports the store", file)
		}
		src, err := os.ReadFile(file)
		require.NoError(t, err)
		for _, call := range []string{"Store().Load", "Store().Update", "Store().Create", "Store().CreateNew"} {
			assert.NotContains(t, string(src), call, file)
		}
	}
}
