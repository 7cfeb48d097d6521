package quietterm

import (
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
