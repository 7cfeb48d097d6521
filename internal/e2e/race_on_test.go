//go:build linux && race

package e2e

// raceEnabled: the children are race-instrumented too, and a schiri
// invocation is about 15 times slower.
const raceEnabled = true
