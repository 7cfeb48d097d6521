package codenames

import "math/rand/v2"

// Helpers only the tests use, kept out of the package proper.

// RandomCode returns a fresh code from the process's random source.
func RandomCode() Code { return Code(rand.Uint32N(1 << codeBits)) }
