//go:build windows

package cli

import (
	"io"
	"os"
	"os/exec"
	"strings"

	"golang.org/x/sys/windows"
)

// enableColour makes w ready for ANSI colours: a Windows console (conhost,
// as cmd.exe and PowerShell open it) shows escape sequences as text until
// virtual terminal processing is switched on for it, which Windows 10 and
// later allow; on an older console, colour stays off. Windows Terminal
// and a pipe with CLICOLOR_FORCE need nothing.
func enableColour(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return true
	}
	h := windows.Handle(f.Fd())
	var mode uint32
	if err := windows.GetConsoleMode(h, &mode); err != nil {
		return true // not a console: a pipe or a terminal of its own (mintty)
	}
	if mode&windows.ENABLE_VIRTUAL_TERMINAL_PROCESSING != 0 {
		return true
	}
	return windows.SetConsoleMode(h, mode|windows.ENABLE_VIRTUAL_TERMINAL_PROCESSING) == nil
}

// pagerCmd runs a pager command line: Windows has no /bin/sh, so its words
// are the program and its arguments ("less -R", as Git for Windows brings
// it). Quoting of the words is not understood.
func pagerCmd(pager string) *exec.Cmd {
	words := strings.Fields(pager)
	return exec.Command(words[0], words[1:]...)
}
