package rules

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every clause a referee can cite exists in both languages: the tests scan
// the referee and command sources for rules.ID constants and literals.
func TestEveryCitedClauseExists(t *testing.T) {
	re := regexp.MustCompile(`rules\.ID(?:\(| = )"((?:kodiak|instinkt|codenames|katzundmaus)\.[a-z0-9.-]+)"`)
	cited := map[string]string{}
	for _, root := range []string{"../referee", "../scoring", "../cmd"} {
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
				return err
			}
			src, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			for _, m := range re.FindAllStringSubmatch(string(src), -1) {
				cited[m[1]] = p
			}
			return nil
		})
		require.NoError(t, err)
	}
	require.Greater(t, len(cited), 40, "the scan finds the referees' clause constants")
	for id, file := range cited {
		for _, lang := range []string{"de", "en"} {
			_, err := Lookup(ID(id), lang)
			assert.NoErrorf(t, err, "%s cites %s, which the %s rules lack", file, id, lang)
		}
	}
}
