package web_test

import (
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"codeberg.org/schiri/schiri/internal/web"
)

// Servers started at once on a new data dir end up with one secret: the
// first to create serve.key wins and every other reads what won, so all of
// them hand out the same links (and the links survive a restart). The key
// is never seen half written, and it is the owner's alone (0600).
func TestSecretCreatedOnce(t *testing.T) {
	for round := 0; round < 5; round++ {
		dir := filepath.Join(t.TempDir(), "data")
		const n = 24
		hosts := make([]string, n)
		errs := make([]error, n)
		var start, wg sync.WaitGroup
		start.Add(1)
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				start.Wait()
				srv, err := web.New(web.Options{DataDir: dir, Lang: "en"})
				errs[i] = err
				if err == nil {
					hosts[i] = srv.HostPath()
					srv.Close()
				}
			}()
		}
		start.Done()
		wg.Wait()
		for i := range n {
			require.NoError(t, errs[i])
			assert.Equal(t, hosts[0], hosts[i], "server %d has its own secret", i)
		}
		// a restart keeps the links
		srv, err := web.New(web.Options{DataDir: dir, Lang: "en"})
		require.NoError(t, err)
		assert.Equal(t, hosts[0], srv.HostPath())
		srv.Close()
		fi, err := os.Stat(filepath.Join(dir, "serve.key"))
		require.NoError(t, err)
		assert.Equal(t, os.FileMode(0o600), fi.Mode().Perm())
		assert.EqualValues(t, 32, fi.Size())
		names, err := os.ReadDir(dir)
		require.NoError(t, err)
		for _, e := range names {
			assert.Equal(t, "serve.key", e.Name(), "no temp file is left behind")
		}
	}
}
