package savedgames

import (
	"os"
	"path/filepath"
	"testing"

	"codeberg.org/schiri/schiri/internal/store"
	km "codeberg.org/schiri/schiri/referee/katzundmaus"
	kodiak "codeberg.org/schiri/schiri/referee/kodiak"
	iscore "codeberg.org/schiri/schiri/scoring/instinkt"
	mscore "codeberg.org/schiri/schiri/scoring/katzundmaus"
	"codeberg.org/schiri/schiri/scoring/stats"
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

	kodiakSaves := saves(games, "kodiak")
	require.Len(t, kodiakSaves, 2)
	byID := map[string]int{}
	for i, g := range kodiakSaves {
		byID[g.ID] = i
	}
	old := kodiakSaves[byID["old"]]
	assert.Equal(t, 1, old.Game.(*kodiak.Game).RoundsPlayed(), "schema 1 is migrated")
	assert.Equal(t, 2025, old.Created.Year())
	assert.Equal(t, 0, kodiakSaves[byID["new"]].Game.(*kodiak.Game).RoundsPlayed())

	katz := saves(games, "katzundmaus")
	require.Len(t, katz, 2)
	for _, s := range katz {
		g := s.Game.(mscore.Game)
		assert.Equal(t, s.ID == "km", g.VsBot, s.ID)
		assert.Equal(t, km.A, g.Human)
		assert.False(t, g.Game.Over())
	}
	ins := saves(games, "instinkt")
	require.Len(t, ins, 1)
	hands := ins[0].Game.(iscore.Saved).Hands
	assert.True(t, hands[0].Given)
	assert.Len(t, hands[0].Cards, 1)
	assert.True(t, hands[1].Given)
	assert.Empty(t, saves(games, "codenames"))
	var kinds []string
	for _, k := range games {
		kinds = append(kinds, k.Kind)
	}
	assert.Equal(t, []string{"kodiak", "codenames", "instinkt", "katzundmaus"}, kinds, "every game of the registry, in its order")
}

// saves are the saves of kind in games.
func saves(games stats.Games, kind string) []stats.Saved {
	for _, k := range games {
		if k.Kind == kind {
			return k.Saves
		}
	}
	return nil
}

func TestNoDataDir(t *testing.T) {
	games, damaged, err := Store{Store: store.New(filepath.Join(t.TempDir(), "none"))}.Games()
	require.NoError(t, err, "a data dir not made yet holds no games")
	assert.Empty(t, damaged)
	assert.Empty(t, saves(games, "kodiak"))

	_, _, err = Store{Store: store.New("")}.Games()
	assert.True(t, store.IsKind(err, store.IO), "no data dir at all: a storage error")
}
