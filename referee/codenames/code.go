package codenames

import (
	"math/rand/v2"
	"strings"
)

// CodeLen is the number of characters of a seed code.
const CodeLen = 6

// codeBits is the information in a code: 6 Crockford base32 digits.
const codeBits = 5 * CodeLen

// crockford is Crockford's base32 alphabet (no I, L, O, U).
const crockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// Code is a seed code (ruling C2): a 30-bit number written as 6 characters of
// Crockford base32. The same code and size give the same key grid and words
// forever.
type Code uint32

// RandomCodeFrom returns a fresh code drawn from r.
func RandomCodeFrom(r *rand.Rand) Code { return Code(r.Uint32N(1 << codeBits)) }

// String writes the code in canonical form: 6 upper-case characters.
func (c Code) String() string {
	var b [CodeLen]byte
	v := uint32(c)
	for i := CodeLen - 1; i >= 0; i-- {
		b[i] = crockford[v&31]
		v >>= 5
	}
	return string(b[:])
}

// MarshalText writes the canonical form.
func (c Code) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads a code as ParseCode does.
func (c *Code) UnmarshalText(b []byte) error {
	v, err := ParseCode(string(b))
	if err != nil {
		return err
	}
	*c = v
	return nil
}

// crockfordDigit maps one character to its value; the aliases O→0 and I, L→1
// are accepted, case is ignored.
func crockfordDigit(r rune) (uint32, bool) {
	switch {
	case r >= '0' && r <= '9':
		return uint32(r - '0'), true
	case r >= 'a' && r <= 'z':
		r -= 'a' - 'A'
	}
	switch r {
	case 'O':
		return 0, true
	case 'I', 'L':
		return 1, true
	}
	if i := strings.IndexRune(crockford, r); i >= 10 {
		return uint32(i), true
	}
	return 0, false
}

// ParseCode reads a board code (or a legacy key code): 6 Crockford base32
// characters, case-insensitive, with the aliases O→0 and I/L→1; hyphens and
// spaces are ignored.
func ParseCode(s string) (Code, error) {
	v, n, bad, ok := codeDigits(s, CodeLen)
	if !ok {
		return 0, parseErr(s, "codenames.err.code_char", "Char", string(bad))
	}
	if n != CodeLen {
		return 0, parseErr(s, "codenames.err.code_length", "Count", CodeLen)
	}
	return Code(v), nil
}
