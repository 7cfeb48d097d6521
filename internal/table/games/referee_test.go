package games_test

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"codeberg.org/schiri/schiri/internal/table/games"
	"codeberg.org/schiri/schiri/referee/refereetest"
	"github.com/stretchr/testify/require"
)

// Every game of the registry keeps the referee contract through its entry's
// referee, knowing nothing of the game but its erased form: random setups,
// every listed move accepted, the moves offered one move back refused once
// no longer offered, proposed moves (clues, round sheets) played, the record
// replayed, undo then redo the identity, a finished game naming its clause.
// The per-game tests (referee/<game>) check more, from more seeds.
func TestRefereeConformance(t *testing.T) {
	for _, g := range games.All {
		t.Run(g.Kind, func(t *testing.T) {
			require.NotNil(t, g.Referee, "the entry names no referee")
			// the entry's referee is the game's own: a value of package
			// referee/<kind>
			game := g.Referee(rand.New(rand.NewPCG(1, 2))).Game()
			typ := reflect.TypeOf(game)
			if typ.Kind() == reflect.Pointer {
				typ = typ.Elem()
			}
			require.Equal(t, "codeberg.org/schiri/schiri/referee/"+g.Kind, typ.PkgPath(), "the referee of %s plays %T", g.Kind, game)
			refereetest.Run(t, refereetest.FromPlayed(g.Referee, 5000), 6)
		})
	}
}
