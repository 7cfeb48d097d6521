package web_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	tk "codeberg.org/schiri/schiri/internal/table/kodiak"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// longGame saves a five-player Kodiak game of 590 rounds played (of 600).
func longGame(t testing.TB, s *site) entry {
	t.Helper()
	total := 600
	g, err := referee.NewGame([]string{"Ana", "Ben", "Cleo", "Dana", "Emil"}, "", referee.Length{Rounds: &total})
	require.NoError(t, err)
	for i := range 590 {
		k, _ := g.KodiakNext()
		sh := &referee.Sheet{}
		for j, p := range g.Players {
			e := referee.Entry{Name: p, Cards: []referee.Card{5}}
			if p == k || j == i%len(g.Players) && p != k {
				e.Cards = []referee.Card{}
			}
			if p == k {
				e.Catches = 3
			}
			sh.Players = append(sh.Players, e)
		}
		next, r := g.Apply(sh)
		require.True(t, r.Valid(), "%v", r.Errors)
		g = next
	}
	_, err = s.srv.Service().Create(tk.Kind, "long", tk.SavedOf(g))
	require.NoError(t, err)
	return s.entryOf(tk.Kind, "long")
}

// entryOf is a game's entry of games.json.
func (s *site) entryOf(kind, id string) entry {
	s.t.Helper()
	_, body := s.get(s.host + "games.json")
	var doc struct{ Games []entry }
	require.NoError(s.t, json.Unmarshal([]byte(body), &doc))
	for _, g := range doc.Games {
		if g.Kind == kind && g.Game == id {
			return g
		}
	}
	s.t.Fatalf("no game %s/%s in %s", kind, id, body)
	return entry{}
}

// 200 phones watch the longest game; a change made by the CLI reaches
// every stream within a fraction of a second (one watcher, one view per
// change, whatever the number of streams).
func TestFanOutToManyStreams(t *testing.T) {
	if testing.Short() {
		t.Skip("load test")
	}
	s := newSite(t)
	k := longGame(t, s)
	const streams = 200
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: streams + 10, MaxConnsPerHost: 0}}
	readers := make([]*bufio.Reader, streams)
	var bodies []io.Closer
	before := memInUse()
	defer func() {
		for _, b := range bodies {
			_ = b.Close()
		}
	}()
	for i := range streams {
		res, err := client.Get(s.ts.URL + k.Links["view"] + "events")
		require.NoError(t, err)
		require.Equal(t, 200, res.StatusCode)
		bodies = append(bodies, res.Body)
		readers[i] = bufio.NewReader(res.Body)
		assert.Contains(t, readEvent(t, readers[i]), `"rounds_played": 590`)
	}
	perStream := (int64(memInUse()) - int64(before)) / streams
	t.Logf("memory per open stream, server and client side together: %d bytes", perStream)
	assert.Less(t, perStream, int64(80<<10), "both ends of a stream in this process")
	code, out := s.cli("", "kodiak", "undo", "--game", "long")
	require.Equal(t, 0, code, out)
	start := time.Now()
	var wg sync.WaitGroup
	lat := make([]time.Duration, streams)
	for i, r := range readers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ev := readEvent(t, r)
			lat[i] = time.Since(start)
			assert.Contains(t, ev, `"rounds_played": 589`)
		}()
	}
	wg.Wait()
	worst := time.Duration(0)
	for _, l := range lat {
		worst = max(worst, l)
	}
	t.Logf("%d streams: the last saw the CLI's change %v after it exited", streams, worst)
	assert.Less(t, worst, time.Second)
}

// Serving many requests retains nothing: the heap after a garbage
// collection stays within a bound (each request used to build a whole
// command tree that stayed reachable).
func TestServingRetainsNothing(t *testing.T) {
	if testing.Short() {
		t.Skip("load test")
	}
	s := newSite(t)
	k := s.create(`{"kind":"kodiak","players":["Ana","Ben","Cleo"]}`)
	c := s.create(`{"kind":"codenames","words":"en"}`)
	i := s.create(`{"kind":"instinkt"}`)
	paths := []string{k.Links["view"] + "state.json", c.Links["board"] + "state.json", c.Links["host"] + "state.json",
		i.Links["referee"] + "state.json", k.Links["scorer"], s.host + "games.json"}
	serve := func(n int) {
		for j := range n {
			res, err := http.Get(s.ts.URL + paths[j%len(paths)])
			require.NoError(t, err)
			_, _ = io.Copy(io.Discard, res.Body)
			_ = res.Body.Close()
			if j%50 == 0 { // a change now and then: new views are built
				r, _ := s.postJSON(i.Links["referee"]+"step", `{"step":"reveal W7 B3"}`)
				require.Contains(t, []int{200, 422}, r.StatusCode)
				r, _ = s.postJSON(i.Links["referee"]+"undo", ``)
				require.Contains(t, []int{200, 400}, r.StatusCode)
			}
		}
	}
	heap := func() uint64 {
		runtime.GC()
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	serve(500) // warm up: templates, catalogs, connections
	before := heap()
	serve(4000)
	after := heap()
	grown := int64(after) - int64(before)
	t.Logf("heap %d → %d bytes after 4000 requests (%+d)", before, after, grown)
	assert.Less(t, grown, int64(2<<20), "4000 requests retain less than 2 MiB")
}

// BenchmarkStateVsMinimal compares state.json of every role with a
// minimal net/http handler writing the same bytes with the same headers,
// 8 clients at once, role by role side by side (the figure: at least 0.9
// of the minimal handler's rate).
func BenchmarkStateVsMinimal(b *testing.B) {
	s := newSite(b)
	for _, l := range roleLinks(s) {
		url := s.ts.URL + l.path + "state.json"
		res, err := http.Get(url)
		require.NoError(b, err)
		body, _ := io.ReadAll(res.Body)
		_ = res.Body.Close()
		hdr := res.Header.Clone()
		minimal := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
			for k, v := range hdr {
				if k != "Date" && k != "Content-Length" {
					w.Header()[k] = v
				}
			}
			_, _ = w.Write(body)
		}))
		for _, bc := range []struct{ name, url string }{{"schiri", url}, {"minimal", minimal.URL + "/state.json"}} {
			b.Run(l.role+"/"+bc.name, func(b *testing.B) {
				client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 16}}
				b.SetParallelism(8 / max(runtime.GOMAXPROCS(0), 1))
				b.RunParallel(func(pb *testing.PB) {
					for pb.Next() {
						res, err := client.Get(bc.url)
						if err != nil || res.StatusCode != 200 {
							b.Fatal(err, res)
						}
						_, _ = io.Copy(io.Discard, res.Body)
						_ = res.Body.Close()
					}
				})
			})
		}
		minimal.Close()
	}
}

