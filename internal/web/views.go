package web

import (
	"crypto/sha256"
	"encoding/hex"
	"sync"

	"codeberg.org/schiri/schiri/internal/table"
)

type viewKey struct {
	kind, id, lang string
}

// viewSet is every role's view of one game in one language, as Go values,
// as the JSON served and as the event sent, for one stamp of the save.
type viewSet struct {
	stamp string
	err   error
	value map[string]any
	json  map[string][]byte
	event map[string][]byte
	tag   map[string]string
}

// viewEntry holds a game's views; its lock makes one build per change,
// however many requests and streams ask at once.
type viewEntry struct {
	mu sync.Mutex
	vs *viewSet
}

// maxViews bounds the cache: past it, it starts afresh.
const maxViews = 1024

// views are a game's views in lang, built once per change of the save (its
// stamp) and language.
func (s *Server) views(gr gameRole, lang string) (*viewSet, error) {
	key := viewKey{gr.kind(), gr.id, lang}
	stamp := s.svc.Stamp(key.kind, key.id)
	s.mu.Lock()
	e := s.viewCache[key]
	if e == nil {
		if len(s.viewCache) >= maxViews {
			s.viewCache = map[viewKey]*viewEntry{}
		}
		e = &viewEntry{}
		s.viewCache[key] = e
	}
	s.mu.Unlock()
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.vs != nil && e.vs.stamp == stamp && stamp != "" {
		return e.vs, nil
	}
	vs := &viewSet{stamp: stamp, json: map[string][]byte{}, event: map[string][]byte{}, tag: map[string]string{}}
	vs.value, vs.err = gr.game.Views(s.svc, gr.id, localizer(lang))
	if vs.err != nil {
		e.vs = nil
		return nil, vs.err
	}
	for role, v := range vs.value {
		b, err := table.JSON(v)
		if err != nil {
			return nil, err
		}
		vs.json[role], vs.tag[role] = b, docStamp(b)
		vs.event[role] = eventBytes(vs.tag[role], b)
	}
	e.vs = vs
	return vs, nil
}

// view is a role's view of its game in lang: the game's view value, its
// JSON and the JSON's tag.
func (s *Server) view(gr gameRole, lang string) (any, []byte, string, error) {
	vs, err := s.views(gr, lang)
	if err != nil {
		return nil, nil, "", err
	}
	return vs.value[gr.role], vs.json[gr.role], vs.tag[gr.role], nil
}

// docStamp names a state document: a page and the events of its stream
// carry it, so the page refreshes only when the state it shows has changed.
func docStamp(doc []byte) string {
	sum := sha256.Sum256(doc)
	return hex.EncodeToString(sum[:8])
}
