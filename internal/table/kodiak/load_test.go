package kodiak_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"codeberg.org/schiri/schiri/internal/store"
	"codeberg.org/schiri/schiri/internal/table"
	tk "codeberg.org/schiri/schiri/internal/table/kodiak"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A saved game read in the store's one pass is exactly what encoding/json
// makes of the file: every kind of card, catches, hairballs, an Umlaut in
// a name and a draft in the notes.
func TestLoadReadsWhatEncodingJSONReads(t *testing.T) {
	total := 6
	g, err := referee.NewGame([]string{"Änne", "Ben", "Cleo"}, "Ben", referee.Length{Rounds: &total})
	require.NoError(t, err)
	all := []referee.Card{1, 9, 13, referee.PeekOwn, referee.PeekOther, referee.Swap, referee.RedKing, referee.BlueKing, referee.Energy, referee.Hairball}
	for round := range 3 {
		k, _ := g.KodiakNext()
		sh := &referee.Sheet{}
		for i, p := range g.Players {
			e := referee.Entry{Name: p, Cards: all[(round+i)%4 : (round+i)%4+5]}
			if p == k {
				e = referee.Entry{Name: p, Cards: []referee.Card{}, Catches: 2}
			} else if i == 2 {
				e.HairballsOut = 1
			}
			sh.Players = append(sh.Players, e)
		}
		next, r := g.Apply(sh)
		require.True(t, r.Valid(), "%v", r.Errors)
		g = next
	}
	svc := table.New(store.New(t.TempDir()))
	s := tk.SavedOf(g)
	s.Notes = &tk.Notes{Draft: &tk.Draft{Round: 4, Lines: []string{"5 9", "", "rk"}, Saved: time.Date(2026, 11, 26, 9, 0, 0, 0, time.UTC)}}
	id, err := svc.Create(tk.Kind, "", s)
	require.NoError(t, err)

	var one tk.Saved
	require.NoError(t, svc.Load(tk.Kind, id, &one))
	data, err := os.ReadFile(filepath.Join(svc.Store.Dir, tk.Kind, id+".json"))
	require.NoError(t, err)
	var plain tk.Saved
	require.NoError(t, json.Unmarshal(data, &plain))
	assert.Equal(t, plain, one)
	assert.Equal(t, *s, one, "and what was saved")
	back, err := one.Game(svc.Store, id)
	require.NoError(t, err)
	assert.Equal(t, 3, back.RoundsPlayed())
}

// A save whose rounds are not spelled as schiri writes them (keys in
// capitals, a card token in capitals, an escape in a name) is read the plain
// way, to what encoding/json makes of it.
func TestLoadReadsOtherSpellingsThePlainWay(t *testing.T) {
	svc := table.New(store.New(t.TempDir()))
	require.NoError(t, os.MkdirAll(filepath.Join(svc.Store.Dir, tk.Kind), 0o700))
	data := `{"schema": 2, "kind": "kodiak", "id": "g", "created": "2026-11-26T09:00:00Z", "updated": "2026-11-26T09:00:00Z",
	 "setup": {"players": ["Ana", "B\"en", "Cleo"], "youngest": "Ana", "rounds_total": 3},
	 "moves": [{"Kodiak": "Ana", "PLAYERS": [{"name": "Ana", "cards": [], "catches": 2}, {"name": "B\"en", "cards": ["5", "Red-King"]}, {"Name": "Cleo", "Cards": ["13"]}]}]}`
	require.NoError(t, os.WriteFile(filepath.Join(svc.Store.Dir, tk.Kind, "g.json"), []byte(data), 0o600))
	var one tk.Saved
	require.NoError(t, svc.Load(tk.Kind, "g", &one))
	var plain tk.Saved
	require.NoError(t, json.Unmarshal([]byte(data), &plain))
	assert.Equal(t, plain, one)
	require.Len(t, one.Moves, 1)
	assert.Equal(t, referee.Card(5), one.Moves[0].Players[1].Cards[0], "a card token in capitals, as encoding/json reads it")
	_, err := one.Game(svc.Store, "g")
	require.NoError(t, err)
}
