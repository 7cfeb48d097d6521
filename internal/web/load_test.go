package web_test

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"codeberg.org/schiri/schiri/internal/web"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// At most web.MaxStreams event streams are open at once; the next gets 503.
func TestStreamLimit(t *testing.T) {
	s := newSite(t)
	k := s.create(`{"kind":"kodiak","players":["Ana","Ben"]}`)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	client := &http.Client{Transport: &http.Transport{MaxConnsPerHost: 0, MaxIdleConnsPerHost: 300}}
	var open []*http.Response
	defer func() {
		cancel()
		for _, r := range open {
			_ = r.Body.Close()
		}
	}()
	for range web.MaxStreams {
		req, _ := http.NewRequestWithContext(ctx, "GET", s.ts.URL+k.Links["view"]+"events", nil)
		res, err := client.Do(req)
		require.NoError(t, err)
		require.Equal(t, 200, res.StatusCode)
		open = append(open, res)
	}
	res, err := client.Get(s.ts.URL + k.Links["view"] + "events")
	require.NoError(t, err)
	_ = res.Body.Close()
	assert.Equal(t, http.StatusServiceUnavailable, res.StatusCode)
	// closing one frees its place
	_ = open[0].Body.Close()
	open = open[1:]
	require.Eventually(t, func() bool {
		r, err := client.Get(s.ts.URL + k.Links["view"] + "state.json")
		if err != nil {
			return false
		}
		_ = r.Body.Close()
		req, _ := http.NewRequestWithContext(ctx, "GET", s.ts.URL+k.Links["view"]+"events", nil)
		r, err = client.Do(req)
		if err != nil {
			return false
		}
		if r.StatusCode == 200 {
			open = append(open, r)
			return true
		}
		_ = r.Body.Close()
		return false
	}, 5*time.Second, 50*time.Millisecond)
}

// 100 open event streams and 20 concurrent writers (phones posting rounds
// and CLI invocations) on one game, on loopback, for a bounded number of
// rounds: no error, no lost or doubled round, and every stream sees the
// final state.
func TestLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("load test")
	}
	const (
		streams = 100
		writers = 20
		each    = 2
	)
	s := newSite(t)
	players := []string{"Ana", "Ben", "Cleo", "Dana", "Emil", "Fritz"}
	k := s.create(`{"kind":"kodiak","players":["Ana","Ben","Cleo","Dana","Emil","Fritz"],"cycles":9,"name":"load"}`)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 200}}

	final := writers * each
	var seenFinal atomic.Int32
	var wg sync.WaitGroup
	for i := range streams {
		role := "view"
		if i%2 == 1 {
			role = "scorer"
		}
		req, _ := http.NewRequestWithContext(ctx, "GET", s.ts.URL+k.Links[role]+"events", nil)
		res, err := client.Do(req)
		require.NoError(t, err)
		require.Equal(t, 200, res.StatusCode)
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() { _ = res.Body.Close() }()
			r := bufio.NewReader(res.Body)
			for {
				ev, ok := tryEvent(r)
				if !ok {
					return
				}
				var st struct {
					RoundsPlayed int `json:"rounds_played"`
				}
				if json.Unmarshal([]byte(ev), &st) == nil && st.RoundsPlayed == final {
					seenFinal.Add(1)
					return
				}
			}
		}()
	}

	var errs atomic.Int32
	var ww sync.WaitGroup
	for w := range writers {
		ww.Add(1)
		go func() {
			defer ww.Done()
			for j := range each {
				// every sheet is valid whoever is Kodiak: one player without
				// cards, no catches
				empty := players[(w+j)%len(players)]
				var parts []string
				for _, p := range players {
					cards := `[5]`
					if p == empty {
						cards = `[]`
					}
					parts = append(parts, fmt.Sprintf(`%q: {"cards": %s}`, p, cards))
				}
				sheet := `{"players": {` + strings.Join(parts, ", ") + `}}`
				var code int
				if w%4 == 0 { // a CLI invocation in "another terminal"
					code, _ = s.cli(sheet, "kodiak", "round", "--game", "load", "-", "--json")
					if code != 0 {
						errs.Add(1)
					}
					continue
				}
				req, _ := http.NewRequestWithContext(ctx, "POST", s.ts.URL+k.Links["scorer"]+"round", strings.NewReader(sheet))
				req.Header.Set("Content-Type", "application/json")
				res, err := client.Do(req)
				if err != nil || res.StatusCode != 200 {
					errs.Add(1)
				}
				if res != nil {
					_ = res.Body.Close()
				}
			}
		}()
	}
	ww.Wait()
	assert.Zero(t, errs.Load(), "every write succeeded")
	_, st := s.get(k.Links["view"] + "state.json")
	assert.Contains(t, st, fmt.Sprintf(`"rounds_played": %d`, final), "no round lost or doubled")
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		cancel()
		<-done
	}
	assert.Equal(t, int32(streams), seenFinal.Load(), "every stream saw the final state")
}

