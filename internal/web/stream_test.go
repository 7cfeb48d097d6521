package web_test

import (
	"bufio"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"syscall"
	"testing"
	"time"

	"codeberg.org/schiri/schiri/internal/web"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// smallBuffers makes the kernel keep little of what the other side has not
// read, so a client that stops reading blocks the server's writes soon.
type smallBuffers struct{ net.Listener }

func (l smallBuffers) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if tc, ok := c.(*net.TCPConn); ok {
		_ = tc.SetWriteBuffer(4096)
	}
	return c, err
}

// A phone that stops reading its event stream is dropped — the write
// deadline of each write fires — and its place among the MaxStreams is
// freed, while it still holds the connection open.
func TestStreamOfAClientThatStopsReadingIsClosed(t *testing.T) {
	dir := t.TempDir()
	srv, err := web.New(web.Options{DataDir: dir, Lang: "en", Poll: 20 * time.Millisecond,
		KeepAlive: 50 * time.Millisecond, WriteTimeout: 300 * time.Millisecond})
	require.NoError(t, err)
	ts := httptest.NewUnstartedServer(srv.Handler())
	ts.Listener = smallBuffers{ts.Listener}
	ts.Start()
	t.Cleanup(func() { srv.Close(); ts.Close() })
	s := &site{t: t, dir: dir, srv: srv, ts: ts, host: srv.HostPath()}
	players := `"Ana","Ben","Cleo","Dana","Emil","Fritz"`
	k := s.create(`{"kind":"kodiak","players":[` + players + `],"cycles":50,"name":"long"}`)

	// a client with a small receive window that reads the headers and then
	// nothing more
	d := net.Dialer{Control: func(_, _ string, c syscall.RawConn) error {
		return c.Control(func(fd uintptr) { smallReceiveBuffer(fd, 2048) })
	}}
	conn, err := d.Dial("tcp", ts.Listener.Addr().String())
	require.NoError(t, err)
	defer func() { _ = conn.Close() }()
	_, err = fmt.Fprintf(conn, "GET %sevents HTTP/1.1\r\nHost: x\r\n\r\n", k.Links["view"])
	require.NoError(t, err)
	status, err := bufio.NewReader(conn).ReadString('\n')
	require.NoError(t, err)
	require.Contains(t, status, "200")
	require.Eventually(t, func() bool { return srv.Streams() == 1 }, 2*time.Second, 10*time.Millisecond)

	// the game changes over and over: the stream's events pile up unread
	sheet := `{"players": {"Ana": {"cards": []}, "Ben": {"cards": [5]}, "Cleo": {"cards": [5]}, "Dana": {"cards": [5]}, "Emil": {"cards": [5]}, "Fritz": {"cards": [5]}}}`
	deadline := time.Now().Add(20 * time.Second)
	for srv.Streams() > 0 && time.Now().Before(deadline) {
		res, body := s.postJSON(k.Links["scorer"]+"round", sheet)
		require.Equal(t, http.StatusOK, res.StatusCode, body)
		res, body = s.postJSON(k.Links["scorer"]+"undo", "")
		require.Equal(t, http.StatusOK, res.StatusCode, body)
	}
	assert.Zero(t, srv.Streams(), "the stream of a client that stopped reading is closed")

	// a reading client still gets its events
	ev := firstEvent(t, ts.URL+k.Links["view"]+"events")
	assert.True(t, strings.Contains(ev, `"rounds_played": 0`), ev)
}

// An idle stream gets a keep-alive comment regularly.
func TestKeepAlive(t *testing.T) {
	dir := t.TempDir()
	srv, err := web.New(web.Options{DataDir: dir, Lang: "en", KeepAlive: 30 * time.Millisecond})
	require.NoError(t, err)
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { srv.Close(); ts.Close() })
	s := &site{t: t, dir: dir, srv: srv, ts: ts, host: srv.HostPath()}
	k := s.create(`{"kind":"kodiak","players":["Ana","Ben"]}`)
	res, err := http.Get(ts.URL + k.Links["view"] + "events")
	require.NoError(t, err)
	defer func() { _ = res.Body.Close() }()
	r := bufio.NewReader(res.Body)
	readEvent(t, r)
	for {
		line, err := r.ReadString('\n')
		require.NoError(t, err)
		if line == ": keep-alive\n" {
			return
		}
	}
}
