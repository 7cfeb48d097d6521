// Command schiri referees and keeps score for card games at a real table.
package main

import (
	"os"

	"github.com/schiri-app/schiri/cmd"
)

func main() {
	os.Exit(cmd.Main(os.Args[1:]))
}
