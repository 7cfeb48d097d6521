//go:build linux

package e2e

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// What is wrong with an odd entry in the data dir is said in the user's
// language: a link or FIFO is not a regular file, a huge file is too large
// to be a save.
func TestOddFilesAreExplainedInBothLanguages(t *testing.T) {
	p := playOneRound(t)
	dir := filepath.Dir(p.game)
	require.NoError(t, syscall.Mkfifo(filepath.Join(dir, "fifo.json"), 0o600))
	f, err := os.Create(filepath.Join(dir, "huge.json"))
	require.NoError(t, err)
	require.NoError(t, f.Truncate(5<<20))
	require.NoError(t, f.Close())

	for lang, want := range map[string][2]string{
		"en": {"not a regular file", "larger than 4 MiB"},
		"de": {"keine gewöhnliche Datei", "größer als 4 MiB"},
	} {
		environ := append(p.environ, "SCHIRI_LANG="+lang)
		r := schiri(t, environ, "kodiak", "status", "--game", "fifo")
		assert.Equal(t, 3, r.Code, r.String())
		assert.Contains(t, r.Stderr, want[0], lang)
		r = schiri(t, environ, "kodiak", "status", "--game", "huge")
		assert.Equal(t, 3, r.Code, r.String())
		assert.Contains(t, r.Stderr, want[1], lang)
	}
}

// A data dir that is a file is explained, in both languages, instead of an
// operating-system message.
func TestDataDirIsAFileIsExplained(t *testing.T) {
	home := t.TempDir()
	dataDir := filepath.Join(home, "data")
	writeFile(t, dataDir, "not a dir")
	for lang, want := range map[string]string{
		"en": "part of this path is not a directory but a file",
		"de": "ein Teil dieses Pfads ist eine Datei, wo ein Verzeichnis hingehört",
	} {
		environ := env(home, dataDir, "SCHIRI_LANG="+lang)
		for _, args := range [][]string{{"kodiak", "list"}, {"kodiak", "new", "--players", "Ana,Ben"}, {"codenames", "status"}} {
			r := schiri(t, environ, args...)
			assert.Equalf(t, 3, r.Code, "%v\n%s", args, r)
			assert.Containsf(t, r.Stderr, want, "%s %v", lang, args)
		}
	}
}
