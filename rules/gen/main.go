// Command gen writes rules/<game>.ids_gen.go for each game from the rule
// texts (go generate ./rules), and removes those of games that have none.
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"codeberg.org/schiri/schiri/rules/internal/idgen"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "rules/gen:", err)
		os.Exit(1)
	}
}

func run() error {
	files, err := idgen.Generate(os.DirFS("texts"))
	if err != nil {
		return err
	}
	old, err := filepath.Glob("*" + idgen.FileSuffix)
	if err != nil {
		return err
	}
	for _, name := range old {
		if _, ok := files[name]; !ok {
			if err := os.Remove(name); err != nil {
				return err
			}
		}
	}
	for name, src := range files {
		if err := os.WriteFile(name, src, 0o644); err != nil {
			return err
		}
	}
	return nil
}
