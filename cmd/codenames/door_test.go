package codenames

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 30: the commands change a saved game only through the operations
// of internal/table/codenames (Clue, Guess, Pass, Undo), the ones the
// phones use, never by rebuilding their closures over the store; and they
// reach the table in one place only (svc).
func TestCommandsUseTheTablesOperations(t *testing.T) {
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	stores := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		b, err := os.ReadFile(name)
		require.NoError(t, err)
		src := string(b)
		for _, own := range []string{".Apply(", ".Undo()", "PassMove(", "ClueMove(", ".ParseGuess(", "tc.Update("} {
			assert.NotContains(t, src, own, "%s plays a move itself: call the table's operation", name)
		}
		stores += strings.Count(src, ".Store()")
	}
	assert.LessOrEqual(t, stores, 1, "the store is reached in one place (svc), else through the table")
}
