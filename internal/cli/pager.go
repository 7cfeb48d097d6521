package cli

import (
	"errors"
	"fmt"
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
//
// A pager that cannot be started (PAGER=no-such-pager) does not hide the
// text: it is written as it is, and stderr says why.
func (f *Factory) Page(text string) error {
	pager, from := f.pager()
	if pager == "" {
		_, err := io.WriteString(f.IO.Out, text)
		return err
	}
	missing := func() error {
		fmt.Fprintf(f.IO.ErrOut, "schiri: %s\n", f.T("core.pager.missing", "Pager", pager, "Var", from))
		_, err := io.WriteString(f.IO.Out, text)
		return err
	}
	if !pagerFound(pager) {
		return missing()
	}
	c := pagerCmd(pager)
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
		if code := exit.ExitCode(); code == 126 || code == 127 {
			return missing() // the shell found no such command, or cannot run it
		}
	}
	return nil // the pager ended (also when the reader quit it early)
}

// pager is the pager command to run, or "" for none, and the variable it
// comes from.
func (f *Factory) pager() (string, string) {
	if !f.IO.StdoutTTY || f.JSON() {
		return "", ""
	}
	from := "SCHIRI_PAGER"
	p, set := f.lookupEnv(from)
	if !set {
		from = "PAGER"
		p, set = f.lookupEnv(from)
	}
	p = strings.TrimSpace(p)
	if !set {
		if _, err := exec.LookPath("less"); err != nil {
			return "", ""
		}
		p = "less"
	}
	if p == "cat" {
		return "", ""
	}
	return p, from
}

// pagerFound reports whether the pager's command can be found: a command
// line that starts with a plain program name is looked up in PATH (a
// shell construct, an assignment or a quoted name is left to the shell,
// whose "not found" exit status says the same).
func pagerFound(pager string) bool {
	name := strings.Fields(pager)[0]
	if strings.ContainsAny(name, "=\"'$`(){};&|<>*?~") {
		return true
	}
	switch name {
	case "exec", "command", "eval", "builtin", "if", "!":
		return true // the shell's own: the program comes later
	}
	_, err := exec.LookPath(name)
	return err == nil
}
