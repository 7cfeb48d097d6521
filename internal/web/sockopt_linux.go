package web

import (
	"net"
	"syscall"
	"time"
)

// tcpUserTimeout is Linux's TCP_USER_TIMEOUT (not in package syscall).
const tcpUserTimeout = 0x12

// userTimeout makes the kernel close c when data sent on it stays
// unacknowledged for d: a phone that vanished from the network without
// closing its event stream.
func userTimeout(c net.Conn, d time.Duration) {
	controlTCP(c, func(fd uintptr) {
		_ = syscall.SetsockoptInt(int(fd), syscall.IPPROTO_TCP, tcpUserTimeout, int(d/time.Millisecond))
	})
}
