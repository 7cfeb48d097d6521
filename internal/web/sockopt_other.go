//go:build !linux

package web

import (
	"net"
	"time"
)

// userTimeout is Linux's only; elsewhere the write deadlines of the event
// streams and TCP's own timeouts close a vanished client's connection.
func userTimeout(net.Conn, time.Duration) {}
