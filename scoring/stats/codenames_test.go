package stats_test

import (
	"testing"

	cn "codeberg.org/schiri/schiri/referee/codenames"
	"github.com/stretchr/testify/require"
)

// newCodenames starts a 5×5 English game from key code number i, with the
// given team starting.
func newCodenames(t *testing.T, i int, starts cn.Team) *cn.Game {
	t.Helper()
	s, err := cn.NewSetup(cn.LegacyKeyCode(cn.Code(1000+i)), cn.Code(2000+i), cn.Size{Rows: 5, Cols: 5}, starts, cn.English)
	require.NoError(t, err)
	g, err := cn.New(s)
	require.NoError(t, err)
	return g
}
