package cli

import (
	"errors"
	"io"
	"os"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/muesli/cancelreader"
	"golang.org/x/term"
)

// The terminal's keys are read for the forms one at a time, and what a form
// did not take stays for the next one: a person who types ahead (the save
// question's Enter right after a round's last line, a menu choice and the
// first field of what it opens) loses nothing. Bubble Tea reads as much as
// the terminal has and throws away what its program did not handle when
// the program ends; here each form program gets a lease on the keyboard that
// hands it one key at a time, the next one only after the form has handled
// the last (settled.Update says so), and none after the key that ended it.

// keyboard is one terminal's keys not yet handed to a form.
type keyboard struct {
	tty *os.File
	mu  sync.Mutex
	buf []byte
}

var (
	keyboardsMu sync.Mutex
	keyboards   = map[*os.File]*keyboard{}
)

// keyboardOf is the keyboard of terminal file f (one per process).
func keyboardOf(f *os.File) *keyboard {
	keyboardsMu.Lock()
	defer keyboardsMu.Unlock()
	kb := keyboards[f]
	if kb == nil {
		kb = &keyboard{tty: f}
		keyboards[f] = kb
	}
	return kb
}

// lease is one form program's turn at the keyboard: its input.
type lease struct {
	kb    *keyboard
	raw   *term.State
	cr    cancelreader.CancelReader
	ready chan struct{} // one token: the form may have the next key
	done  chan struct{}
	once  sync.Once
}

// keyWait is how long a lease waits for the form to say it handled a key
// before it hands out the next one anyway: only a sequence Bubble Tea does
// not turn into a key would need it.
const keyWait = 3 * time.Second

// open starts a lease: the terminal goes raw (Bubble Tea does that only for
// a terminal it reads itself) until close.
func (kb *keyboard) open() (*lease, error) {
	raw, err := term.MakeRaw(int(kb.tty.Fd()))
	if err != nil {
		return nil, err
	}
	cr, err := cancelreader.NewReader(kb.tty)
	if err != nil {
		_ = term.Restore(int(kb.tty.Fd()), raw)
		return nil, err
	}
	l := &lease{kb: kb, raw: raw, cr: cr, ready: make(chan struct{}, 1), done: make(chan struct{})}
	l.ready <- struct{}{}
	return l, nil
}

// next lets the form have the next key.
func (l *lease) next() {
	select {
	case l.ready <- struct{}{}:
	default:
	}
}

// close ends the lease: a pending Read returns io.EOF, nothing more is
// taken from the terminal, and the terminal is restored.
func (l *lease) close() {
	l.once.Do(func() {
		close(l.done)
		l.cr.Cancel()
	})
}

// restore gives the terminal back; call it after the program ended.
func (l *lease) restore() {
	l.close()
	_ = l.cr.Close()
	_ = term.Restore(int(l.kb.tty.Fd()), l.raw)
}

// Read hands out one key's bytes.
func (l *lease) Read(p []byte) (int, error) {
	select {
	case <-l.ready:
	case <-l.done:
		return 0, io.EOF
	case <-time.After(keyWait):
	}
	chunk := make([]byte, 256)
	for {
		select {
		case <-l.done:
			return 0, io.EOF
		default:
		}
		l.kb.mu.Lock()
		if n := keyLen(l.kb.buf); n > 0 {
			n = copy(p, l.kb.buf[:n])
			l.kb.buf = l.kb.buf[n:]
			l.kb.mu.Unlock()
			if n == 1 && p[0] == '\n' {
				// Enter typed between two forms, while the terminal was
				// not raw, came as a newline (ICRNL): it is still Enter
				p[0] = '\r'
			}
			return n, nil
		}
		l.kb.mu.Unlock()
		n, err := l.cr.Read(chunk)
		if n > 0 {
			l.kb.mu.Lock()
			l.kb.buf = append(l.kb.buf, chunk[:n]...)
			l.kb.mu.Unlock()
		}
		if errors.Is(err, cancelreader.ErrCanceled) {
			return 0, io.EOF
		}
		if err != nil && n == 0 {
			return 0, err
		}
	}
}

// keyLen is the length of the first key in b: an escape sequence (CSI or
// SS3) whole, Alt with a key, one UTF-8 character, or one byte.
func keyLen(b []byte) int {
	switch {
	case len(b) == 0:
		return 0
	case b[0] != 0x1b:
		if b[0] < utf8.RuneSelf {
			return 1
		}
		_, n := utf8.DecodeRune(b)
		return n
	case len(b) == 1 || b[1] == 0x1b:
		return 1 // Esc
	case b[1] == '[':
		for i := 2; i < len(b); i++ {
			if b[i] >= 0x40 && b[i] <= 0x7e {
				return i + 1
			}
		}
		return len(b)
	case b[1] == 'O':
		return min(3, len(b))
	}
	_, n := utf8.DecodeRune(b[1:])
	return 1 + n // Alt with a key
}
