package games_test

import (
	"os"
	"path/filepath"
)

func writeFile(dir, kind, id, content string) error {
	return os.WriteFile(filepath.Join(dir, kind, id+".json"), []byte(content), 0o600)
}
