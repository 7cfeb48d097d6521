//go:build windows

package web_test

import "syscall"

// smallReceiveBuffer makes the socket fd's receive buffer size bytes.
func smallReceiveBuffer(fd uintptr, size int) {
	_ = syscall.SetsockoptInt(syscall.Handle(fd), syscall.SOL_SOCKET, syscall.SO_RCVBUF, size)
}
