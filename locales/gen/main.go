// Command gen writes locales/<domain>.catalog_gen.go from the catalogs
// (go generate ./locales).
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"codeberg.org/schiri/schiri/locales/internal/catgen"
)

func main() {
	srcs, err := catgen.Generate(os.DirFS("."))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	old, _ := filepath.Glob("*" + catgen.FileSuffix)
	for _, f := range old {
		if _, ok := srcs[f]; !ok {
			_ = os.Remove(f)
		}
	}
	for name, src := range srcs {
		if err := os.WriteFile(name, src, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}
