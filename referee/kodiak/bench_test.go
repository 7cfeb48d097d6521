package kodiak

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
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

// played is a record of n rounds of a five-player game of 590 rounds.
func played(b *testing.B, n int) Record {
	b.Helper()
	g, err := NewGame([]string{"Ana", "Ben", "Cleo", "Dana", "Emil"}, "", lengthOf(0, 590))
	if err != nil {
		b.Fatal(err)
	}
	for range n {
		next, r := g.Apply(nextRound(g))
		if !r.Valid() {
			b.Fatal(r.Errors[0])
		}
		g = next
	}
	return g.Record()
}

// Replay is linear in the rounds: 590 rounds cost about 5.9 times 100
// (it was quadratic: every round applied copied the whole round list).
func BenchmarkReplay100(b *testing.B) { benchReplay(b, 100) }
func BenchmarkReplay590(b *testing.B) { benchReplay(b, 590) }

func benchReplay(b *testing.B, n int) {
	rec := played(b, n)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, err := Replay(rec); err != nil {
			b.Fatal(err)
		}
	}
}

// TestReplayIsLinear: replaying 590 rounds allocates about 5.9 times what
// 100 rounds do, not the square of it (≈ 35: every round copied the whole
// round list). Bytes are the honest measure; time is noisy on a shared
// machine.
func TestReplayIsLinear(t *testing.T) {
	bytesFor := func(n int) int64 {
		return testing.Benchmark(func(b *testing.B) { benchReplay(b, n) }).AllocedBytesPerOp()
	}
	b100, b590 := bytesFor(100), bytesFor(590)
	assert.Less(t, float64(b590)/float64(b100), 8.0, "100 rounds: %d bytes, 590: %d", b100, b590)
}
