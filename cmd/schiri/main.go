// Command schiri referees and keeps score for card games at a real table.
package main

import (
	"os"
	"runtime/debug"

	"codeberg.org/schiri/schiri/cmd"
)

func main() {
	if os.Getenv("GOGC") == "" {
		// A command lives milliseconds and holds a few MiB: collecting
		// garbage less often makes it answer sooner (a long game's status
		// ~10% faster). schiri serve, which runs for hours, collects as
		// usual again (cmd/serve).
		debug.SetGCPercent(400)
	}
	os.Exit(cmd.Main(os.Args[1:]))
}
