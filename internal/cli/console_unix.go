//go:build unix

package cli

import (
	"io"
	"os/exec"
)

// enableColour makes w ready for ANSI colours; a Unix terminal always is.
func enableColour(io.Writer) bool { return true }

// pagerCmd runs a pager command line through the shell, as PAGER is
// meant ("less -R", "most +s").
func pagerCmd(pager string) *exec.Cmd { return exec.Command("/bin/sh", "-c", pager) }
