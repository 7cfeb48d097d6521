// Package names decides when two player names are the same name.
package names

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Key is the form under which player names are compared: invisible
// characters (soft hyphen, zero-width space and joiners, bidi marks, the
// byte order mark, Hangul fillers) removed, Unicode NFC, case folded,
// surrounding blanks ignored. "Zoë" typed with a combining diaeresis, "Ana"
// with a soft hyphen and "ANA" all name the same player.
func Key(s string) string {
	s = strings.Map(func(r rune) rune {
		if Invisible(r) {
			return -1
		}
		return r
	}, s)
	s = norm.NFC.String(s)
	return strings.ToLower(strings.ToUpper(strings.TrimSpace(s)))
}

// Same reports whether a and b name the same player.
func Same(a, b string) bool { return Key(a) == Key(b) }

// Invisible reports whether r is a character that shows nothing: a format
// character (Unicode category Cf: soft hyphen, zero-width space, joiners,
// direction marks, BOM) or a filler that renders as blank space of zero
// width.
func Invisible(r rune) bool {
	switch r {
	case 0x034f, 0x115f, 0x1160, 0x3164, 0xffa0:
		return true
	}
	return unicode.Is(unicode.Cf, r)
}
