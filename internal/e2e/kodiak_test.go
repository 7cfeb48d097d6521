//go:build linux

package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"codeberg.org/schiri/schiri/internal/store"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	"github.com/stretchr/testify/require"
)

// The crash and concurrency tests play six-player games: 100 cycles give
// 600 rounds, room for every round the tests send.
var players = []string{"Ana", "Ben", "Cleo", "Dana", "Emil", "Finn"}

// sheet is round sheet number k (0 ≤ k < 1000) of the crash test. Nobody
// has catches and Ana has no cards left, so it fits whoever is Kodiak (with
// a card-count warning, which does not stop it); Ben, Cleo and Dana hold
// k's digits, so every round of a game says which sheet it came from.
func sheet(k int) string {
	return fmt.Sprintf("players:\n  Ana: {cards: []}\n  Ben: {cards: [%d]}\n  Cleo: {cards: [%d]}\n  Dana: {cards: [%d]}\n  Emil: {cards: [1]}\n  Finn: {cards: [2]}\n",
		k%10, k/10%10, k/100%10)
}

// signature is what sheet(k) leaves in a saved round: the cards of Ben,
// Cleo and Dana.
func signature(r referee.Sheet) string {
	var b strings.Builder
	for _, p := range r.Players {
		switch p.Name {
		case "Ben", "Cleo", "Dana":
			fmt.Fprintf(&b, "%s%v ", p.Name, p.Cards)
		}
	}
	return b.String()
}

// wantSignature is the signature of a round saved from sheet(k).
func wantSignature(k int) string {
	return fmt.Sprintf("Ben[%d] Cleo[%d] Dana[%d] ", k%10, k/10%10, k/100%10)
}

// loadGame reads a Kodiak game straight from the store, as every command
// does, and checks that it makes sense.
func loadGame(t testing.TB, dataDir, id string) *referee.Game {
	t.Helper()
	var s store.Saved[referee.Setup, referee.Sheet, json.RawMessage]
	_, err := store.New(dataDir).Load("kodiak", id, &s)
	require.NoError(t, err, "the game must load")
	g, err := referee.Replay(referee.Record{Setup: s.Setup, Moves: s.Moves})
	require.NoError(t, err, "the game must make sense")
	return g
}

// newGame starts the six-player game id in dataDir through the CLI.
func newGame(t testing.TB, environ []string, id string) {
	t.Helper()
	r := schiri(t, environ, "kodiak", "new", "--players", strings.Join(players, ","), "--cycles", "100", "--name", id, "--json")
	require.Equal(t, 0, r.Code, r.String())
}

// fileBytes reads a file that must exist.
func fileBytes(t testing.TB, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	return b
}

// gamePath is where the store keeps Kodiak game id.
func gamePath(dataDir, id string) string { return filepath.Join(dataDir, "kodiak", id+".json") }
