package codenames

import "codeberg.org/schiri/schiri/internal/cli"

// Playing reports whether the latest Codenames game goes on: there is one
// and nobody has won it (the menu then offers its clue and guesses first).
func Playing(f *cli.Factory) bool {
	_, g, err := load(f, "")
	return err == nil && !g.Over()
}
