package codenames_test

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"reflect"
	"sync"
	"testing"

	"codeberg.org/schiri/schiri/internal/store"
	"codeberg.org/schiri/schiri/internal/table"
	tc "codeberg.org/schiri/schiri/internal/table/codenames"
	cn "codeberg.org/schiri/schiri/referee/codenames"
	"codeberg.org/schiri/schiri/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// newGame saves a 5×5 English game where red starts.
func newGame(t *testing.T, dir string) (*table.Service, string, *cn.Game) {
	t.Helper()
	svc := table.New(store.New(dir))
	g, err := tc.NewGame(tc.NewRequest{Seed: "K7F3QX", Starts: "red", Words: "en"}, rand.New(rand.NewPCG(1, 2)), "en")
	require.NoError(t, err)
	id, err := tc.Create(svc, g, "g")
	require.NoError(t, err)
	return svc, id, g
}

func cardOf(g *cn.Game, c cn.Card) string {
	s := g.Setup()
	for i, card := range s.Grid {
		if card == c && !g.Revealed(i) {
			return s.Words[i]
		}
	}
	return ""
}

// A spymaster's clue is checked and applied in one Update: while another
// writer (a separate service, as the CLI or a second server) passes red's
// turn, blue's spymaster's clue is either refused with codenames.clue.turn
// (given before the pass) or saved as blue's (after it) — never saved for
// red.
func TestSpymasterClueRacesATurnPass(t *testing.T) {
	for i := range 30 {
		dir := t.TempDir()
		svc, id, g := newGame(t, dir)
		_, err := tc.Clue(svc, id, cn.Red, "Zyzzyva", 2)
		require.NoError(t, err)
		_, _, _, err = tc.Guess(svc, id, cardOf(g, cn.CardRed))
		require.NoError(t, err)
		other := table.New(store.New(dir))
		var wg sync.WaitGroup
		var clueErr, passErr error
		wg.Add(2)
		go func() { defer wg.Done(); _, passErr = tc.Pass(other, id) }()
		go func() { defer wg.Done(); _, clueErr = tc.Clue(svc, id, cn.Blue, "Xylophone", 2) }()
		wg.Wait()
		require.NoError(t, passErr, i)
		after, err := tc.Load(svc, id)
		require.NoError(t, err)
		if clueErr != nil {
			var v *rules.Verdict
			require.True(t, errors.As(clueErr, &v), clueErr)
			assert.Equal(t, cn.RuleClueTurn, v.Rule)
			assert.Nil(t, after.Clue(), "a refused clue is not saved")
			continue
		}
		require.NotNil(t, after.Clue())
		assert.Equal(t, cn.Blue, after.Clue().Team, "blue's spymaster's clue is blue's")
		assert.Equal(t, "Xylophone", after.Clue().Word)
	}
}

// The board view has no field for the key: not the key code, not the
// colour of a covered card — by its type, and in its JSON.
func TestBoardViewHasNoKey(t *testing.T) {
	// every field, those of embedded structs (State) included
	fields := reflect.VisibleFields(reflect.TypeOf(tc.Board{}))
	require.Greater(t, len(fields), 10)
	for _, f := range fields {
		assert.NotContains(t, []string{"Seed", "Key", "Code"}, f.Name)
		assert.NotEqual(t, reflect.TypeOf([][]cn.Card{}), f.Type, "%s would hold every colour", f.Name)
	}
	svc, id, g := newGame(t, t.TempDir())
	_, err := tc.Clue(svc, id, cn.Red, "Zyzzyva", 1)
	require.NoError(t, err)
	_, after, cell, err := tc.Guess(svc, id, cardOf(g, cn.CardNeutral))
	require.NoError(t, err)
	views, err := tc.Entry.Views(svc, id, nopLoc{})
	require.NoError(t, err)
	b, err := table.JSON(views[tc.RoleBoard])
	require.NoError(t, err)
	assert.NotContains(t, string(b), "K7F3QX")
	assert.NotContains(t, string(b), `"seed"`)
	var doc struct{ Grid [][]*string }
	require.NoError(t, json.Unmarshal(b, &doc))
	cols := after.Setup().Cols
	for i := range after.Setup().Grid {
		c := doc.Grid[i/cols][i%cols]
		if i == cell {
			require.NotNil(t, c)
			assert.Equal(t, "neutral", *c)
			continue
		}
		assert.Nil(t, c, "card %d is covered", i)
	}
	// the spymasters and the host see the key
	for _, role := range []string{tc.RoleSpymasterRed, tc.RoleSpymasterBlue, tc.RoleHost} {
		b, err := table.JSON(views[role])
		require.NoError(t, err)
		assert.Contains(t, string(b), `"seed": "K7F3QX"`, role)
		var full struct{ Grid [][]*string }
		require.NoError(t, json.Unmarshal(b, &full))
		n := 0
		for _, row := range full.Grid {
			for _, c := range row {
				if c != nil {
					n++
				}
			}
		}
		assert.Equal(t, 25, n, role)
	}
}

type nopLoc struct{}

func (nopLoc) T(key string, _ ...any) string { return key }

// C2 (fourth edition): a game a phone or the dashboard creates without a
// key code gets a fresh 10-character one from the secure source, whatever
// random source the request is given (that one only draws the board code).
func TestServeMakesLongKeyCodes(t *testing.T) {
	seen := map[cn.KeyCode]bool{}
	for range 2 {
		g, err := tc.NewGame(tc.NewRequest{Size: "3x3", Words: "en"}, rand.New(rand.NewPCG(1, 2)), "en")
		require.NoError(t, err)
		seed := g.Setup().Seed
		assert.False(t, seed.Legacy(), "a fresh key code has 10 characters")
		assert.Len(t, seed.String(), cn.KeyCodeLen)
		seen[seed] = true
	}
	assert.Len(t, seen, 2, "the key code does not follow the request's random source")
	g, err := tc.NewGame(tc.NewRequest{Seed: "k7f3q x9p2m", Size: "3x3", Words: "en"}, rand.New(rand.NewPCG(1, 2)), "en")
	require.NoError(t, err)
	assert.Equal(t, "K7F3QX9P2M", g.Setup().Seed.String())
	assert.Equal(t, `"K7F3QX9P2M"`, string(must(json.Marshal(g.Setup().Seed))))
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
