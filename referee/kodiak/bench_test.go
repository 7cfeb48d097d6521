package kodiak

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// BenchmarkParseSheetSyntaxError measures the worst case of the error path:
// a broken sheet just under the size where the line search stops.
func BenchmarkParseSheetSyntaxError(b *testing.B) {
	// 198 good lines and a broken one: within the 16 KiB the line search
	// covers (the old benchmark had 200 lines and missed it by one)
	src := []byte("players:\n" + strings.Repeat("  Ana: {cards: [1, 2, 3]}\n", 197) + " Ben: [\n")
	require.Equal(b, 199, bytes.Count(src, []byte("\n")))
	require.Equal(b, 199, firstFailingLine(src), "the search runs")
	for b.Loop() {
		_, _ = ParseSheet(bytes.NewReader(src))
	}
}

// BenchmarkFirstFailingLineQuadratic is the old search on the same sheet,
// for comparison.
func BenchmarkFirstFailingLineQuadratic(b *testing.B) {
	src := []byte("players:\n" + strings.Repeat("  Ana: {cards: [1, 2, 3]}\n", 197) + " Ben: [\n")
	for b.Loop() {
		_ = firstFailingLineQuadratic(src)
	}
}

// BenchmarkParseSheet measures a typical six-player sheet.
func BenchmarkParseSheet(b *testing.B) {
	src := []byte("kodiak: Hannes\nplayers:\n  Hannes: {cards: [5, Blauer-König], catches: 2}\n" +
		"  Ana: {cards: [peek-other, 10]}\n  Dana: {cards: []}\n  Gül: {cards: [12]}\n" +
		"  Emil: {cards: [12, 1, red-king]}\n  Cleo: {cards: [6, 3, 9], hairballs_out: 2}\n")
	for b.Loop() {
		_, _ = ParseSheet(bytes.NewReader(src))
	}
}

// BenchmarkSeat looks up a player by name, as every round does for each
// line: no allocation for plain names.
func BenchmarkSeat(b *testing.B) {
	g := &Game{Setup: Setup{Players: []string{"Ana", "Ben", "Cleo", "Dana", "Emil", "Gül"}}}
	b.ReportAllocs()
	for b.Loop() {
		if g.Seat("emil") != 4 {
			b.Fatal("wrong seat")
		}
	}
}

// BenchmarkSeatUnicode is the lookup of a name beyond ASCII, which is
// normalized first.
func BenchmarkSeatUnicode(b *testing.B) {
	g := &Game{Setup: Setup{Players: []string{"Ana", "Ben", "Cleo", "Dana", "Emil", "Gül"}}}
	b.ReportAllocs()
	for b.Loop() {
		if g.Seat("GÜL") != 5 {
			b.Fatal("wrong seat")
		}
	}
}
