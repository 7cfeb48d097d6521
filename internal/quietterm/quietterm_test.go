package quietterm

import (
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestDark(t *testing.T) {
	for in, want := range map[string]bool{
		"": true, "15;0": true, "0;15": false, "0;7": false, "15;default;0": true,
		"0;default;15": false, "garbage": true, "15;8": true, "0;12": false,
	} {
		assert.Equalf(t, want, dark(in), "COLORFGBG=%q", in)
	}
}

type marker struct{}

// The trick of this package rests on Go initializing ready packages in
// import-path order: this package must sort before Bubble Tea's, which
// queries the terminal in its init. A rename of the module (or a move of
// this package) that breaks the order fails here, loudly, instead of
// silently bringing the start-up query back.
func TestInitializedBeforeBubbleTea(t *testing.T) {
	self := reflect.TypeOf(marker{}).PkgPath()
	for _, other := range []string{"github.com/charmbracelet/bubbletea", "github.com/charmbracelet/huh", "github.com/charmbracelet/lipgloss"} {
		assert.Less(t, self, other, "%s must sort before %s, or Bubble Tea queries the terminal at start-up (see the package doc)", self, other)
	}
}