func tryEvent(r *bufio.Reader) (string, bool) {
	var data strings.Builder
	event := ""
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return "", false
		}
		line = strings.TrimRight(line, "\n")
		switch {
		case strings.HasPrefix(line, "event: "):
			event = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			data.WriteString(strings.TrimPrefix(line, "data: ") + "\n")
		case line == "" && event == "state":
			return data.String(), true
		case line == "":
			data.Reset()
		}
	}
}

func BenchmarkStateJSON(b *testing.B) {
	s := newSite(b)
	k := s.create(`{"kind":"kodiak","players":["Ana","Ben","Cleo"]}`)
	c := s.create(`{"kind":"codenames","seed":"K7F3QX","board_code":"K7F3QX","words":"en"}`)
	i := s.create(`{"kind":"instinkt"}`)
	for _, bc := range []struct{ name, path string }{
		{"kodiak", k.Links["view"]}, {"codenames-board", c.Links["board"]}, {"codenames-spymaster", c.Links["spymaster_red"]}, {"instinkt", i.Links["referee"]},
	} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				res, err := http.Get(s.ts.URL + bc.path + "state.json")
				if err != nil || res.StatusCode != 200 {
					b.Fatal(err, res)
				}
				_ = res.Body.Close()
			}
		})
	}
}

func BenchmarkPages(b *testing.B) {
	s := newSite(b)
	k := s.create(`{"kind":"kodiak","players":["Ana","Ben","Cleo"]}`)
	c := s.create(`{"kind":"codenames","seed":"K7F3QX","board_code":"K7F3QX","words":"en"}`)
	i := s.create(`{"kind":"instinkt"}`)
	for _, bc := range []struct{ name, path string }{
		{"dashboard", s.host}, {"kodiak", k.Links["scorer"]}, {"codenames-board", c.Links["board"]},
		{"codenames-spymaster", c.Links["spymaster_red"]}, {"instinkt", i.Links["referee"]}, {"rules-kodiak", "/rules/kodiak"}, {"rules-search", "/rules/?q=hirsch"},
	} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				res, err := http.Get(s.ts.URL + bc.path)
				if err != nil || res.StatusCode != 200 {
					b.Fatal(err, res)
				}
				_ = res.Body.Close()
			}
		})
	}
}

// A client that sends its headers too slowly is cut off.
func TestSlowClientsAreCutOff(t *testing.T) {
	s := newSite(t)
	hs := web.HTTPServer(s.srv.Handler())
	assert.Positive(t, hs.ReadHeaderTimeout)
	assert.Positive(t, hs.ReadTimeout)
	assert.LessOrEqual(t, hs.ReadHeaderTimeout, 10*time.Second)
	hs.ReadHeaderTimeout = 300 * time.Millisecond
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	go func() { _ = hs.Serve(ln) }()
	defer func() { _ = hs.Close() }()
	conn, err := net.Dial("tcp", ln.Addr().String())
	require.NoError(t, err)
	defer func() { _ = conn.Close() }()
	_, err = conn.Write([]byte("GET / HTTP/1.1\r\nHost: x\r\n")) // and never the blank line
	require.NoError(t, err)
	require.NoError(t, conn.SetReadDeadline(time.Now().Add(5*time.Second)))
	buf := make([]byte, 512)
	_, err = conn.Read(buf)
	for err == nil {
		_, err = conn.Read(buf)
	}
	var ne net.Error
	assert.False(t, errors.As(err, &ne) && ne.Timeout(), "the server closed the connection, not our deadline: %v", err)
}
