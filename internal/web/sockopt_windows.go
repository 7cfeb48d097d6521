package web

import (
	"net"
	"syscall"
	"time"
)

// tcpMaxRT is Windows's TCP_MAXRT (ws2ipdef.h; not in package syscall):
// how many seconds TCP goes on retransmitting before it gives up on the
// connection — what Linux's TCP_USER_TIMEOUT is there.
const tcpMaxRT = 5

// userTimeout makes the kernel close c when data sent on it stays
// unacknowledged for d: a phone that vanished from the network without
// closing its event stream.
func userTimeout(c net.Conn, d time.Duration) {
	controlTCP(c, func(fd uintptr) {
		_ = syscall.SetsockoptInt(syscall.Handle(fd), syscall.IPPROTO_TCP, tcpMaxRT, int(max(d/time.Second, 1)))
	})
}
