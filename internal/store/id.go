package store

import (
	"errors"
	"strings"
)

// ValidID reports whether id is a safe game ID: 1–64 ASCII letters, digits,
// '-' or '_', starting with a letter or digit. No path separators, dots,
// spaces or NUL: so no ID ends in a dot or a space either, which Windows
// would strip from a file name.
func ValidID(id string) bool {
	if len(id) == 0 || len(id) > 64 {
		return false
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
		case (c == '-' || c == '_') && i > 0:
		default:
			return false
		}
	}
	return true
}

// ErrReservedID is the cause of a BadID error for a name that Windows
// keeps for a device (SPEC §0: a game ID is a valid file name on every OS).
var ErrReservedID = errors.New("a name Windows keeps for a device (con, prn, aux, nul, com1–com9, lpt1–lpt9)")

// PortableID reports whether a valid ID (ValidID) also names a file on
// every OS: Windows keeps CON, PRN, AUX, NUL, COM0–COM9 and LPT0–LPT9 (in
// any case, with any extension: "con.json" is the console) for devices.
// A new game is never given such a name; one saved under it on Linux or
// macOS by an older schiri still opens there (ValidID).
func PortableID(id string) bool {
	base := strings.ToLower(id)
	switch base {
	case "con", "prn", "aux", "nul":
		return false
	}
	if len(base) == 4 && (strings.HasPrefix(base, "com") || strings.HasPrefix(base, "lpt")) && base[3] >= '0' && base[3] <= '9' {
		return false
	}
	return true
}
