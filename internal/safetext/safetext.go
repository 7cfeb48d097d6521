// Package safetext makes untrusted text safe to show on a terminal.
//
// Player names, card tokens, keys read from files and command-line arguments
// can carry control characters: an escape sequence in a name could clear the
// screen, retitle the window or hide text. Every such string shown to a
// person goes through Escape, which makes those characters visible instead
// of letting the terminal act on them. JSON output needs no help: its
// encoder escapes control characters itself.
package safetext

import (
	"fmt"
	"reflect"
	"strings"
	"unicode/utf8"
)

// Safe is text that is already escaped or was built by schiri itself (a
// styled, coloured rendering of escaped text): Value leaves it alone.
type Safe string

// Escape returns s with every control character made visible: C0 and C1
// controls and DEL as Go escapes (\x1b, \n, \a …), the bidirectional and
// line-separator controls that reorder or break a line as \u202e …, and
// bytes that are not UTF-8 as \xff. A backslash is kept as it is, so Escape
// is idempotent: escaping twice changes nothing.
func Escape(s string) string {
	i := strings.IndexFunc(s, needsEscape)
	if i < 0 && utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	for len(s) > 0 {
		r, size := utf8.DecodeRuneInString(s)
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, `\x%02x`, s[0])
		case needsEscape(r):
			b.WriteString(escapeRune(r))
		default:
			b.WriteString(s[:size])
		}
		s = s[size:]
	}
	return b.String()
}

// Has reports whether s holds a character Escape would change: such a
// string is refused where a person names something (a player, a game).
func Has(s string) bool { return Escape(s) != s }

// Value escapes v when it is text (a string or a type based on one, a list
// of strings, an error, a fmt.Stringer) and returns it unchanged otherwise; Safe values are
// left alone. Message arguments go through it.
func Value(v any) any {
	switch x := v.(type) {
	case nil:
		return nil
	case Safe:
		return string(x)
	case string:
		return Escape(x)
	case []string:
		out := make([]string, len(x))
		for i, s := range x {
			out[i] = Escape(s)
		}
		return out
	case error:
		return Escape(x.Error())
	case fmt.Stringer:
		return Escape(x.String())
	}
	if rv := reflect.ValueOf(v); rv.Kind() == reflect.String {
		return Escape(rv.String())
	}
	return v
}

func needsEscape(r rune) bool {
	switch {
	case r < 0x20, r == 0x7f, r >= 0x80 && r <= 0x9f:
		return true
	case r == 0x061c, r == 0x200e, r == 0x200f, r == 0x2028, r == 0x2029,
		r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069:
		return true // bidi controls and line separators
	}
	return false
}

func escapeRune(r rune) string {
	switch r {
	case '\a':
		return `\a`
	case '\b':
		return `\b`
	case '\t':
		return `\t`
	case '\n':
		return `\n`
	case '\v':
		return `\v`
	case '\f':
		return `\f`
	case '\r':
		return `\r`
	}
	if r < 0x100 {
		return fmt.Sprintf(`\x%02x`, r)
	}
	return fmt.Sprintf(`\u%04x`, r)
}
