package web

import (
	"net/http"
	"strings"
	"time"
)

// events is the role's event stream: a "state" event on connecting and
// after every change of the game, from whatever source (the table's one
// watcher tells), a keep-alive comment when idle, and a deadline on every
// write: a client that stopped reading is dropped and its place freed.
func (s *Server) events(w http.ResponseWriter, r *http.Request, gr gameRole) {
	if n := s.streams.Add(1); n > MaxStreams {
		s.streams.Add(-1)
		http.Error(w, "too many event streams", http.StatusServiceUnavailable)
		return
	}
	defer s.streams.Add(-1)
	rc := http.NewResponseController(w)
	lang := s.lang(w, r)
	changes, cancel := s.svc.Watch(gr.kind(), gr.id)
	defer cancel()
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("X-Accel-Buffering", "no")
	write := func(b []byte) bool {
		_ = rc.SetWriteDeadline(time.Now().Add(s.o.WriteTimeout))
		if _, err := w.Write(b); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	var last string
	send := func() bool {
		vs, err := s.views(gr, lang)
		if err != nil || vs.tag[gr.role] == last {
			return true // a damaged or vanished save: the page says so on reload
		}
		last = vs.tag[gr.role]
		return write(vs.event[gr.role])
	}
	w.WriteHeader(http.StatusOK)
	if !send() {
		return
	}
	keepAlive := time.NewTicker(s.o.KeepAlive)
	defer keepAlive.Stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case <-s.done:
			return
		case <-keepAlive.C:
			if !write([]byte(": keep-alive\n\n")) {
				return
			}
		case <-changes:
			if !send() {
				return
			}
		}
	}
}

// eventBytes is a "state" event with its id and the document as data lines.
func eventBytes(tag string, doc []byte) []byte {
	var b strings.Builder
	b.Grow(len(doc) + len(doc)/8 + 64)
	b.WriteString("id: " + tag + "\nevent: state\n")
	for _, line := range strings.Split(strings.TrimSpace(string(doc)), "\n") {
		b.WriteString("data: ")
		b.WriteString(line)
		b.WriteByte('\n')
	}
	b.WriteByte('\n')
	return []byte(b.String())
}

// Streams is the number of open event streams (of MaxStreams).
func (s *Server) Streams() int { return int(s.streams.Load()) }
