//go:build linux

package cli

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A config file that is a FIFO nobody writes to does not hang schiri, and
// one that never ends (/dev/zero) is refused instead of read into memory.
func TestOddConfigFiles(t *testing.T) {
	home := t.TempDir()
	cfgDir := filepath.Join(home, "cfg", "schiri")
	require.NoError(t, os.MkdirAll(cfgDir, 0o700))
	require.NoError(t, syscall.Mkfifo(filepath.Join(cfgDir, "config.yaml"), 0o600))
	env := envOf(map[string]string{"HOME": home, "XDG_CONFIG_HOME": filepath.Join(home, "cfg"), "LANG": "de_DE.UTF-8"})

	done := make(chan error, 1)
	go func() {
		_, err := LoadConfig(flags(), env)
		done <- err
	}()
	select {
	case err := <-done:
		require.NoError(t, err)
	case <-timeAfter():
		t.Fatal("LoadConfig blocks on a FIFO")
	}

	_, err := LoadConfig(flags("--config", "/dev/zero"), env)
	var ie *InputError
	require.True(t, errors.As(err, &ie), "%v", err)
	assert.Equal(t, "core.error.config_large", ie.Key)
	assert.Equal(t, "/dev/zero", ie.File)
}

// timeAfter bounds a call that must not hang; generous for a busy machine.
func timeAfter() <-chan time.Time { return time.After(30 * time.Second) }
