package table_test

import (
	"testing"
	"time"

	"codeberg.org/schiri/schiri/internal/store"
	"codeberg.org/schiri/schiri/internal/table"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type game = store.Saved[map[string]int, int, struct{}]

func received(c <-chan struct{}, within time.Duration) bool {
	select {
	case <-c:
		return true
	case <-time.After(within):
		return false
	}
}

// One watcher for the data dir: a write through the service reaches its
// subscribers at once, a write by another process (here another store)
// within the poll interval; many subscribers of one game all hear of it,
// and a cancelled one no more.
func TestWatch(t *testing.T) {
	dir := t.TempDir()
	svc := table.New(store.New(dir))
	svc.Poll = time.Hour // only the service's own writes can be seen
	defer svc.Close()
	_, err := svc.Create("g", "one", &game{Setup: map[string]int{"a": 1}, Moves: []int{}})
	require.NoError(t, err)
	var subs []<-chan struct{}
	var cancels []func()
	for range 50 {
		c, cancel := svc.Watch("g", "one")
		subs, cancels = append(subs, c), append(cancels, cancel)
	}
	other, cancelOther := svc.Watch("g", "other")
	defer cancelOther()
	var g game
	require.NoError(t, svc.Update("g", "one", &g, func() error { g.Moves = append(g.Moves, 1); return nil }))
	for i, c := range subs {
		assert.True(t, received(c, 0+time.Millisecond), "subscriber %d at once", i)
	}
	assert.False(t, received(other, 10*time.Millisecond), "another game's subscriber hears nothing")

	// an outside write: seen by the watcher's poll
	polled := table.New(store.New(dir))
	polled.Poll = 20 * time.Millisecond
	defer polled.Close()
	c, cancel := polled.Watch("g", "one")
	require.NoError(t, store.New(dir).Update("g", "one", &g, func() error { g.Moves = append(g.Moves, 2); return nil }))
	assert.True(t, received(c, time.Second), "the CLI's change within the poll interval")
	cancel()
	require.NoError(t, store.New(dir).Update("g", "one", &g, func() error { g.Moves = append(g.Moves, 3); return nil }))
	assert.False(t, received(c, 100*time.Millisecond), "a cancelled subscription hears nothing")
	for _, cancel := range cancels {
		cancel()
	}
	// a refusal kept beside the game changes its stamp and is told
	c, cancel = svc.Watch("g", "one")
	defer cancel()
	before := svc.Stamp("g", "one")
	svc.SetLast("g", "one", nil)
	assert.False(t, received(c, 10*time.Millisecond), "nothing changed")
	assert.Equal(t, before, svc.Stamp("g", "one"))
}
