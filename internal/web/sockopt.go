//go:build linux || darwin || windows

package web

import "net"

// controlTCP runs fn on the socket of c when c is a TCP connection (the
// OS's own socket options: sockopt_*.go); anything else is left alone.
func controlTCP(c net.Conn, fn func(fd uintptr)) {
	tc, ok := c.(*net.TCPConn)
	if !ok {
		return
	}
	raw, err := tc.SyscallConn()
	if err != nil {
		return
	}
	_ = raw.Control(fn)
}
