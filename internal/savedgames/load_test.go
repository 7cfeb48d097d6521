package savedgames

import (
	"os"
	"path/filepath"
	"testing"

	"codeberg.org/schiri/schiri/internal/store"
	km "codeberg.org/schiri/schiri/referee/katzundmaus"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func write(t *testing.T, dir, kind, id, text string) {
	t.Helper()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, kind), 0o700))
	require.NoError(t, os.WriteFile(filepath.Join(dir, kind, id+".json"), []byte(text), 0o600))
}

func TestGames(t *testing.T) {
	dir := t.TempDir()
	// a Kodiak game of schema 1 (the referee's game under "game", with a draft)
	write(t, dir, "kodiak", "old", `{"schema": 1, "kind": "kodiak", "id": "old", "created": "2025-02-01T10:00:00Z",
	 "game": {"players": ["Ana", "Ben"], "youngest": "Ana", "rounds_total": 2, "rounds": [
	   {"kodiak": "Ana", "players": [{"name": "Ana", "cards": [], "catches": 3}, {"name": "Ben", "cards": ["4"]}]}],
	   "draft": {"x": 1}}}`)
	// schema 2 with notes (a draft) beside the rounds
	write(t, dir, "kodiak", "new", `{"schema": 2, "kind": "kodiak", "id": "new", "created": "2026-02-01T10:00:00Z",
	 "setup": {"players": ["Ana", "Ben"], "youngest": "Ben", "rounds_total": 2}, "moves": [], "notes": {"draft": {"cards": {}}}}`)
	// reads as JSON, but its round names a player who is not in the game
	write(t, dir, "kodiak", "bad", `{"schema": 2, "kind": "kodiak", "id": "bad", "created": "2026-02-01T10:00:00Z",
	 "setup": {"players": ["Ana", "Ben"], "youngest": "Ana", "rounds_total": 2},
	 "moves": [{"kodiak": "Ana", "players": [{"name": "Ana", "cards": []}, {"name": "Zed", "cards": ["4"]}]}]}`)
	write(t, dir, "kodiak", "cut", `{"schema": 2`)
	write(t, dir, "katzundmaus", "km", `{"schema": 2, "kind": "katzundmaus", "id": "km", "created": "2026-03-01T10:00:00Z",
	 "setup": {"seed": 7, "vs": "bot"}, "moves": []}`)
	write(t, dir, "katzundmaus", "hot", `{"schema": 2, "kind": "katzundmaus", "id": "hot", "created": "2026-03-01T10:00:00Z",
	 "setup": {"seed": 7, "vs": "human"}, "moves": []}`)
	write(t, dir, "instinkt", "i", `{"schema": 2, "kind": "instinkt", "id": "i", "created": "2026-03-01T10:00:00Z",
	 "setup": {"marker": "white"}, "moves": ["reveal W7 B3", "place W7 0 0"], "notes": {"hands": {"white": ["W2"], "black": []}}}`)
	write(t, dir, "instinkt", "j", `{"schema": 2, "kind": "instinkt", "id": "j", "created": "2026-03-01T10:00:00Z",
	 "setup": {"marker": "grey"}, "moves": []}`)

	games, damaged, err := Store{Store: store.New(dir)}.Games()
	require.NoError(t, err)

	var names []string
	for _, d := range damaged {
		var se *store.Error
		require.ErrorAs(t, d, &se)
		assert.Equal(t, store.Corrupt, se.Kind)
		names = append(names, filepath.Base(se.Path))
	}
	assert.ElementsMatch(t, []string{"bad.json", "cut.json", "j.json"}, names, "each damaged save named by its file")

	require.Len(t, games.Kodiak, 2)
	byID := map[string]int{}
	for i, g := range games.Kodiak {
		byID[g.ID] = i
	}
	old := games.Kodiak[byID["old"]]
	assert.Equal(t, 1, old.Game.RoundsPlayed(), "schema 1 is migrated")
	assert.Equal(t, 2025, old.Created.Year())
	assert.Equal(t, 0, games.Kodiak[byID["new"]].Game.RoundsPlayed())

	require.Len(t, games.Katz, 2)
	for _, g := range games.Katz {
		assert.Equal(t, g.ID == "km", g.VsBot, g.ID)
		assert.Equal(t, km.A, g.Human)
		assert.False(t, g.Game.Over())
	}
	require.Len(t, games.Instinkt, 1)
	assert.True(t, games.Instinkt[0].Hands[0].Given)
	assert.Len(t, games.Instinkt[0].Hands[0].Cards, 1)
	assert.True(t, games.Instinkt[0].Hands[1].Given)
	assert.Empty(t, games.Codenames)
}

func TestNoDataDir(t *testing.T) {
	games, damaged, err := Store{Store: store.New(filepath.Join(t.TempDir(), "none"))}.Games()
	require.NoError(t, err, "a data dir not made yet holds no games")
	assert.Empty(t, damaged)
	assert.Empty(t, games.Kodiak)

	_, _, err = Store{Store: store.New("")}.Games()
	assert.True(t, store.IsKind(err, store.IO), "no data dir at all: a storage error")
}
