// Command gen writes rules/ids_gen.go from the rule texts (go generate ./rules).
package main

import (
	"fmt"
	"os"

	"codeberg.org/schiri/schiri/rules/internal/idgen"
)

func main() {
	src, err := idgen.Generate(os.DirFS("texts"))
	if err == nil {
		err = os.WriteFile("ids_gen.go", src, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "rules/gen:", err)
		os.Exit(1)
	}
}
