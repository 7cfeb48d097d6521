// Command gen writes rulehtml_gen.go, the rule pages' HTML, into the
// current directory (go generate in internal/web).
package main

import (
	"fmt"
	"os"

	"codeberg.org/schiri/schiri/internal/web/rulehtml"
)

func main() {
	src, err := rulehtml.File()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if err := os.WriteFile("rulehtml_gen.go", src, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
