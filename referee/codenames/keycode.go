package codenames

import (
	crand "crypto/rand"
	"encoding/binary"
	"math/rand/v2"
	"unicode"
)

// KeyCodeLen is the number of characters of a new key code (ruling C2,
// fourth edition): 50 bits, printed in two groups of five.
const KeyCodeLen = 10

// keyBits is the information in a new key code.
const keyBits = 5 * KeyCodeLen

// KeyCode is the key code of a grid, the spymasters' secret (ruling C2). A
// new one has 10 Crockford base32 characters (fourth edition); a code of 6
// characters (the second and third editions) still gives the grid it always
// gave, but a program can find it from the uncovered colours of a board
// (Legacy reports it).
//
// The zero KeyCode is the legacy code 000000.
type KeyCode struct {
	v    uint64 // 30 bits for a legacy code, 50 for a new one
	long bool   // 10 characters
}

// NewKeyCode draws a fresh 10-character key code from the operating
// system's secure source.
func NewKeyCode() KeyCode {
	var b [8]byte
	_, _ = crand.Read(b[:]) // never fails on a supported system (Go 1.24+)
	return KeyCode{v: binary.LittleEndian.Uint64(b[:]) & (1<<keyBits - 1), long: true}
}

// KeyCodeFrom draws a 10-character key code from r: for tests and
// simulations, whose codes need not be secret.
func KeyCodeFrom(r *rand.Rand) KeyCode {
	return KeyCode{v: r.Uint64N(1 << keyBits), long: true}
}

// LegacyKeyCode is the 6-character key code that c's characters spell (the
// second and third editions' key code).
func LegacyKeyCode(c Code) KeyCode { return KeyCode{v: uint64(c)} }

// Legacy reports whether the code has the 6 characters of the second and
// third editions: its key can be found from the board.
func (k KeyCode) Legacy() bool { return !k.long }

// Len is the number of characters of the code: 10, or 6 for a legacy code.
func (k KeyCode) Len() int {
	if k.long {
		return KeyCodeLen
	}
	return CodeLen
}

// String writes the canonical form, as JSON and saved games carry it: upper
// case, no hyphen ("K7F3QX9P2M", or "K7F3QX" for a legacy code).
func (k KeyCode) String() string {
	n := k.Len()
	b := make([]byte, n)
	v := k.v
	for i := n - 1; i >= 0; i-- {
		b[i] = crockford[v&31]
		v >>= 5
	}
	return string(b)
}

// Printed is the code as people read and copy it: a new code in two groups
// of five ("K7F3Q-X9P2M"), a legacy code as it always was ("K7F3QX").
func (k KeyCode) Printed() string {
	s := k.String()
	if !k.long {
		return s
	}
	return s[:5] + "-" + s[5:]
}

// MarshalText writes the canonical form.
func (k KeyCode) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads a code as ParseKeyCode does.
func (k *KeyCode) UnmarshalText(b []byte) error {
	v, err := ParseKeyCode(string(b))
	if err != nil {
		return err
	}
	*k = v
	return nil
}

// codeDigits reads the Crockford digits of s, case-insensitive with the
// aliases O→0 and I/L→1, ignoring hyphens and spaces. It stops after
// max+1 digits: a code too long is too long, whatever follows.
func codeDigits(s string, max int) (v uint64, n int, bad rune, ok bool) {
	for _, r := range s {
		if r == '-' || unicode.IsSpace(r) {
			continue
		}
		d, good := crockfordDigit(r)
		if !good {
			return 0, 0, r, false
		}
		n++
		if n > max {
			break
		}
		v = v<<5 | uint64(d)
	}
	return v, n, 0, true
}

// ParseKeyCode reads a key code: 10 Crockford base32 characters, or 6 for a
// code of the second and third editions; case-insensitive, with the usual
// aliases (O→0, I/L→1); hyphens and spaces are ignored.
func ParseKeyCode(s string) (KeyCode, error) {
	v, n, bad, ok := codeDigits(s, KeyCodeLen)
	switch {
	case !ok:
		return KeyCode{}, parseErr(s, "codenames.err.code_char", "Char", string(bad))
	case n == KeyCodeLen:
		return KeyCode{v: v, long: true}, nil
	case n == CodeLen:
		return KeyCode{v: v}, nil
	}
	return KeyCode{}, parseErr(s, "codenames.err.key_code_length", "Count", KeyCodeLen, "Old", CodeLen)
}
