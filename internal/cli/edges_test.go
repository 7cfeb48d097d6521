package cli

import (
	"testing"

	"codeberg.org/schiri/schiri/rules"
	"github.com/stretchr/testify/assert"
)

// A nil verdict renders as nothing, not as a panic or a dangling "(rule )".
func TestNilVerdictRendersEmpty(t *testing.T) {
	f := NewFactory("test")
	assert.NotPanics(t, func() {
		assert.Equal(t, "", f.VerdictText(nil))
		assert.Equal(t, "", f.VerdictMessage(nil))
	})
	v := rules.NewVerdict(rules.KodiakCatchRange, "kodiak.msg.catch_range", "Name", "Ana", "Catches", 4)
	assert.Contains(t, f.VerdictText(v), "kodiak.catch.range")
}
