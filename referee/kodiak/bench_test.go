package kodiak

import (
	"bytes"
	"strings"
	"testing"
)

// BenchmarkParseSheetSyntaxError measures the worst case of the error path:
// a broken sheet just under the size where the line search stops.
func BenchmarkParseSheetSyntaxError(b *testing.B) {
	src := []byte(strings.Repeat("  Ana: {cards: [1, 2, 3]}\n", 199) + " Ben: [\n")
	for b.Loop() {
		_, _ = ParseSheet(bytes.NewReader(src))
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
