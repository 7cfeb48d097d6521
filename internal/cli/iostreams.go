package cli

import (
	"bytes"
	"io"
	"os"

	"golang.org/x/term"
)

// IOStreams are a command's standard streams and what is known about them.
type IOStreams struct {
	In     io.Reader
	Out    io.Writer
	ErrOut io.Writer

	StdinTTY  bool
	StdoutTTY bool
}

// TerminalSize is the size of the terminal stdout is on; ok is false when
// stdout is not a terminal (or its size is unknown).
func (s *IOStreams) TerminalSize() (width, height int, ok bool) {
	if f, isFile := s.Out.(*os.File); isFile && s.StdoutTTY {
		if w, h, err := term.GetSize(int(f.Fd())); err == nil && w > 0 && h > 0 {
			return w, h, true
		}
	}
	return 0, 0, false
}

// TerminalWidth is the width of the terminal stdout is on, or 80 when it
// is not a terminal (as gh's IOStreams.TerminalWidth).
func (s *IOStreams) TerminalWidth() int {
	if w, _, ok := s.TerminalSize(); ok {
		return w
	}
	return 80
}

// System returns the process's real streams.
func System() *IOStreams {
	return &IOStreams{
		In: os.Stdin, Out: os.Stdout, ErrOut: os.Stderr,
		StdinTTY:  term.IsTerminal(int(os.Stdin.Fd())),
		StdoutTTY: term.IsTerminal(int(os.Stdout.Fd())),
	}
}

// Test returns in-memory streams (no terminal) and their buffers.
func Test() (ios *IOStreams, in, out, errOut *bytes.Buffer) {
	in, out, errOut = &bytes.Buffer{}, &bytes.Buffer{}, &bytes.Buffer{}
	return &IOStreams{In: in, Out: out, ErrOut: errOut}, in, out, errOut
}

// Interactive reports whether both stdin and stdout are terminals: a person
// sits at the keyboard and sees the output.
func (s *IOStreams) Interactive() bool { return s.StdinTTY && s.StdoutTTY }