// roleLink is a role's link of a game just created.
type roleLink struct{ role, path string }

// roleLinks are the links of every role of a Kodiak, a Codenames and an
// Instinkt game just created, by game and role.
func roleLinks(s *site) []roleLink {
	var links []roleLink
	for _, body := range []string{`{"kind":"kodiak","players":["Ana","Ben","Cleo","Dana"]}`, `{"kind":"codenames","words":"en"}`, `{"kind":"instinkt"}`} {
		e := s.create(body)
		for role, path := range e.Links {
			links = append(links, roleLink{e.Kind + "-" + role, path})
		}
	}
	sort.Slice(links, func(i, j int) bool { return links[i].role < links[j].role })
	return links
}

// discard is a ResponseWriter that keeps the headers and drops the body,
// as a connection's writer costs the same for both handlers.
type discard struct{ h http.Header }

func (d *discard) Header() http.Header         { return d.h }
func (d *discard) Write(b []byte) (int, error) { return len(b), nil }
func (d *discard) WriteHeader(int)             {}

// BenchmarkStateHandler is the server's own work for one state.json of
// every role, next to a minimal handler writing the same bytes with the
// same headers: no network, the same request, so what differs is what
// the server adds (routing, the token, the language, the stamp).
func BenchmarkStateHandler(b *testing.B) {
	s := newSite(b)
	h := s.srv.Handler()
	for _, l := range roleLinks(s) {
		path, role := l.path, l.role
		res, err := http.Get(s.ts.URL + path + "state.json")
		require.NoError(b, err)
		body, _ := io.ReadAll(res.Body)
		_ = res.Body.Close()
		require.Equal(b, 200, res.StatusCode)
		hdr := res.Header.Clone()
		minimal := http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
			for k, v := range hdr {
				if k != "Date" && k != "Content-Length" {
					w.Header()[k] = v
				}
			}
			_, _ = w.Write(body)
		})
		req := httptest.NewRequest("GET", path+"state.json", nil)
		for _, bc := range []struct {
			name string
			h    http.Handler
		}{{"schiri", h}, {"minimal", minimal}} {
			b.Run(role+"/"+bc.name, func(b *testing.B) {
				b.ReportAllocs()
				for range b.N {
					bc.h.ServeHTTP(&discard{h: http.Header{}}, req)
				}
			})
		}
	}
}

// memInUse is the heap and the goroutine stacks in use after a collection.
func memInUse() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc + m.StackInuse
}

// An open event stream costs the server little memory: measured with raw
// connections, whose client side holds no goroutine and no buffers.
func TestMemoryPerStream(t *testing.T) {
	if testing.Short() {
		t.Skip("load test")
	}
	s := newSite(t)
	k := s.create(`{"kind":"kodiak","players":["Ana","Ben","Cleo"]}`)
	const streams = 200
	addr := strings.TrimPrefix(s.ts.URL, "http://")
	var conns []net.Conn
	defer func() {
		for _, c := range conns {
			_ = c.Close()
		}
	}()
	before := memInUse()
	for range streams {
		c, err := net.Dial("tcp", addr)
		require.NoError(t, err)
		conns = append(conns, c)
		_, err = fmt.Fprintf(c, "GET %sevents HTTP/1.1\r\nHost: x\r\n\r\n", k.Links["view"])
		require.NoError(t, err)
		buf := make([]byte, 512)
		_, err = c.Read(buf) // the headers and the first event have come
		require.NoError(t, err)
	}
	require.Equal(t, streams, s.srv.Streams())
	per := (int64(memInUse()) - int64(before)) / streams
	t.Logf("memory per open stream: %d bytes", per)
	assert.Less(t, per, int64(40<<10), "at most 40 KiB per open stream")
}
