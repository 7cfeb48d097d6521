package table

import (
	"path/filepath"
	"time"
)

// sub is one subscriber of a game: a channel that holds at most one
// pending change (a slow reader misses nothing but repeats).
type sub struct{ c chan struct{} }

// Watch subscribes to the changes of one game: something arrives on the
// channel after each change (several changes before the subscriber reads
// may arrive as one). cancel ends the subscription. One watcher serves
// every subscriber of the data dir: it looks at each watched game once per
// poll interval, however many streams watch it.
func (s *Service) Watch(kind, id string) (changes <-chan struct{}, cancel func()) {
	g := GameID{kind, id}
	x := &sub{c: make(chan struct{}, 1)}
	s.mu.Lock()
	if s.subs == nil {
		s.subs, s.stamps = map[GameID]map[*sub]struct{}{}, map[GameID]string{}
	}
	if s.subs[g] == nil {
		s.subs[g] = map[*sub]struct{}{}
		s.stamps[g] = fileStamp(s.path(g), s.gens[g])
	}
	s.subs[g][x] = struct{}{}
	if s.stop == nil && !s.closed {
		s.stop = make(chan struct{})
		s.wg.Add(1)
		go s.watch(s.stop)
	}
	s.mu.Unlock()
	return x.c, func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		delete(s.subs[g], x)
		if len(s.subs[g]) == 0 {
			delete(s.subs, g)
			delete(s.stamps, g)
		}
	}
}

func (s *Service) path(g GameID) string { return filepath.Join(s.Store.Dir, g.Kind, g.ID+".json") }

// Changed tells every subscriber of a game that it changed (a write of this
// process: at once, without waiting for the watcher).
func (s *Service) Changed(kind, id string) {
	g := GameID{kind, id}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.wrote(g)
	if _, ok := s.subs[g]; ok {
		s.stamps[g] = fileStamp(s.path(g), s.gens[g])
	}
	notify(s.subs[g])
}

func notify(subs map[*sub]struct{}) {
	for x := range subs {
		select {
		case x.c <- struct{}{}:
		default: // a change is pending already
		}
	}
}

// watch polls the watched games until stop is closed.
func (s *Service) watch(stop chan struct{}) {
	defer s.wg.Done()
	poll := s.Poll
	if poll <= 0 {
		poll = 100 * time.Millisecond
	}
	t := time.NewTicker(poll)
	defer t.Stop()
	for {
		select {
		case <-stop:
			return
		case <-t.C:
		}
		s.mu.Lock()
		games := make([]GameID, 0, len(s.subs))
		for g := range s.subs {
			games = append(games, g)
		}
		s.mu.Unlock()
		for _, g := range games {
			// stat outside the lock; a game with many subscribers costs one stat
			s.mu.Lock()
			gen := s.gens[g]
			s.mu.Unlock()
			st := fileStamp(s.path(g), gen)
			s.mu.Lock()
			if subs, ok := s.subs[g]; ok && s.stamps[g] != st {
				s.stamps[g] = st
				notify(subs)
			}
			s.mu.Unlock()
		}
	}
}

// Close stops the watcher. Subscriptions stay valid but hear of nothing
// more.
func (s *Service) Close() {
	s.mu.Lock()
	s.closed = true
	stop := s.stop
	s.stop = nil
	s.mu.Unlock()
	if stop != nil {
		close(stop)
	}
	s.wg.Wait()
}
