//go:build unix

package web_test

import "syscall"

// smallReceiveBuffer makes the socket fd's receive buffer size bytes.
func smallReceiveBuffer(fd uintptr, size int) {
	_ = syscall.SetsockoptInt(int(fd), syscall.SOL_SOCKET, syscall.SO_RCVBUF, size)
}
