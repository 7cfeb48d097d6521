// Package gosrc reads the module's own Go code as syntax, for the tests that
// check the whole repository (clause IDs, message keys) without scraping
// text with regular expressions.
package gosrc

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
)

// Files parses every non-test .go file below the roots and calls fn with
// each; it returns how many it read.
func Files(roots []string, fn func(fset *token.FileSet, f *ast.File)) (int, error) {
	fset := token.NewFileSet()
	n := 0
	for _, root := range roots {
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
				return err
			}
			f, err := parser.ParseFile(fset, p, nil, parser.SkipObjectResolution)
			if err != nil {
				return err
			}
			n++
			fn(fset, f)
			return nil
		})
		if err != nil {
			return n, err
		}
	}
	return n, nil
}
