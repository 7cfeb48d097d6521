package cli

import (
	"errors"
	"io"
	"os"
	"os/exec"
	"strings"
)

// Page writes a long text (a game's rules) through the user's pager, as gh
// does: only when stdout is a terminal and not for --json; the pager is
// SCHIRI_PAGER, else PAGER, else less (with LESS=FRX unless LESS is set:
// quit if it fits on one screen, keep colours, leave the text on the
// screen). A pager of "cat" means none, and so does one set empty
// (PAGER= as gh's GH_PAGER=) and a missing less. Every other case writes
// the text to stdout as it is.
func (f *Factory) Page(text string) error {
	pager := f.pager()
	if pager == "" {
		_, err := io.WriteString(f.IO.Out, text)
		return err
	}
	c := exec.Command("/bin/sh", "-c", pager)
	c.Stdin = strings.NewReader(text)
	c.Stdout, c.Stderr = f.IO.Out, f.IO.ErrOut
	c.Env = os.Environ()
	if f.Getenv("LESS") == "" {
		c.Env = append(c.Env, "LESS=FRX")
	}
	if err := c.Run(); err != nil {
		var exit *exec.ExitError
		if !errors.As(err, &exit) {
			_, err := io.WriteString(f.IO.Out, text) // the pager never ran
			return err
		}
	}
	return nil // the pager ended (also when the reader quit it early)
}

// pager is the pager command to run, or "" for none.
func (f *Factory) pager() string {
	if !f.IO.StdoutTTY || f.JSON() {
		return ""
	}
	p, set := f.lookupEnv("SCHIRI_PAGER")
	if !set {
		p, set = f.lookupEnv("PAGER")
	}
	p = strings.TrimSpace(p)
	if !set {
		if _, err := exec.LookPath("less"); err != nil {
			return ""
		}
		p = "less"
	}
	if p == "cat" {
		return ""
	}
	return p
}
