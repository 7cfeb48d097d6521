//go:build !linux && !darwin && !windows

package web

import (
	"net"
	"time"
)

// userTimeout does nothing where no socket option bounds retransmission
// (Linux, macOS and Windows have one each: sockopt_*.go); there the write
// deadlines of the event streams and TCP's own timeouts close a vanished
// client's connection.
func userTimeout(net.Conn, time.Duration) {}
