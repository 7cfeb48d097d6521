package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A report is valid while it holds no errors, whatever its warnings; a
// verdict names its cell only when given one.
func TestReportAndCell(t *testing.T) {
	var r Report
	assert.True(t, r.Valid())
	r.Warn(KodiakCatchCardCount, "kodiak.msg.card_count", "Name", "Ana")
	assert.True(t, r.Valid(), "warnings leave it valid")
	r.Fail(KodiakEndOneEmpty, "kodiak.msg.one_empty")
	assert.False(t, r.Valid())
	require.Len(t, r.Errors, 1)
	require.Len(t, r.Warnings, 1)
	assert.Equal(t, KodiakEndOneEmpty, r.Errors[0].Rule)
	assert.Equal(t, map[string]any{"Name": "Ana"}, r.Warnings[0].Args)
	assert.Nil(t, r.Errors[0].Cell)

	v := NewVerdict(InstinktLayoutFrame, "instinkt.msg.layout_frame").At(2, 3)
	assert.Equal(t, &Cell{Row: 2, Col: 3}, v.Cell)
}
