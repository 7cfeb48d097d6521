// Command schiri referees and keeps score for card games at a real table.
package main

import (
	"os"

	"codeberg.org/schiri/schiri/cmd"
)

func main() {
	os.Exit(cmd.Main(os.Args[1:]))
}
