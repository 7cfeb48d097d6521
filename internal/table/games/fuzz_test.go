package games_test

import (
	"bytes"
	"testing"

	"codeberg.org/schiri/schiri/internal/store"
	"codeberg.org/schiri/schiri/internal/strictjson"
	"codeberg.org/schiri/schiri/internal/table"
	"codeberg.org/schiri/schiri/internal/table/games"
)

// FuzzRequests: no request body makes a game's create or action panic, and
// one that is not a single strict JSON document is never accepted.
func FuzzRequests(f *testing.F) {
	for _, g := range games.Served() {
		f.Add(g.Example)
	}
	for _, s := range []string{`{"kind":"kodiak","players":["A,na","Ben"]}`, `{"step":"reveal W7 B3"}`, `{"word":"ocean","number":2}`,
		`{"target":"1,1"}`, `{"players": {"Ana": {"cards": []}, "Ben": {"cards": [5]}}}`, `{} {}`, `{"a":1,"a":2}`, ``} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, body string) {
		dir := t.TempDir()
		svc := table.New(store.New(dir))
		strict := strictjson.Check([]byte(body)) == nil
		for _, g := range games.Served() {
			a := g.Create(svc, table.Input{Body: []byte(body), Lang: "en"})
			if a.Err == nil && a.Verdict == nil && !strict {
				t.Fatalf("%s: created from a body that is not one strict document: %q", g.Kind, body)
			}
			c := g.Create(svc, table.Input{Body: []byte(g.Example), Lang: "en"})
			if c.Err != nil {
				t.Fatal(c.Err)
			}
			for _, act := range g.Actions {
				ans := act.Do(svc, c.ID, act.Roles[0], table.Input{Body: []byte(body), Lang: "en"})
				if ans.Err == nil && ans.Verdict == nil && !strict && len(bytes.TrimSpace([]byte(body))) > 0 {
					t.Fatalf("%s %s: done from a body that is not one strict document: %q", g.Kind, act.Name, body)
				}
			}
		}
	})
}
