// Command gen writes html_gen.go, the rule pages' HTML, into the current
// directory (go generate in rules).
package main

import (
	"fmt"
	"os"

	"codeberg.org/schiri/schiri/rules/internal/rulehtml"
)

func main() {
	src, err := rulehtml.File()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if err := os.WriteFile("html_gen.go", src, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
