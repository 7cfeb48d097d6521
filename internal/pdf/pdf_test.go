package pdf

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Text goes into the code page: umlauts and ß as their cp1252 bytes,
// minus signs and the narrow no-break space as their plain kin, the rest as "?".
func TestT(t *testing.T) {
	assert.Equal(t, "J\xf6rg \xdcmit Stra\xdfe \xe4 \x80", T("Jörg Ümit Straße ä €"))
	assert.Equal(t, "-5\xa0x y", T("−5\u00a0x\u202fy"))
	assert.Equal(t, "?ukasz ?", T("Łukasz 🐻"))
}

func TestParsePaper(t *testing.T) {
	for in, want := range map[string]Paper{"a4": A4, "A4": A4, " letter ": Letter, "": A4} {
		p, ok := ParsePaper(in)
		assert.True(t, ok, in)
		assert.Equal(t, want, p, in)
	}
	_, ok := ParsePaper("a5")
	assert.False(t, ok)
}

// A document's bytes have no time in them: two documents drawn the same
// are the same bytes, and the info dictionary names no date.
func TestBytesHaveNoTime(t *testing.T) {
	draw := func() []byte {
		d := New(Letter, true, "Prüfung", "de")
		d.AddPage()
		d.Text(10, 10, "Jörg")
		require.NoError(t, d.QR(10, 20, 30, "K7F3Q-X9P2M"))
		d.CutMarks(10, 20, 30, 30)
		b, err := d.Bytes()
		require.NoError(t, err)
		return b
	}
	a := draw()
	assert.Equal(t, a, draw())
	assert.NotContains(t, string(a), "CreationDate")
	assert.NotContains(t, string(a), "ModDate")
	assert.Contains(t, string(a), "/Producer")
	assert.Equal(t, 1, Pages(a))
	assert.True(t, bytes.HasPrefix(a, []byte("%PDF-1.")))
	// the page lies across: 279.4 mm wide
	assert.Contains(t, string(a), "/MediaBox [0 0 792.00 612.00]")
}

// A text too long for a QR code is an error, not a broken page.
func TestQRTooLong(t *testing.T) {
	d := New(A4, false, "", "en")
	d.AddPage()
	assert.Error(t, d.QR(0, 0, 10, string(bytes.Repeat([]byte("x"), 5000))))
}

// Wrap breaks at spaces within the width; a long word stands alone.
func TestWrap(t *testing.T) {
	d := New(A4, false, "", "en")
	d.SetFont("Helvetica", "", 10)
	lines := d.Wrap("Haarballen daneben zählen fünf Punkte\nSumme", 40)
	require.Greater(t, len(lines), 2)
	for _, l := range lines {
		assert.LessOrEqual(t, d.Width(l), 40.0, l)
	}
	assert.Equal(t, "Summe", lines[len(lines)-1])
	assert.Equal(t, []string{"Donaudampfschifffahrtsgesellschaft"}, d.Wrap("Donaudampfschifffahrtsgesellschaft", 5))
}
