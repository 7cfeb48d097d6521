// Command gen writes the rule pages' HTML into the current directory (go
// generate in rules): one <game>.html_gen.go per game, and no file of a
// game whose rules are gone.
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"codeberg.org/schiri/schiri/rules/internal/rulehtml"
)

func main() {
	files, err := rulehtml.Files()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	old, _ := filepath.Glob("*.html_gen.go")
	for _, name := range append(old, "html_gen.go") {
		if _, keep := files[name]; !keep {
			_ = os.Remove(name)
		}
	}
	for name, src := range files {
		if err := os.WriteFile(name, src, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}
