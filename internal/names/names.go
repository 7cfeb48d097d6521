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

// Same reports whether a and b name the same player. Names in plain ASCII
// (most of them) are compared without building their keys: nothing to
// normalize or strip there, only case and the spaces around them.
func Same(a, b string) bool {
	if a == b {
		return true // the same spelling (a saved round names its players as the game does)
	}
	if ASCII(a) && ASCII(b) {
		return strings.EqualFold(strings.TrimSpace(a), strings.TrimSpace(b))
	}
	return Key(a) == Key(b)
}

// ASCII reports whether s is plain ASCII.
func ASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

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
