package stats_test

import (
	"path/filepath"
	"testing"

	"codeberg.org/schiri/schiri/internal/scripttest"
)

func TestMain(m *testing.M) { scripttest.Main(m) }

// TestScripts runs the end-to-end scripts in testdata/script against the real
// schiri command.
func TestScripts(t *testing.T) { scripttest.Run(t, filepath.Join("testdata", "script")) }
