package web

import (
	"net"
	"syscall"
	"time"
)

// tcpRxtConnDropTime is macOS's TCP_RXT_CONNDROPTIME (netinet/tcp.h; not
// in package syscall): how many seconds a connection may go on
// retransmitting unacknowledged data before the kernel drops it — what
// Linux's TCP_USER_TIMEOUT is there.
const tcpRxtConnDropTime = 0x80

// userTimeout makes the kernel close c when data sent on it stays
// unacknowledged for d: a phone that vanished from the network without
// closing its event stream.
func userTimeout(c net.Conn, d time.Duration) {
	controlTCP(c, func(fd uintptr) {
		_ = syscall.SetsockoptInt(int(fd), syscall.IPPROTO_TCP, tcpRxtConnDropTime, int(max(d/time.Second, 1)))
	})
}
