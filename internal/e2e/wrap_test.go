//go:build linux

package e2e

import (
	"testing"
)

func TestWrapProbe(t *testing.T) {
	environ, _ := fourPlayers(t, "en")
	s := startPtySize(t, environ, 100, 30, "kodiak", "round")
	s.Expect("Kodiak: Ana")
	s.Type("3 c2\r\r7 c1\r5\r")
	s.Expect("→")
	s.Type("\x03")
	s.Wait()
	t.Logf("%s", s.screen())
}
