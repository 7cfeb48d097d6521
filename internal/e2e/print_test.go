//go:build linux

package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The menu's "Print…" entries: the Instinkt sheet on Letter, chosen with
// the keys a person presses, lands as a PDF in the current directory and
// the menu names it; in German as well.
func TestMenuPrintsASheet(t *testing.T) {
	plainSchiri(t) // built in the module, before leaving it
	for _, c := range []struct{ lang, games, actions, paper, wrote, title string }{
		{"en", "What are you playing?", "What should schiri do?", "Paper", "Wrote instinkt-sheet.pdf (1 page).", "Instinkt scoring sheet"},
		{"de", "Was spielt ihr?", "Was soll schiri tun?", "Papier", "instinkt-sheet.pdf geschrieben (1 Seite).", "Instinkt-Wertungsbogen"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			home := t.TempDir()
			t.Chdir(home) // the PDF goes to the current directory
			s := startPty(t, env(home, filepath.Join(home, "data"), "SCHIRI_LANG="+c.lang))
			s.Expect(c.games)
			s.Type("jj\r") // Instinkt
			s.Expect(c.actions)
			s.Type("G\r") // the last action: print
			s.Expect(c.paper)
			s.Type("j\r") // Letter
			s.Expect(c.wrote)
			s.Expect(c.actions)
			s.Leave(c.games)

			pdf := filepath.Join(home, "instinkt-sheet.pdf")
			out, err := exec.Command("pdftotext", pdf, "-").Output()
			require.NoError(t, err)
			assert.Contains(t, string(out), c.title)
			info, err := exec.Command("pdfinfo", pdf).Output()
			require.NoError(t, err)
			assert.Contains(t, string(info), "612 x 792 pts (letter)")
			_, err = os.Stat(filepath.Join(home, "instinkt-sheet-2.pdf"))
			assert.True(t, os.IsNotExist(err))
		})
	}
}
