package table_test

import (
	"io/fs"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"go/parser"
	"go/token"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const module = "codeberg.org/schiri/schiri/"

// The table is the only door to the saved games: no command and nothing
// of the web imports the store; the web reaches no other front end.
func TestFrontEndsNeverImportTheStore(t *testing.T) {
	root := filepath.Join("..", "..")
	var seen int
	for _, dir := range []string{"cmd", filepath.Join("internal", "web")} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
				return err
			}
			rel, _ := filepath.Rel(root, p)
			rel = filepath.ToSlash(rel)
			f, err := parser.ParseFile(token.NewFileSet(), p, nil, parser.ImportsOnly)
			require.NoError(t, err)
			seen++
			for _, im := range f.Imports {
				path, _ := strconv.Unquote(im.Path.Value)
				if path == module+"internal/store" {
					t.Errorf("%s imports the store: use the table (Factory.Table, package table)", rel)
				}
				if strings.HasPrefix(rel, "internal/web/") && (path == module+"internal/cli" || strings.HasPrefix(path, module+"cmd")) {
					t.Errorf("%s imports the command line's %s: a front end never reaches another", rel, path)
				}
			}
			return nil
		})
		require.NoError(t, err)
	}
	assert.Greater(t, seen, 50, "the front ends' files were read")
}

// The table is a backend: its packages pull in no front end's plumbing
// (no command line, no terminal forms, no styling).
func TestTableLinksNoFrontEnd(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "./...").Output()
	require.NoError(t, err)
	deps := strings.Fields(string(out))
	require.Contains(t, deps, module+"internal/table")
	for _, d := range deps {
		for _, bad := range []string{"github.com/spf13/", "github.com/charmbracelet/", module + "internal/cli", module + "cmd"} {
			assert.False(t, strings.HasPrefix(d, bad), "internal/table/... depends on %s", d)
		}
	}
}
